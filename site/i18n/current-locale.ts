import type { Locale } from "../../data/domain/locales";

/** The language this build of the site is in; each language's build sets its own. */
export const locale: Locale = "en";
