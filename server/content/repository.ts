import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The server's own git repository of the content: its history lives in the data directory (so a
 * backup carries it), its work tree is the checkout the site is built from, and it tracks the
 * folders the editor writes (content/, the photos' sources in images/, the translations in
 * locales/) and nothing else. Every call runs the system git with a fixed list of arguments, no
 * shell, no hooks, no signing.
 */

export const trackedFolders = ["content", "images", "locales"] as const;

export type Person = { name: string; email: string };

export type Change = {
  commit: string;
  author: Person;
  /** ISO 8601, as git records it. */
  date: string;
  /** The collection and entry (or file) changed, as the commit's subject says. */
  subject: string;
  fields: string[];
  /** The files it changed, relative to the checkout (content/tours/luxury-7-days.yaml). */
  files: string[];
};

/** Who commits the release's own content (the first commit, and a deploy's changes). */
const releaseAuthor: Person = { name: "Release", email: "release@safari-site.invalid" };

/** How a commit's message lists the fields it changed (a git trailer). */
const fieldsTrailer = "Fields";
const gitOutputLimit = 32 * 1024 * 1024;

/** The id git gives a file's content (a blob's SHA-1), computed without asking git. */
export function blobId(content: Buffer): string {
  return createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
}

export class GitFailed extends Error {}

export class ContentRepository {
  constructor(
    /** The repository's own folder (a bare repository), e.g. DATA_DIR/content.git. */
    readonly gitDir: string,
    /** The checkout whose content/, images/ and locales/ are the work tree. */
    readonly workTree: string,
  ) {}

  private git(args: readonly string[], author: Person = releaseAuthor): Promise<Buffer> {
    return this.run([`--git-dir=${this.gitDir}`, `--work-tree=${this.workTree}`, ...args], author);
  }

  private run(args: readonly string[], author: Person = releaseAuthor): Promise<Buffer> {
    const command = args.find((arg) => !arg.startsWith("-")) ?? "";
    return new Promise((resolve, reject) => {
      execFile(
        "git",
        [
          "-c",
          "core.hooksPath=/dev/null",
          "-c",
          "commit.gpgSign=false",
          "-c",
          "core.autocrlf=false",
          "-c",
          "core.quotePath=false",
          ...args,
        ],
        {
          cwd: this.workTree,
          encoding: "buffer",
          maxBuffer: gitOutputLimit,
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            HOME: this.gitDir,
            GIT_CONFIG_NOSYSTEM: "1",
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: author.name,
            GIT_COMMITTER_EMAIL: author.email,
          },
        },
        (error, stdout, stderr) => {
          if (error) {
            reject(new GitFailed(`git ${command}: ${stderr.toString().trim() || error.message}`));
          } else resolve(stdout);
        },
      );
    });
  }

  private async text(args: readonly string[]): Promise<string> {
    return (await this.git(args)).toString("utf8");
  }

  /** The tracked folders that exist in the work tree (git refuses a path that matches nothing). */
  private folders(): string[] {
    return trackedFolders.filter((folder) => existsSync(path.join(this.workTree, folder)));
  }

  /**
   * Makes the repository from the release on first start; on a later one, commits what the
   * release changed in the tracked folders since (a deploy's new content), so the history goes
   * on from the files the site is built from.
   */
  async open(): Promise<void> {
    const first = !existsSync(path.join(this.gitDir, "HEAD"));
    if (first) await this.run(["init", "--quiet", "--bare", "--initial-branch=main", this.gitDir]);
    await this.commit(
      releaseAuthor,
      first ? "The release's content" : "The release changed the content",
      [],
    );
  }

  /** The last commit, or null before the first. */
  async head(): Promise<string | null> {
    return this.text(["rev-parse", "--verify", "--quiet", "HEAD"]).then(
      (out) => out.trim() || null,
      () => null,
    );
  }

  /**
   * Commits every change in the tracked folders as `author`, with the fields in a trailer;
   * resolves to the commit, or null when nothing changed.
   */
  async commit(author: Person, subject: string, fields: readonly string[]): Promise<string | null> {
    await this.git(["add", "--all", "--", ...this.folders()]);
    const staged = await this.text(["diff", "--cached", "--name-only", "-z"]).catch(() => "");
    const first = (await this.head()) === null;
    if (!first && staged === "") return null;
    const message =
      fields.length > 0 ? [subject, "", `${fieldsTrailer}: ${fields.join(", ")}`] : [subject];
    await this.git(
      ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", message.join("\n")],
      author,
    );
    return this.head();
  }

  /** Puts the tracked folders back as they were at `commit` (a save that did not go live). */
  async resetTo(commit: string): Promise<void> {
    await this.git(["reset", "--quiet", "--hard", commit]);
    await this.git(["clean", "--quiet", "-d", "--force", "--", ...this.folders()]);
  }

  /**
   * Writes the tracked folders as the last commit has them, whatever git's index remembers of
   * the files: a restored index describes the files of the machine the backup was taken on.
   */
  async checkOut(): Promise<void> {
    rmSync(path.join(this.gitDir, "index"), { force: true });
    await this.resetTo("HEAD");
  }

  /** A file's content as it was at `commit` (or the blob with that id, `commit` null), or null. */
  async read(commit: string | null, relative: string): Promise<Buffer | null> {
    const object = commit === null ? relative : `${commit}:${relative}`;
    return this.git(["cat-file", "blob", object]).catch(() => null);
  }

  /**
   * The last `count` changes of a file (all files when `relative` is null), newest first, each
   * with the files it changed.
   */
  async history(relative: string | null, count: number): Promise<Change[]> {
    const format = ["%H", "%an", "%ae", "%aI", "%s", `%(trailers:key=${fieldsTrailer},valueonly)`];
    // Each record begins with a separator and ends its fields with one: the files follow it.
    const out = await this.text([
      "log",
      `--max-count=${count}`,
      "--name-only",
      `--format=%x1e${format.join("%x1f")}%x1f`,
      "--",
      ...(relative === null ? this.folders() : [relative]),
    ]).catch(() => "");
    return out
      .split("\x1e")
      .filter((record) => record.trim())
      .map((record) => {
        const [
          commit = "",
          name = "",
          email = "",
          date = "",
          subject = "",
          fields = "",
          files = "",
        ] = record.split("\x1f");
        const list = (text: string, separator: RegExp) =>
          text
            .split(separator)
            .map((item) => item.trim())
            .filter(Boolean);
        return {
          commit,
          author: { name, email },
          date,
          subject,
          fields: list(fields, /,|\n/),
          files: list(files, /\n/),
        };
      });
  }

  /**
   * Pushes the history to `remote` (a URL or path), as a mirror: the server's branch is the
   * content's truth, so the remote's is replaced by it.
   */
  async push(remote: string): Promise<void> {
    await this.git(["push", "--quiet", "--force", remote, "main:main"]);
  }

  /** Whether `commit` names a commit of this repository. */
  async hasCommit(commit: string): Promise<boolean> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return false;
    return this.git(["cat-file", "-e", `${commit}^{commit}`]).then(
      () => true,
      () => false,
    );
  }
}
