import type { Db } from "../db";
import { searchableByScope, type Project } from "./schema";
import { RowStore } from "./store";
import { UserStore } from "./users";

export type MigrationResult = {
  /** Per collection, how many documents took a default they lacked (status "new", …). */
  defaultsApplied: Record<string, number>;
};

/**
 * Brings a database made by an earlier version up to the project's schema: the tables for
 * documents (with their searchable text), executions, users, sessions, teams and memberships;
 * the project's teams; and each attribute's default on documents that have no value for it (so
 * that an enquiry from before the desk is "new" and a filter by status finds it). Expired
 * sessions go on the way. Idempotent: a second run changes nothing more.
 */
export function migrateDatabase(db: Db, project: Project): MigrationResult {
  new RowStore(db, "appwrite_documents").enableSearch(searchableByScope(project));
  new RowStore(db, "appwrite_executions");
  const users = new UserStore(db);
  users.ensureTeams(project.teams);
  users.pruneExpiredSessions();
  const defaultsApplied: Record<string, number> = {};
  db.transaction(() => {
    for (const collection of project.collections) {
      const scope = `${collection.databaseId}/${collection.id}`;
      let changed = 0;
      for (const [key, value] of Object.entries(collection.defaults)) {
        changed += db
          .prepare(
            `UPDATE appwrite_documents SET data = json_set(data, '$.' || ?, ?)
             WHERE scope = ? AND json_extract(data, '$.' || ?) IS NULL`,
          )
          .run(key, value, scope, key).changes;
      }
      defaultsApplied[collection.id] = changed;
    }
  })();
  return { defaultsApplied };
}
