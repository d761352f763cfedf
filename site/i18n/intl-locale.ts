import { intlLocales } from "../../data/domain/locales";
import { locale } from "./current-locale";

/** The locale Intl formats this build's numbers, prices and plurals for. */
export const intlLocale = intlLocales[locale];
