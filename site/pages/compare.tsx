import { Suspense, use, useDeferredValue } from "react";
import { useLocation, useSearch } from "wouter";
import { compareMessages } from "#messages/compare";
import { kitMessages } from "#messages/kit";
import { navMessages } from "#messages/nav";
import { compareTableCopy } from "#messages/kit-compare-table";
import { pricingCardCopy } from "#messages/kit-pricing-card";
import { localizedPath } from "../../data/domain/locales";
import { leadPrice } from "../../data/domain/tour-rules";
import { tourList } from "../../data/content/tour-list";
import { tourRoutes } from "../../data/content/tour-routes";
import type { Tour } from "../../data/content/types";
import { Button } from "../../ui/button";
import { CompareTable, type CompareRow } from "../../ui/compare-table";
import { formatPrice } from "../../ui/format-price";
import { travelFormats } from "../../ui/format-travel";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { dayCount } from "../components/day-count";
import { PageIntro } from "../components/page-intro";
import { locale } from "../i18n/current-locale";
import { fill } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { compareHref, paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { comparedSlugs, compareLimit } from "../tour-compare";
import { loadTour } from "../content-entries";
import { tourPrices } from "../tour-view";
import { withKitCopy } from "../components/with-kit-copy";

const copy = compareMessages;

const { distance, duration } = travelFormats(intlLocale);
const list = new Intl.ListFormat(intlLocale, { type: "conjunction" });

/** The tour's travel by one mode: total distance and time, or that it has none. */
function travel(tour: Tour, mode: "road" | "flight"): string {
  const legs = (tourRoutes[tour.id] ?? []).flatMap((day) =>
    day.legs.filter((leg) => leg.mode === mode),
  );
  if (legs.length === 0) return mode === "flight" ? copy.noFlights : copy.noRoad;
  const km = legs.reduce((sum, leg) => sum + leg.km, 0);
  const time = legs.reduce((sum, leg) => sum + leg.hours, 0);
  return fill(copy.travel, { distance: distance(km), duration: duration(time) });
}

/** Consecutive days that share a value, as ranges: nights 1-2 at one camp, then the next. */
function runs(values: readonly string[]): Array<{ from: number; to: number; value: string }> {
  const result: Array<{ from: number; to: number; value: string }> = [];
  values.forEach((value, index) => {
    const last = result.at(-1);
    if (last && last.value === value && last.to === index) last.to = index + 1;
    else result.push({ from: index + 1, to: index + 1, value });
  });
  return result.filter((run) => run.value !== "");
}

function RunList({
  values,
  one,
  several,
}: {
  values: readonly string[];
  /** "{from}" and "{value}"; "{from}", "{to}" and "{value}" for a run. */
  one: string;
  several: string;
}) {
  const ranges = runs(values);
  if (ranges.length === 0) return <span className="text-muted-foreground">{copy.onRequest}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {ranges.map((range) => (
        <li key={`${range.from}-${range.value}`}>
          {fill(range.from === range.to ? one : several, {
            from: range.from,
            to: range.to,
            value: range.value,
          })}
        </li>
      ))}
    </ul>
  );
}

function price(amount: number | null) {
  return amount === null ? (
    <span className="text-muted-foreground">{pricingCardCopy.pricing.rowOnRequest}</span>
  ) : (
    <span className="font-semibold tabular-nums">{formatPrice(amount, intlLocale)}</span>
  );
}

