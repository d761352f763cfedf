import { useEffect } from "react";

/** The address parameter that holds the search query (written 400 ms after typing stops). */
export const searchQueryParam = "q";

/** The search input takes at most 512 characters. */
export const maxSearchQueryLength = 512;

/** The query in the address bar, capped at the input's limit; "" when there is none. */
export function searchQueryFromUrl(search: string = window.location.search): string {
  return (new URLSearchParams(search).get(searchQueryParam) ?? "").slice(0, maxSearchQueryLength);
}

/**
 * Opens the search dialog whenever the address carries a query: on load (a shared or reloaded
 * search link) and on back/forward navigation to a searched state.
 */
export function useOpenSearchFromUrl(openSearch: () => void): void {
  useEffect(() => {
    const openIfSearched = () => {
      if (searchQueryFromUrl().trim() !== "") openSearch();
    };
    openIfSearched();
    window.addEventListener("popstate", openIfSearched);
    return () => window.removeEventListener("popstate", openIfSearched);
  }, [openSearch]);
}
