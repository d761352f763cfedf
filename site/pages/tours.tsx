import { useId, useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { imageSource } from "../../data/images";
import { matchesTourFilter } from "../../data/tour-rules";
import { tourCardProps } from "../../data/tour-view";
import { tours } from "../../data/tours";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { EmptyState } from "../../ui/empty-state";
import { Input, Select } from "../../ui/field";
import { Icon } from "../../ui/icon";
import { TourCard } from "../../ui/tour-card";
import { LazyLightbox, lightboxImage } from "../components/lazy-lightbox";
import { PageIntro } from "../components/page-intro";
import { offscreenCard } from "../components/section";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { track } from "../services/analytics";

/** Spec §2 quick filters: each fills the search box. */
const quickFilters = ["Masai Mara", "Amboseli", "Lake Nakuru", "4 Days", "7 Days", "Luxury"];

const dayCounts = [...new Set(tours.map((tour) => tour.days.length))].sort((a, b) => a - b);

type TourFilter = { text: string; duration: string };

/**
 * The filter lives in the query string (?keyword=&days=), so a filtered list can be shared and
 * back undoes a choice; `q` belongs to the site search dialog.
 */
function readFilter(search: string): TourFilter {
  const params = new URLSearchParams(search);
  const days = params.get("days") ?? "";
  return {
    text: params.get("keyword") ?? "",
    duration: dayCounts.some((count) => String(count) === days) ? days : "all",
  };
}

function filterHref(filter: TourFilter): string {
  const params = new URLSearchParams();
  if (filter.text !== "") params.set("keyword", filter.text);
  if (filter.duration !== "all") params.set("days", filter.duration);
  const query = params.toString();
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

/** The tour list (spec §2 "Tour list page"). */
export function ToursPage() {
  usePageMeta({
    title: "Safari Tours",
    description: `${tours.length} private safaris in Kenya and Tanzania, from ${dayCounts[0]} to ${dayCounts.at(-1)} days: itineraries, lodges and prices per person for the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru and the Serengeti.`,
    path: paths.tours,
    breadcrumbs: [{ name: "Safari Tours", path: paths.tours }],
  });
  const searchId = useId();
  const durationId = useId();
  const { filter, update } = useTourFilter();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [photos, setPhotos] = useState<{ slug: string; index: number } | null>(null);
  const results = tours.filter((tour) => matchesTourFilter(tour, filter));
  const photoTour = photos ? tours.find((tour) => tour.slug === photos.slug) : undefined;

  const logSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info("Searching tours", filter);
  };

  return (
    <>
      <PageIntro
        eyebrow="Safari tours"
        title="Kenya & Tanzania Safari Tours"
        description="Every itinerary we run, with the lodges, the day-by-day plan and honest prices per person. All tours are private, for 2-6 people per vehicle."
      >
        <form
          role="search"
          aria-label="Find a tour"
          onSubmit={logSearch}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
            <div className="relative">
              <label htmlFor={searchId} className="sr-only">
                Search tours
              </label>
              <Icon
                name="search"
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                placeholder="Search tours..."
                autoComplete="off"
                value={filter.text}
                onChange={(event) => update({ text: event.target.value }, { replace: true })}
                className="pl-10"
              />
            </div>
            <div>
              <label htmlFor={durationId} className="sr-only">
                Duration
              </label>
              <Select
                id={durationId}
                value={filter.duration}
                onChange={(event) => update({ duration: event.target.value }, { replace: false })}
              >
                <option value="all">All Durations</option>
                {dayCounts.map((count) => (
                  <option key={count} value={String(count)}>
                    {count} Days
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit">
              <Icon name="search" aria-hidden />
              Search Tours
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">Popular:</span>
            {quickFilters.map((chip) => {
              const active = filter.text.toLowerCase() === chip.toLowerCase();
              return (
                <button
                  key={chip}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ text: chip }, { replace: false })}
                  className={cn(
                    "min-h-9 cursor-pointer rounded-full border px-3.5 text-sm font-medium transition-colors duration-(--duration-short) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    active
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-card text-foreground hover:border-foreground/40 hover:bg-accent",
                  )}
                >
                  {chip}
                </button>
              );
            })}
          </div>
        </form>
      </PageIntro>

      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 sm:py-14">
        <p role="status" className="text-sm text-muted-foreground">
          {results.length === tours.length
            ? `Showing all ${tours.length} tours`
            : `Showing ${results.length} of ${tours.length} tours`}
        </p>
        {results.length === 0 ? (
          <EmptyState onAction={() => update({ text: "", duration: "all" }, { replace: false })} />
        ) : (
          <ul className="flex flex-col gap-8">
            {results.map((tour, index) => (
              <li key={tour.slug} className={offscreenCard}>
                <TourCard
                  {...tourCardProps(tour)}
                  priority={index === 0}
                  expanded={expanded === tour.slug}
                  onExpandedChange={(open) => setExpanded(open ? tour.slug : null)}
                  onBookNow={() =>
                    track("book_now_clicked", { source: "tours_page", tour_title: tour.title })
                  }
                  onBookThisSafari={() =>
                    track("book_now_clicked", {
                      source: "tours_page_expanded",
                      tour_title: tour.title,
                    })
                  }
                  onGetCustomQuote={() =>
                    track("get_quote_clicked", {
                      source: "tours_page_expanded",
                      tour_title: tour.title,
                    })
                  }
                  onGalleryImageOpen={(photo) => setPhotos({ slug: tour.slug, index: photo })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <LazyLightbox
        images={photoTour ? photoTour.images.map((name) => lightboxImage(imageSource(name))) : []}
        index={photoTour && photos ? photos.index : null}
        onIndexChange={(index) =>
          setPhotos(index === null || !photos ? null : { ...photos, index })
        }
      />
    </>
  );
}
