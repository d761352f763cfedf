import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useEffectEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { useLocation, useSearch } from "wouter";
import { kitMessages } from "#messages/kit";
import { navMessages } from "#messages/nav";
import { toursMessages } from "#messages/tours";
import { tourCardCopy } from "#messages/kit-tour-card";
import { ratingBadgeCopy } from "#messages/kit-rating-badge";
import { pricingCardCopy } from "#messages/kit-pricing-card";
import { itineraryCopy } from "#messages/kit-itinerary";
import { inclusionsCopy } from "#messages/kit-inclusions";
import { photoGridCopy } from "#messages/kit-photo-grid";
import { emptyStateCopy } from "#messages/kit-empty-state";
import { fieldCopy } from "#messages/kit-field";
import { tourEntry } from "../../data/content/tour-entry";
import { tourList } from "../../data/content/tour-list";
import { cardRating } from "../../data/content/tour-ratings";
import { matchesTourFilter } from "../../data/domain/tour-rules";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { Input, Select } from "../../ui/field";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { TourCard } from "../../ui/tour-card";
import { dayCount } from "../components/day-count";
import { PageIntro } from "../components/page-intro";
import { offscreenCard } from "../components/section";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { onIntent } from "../intent";
import { loadWithRetry } from "../load-retry";
import { whenIdle } from "../when-idle";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { track } from "../services/analytics";
import { ReadContentEntries } from "../content-entries";
import { compareLimit, comparedSlugs } from "../tour-compare";
import { tourCardProps } from "../tour-view";
import { CompareTray } from "../components/compare-tray";
import { withKitCopy } from "../components/with-kit-copy";

const copy = toursMessages;

/**
 * The quick filters: each fills the search box. They are radio buttons that filter the list
 * by themselves before the page's script has run (ui/theme.css, `data-filter-choice`).
 */
const quickFilters = [
  copy.quickFilters.masaiMara,
  copy.quickFilters.amboseli,
  copy.quickFilters.lakeNakuru,
  dayCount(4),
  dayCount(7),
  copy.quickFilters.luxury,
];

const dayCounts = [...new Set(tourList.map((tour) => tour.days.length))].sort((a, b) => a - b);

const chipMatches = (tour: (typeof tourList)[number], chip: string) =>
  matchesTourFilter(tour, { text: chip, duration: "all" });

/** 'Showing all 19 tours', or 'Showing 3 of 19 tours'. */
function showing(shown: number): string {
  return shown === tourList.length
    ? fill(plural(copy.showingAll, tourList.length, locale), { count: tourList.length })
    : fill(plural(copy.showingSome, tourList.length, locale), { shown, count: tourList.length });
}

/*
 * An opened card's tabs, with the tour's days, prices, inclusions and photos: their code and the
 * tour's data load as a card opens, or as the traveller reaches for it, not with the list.
 */
const loadDetails = () => import("../components/tour-list-details");

/** Starts loading a card's details: their code and the tour's data, side by side. */
function preloadDetails(slug: string): void {
  void loadDetails().catch(() => undefined);
  void tourEntry(slug).catch(() => undefined);
}

const TourListDetails = lazy(() =>
  loadWithRetry(loadDetails).then((module) => ({ default: module.TourListDetails })),
);

/**
 * The outline a card's details hold in the list's HTML (the days by their titles and a link to
 * the tour's page), which the browser shows as the card opens, before any script. The prerender
 * renders it; in the browser its code never loads, so React leaves the prerendered outline as it
 * is, and the card's tabs take its place once they have loaded.
 */
const TourListOutline = lazy(() =>
  typeof document === "undefined"
    ? loadDetails().then((module) => ({ default: module.TourListOutline }))
    : new Promise<never>(() => {}),
);

/**
 * Memoised on its slug alone, so that a render of the list never reaches an outline still
 * waiting to hydrate (React would drop its HTML). The outline does not count as what the page
 * read (`ReadContentEntries` set to null around it), so the list does not load every tour's file.
 */
const CardOutline = memo(function CardOutline({ slug }: { slug: string }) {
  return (
    <ReadContentEntries value={null}>
      <Suspense fallback={null}>
        <TourListOutline slug={slug} />
      </Suspense>
    </ReadContentEntries>
  );
});

/** Says, before the browser paints, that the content of the boundary it is in is shown. */
function WhenShown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

/**
 * A card's details: the prerendered outline, then, from the card's first opening, its tabs. The
 * outline stays in view while the tabs load, and a spinner only where the list has no outline
 * for the card (a card the list drew in the browser, after a filter).
 */
