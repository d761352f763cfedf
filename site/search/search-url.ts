import { useEffect } from "react";
import { maxSearchQueryLength, searchQueryParam } from "../../data/domain/search-page";

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
