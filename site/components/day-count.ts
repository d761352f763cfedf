import { commonMessages } from "#messages/common";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";

/** A tour's length as the site writes it: "7 Days". */
export function dayCount(count: number): string {
  return fill(plural(commonMessages.dayCount, count, locale), { count });
}