function CardDetails({
  slug,
  title,
  expanded,
}: {
  slug: string;
  title: string;
  expanded: boolean;
}) {
  const [tabsShown, setTabsShown] = useState(false);
  const showTabs = useCallback(() => setTabsShown(true), []);
  return (
    <>
      <div data-slot="tour-card-preview" hidden={tabsShown}>
        <CardOutline slug={slug} />
      </div>
      {expanded || tabsShown ? (
        <Suspense fallback={<DetailsLoading />}>
          <TourListDetails
            slug={slug}
            onBookThisSafari={() =>
              track("book_now_clicked", { source: "tours_page_expanded", tour_title: title })
            }
            onGetCustomQuote={() =>
              track("get_quote_clicked", { source: "tours_page_expanded", tour_title: title })
            }
          />
          <WhenShown onShown={showTabs} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A card's details as the traveller points at it, touches it or tabs into it, so an opened card
 * waits for one file at most: from the moment the list's code runs, before it hydrates, with the
 * details of a card tapped before any code ran (which the head script holds, `data-taken`)
 * fetched at once, beside React's hydration of the list rather than after it.
 */
if (typeof document !== "undefined") {
  const tapped = document
    .querySelector("[data-tour-slug] [data-taken]")
    ?.closest<HTMLElement>("[data-tour-slug]");
  if (tapped?.dataset.tourSlug) preloadDetails(tapped.dataset.tourSlug);
  onIntent((target) => {
    const slug = target.closest<HTMLElement>("[data-tour-slug]")?.dataset.tourSlug;
    if (slug) preloadDetails(slug);
  });
}

/** The details' code once the list is idle, as opening a card is what the list is for. */
function usePreloadDetails(): void {
  useEffect(() => whenIdle(() => void loadDetails().catch(() => undefined), 2000), []);
}

/** The spinner, hidden while the card's outline is in view above it. */
function DetailsLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center text-muted-foreground [[data-slot=tour-card-preview]:not(:empty)+&]:hidden">
      <Spinner label={kitMessages.spinner.section} className="[&_svg]:size-6" />
    </div>
  );
}

type TourFilter = { text: string; duration: string; compare: string[] };

/**
 * The filter lives in the query string (?keyword=&days=), so a filtered list can be shared and
 * back undoes a choice; so do the tours ticked for comparison (&compare=a,b). `q` belongs to the
 * site search dialog.
 */
function readFilter(search: string): TourFilter {
  const params = new URLSearchParams(search);
  const days = params.get("days") ?? "";
  return {
    text: params.get("keyword") ?? "",
    duration: dayCounts.some((count) => String(count) === days) ? days : "all",
    compare: comparedSlugs(params.getAll("compare"), tourList),
  };
}

function filterHref(filter: TourFilter): string {
  const params = new URLSearchParams();
  if (filter.text !== "") params.set("keyword", filter.text);
  if (filter.duration !== "all") params.set("days", filter.duration);
  if (filter.compare.length > 0) params.set("compare", filter.compare.join(","));
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `${paths.tours}?${query}` : paths.tours;
}

function useTourFilter() {
  const filter = readFilter(useSearch());
  const [, navigate] = useLocation();
  /** Typing replaces the history entry; choosing a chip, a duration or clearing adds one. */
  const update = (next: Partial<TourFilter>, options: { replace: boolean }) =>
    navigate(filterHref({ ...filter, ...next }), options);
  return { filter, update };
}

/**
 * The tour list's search: words to look for, a duration and the popular searches as chips, each
 * changing the filter in the query string as it is chosen.
 */
function TourSearch({
  filter,
  update,
  searchId,
  durationId,
}: ReturnType<typeof useTourFilter> & { searchId: string; durationId: string }) {
  const popularId = useId();
  const chipsRef = useRef<HTMLDivElement>(null);
  // A chip chosen before the page's script ran is checked as the list hydrates: the filter takes it.
  const takeChipChosenBeforeCode = useEffectEvent(() => {
    const chosen = chipsRef.current?.querySelector<HTMLInputElement>("input:checked");
    if (chosen && chosen.value.toLowerCase() !== filter.text.toLowerCase()) {
      update({ text: chosen.value }, { replace: false });
    }
  });
  useLayoutEffect(() => takeChipChosenBeforeCode(), []);

  const logSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info("Searching tours", filter);
  };

  return (
    <form
      role="search"
      aria-label={copy.searchLabel}
      onSubmit={logSearch}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {copy.textLabel}
          </label>
          <Icon
            name="search"
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder={fieldCopy.input.searchTours}
            autoComplete="off"
            value={filter.text}
            onChange={(event) => update({ text: event.target.value }, { replace: true })}
            className="pl-10"
          />
        </div>
        <div>
          <label htmlFor={durationId} className="sr-only">
            {copy.durationLabel}
          </label>
          <Select
            id={durationId}
            value={filter.duration}
            onChange={(event) => update({ duration: event.target.value }, { replace: false })}
          >
            <option value="all">{copy.allDurations}</option>
            {dayCounts.map((count) => (
              <option key={count} value={String(count)}>
                {dayCount(count)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">
          <Icon name="search" aria-hidden />
          {copy.search}
        </Button>
      </div>
      <div
        ref={chipsRef}
        role="radiogroup"
        aria-labelledby={popularId}
        className="flex flex-wrap items-center gap-2"
      >
        <span id={popularId} className="text-sm text-muted-foreground">
          {copy.popular}
        </span>
        {quickFilters.map((chip, index) => (
          <label
            key={chip}
            className="relative inline-flex min-h-9 cursor-pointer items-center rounded-full border border-input bg-card px-3.5 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:border-foreground/40 hover:bg-accent has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground"
          >
            <input
              type="radio"
              name="keyword"
              value={chip}
              data-filter-choice={index}
              checked={filter.text.toLowerCase() === chip.toLowerCase()}
              onChange={() => update({ text: chip }, { replace: false })}
              className="absolute -inset-px cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {chip}
          </label>
        ))}
      </div>
    </form>
  );
}

/** The tour list page. */
export const ToursPage = withKitCopy(
  {
    ...tourCardCopy,
    ...ratingBadgeCopy,
    ...pricingCardCopy,
    ...itineraryCopy,
    ...inclusionsCopy,
    ...photoGridCopy,
    ...emptyStateCopy,
    ...fieldCopy,
  },
  function ToursPage() {
    usePageMeta({
      title: copy.meta.title,
      description: fill(copy.meta.description, {
        count: tourList.length,
        shortest: Math.min(...dayCounts),
        longest: Math.max(...dayCounts),
      }),
      path: paths.tours,
      breadcrumbs: [{ name: navMessages.tours, path: paths.tours }],
    });
    const searchId = useId();
    const durationId = useId();
    const { filter, update } = useTourFilter();
    const [expanded, setExpanded] = useState<string | null>(null);
    const results = tourList.filter((tour) => matchesTourFilter(tour, filter));
    usePreloadDetails();

    return (
      <div data-filter-scope="">
        <PageIntro eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
          <TourSearch filter={filter} update={update} searchId={searchId} durationId={durationId} />
        </PageIntro>

        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 sm:py-14">
          <p role="status" data-filter-count="" className="text-sm text-muted-foreground">
            {showing(results.length)}
          </p>
          {quickFilters.map((chip, index) => (
            <p
              key={chip}
              role="status"
              data-filter-count={index}
              className="text-sm text-muted-foreground"
            >
              {showing(tourList.filter((tour) => chipMatches(tour, chip)).length)}
            </p>
          ))}
          {results.length === 0 ? (
            <EmptyState
              onAction={() => update({ text: "", duration: "all" }, { replace: false })}
            />
          ) : (
            <ul className="flex flex-col gap-8">
              {results.map((tour, index) => (
                <li
                  key={tour.slug}
                  data-tour-slug={tour.slug}
                  data-filter-matches={quickFilters
                    .flatMap((chip, chipIndex) => (chipMatches(tour, chip) ? [chipIndex] : []))
                    .join(" ")}
                  className={offscreenCard}
                >
                  <TourCard
                    {...tourCardProps(tour)}
                    rating={cardRating(tour.slug)}
                    priority={index === 0}
                    group="tour-details"
                    expanded={expanded === tour.slug}
                    onExpandedChange={(opened) => {
                      if (opened) preloadDetails(tour.slug);
                      // The browser closes the card open before as it opens another.
                      setExpanded((current) =>
                        opened ? tour.slug : current === tour.slug ? null : current,
                      );
                    }}
                    onBookNow={() =>
                      track("book_now_clicked", { source: "tours_page", tour_title: tour.title })
                    }
                    compare={{
                      checked: filter.compare.includes(tour.slug),
                      disabled: filter.compare.length >= compareLimit,
                      onCheckedChange: (checked) =>
                        update(
                          {
                            compare: checked
                              ? [...filter.compare, tour.slug]
                              : filter.compare.filter((slug) => slug !== tour.slug),
                          },
                          { replace: true },
                        ),
                    }}
                  >
                    <CardDetails
                      slug={tour.slug}
                      title={tour.title}
                      expanded={expanded === tour.slug}
                    />
                  </TourCard>
                </li>
              ))}
            </ul>
          )}
          <CompareTray
            chosen={filter.compare}
            onClear={() => update({ compare: [] }, { replace: true })}
          />
        </div>
      </div>
    );
  },
);
