/**
 * The part name of the load-failure notice (site/components/load-failure-notice.tsx), which the
 * entry also shows when the site's own code fails to arrive.
 */
export const loadFailurePart = "load-error";

/**
 * The retry after code failed to load. The browser remembers a module that failed and will not
 * fetch it again, and a new version of the site may have replaced the file anyway, so the retry
 * is the page itself, loaded afresh once the site answers again; until then nothing changes and
 * the visitor can try again. (A form's typed values are kept as drafts, so nothing is lost.)
 */
export function reloadWhenReachable(): void {
  fetch(location.href, { method: "HEAD", cache: "no-store" }).then(
    () => location.reload(),
    () => undefined,
  );
}
