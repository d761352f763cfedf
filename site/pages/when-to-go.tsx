import { Link } from "wouter";
import { whenToGoMessages } from "#messages/when-to-go";
import { monthCalendarCopy } from "#messages/kit-month-calendar";
import { destinationList } from "../../data/content/destination-list";
import { whenToGo } from "../../data/content/when-to-go";
import { Icon } from "../../ui/icon";
import { monthNames } from "../../ui/month-calendar";
import { MonthPicker } from "../../ui/month-picker";
import { DestinationLink, monthHref, monthName } from "../components/when-to-go";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { intlLocale } from "../i18n/intl-locale";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { withKitCopy } from "../components/with-kit-copy";

const copy = whenToGoMessages;
const rainIcons = { dry: "sun", showers: "cloud-sun", wet: "cloud-rain" } as const;
const shortNames = monthNames(intlLocale, "short");

/** The destinations with their year, in the site's order. */
const destinationYears = destinationList.flatMap((destination) => {
  const year = whenToGo[destination.slug];
  return year ? [{ destination, year }] : [];
});

/**
 * Destinations down, months across: a star where a month is one of the best. The table scrolls
 * within its frame on a phone; the frame is positioned, so that the words a screen reader hears
 * in the cells (positioned out of sight) scroll and clip with them rather than widen the page.
 */
function YearAtAGlance() {
  return (
    <div
      role="region"
      aria-labelledby="year-title"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted">
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              {copy.destination}
            </th>
            {shortNames.map((short, month) => (
              <th key={short} scope="col" className="px-1 py-3 text-center font-semibold">
                <Link
                  href={monthHref(month)}
                  className="rounded px-1 underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <abbr title={monthName(month)} className="no-underline">
                    {short}
                  </abbr>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {destinationYears.map(({ destination, year }) => (
            <tr key={destination.slug} className="border-b border-border last:border-0">
              <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap">
                <DestinationLink destination={destination} />
              </th>
              {year.map((month, index) => (
                <td key={index} className="px-1 py-2.5 text-center">
                  {month.best ? (
                    <span className="inline-flex size-7 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                      <Icon name="star" aria-hidden className="size-3.5" />
                      <span className="sr-only">{copy.best}</span>
                    </span>
                  ) : (
                    <span className="inline-flex size-7 items-center justify-center text-muted-foreground">
                      <Icon name={rainIcons[month.rain]} aria-hidden className="size-4" />
                      <span className="sr-only">{copy.notBest}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /when-to-go: the months to pick from and the year at a glance. */
export const WhenToGoPage = withKitCopy(monthCalendarCopy, function WhenToGoPage() {
  usePageMeta({
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: paths.whenToGo,
    breadcrumbs: [{ name: copy.eyebrow, path: paths.whenToGo }],
  });
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
        <MonthPicker label={copy.months} href={monthHref} />
      </PageIntro>
      <Section id="year" title={copy.yearTitle} description={copy.yearDescription}>
        <YearAtAGlance />
      </Section>
    </>
  );
});
