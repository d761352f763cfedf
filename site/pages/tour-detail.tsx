import { useState, type ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { commonMessages } from "#messages/common";
import { navMessages } from "#messages/nav";
import { tourDetailMessages } from "#messages/tour-detail";
import { pricingCardCopy } from "#messages/kit-pricing-card";
import { itineraryCopy } from "#messages/kit-itinerary";
import { inclusionsCopy } from "#messages/kit-inclusions";
import { photoGridCopy } from "#messages/kit-photo-grid";
import { imageSource, type ImageSource } from "../../data/content/images";
import { siteConfig } from "../../data/content/site-config";
import { leadPrice } from "../../data/domain/tour-rules";
import type { Tour } from "../../data/content/types";
import { formatPrice } from "../../ui/format-price";
import { Badge } from "../../ui/badge";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { PhotoGrid } from "../../ui/photo-grid";
import { Icon } from "../../ui/icon";
import { Image } from "../../ui/image";
import { Inclusions } from "../../ui/inclusions";
import { Itinerary } from "../../ui/itinerary";
import { PricingCard } from "../../ui/pricing-card";
import { dayCount } from "../components/day-count";
import { LazyLightbox, lightboxImage } from "../components/lazy-lightbox";
import { fill } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { pageUrl } from "../seo/site-url";
import { track } from "../services/analytics";
import { TourRouteMap } from "../components/route-map-part";
import { pricingCardProps } from "../tour-view";
import { withKitCopy } from "../components/with-kit-copy";
import { useGuide, useTour, useTourReviews } from "../content-entries";
import { TourReviewsPart } from "../components/tour-reviews-part";
import { reviewsMessages } from "#messages/reviews";

const copy = tourDetailMessages;

function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("flex scroll-mt-28 flex-col gap-6", className)}
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** On paper only: how to reach the operator, and where the page lives online. */
function PrintedContact({ path }: { path: string }) {
  return (
    <footer className="hidden break-inside-avoid flex-col gap-1 border-t border-border pt-4 text-sm print:flex">
      <p className="font-display text-base font-semibold">{siteConfig.brandName}</p>
      <p>{siteConfig.address.lines.join(", ")}</p>
      <p>{[siteConfig.phone.display, siteConfig.emails.info].join(" · ")}</p>
      <p>{fill(copy.printedFrom, { url: pageUrl(path) })}</p>
    </footer>
  );
}

function TourPhotos({ tour }: { tour: Tour }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = tour.images.map(imageSource);
  return (
    <DetailSection id="photos" title={copy.photos} className="print:hidden">
      <PhotoGrid
        images={photos}
        onOpen={setOpen}
        size="page"
        sizes="(min-width: 1024px) 260px, (min-width: 640px) calc(33.3vw - 29px), calc(50vw - 26px)"
      />
      <LazyLightbox
        images={photos.map((photo) => lightboxImage(photo))}
        index={open}
        onIndexChange={setOpen}
      />
    </DetailSection>
  );
}

/**
 * The tour's cover photo under its name, its length and type, the group size and the price it
 * starts from; with the way back to the tour list and a print button, on screen only.
 */
