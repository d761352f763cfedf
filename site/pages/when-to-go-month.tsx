import { Link } from "wouter";
import { whenToGoMessages } from "#messages/when-to-go";
import { monthCalendarCopy } from "#messages/kit-month-calendar";
import { destinationsWithCounts, tourListings } from "../../data/content/package-cards";
import { monthSlugs } from "../../data/domain/months";
import { MonthCard } from "../../ui/month-calendar";
import { MonthPicker } from "../../ui/month-picker";
import { DestinationLink, monthHref, monthName, monthOfSlug } from "../components/when-to-go";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { SectionLink, TourGrid } from "../components/tour-grid";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { NotFoundPage } from "./not-found";
import { withKitCopy } from "../components/with-kit-copy";
import { useMonth } from "../content-entries";

const copy = whenToGoMessages;

/** /when-to-go/july: where to go that month, what it is like there, and the safaris to book. */
export const WhenToGoMonthPage = withKitCopy(
  monthCalendarCopy,
  function WhenToGoMonthPage({ slug }: { slug: string }) {
    const month = monthOfSlug(slug);
    if (month === undefined) return <NotFoundPage />;
    return <MonthGuide month={month} />;
  },
);

function MonthGuide({ month }: { month: number }) {
  const name = monthName(month);
  const path = monthHref(month);
  // The month's facts at each destination that has them, in the site's order.
  const atDestinations = useMonth(monthSlugs[month] ?? "")?.destinations ?? {};
  const facts = destinationsWithCounts.flatMap((destination) => {
    const monthFacts = atDestinations[destination.slug];
    return monthFacts ? [{ destination, facts: monthFacts }] : [];
  });
  const best = facts.filter((entry) => entry.facts.best);
  const others = facts.filter((entry) => !entry.facts.best);
  const bestSlugs = best.map((entry) => entry.destination.slug);
  const places = new Intl.ListFormat(intlLocale, { type: "conjunction" }).format(
    best.map((entry) => entry.destination.name),
  );
  const description =
    best.length > 0
      ? fill(plural(copy.monthDescription, best.length, locale), {
          count: best.length,
          month: name,
          total: facts.length,
          places,
        })
      : fill(copy.noBestDescription, { month: name });
  const matching = tourListings
    .map((tour) => ({ tour, score: tour.visits.filter((slug) => bestSlugs.includes(slug)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.tour);

  usePageMeta({
    title: fill(copy.monthMetaTitle, { month: name }),
    description,
    path,
    breadcrumbs: [
      { name: copy.eyebrow, path: paths.whenToGo },
      { name, path },
    ],
  });

  const cards = (entries: typeof facts) => (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map(({ destination, facts: monthFacts }) => (
        <li key={destination.slug}>
          <MonthCard title={<DestinationLink destination={destination} />} month={monthFacts} />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <PageIntro
        eyebrow={
          <Link href={paths.whenToGo} className="underline-offset-4 hover:underline">
            {copy.eyebrow}
          </Link>
        }
        title={fill(copy.monthTitle, { month: name })}
        description={description}
      >
        <MonthPicker label={copy.months} href={monthHref} current={month} />
      </PageIntro>
      {best.length > 0 ? (
        <Section id="best" onFirstScreen title={fill(copy.bestTitle, { month: name })}>
          {cards(best)}
        </Section>
      ) : null}
      {others.length > 0 ? (
        <Section
          id="also"
          tone="muted"
          onFirstScreen={best.length === 0}
          title={fill(copy.alsoTitle, { month: name })}
        >
          {cards(others)}
        </Section>
      ) : null}
      <Section
        id="tours"
        title={fill(copy.toursTitle, { month: name })}
        description={matching.length > 0 ? fill(copy.toursDescription, { month: name }) : undefined}
        action={<SectionLink href={paths.contact}>{copy.planCustom}</SectionLink>}
      >
        <TourGrid tours={matching} empty={fill(copy.noTours, { month: name })} />
      </Section>
    </>
  );
}
