import { RateLimiter } from "../rate-limit";
import { namedFields } from "./changes";
import type { Operator } from "./operators";
import { EditorRefusal } from "./operators";
import type { Change, ContentRepository } from "./repository";

/**
 * Saves on a production server: each one written, committed to the content's repository as the
 * operator who made it, then published; one at a time, so that a save is checked against the
 * entry as the save before it left it, and the repository's last commit is what is live.
 */

/** How a save is published: the publish process `npm start` uses (server/publish/publisher.ts). */
export type Publish = (edit: {
  photos: boolean;
}) => Promise<{ ok: true; seconds: number } | { ok: false; seconds: number; problem: string }>;

/**
 * What a save changed, for its commit: what it names (entries, files) and the fields; and the
 * version of each entry the editor holds once it is saved.
 */
export type Edit = {
  names: string[];
  fields: string[];
  photos: boolean;
  holds: Array<{ path: string; version: string | null }>;
};

export type Saved = {
  message: string;
  commit: string | null;
  /** Seconds from the save to the site live with it. */
  published: number | null;
};

/** Saves waiting for the one being published; past it, the editor is asked to try again. */
const waitingLimit = 5;
/** Entries whose loaded version is remembered per session (a collection's listing loads them all). */
const versionsPerSession = 5_000;
const sessionsRemembered = 200;
const subjectFields = 3;

function subject({ names, fields }: Edit): string {
  const listed = fields.slice(0, subjectFields).join(", ");
  const more = fields.length > subjectFields ? ` and ${fields.length - subjectFields} more` : "";
  return `${names.join(", ")}${listed ? `: ${listed}${more}` : ""}`;
}

export class CommittedEdits {
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly perOperator: RateLimiter;
  /** Per session, the version (blob id) of each entry the editor last loaded or saved. */
  private readonly versions = new Map<string, Map<string, string | null>>();

  constructor(
    readonly repository: ContentRepository,
    private readonly publish: Publish,
    savesPerMinute: number,
    /** Called after each published commit: pushes the history to a mirror, if one is set. */
    private readonly mirror: () => void = () => {},
  ) {
    this.perOperator = new RateLimiter(savesPerMinute);
  }

  /** Remembers that the session's editor holds `version` of `relative` (null: no file). */
  loaded(operator: Operator, relative: string, version: string | null): void {
    let session = this.versions.get(operator.sessionId);
    if (!session) {
      if (this.versions.size >= sessionsRemembered) {
        const oldest = this.versions.keys().next().value;
        if (oldest !== undefined) this.versions.delete(oldest);
      }
      session = new Map();
      this.versions.set(operator.sessionId, session);
    }
    if (session.size >= versionsPerSession && !session.has(relative)) return;
    session.set(relative, version);
  }

  /** The version of `relative` the session's editor holds; undefined when it never loaded it. */
  versionLoaded(operator: Operator, relative: string): string | null | undefined {
    return this.versions.get(operator.sessionId)?.get(relative);
  }

  /**
   * Runs `write` (which checks and writes the files, and says what it changed), commits its
   * changes as the operator, and publishes them. A save that fails, or whose build fails, leaves
   * the files as the last commit has them (the live site) and is refused with the reason.
   */
  save(operator: Operator, write: () => Promise<Edit>): Promise<Saved> {
    if (!this.perOperator.hit(operator.userId).allowed) {
      throw new EditorRefusal("Too many saves in a minute: wait a moment and save again.", 429);
    }
    if (this.waiting >= waitingLimit) {
      throw new EditorRefusal("Other saves are being published: save again in a moment.", 503);
    }
    this.waiting += 1;
    const run = this.queue.then(() => this.commitAndPublish(operator, write));
    this.queue = run.catch(() => {}).finally(() => (this.waiting -= 1));
    return run;
  }

  private async commitAndPublish(operator: Operator, write: () => Promise<Edit>): Promise<Saved> {
    const live = await this.repository.head();
    if (live === null) throw new Error("The content's repository has no commit");
    try {
      const edit = await write();
      const commit = await this.repository.commit(
        operator,
        subject(edit),
        namedFields(edit.fields),
      );
      const outcome = commit === null ? null : await this.publish({ photos: edit.photos });
      if (outcome && !outcome.ok) {
        throw new EditorRefusal(
          `Not saved: the site could not be built with this change, and stays as it was.\n${outcome.problem}`,
          422,
        );
      }
      for (const { path, version } of edit.holds) this.loaded(operator, path, version);
      if (outcome) this.mirror();
      return outcome
        ? { message: "Saved and live.", commit, published: outcome.seconds }
        : { message: "Nothing changed.", commit, published: null };
    } catch (error) {
      await this.repository.resetTo(live);
      throw error;
    }
  }

  history(relative: string | null, count: number): Promise<Change[]> {
    return this.repository.history(relative, count);
  }
}
