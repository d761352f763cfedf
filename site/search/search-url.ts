import { useEffect } from "react";
import { maxSearchQueryLength, searchQueryParam } from "../../data/domain/search-page";

/** The id of every page's search dialog, which the header's search buttons open. */
export const searchDialogId = "site-search";

/** The window event that closes the search dialog from anywhere. */
const closeSearchEvent = "close-search";

/** The page's search dialog, prerendered in every page. */
function searchDialog(): HTMLDialogElement | null {
  const dialog = document.getElementById(searchDialogId);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** The query in the address bar, capped at the input's limit; "" when there is none. */
export function searchQueryFromUrl(search: string = window.location.search): string {
  return (new URLSearchParams(search).get(searchQueryParam) ?? "").slice(0, maxSearchQueryLength);
}

/**
 * Opens the search dialog whenever the address carries a query: on load (a shared or reloaded
 * search link) and on back/forward navigation to a searched state. The dialog is the page's own
 * from the first paint, so it opens before its code has come; the focus the browser puts in its
 * search box fetches that code.
 */
export function useOpenSearchFromUrl(): void {
  useEffect(() => {
    const openIfSearched = () => {
      const dialog = searchDialog();
      if (dialog && !dialog.open && searchQueryFromUrl().trim() !== "") dialog.showModal();
    };
    openIfSearched();
    window.addEventListener("popstate", openIfSearched);
    return () => window.removeEventListener("popstate", openIfSearched);
  }, []);
}

/** Closes the search dialog on the window's `close-search` event. */
export function useCloseSearchEvent(): void {
  useEffect(() => {
    const close = () => searchDialog()?.close();
    window.addEventListener(closeSearchEvent, close);
    return () => window.removeEventListener(closeSearchEvent, close);
  }, []);
}