function TourHeader({ tour, cover }: { tour: Tour; cover: ImageSource }) {
  const price = leadPrice(tour.costs);
  return (
    <header className="relative isolate overflow-hidden bg-foreground text-primary-foreground print:bg-transparent print:text-foreground">
      <Image
        image={cover}
        alt=""
        priority
        sizes="100vw"
        aspect="fill"
        className="-z-10 print:hidden"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-overlay via-overlay/55 to-overlay/20 print:hidden"
      />
      <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-between gap-10 px-5 py-8 sm:min-h-[32rem] sm:px-8 sm:py-10 print:min-h-0 print:gap-4 print:py-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link href={paths.tours} className={buttonVariants({ variant: "overlay", size: "sm" })}>
            <Icon name="arrow-left" aria-hidden />
            {copy.backToTours}
          </Link>
          <button
            type="button"
            onClick={() => window.print()}
            className={buttonVariants({ variant: "overlay", size: "sm" })}
          >
            <Icon name="printer" aria-hidden />
            {copy.print}
          </button>
        </div>
        <div className="flex max-w-3xl flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="overlay">
              <Icon name="calendar-days" aria-hidden />
              {dayCount(tour.days.length)}
            </Badge>
            <Badge variant="primary">{tour.type}</Badge>
          </div>
          <h1
            id="tour-title"
            className="font-display text-3xl leading-tight font-semibold sm:text-5xl"
          >
            {tour.title}
          </h1>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="flex items-center gap-2 text-base">
              <Icon name="users" aria-hidden className="size-5" />
              {siteConfig.facts.groupSize}
            </p>
            {price.kind === "none" ? (
              <p className="text-lg font-semibold">{copy.contactForPricing}</p>
            ) : (
              <p className="flex items-baseline gap-1.5 text-base text-primary-foreground/90">
                {fill(copy.from, {
                  price: (
                    <span className="text-3xl font-semibold tracking-tight text-primary-foreground tabular-nums">
                      {formatPrice(price.amount, intlLocale)}
                    </span>
                  ),
                  basis: copy.priceBasis[price.kind],
                })}
              </p>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

/** The tour's summary, the destinations it visits (with their guides) and its highlights. */
function TourOverview({ tour }: { tour: Tour }) {
  const { destinations, highlights } = tour;
  const shownDestinations = destinations.length > 0 ? destinations : [copy.defaultDestination];
  return (
    <DetailSection id="overview" title={copy.overview}>
      <p className="text-lg leading-relaxed text-foreground/90">{tour.summary}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="font-display text-lg font-semibold">{copy.destinations}</h3>
          <ul className="flex flex-wrap gap-2">
            {shownDestinations.map((name, index) => {
              const guide = tour.destinationGuides[index];
              return (
                <li key={name}>
                  {guide ? (
                    <Link
                      href={paths.destination(guide)}
                      className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-secondary-soft px-3 text-sm font-medium text-secondary-soft-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <Icon name="map-pin" aria-hidden className="size-3.5" />
                      {name}
                    </Link>
                  ) : (
                    <Badge variant="secondary">
                      <Icon name="map-pin" aria-hidden />
                      {name}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="font-display text-lg font-semibold">{copy.keyHighlights}</h3>
          <ul className="flex flex-wrap gap-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="max-w-full">
                {/* A long highlight (German compounds) ends in an ellipsis on a phone. */}
                <Badge variant="primary" className="max-w-full overflow-hidden text-ellipsis">
                  <Icon name="sparkles" aria-hidden />
                  {highlight}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DetailSection>
  );
}

function TourDetail({ tour }: { tour: Tour }) {
  const path = paths.tour(tour.slug);
  const cover = imageSource(tour.coverImage);
  const { type, destinations } = tour;
  const eventProperties = { source: "tour_detail", tour_title: tour.title };

  usePageMeta({
    title: tour.title,
    description: tour.summary,
    path,
    image: cover.downloadUrl,
    imageAlt: cover.alt,
    ogType: "article",
    keywords: [
      ...destinations.map((name) => fill(commonMessages.placeKeyword, { name })),
      type,
      ...siteConfig.keywords.slice(0, 4),
    ],
    breadcrumbs: [
      { name: navMessages.tours, path: paths.tours },
      { name: tour.title, path },
    ],
  });

  return (
    <article aria-labelledby="tour-title">
      <TourHeader tour={tour} cover={cover} />

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-14">
          <TourOverview tour={tour} />

          <DetailSection id="route" title={copy.route}>
            <TourRouteMap tourId={tour.id} title={fill(copy.routeMap, { title: tour.title })} />
          </DetailSection>

          <DetailSection id="itinerary" title={copy.itinerary}>
            <Itinerary days={tour.days} headingLevel="h3" />
          </DetailSection>

          {tour.images.length > 1 ? <TourPhotos tour={tour} /> : null}

          <Inclusions included={tour.included} excluded={tour.excluded} headingLevel="h2" />

          <TourReviewsSection slug={tour.slug} />
        </div>

        <aside className="lg:sticky lg:top-28 lg:self-start print:break-inside-avoid">
          <PricingCard
            {...pricingCardProps(tour)}
            onBookThisSafari={() => track("book_now_clicked", eventProperties)}
            onGetCustomQuote={() => track("get_quote_clicked", eventProperties)}
          />
        </aside>
        <PrintedContact path={path} />
      </div>
    </article>
  );
}

/**
 * The tour's reviews, where it has any: a tour without published reviews has no section rather
 * than an empty one, which on a new site would stand on every tour as if nobody had gone.
 */
function TourReviewsSection({ slug }: { slug: string }) {
  const reviews = useTourReviews(slug);
  if (!reviews) return null;
  return (
    <DetailSection id="reviews" title={reviewsMessages.sectionTitle} className="print:hidden">
      <TourReviewsPart reviews={reviews} />
    </DetailSection>
  );
}

/**
 * A tour's page, from the tour's own data file. A destination's name
 * in the tour's place leads to the destination guide; any other unknown slug to the tour list.
 */
export const TourDetailPage = withKitCopy(
  { ...pricingCardCopy, ...itineraryCopy, ...inclusionsCopy, ...photoGridCopy },
  function TourDetailPage({ slug }: { slug: string }) {
    const tour = useTour(slug);
    return tour ? <TourDetail tour={tour} /> : <NoSuchTour slug={slug} />;
  },
);

/** Where an address with no tour leads: its destination's guide, else the tour list. */
function NoSuchTour({ slug }: { slug: string }) {
  const destination = useGuide(slug);
  return <Redirect to={destination ? paths.destination(destination.slug) : paths.tours} replace />;
}
