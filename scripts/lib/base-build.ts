import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Where the base commits' work trees are kept, one a commit, built once and reused. */
const baseTreesDir = path.resolve(".cache", "bench-base");

/**
 * What a fresh work tree takes from this checkout before its build, none of it in git: the
 * photos' sizes and the artwork with the hashes they were made from (its `npm run images` makes
 * again only what its own sources or settings change) and the compression cache (copies are
 * kept by the hash of what they compress, so a base build reuses what this one made).
 */
const copiedForSpeed = ["public/img", ".cache/images-hash.json", ".cache/artwork"];
const linkedForSpeed = [".cache/precompress"];

function run(command: string, args: string[], options: SpawnSyncOptions): void {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed in ${String(options.cwd)}.`);
}

function git(args: string[]): string {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

const sameFile = (a: string, b: string) =>
  existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));

/**
 * The site of `commit` built in a work tree of its own (`.cache/bench-base/<commit>`), with its
 * own modules (`npm install` from the machine's npm cache) when its package.json or lockfile
 * differs from this checkout's, else this checkout's; resolves to the work tree and the commit.
 * A tree whose build completed is reused as it is.
 */
export function buildBase(ref: string): { dir: string; commit: string } {
  const commit = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const dir = path.join(baseTreesDir, commit);
  if (existsSync(path.join(dir, "dist", ".vite", "build-complete.json"))) {
    console.log(`The build of ${commit.slice(0, 7)} in ${dir} is complete: it is reused.`);
    return { dir, commit };
  }
  rmSync(dir, { recursive: true, force: true });
  git(["worktree", "prune"]);
  mkdirSync(baseTreesDir, { recursive: true });
  git(["worktree", "add", "--detach", "--force", dir, commit]);
  for (const entry of copiedForSpeed)
    if (existsSync(entry)) cpSync(entry, path.join(dir, entry), { recursive: true });
  for (const entry of linkedForSpeed) {
    mkdirSync(path.resolve(entry), { recursive: true });
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
    symlinkSync(path.resolve(entry), path.join(dir, entry));
  }
  const sameModules = ["package.json", "package-lock.json"].every((file) =>
    sameFile(file, path.join(dir, file)),
  );
  if (sameModules) {
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  } else {
    console.log(`${commit.slice(0, 7)} has modules of its own: npm install from the npm cache...`);
    run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir });
  }
  console.log(`Building ${commit.slice(0, 7)} in ${dir}...`);
  // Its own defaults: the variables this run was given are for this checkout's build.
  const env = { ...process.env };
  delete env.DIST_DIR;
  run("npm", ["run", "--silent", "build"], { cwd: dir, env });
  return { dir, commit };
}
