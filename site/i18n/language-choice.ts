import type { Locale } from "../../data/domain/locales";
import { LANGUAGE_STORAGE_KEY } from "../head-script";

/** Remembers the traveller's language, for the suggestion on later pages (site/head-script.ts). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}
