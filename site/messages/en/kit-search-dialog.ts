import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in English. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "Close search",
    title: "Search Tours & Safaris",
    description: "Find your perfect adventure in Kenya and Tanzania",
    formHeading: "Find what you need",
    inputLabel: "Search the site",
    placeholder: "Search tours, destinations, activities, FAQs...",
    clear: "Clear search",
    results: "Search results",
    searching: "Searching",
    searchingShown: "Searching…",
    unavailable: "Search is unavailable.",
    noResultsStatus: "No results.",
    resultCount: {
      one: "{count} result. Use the up and down arrows to choose one.",
      other: "{count} results. Use the up and down arrows to choose one.",
    },
    errorTitle: "Search is taking a break.",
    errorText: "We could not reach our search service. Check your connection and try again.",
    retry: "Try again",
    noResultsTitle: "No results for “{query}”",
    noResultsText: "Try a park such as Masai Mara, a length such as 7 days, or fewer words.",
    hint: "Start typing to search our safaris, destinations, travel tips and FAQs.",
  },
  searchHits: {
    label: "Search results",
    types: {
      tour: "Tour",
      faq: "FAQ",
      service: "Service",
      tip: "Travel Tip",
      destination: "Destination",
      month: "When to Go",
      other: "Result",
    },
    from: "From {price}",
  },
};
