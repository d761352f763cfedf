import type { CommittedEdits } from "./commits";
import { gitObject, Refused, type Action, type DataFile } from "./action";

/** The most changes a history lists. */
const historyLength = 50;

/**
 * A production server's history: an entry's last changes (or the site's, without a path), and
 * an earlier version of an entry restored as a new commit, checked and published as a save is.
 */
export function historyActions(
  edits: CommittedEdits,
  entryPath: (relative: unknown) => string,
  /** Checks a file's content as a save is checked, and writes it. */
  rewrite: (
    dataFile: DataFile,
  ) => Promise<{ name: string; fields: string[]; holds: { path: string; version: string | null } }>,
): Record<string, Action> {
  return {
    history: async ({ path: relative }) => {
      if (relative !== undefined) entryPath(relative);
      const file = relative === undefined ? null : (relative as string);
      return { changes: await edits.history(file, historyLength) };
    },
    restore: async ({ path: relative, commit }, operator) => {
      entryPath(relative);
      const version = String(commit).slice(0, 64);
      if (!gitObject.test(version) || !(await edits.repository.hasCommit(version))) {
        throw new Refused(`No version ${version} in the content's history`, 404);
      }
      const raw = await edits.repository.read(version, relative as string);
      if (!raw) throw new Refused(`${String(relative)} did not exist at ${version}`, 404);
      if (!operator) throw new Refused("Sign in at /desk to restore a version.", 401);
      return edits.save(operator, async () => {
        // An earlier version is checked against today's schema, as any save is.
        const checked = await rewrite({ path: relative, raw: raw.toString("utf8") });
        return {
          names: [`${checked.name} restored to ${version.slice(0, 7)}`],
          fields: checked.fields,
          photos: false,
          holds: [checked.holds],
        };
      });
    },
  };
}
