import { useSyncExternalStore } from "react";
import { legalMessages } from "#messages/legal";
import { buildDate } from "../build-info";
import { locale } from "../i18n/current-locale";
import { fill } from "../i18n/format";
import { dateLocales } from "../../data/domain/locales";

/** A calendar day as YYYY-MM-DD, in the given time zone (the visitor's own by default). */
const calendarDay = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(date);

const longDate = (day: string) =>
  new Intl.DateTimeFormat(dateLocales[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

const noSubscription = () => () => {};

/**
 * A legal page's "Last updated" line: the current date. The prerender writes the
 * build day in Nairobi; right after hydration the visitor's own today replaces it.
 */
export function LastUpdated() {
  const day = useSyncExternalStore(
    noSubscription,
    () => calendarDay(new Date()),
    () => calendarDay(buildDate, "Africa/Nairobi"),
  );
  return (
    <p className="text-sm text-muted-foreground" data-testid="last-updated">
      {fill(legalMessages.lastUpdated, {
        date: <time dateTime={day}>{longDate(day)}</time>,
      })}
    </p>
  );
}

/** The day a versioned legal text (the booking terms) took effect, as the operator set it. */
export function InForceFrom({ day }: { day: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="in-force-from">
      {fill(legalMessages.inForceFrom, { date: <time dateTime={day}>{longDate(day)}</time> })}
    </p>
  );
}
