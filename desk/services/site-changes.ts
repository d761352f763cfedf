import { AppwriteException } from "appwrite";
import { callBackend } from "../../admin/backend";
import { call } from "./appwrite";

/**
 * The site's recent changes, from the content editor's backend on a server that keeps them
 * (CONTENT_EDITOR=git: server/content/): each save an operator made, and restoring an entry as
 * one of them left it, as a new save.
 */

export type SiteChange = {
  commit: string;
  author: { name: string; email: string };
  date: string;
  /** The entries the save names, and the fields it changed: "tours/luxury-7-days: en.title". */
  subject: string;
  fields: string[];
  /** The files it changed, relative to the checkout. */
  files: string[];
};

/**
 * Calls the backend as the desk calls Appwrite: a 401 ends the session on the desk, and any
 * refusal is the backend's own reason.
 */
async function editorCall(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return call(async () => {
    const answer = await callBackend(action, params).catch(() => null);
    if (!answer) throw new AppwriteException("The server cannot be reached.", 0);
    const body = (await answer.json().catch(() => ({}))) as { error?: unknown };
    if (answer.ok) return body;
    // A server without the history (npm start's editor, a static host) knows no such call.
    const message =
      answer.status === 404 || (answer.status === 422 && action === "history")
        ? "This server keeps no history of the site's content: its editor commits to a git host, or edits this machine's files."
        : typeof body.error === "string"
          ? body.error
          : `The editor answered ${answer.status}.`;
    throw new AppwriteException(message, answer.status);
  });
}

export async function listSiteChanges(): Promise<SiteChange[]> {
  const { changes } = (await editorCall("history")) as { changes: SiteChange[] };
  return changes;
}

/**
 * The one entry a change saved, which can be restored as it left it (its translations' English
 * sources, recorded beside it, follow); null for a photo, a deletion's or several entries.
 */
export function restorableEntry(change: SiteChange): string | null {
  const entries = change.files.filter(
    (file) => file.startsWith("content/") && file.endsWith(".yaml"),
  );
  return entries.length === 1 && !change.subject.includes(" deleted") ? entries[0]! : null;
}

/** Writes `path` as `commit` left it, as a new save of the operator's, live once answered. */
export async function restoreEntry(path: string, commit: string): Promise<void> {
  await editorCall("restore", { path, commit });
}