function compareRows(chosen: Tour[]): CompareRow[] {
  const prices = chosen.map((tour) => tourPrices(tour.costs));
  return [
    { label: copy.rows.length, cells: chosen.map((tour) => dayCount(tour.days.length)) },
    {
      label: copy.rows.destinations,
      cells: chosen.map((tour) => list.format(tour.destinations)),
    },
    { label: copy.rows.road, cells: chosen.map((tour) => travel(tour, "road")) },
    { label: copy.rows.flights, cells: chosen.map((tour) => travel(tour, "flight")) },
    {
      label: copy.rows.nights,
      cells: chosen.map((tour) => (
        <RunList
          key={tour.slug}
          values={tour.days.slice(0, -1).map((day) => day.accommodation)}
          one={copy.night}
          several={copy.nights}
        />
      )),
    },
    {
      label: copy.rows.meals,
      cells: chosen.map((tour) => (
        <RunList
          key={tour.slug}
          values={tour.days.map((day) => day.mealPlan)}
          one={copy.day}
          several={copy.days}
        />
      )),
    },
    { label: pricingCardCopy.pricing.rows.solo, cells: prices.map((row) => price(row.solo)) },
    { label: pricingCardCopy.pricing.rows.forTwo, cells: prices.map((row) => price(row.forTwo)) },
    {
      label: pricingCardCopy.pricing.rows.perPersonForTwo,
      cells: prices.map((row) => price(row.perPersonForTwo)),
    },
    {
      label: copy.rows.included,
      cells: chosen.map((tour) =>
        tour.included.length > 0 ? (
          <ul key={tour.slug} className="flex flex-col gap-1.5">
            {tour.included.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">{copy.onRequest}</span>
        ),
      ),
    },
  ];
}

const notice = "rounded-xl bg-muted p-6 text-base";

/**
 * The chosen tours side by side, each from its own file (all of them asked for at once), or what
 * to do while fewer than two are chosen.
 */
function Comparison({ slugs }: { slugs: readonly string[] }) {
  const waits = slugs.map(loadTour);
  const chosen: Tour[] = [];
  for (const wait of waits) {
    const tour = use(wait);
    if (tour) chosen.push(tour);
  }
  if (chosen.length < 2) {
    return (
      <p role="status" className={notice}>
        {chosen.length === 1 ? copy.chooseAnother : copy.choose}
      </p>
    );
  }
  return (
    <CompareTable
      caption={fill(copy.caption, { tours: list.format(chosen.map((tour) => tour.title)) })}
      columns={chosen.map((tour) => ({
        id: tour.slug,
        title: tour.title,
        href: paths.tour(tour.slug),
        quoteHref: `${paths.contact}?tour=${tour.slug}`,
      }))}
      rows={compareRows(chosen)}
    />
  );
}

/**
 * /safari-tours/compare?tours=a,b: two or three tours side by side, and the tours to choose
 * from. The choice is the address, so a reload or a shared link shows the same comparison.
 */
export const ComparePage = withKitCopy(
  { ...compareTableCopy, ...pricingCardCopy },
  function ComparePage() {
    usePageMeta({
      title: copy.metaTitle,
      description: copy.description,
      path: paths.compare,
      breadcrumbs: [
        { name: navMessages.tours, path: paths.tours },
        { name: copy.title, path: paths.compare },
      ],
    });
    const [, navigate] = useLocation();
    const params = new URLSearchParams(useSearch());
    const chosenSlugs = comparedSlugs(params.getAll("tours"), tourList);
    // The table stays as it was while a newly chosen tour's file arrives.
    const shown = useDeferredValue(chosenSlugs.join(","));
    const full = chosenSlugs.length >= compareLimit;

    const toggle = (slug: string, checked: boolean) => {
      const next = checked
        ? [...chosenSlugs, slug].slice(0, compareLimit)
        : chosenSlugs.filter((other) => other !== slug);
      navigate(compareHref(next), { replace: true });
    };

    return (
      <>
        <PageIntro eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-5 py-12 sm:px-8 sm:py-16">
          <Suspense
            fallback={
              <p className={notice}>
                <Spinner label={kitMessages.spinner.section} />
              </p>
            }
          >
            <Comparison slugs={shown ? shown.split(",") : []} />
          </Suspense>

          <form
            method="get"
            action={localizedPath(locale, paths.compare)}
            onSubmit={(event) => {
              event.preventDefault();
              navigate(compareHref(chosenSlugs));
            }}
            className="flex flex-col gap-5 print:hidden"
          >
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-4 font-display text-2xl font-semibold">
                {fill(copy.pick, { count: compareLimit })}
              </legend>
              <ul className="grid gap-2 sm:grid-cols-2">
                {tourList.map((tour) => {
                  const checked = chosenSlugs.includes(tour.slug);
                  const lead = leadPrice(tour.costs);
                  return (
                    <li key={tour.slug}>
                      <label
                        className={
                          "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-sm has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-not-allowed has-disabled:opacity-60"
                        }
                      >
                        <input
                          type="checkbox"
                          name="tours"
                          value={tour.slug}
                          checked={checked}
                          disabled={full && !checked}
                          onChange={(event) => toggle(tour.slug, event.target.checked)}
                          className="mt-0.5 size-4 shrink-0 accent-primary"
                        />
                        <span className="flex flex-col gap-0.5">
                          <span className="font-medium">{tour.title}</span>
                          <span className="text-muted-foreground">
                            {dayCount(tour.days.length)}
                            {lead.kind === "none"
                              ? ""
                              : ` · ${fill(copy.from, { price: formatPrice(lead.amount, intlLocale) })}`}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <Button type="submit" className="self-start">
              <Icon name="columns-3" aria-hidden />
              {copy.submit}
            </Button>
          </form>
        </div>
      </>
    );
  },
);
