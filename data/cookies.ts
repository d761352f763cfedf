/**
 * Every cookie and browser-storage entry the site sets, for the cookie policy page. Kept to
 * what the code actually writes: the analytics entries exist only after the visitor accepts,
 * and a refusal means PostHog is never loaded.
 */
export type StorageEntry = {
  /** Exact name, or a pattern where part of it varies (shown with *). */
  name: string;
  storage: "cookie" | "localStorage" | "sessionStorage";
  purpose: string;
  duration: string;
  category: "essential" | "analytics";
  /** Who reads it: the site itself or the named service. */
  provider: string;
};

export const storageEntries: StorageEntry[] = [
  {
    name: "safari:analytics-consent",
    storage: "localStorage",
    purpose: "Remembers whether you accepted or rejected analytics, so we do not ask again.",
    duration: "Until you clear your browser's site data",
    category: "essential",
    provider: "This site",
  },
  {
    name: "safari:locale",
    storage: "localStorage",
    purpose:
      "Remembers the language you chose for the site, so it suggests that language rather than your browser's.",
    duration: "Until you clear your browser's site data",
    category: "essential",
    provider: "This site",
  },
  {
    name: "safari:enquiry-draft:*",
    storage: "localStorage",
    purpose:
      "Keeps what you typed in an enquiry or booking form, so it is not lost if the page reloads; removed when the enquiry is sent.",
    duration: "Until the enquiry is sent or you clear your browser's site data",
    category: "essential",
    provider: "This site",
  },
  {
    name: "algolia-client-js-*",
    storage: "localStorage",
    purpose:
      "Set only when a search request fails: notes which search server did not answer, so the next search can try again sensibly. It holds no personal data.",
    duration: "Until you clear your browser's site data",
    category: "essential",
    provider: "Algolia search client",
  },
  {
    name: "__ph_opt_in_out_<project key>",
    storage: "localStorage",
    purpose:
      "Only if you accept analytics and later reject it: PostHog's record that it must stop measuring. It holds no identifier.",
    duration: "Until you clear your browser's site data",
    category: "essential",
    provider: "PostHog",
  },
  {
    name: "ph_<project key>_posthog",
    storage: "cookie",
    purpose:
      "Only after you accept analytics: a random visitor id and the current visit, so page views and clicks can be counted per visit. Removed if you reject analytics later.",
    duration: "365 days",
    category: "analytics",
    provider: "PostHog",
  },
  {
    name: "ph_<project key>_posthog",
    storage: "localStorage",
    purpose: "Only after you accept analytics: the same visitor details as the cookie above.",
    duration: "Until you clear your browser's site data",
    category: "analytics",
    provider: "PostHog",
  },
  {
    name: "ph_<project key>_posthog, ph_<project key>_window_id, ph_<project key>_primary_window_exists, ph_<project key>_session_registered_properties",
    storage: "sessionStorage",
    purpose:
      "Only after you accept analytics: the current visit, and which browser tab is which within it.",
    duration: "Until the tab is closed",
    category: "analytics",
    provider: "PostHog",
  },
];
