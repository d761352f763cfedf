/**
 * The server's editor backend, as its pages call it: the editor itself (Decap's local backend),
 * its opening check, and the desk's list of the site's changes.
 */

/** Where the server's local backend answers (server/content/routes.ts, contentApiPath). */
export const localBackendPath = "/admin/api/v1";

/** One call of the backend, with the session cookie of the page's own origin. */
export function callBackend(action: string, params: Record<string, unknown> = {}) {
  return fetch(localBackendPath, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
  });
}
