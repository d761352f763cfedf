import { Link } from "wouter";
import { monthSlugs } from "../../data/domain/months";
import { monthNames } from "../../ui/month-calendar";
import { intlLocale } from "../i18n/intl-locale";
import { paths } from "../paths";

const names = monthNames(intlLocale, "long");

/** A month's name in the page's language, by its index (0 for January). */
export const monthName = (month: number) => names[month] ?? "";

/** A month's page, by its index. */
export const monthHref = (month: number) => paths.whenToGoMonth(monthSlugs[month] ?? "january");

/** The index of a month's address slug ("july" → 6), if it is one. */
export function monthOfSlug(slug: string): number | undefined {
  const month = monthSlugs.indexOf(slug as (typeof monthSlugs)[number]);
  return month < 0 ? undefined : month;
}

/** A destination's name as a link to its guide. */
export function DestinationLink({ destination }: { destination: { slug: string; name: string } }) {
  return (
    <Link
      href={paths.destination(destination.slug)}
      className="underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {destination.name}
    </Link>
  );
}
