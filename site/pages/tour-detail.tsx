import { useState, type ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { imageSource } from "../../data/images";
import { siteConfig } from "../../data/site-config";
import {
  deriveDestinations,
  deriveHighlights,
  deriveTourType,
  leadPrice,
  slugify,
} from "../../data/tour-rules";
import { pricingCardProps } from "../../data/tour-view";
import { findDestination, findTourBySlug } from "../../data/tours";
import type { Tour } from "../../data/types";
import { formatPrice } from "../../ui/format-price";
import { Badge } from "../../ui/badge";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Image } from "../../ui/image";
import { Inclusions } from "../../ui/inclusions";
import { Itinerary } from "../../ui/itinerary";
import { PricingCard } from "../../ui/pricing-card";
import { LazyLightbox, lightboxImage } from "../components/lazy-lightbox";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { track } from "../services/analytics";

const leadNotes = {
  perPersonForTwo: "per person",
  forTwo: "for 2 travelers",
  solo: "solo traveler",
} as const;

function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-28 flex-col gap-6">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TourPhotos({ tour }: { tour: Tour }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = tour.images.map(imageSource);
  return (
    <DetailSection id="photos" title="Photo Gallery">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={`${photo.name}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt}`}
              className="block w-full cursor-zoom-in overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Image
                image={photo}
                alt=""
                aspect="4/3"
                sizes="(min-width: 1024px) 260px, (min-width: 640px) calc(33.3vw - 29px), calc(50vw - 26px)"
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyLightbox
        images={photos.map((photo) => lightboxImage(photo))}
        index={open}
        onIndexChange={setOpen}
      />
    </DetailSection>
  );
}

function TourDetail({ tour }: { tour: Tour }) {
  const path = paths.tour(tour.slug);
  const cover = imageSource(tour.coverImage);
  const price = leadPrice(tour.costs);
  const type = deriveTourType(tour.title);
  const destinations = deriveDestinations(tour.title);
  const highlights = deriveHighlights(tour.title);
  const eventProperties = { source: "tour_detail", tour_title: tour.title };

  usePageMeta({
    title: tour.title,
    description: tour.summary,
    path,
    image: cover.downloadUrl,
    imageAlt: cover.alt,
    ogType: "article",
    keywords: [
      ...destinations.map((name) => `${name} safari`),
      type,
      ...siteConfig.keywords.slice(0, 4),
    ],
    breadcrumbs: [
      { name: "Safari Tours", path: paths.tours },
      { name: tour.title, path },
    ],
  });

  return (
    <article aria-labelledby="tour-title">
      <header className="relative isolate overflow-hidden bg-foreground text-primary-foreground">
        <Image image={cover} alt="" priority sizes="100vw" aspect="fill" className="-z-10" />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-t from-overlay via-overlay/55 to-overlay/20"
        />
        <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-between gap-10 px-5 py-8 sm:min-h-[32rem] sm:px-8 sm:py-10">
          <Link
            href={paths.tours}
            className={buttonVariants({ variant: "overlay", size: "sm", className: "self-start" })}
          >
            <Icon name="arrow-left" aria-hidden />
            Back to Tours
          </Link>
          <div className="flex max-w-3xl flex-col gap-5">
            <div className="flex flex-wrap gap-2">
              <Badge variant="overlay">
                <Icon name="calendar-days" aria-hidden />
                {tour.days.length} Days
              </Badge>
              <Badge variant="primary">{type}</Badge>
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
                <p className="text-lg font-semibold">Contact us for pricing</p>
              ) : (
                <p className="flex items-baseline gap-1.5 text-base text-primary-foreground/90">
                  From{" "}
                  <span className="text-3xl font-semibold tracking-tight text-primary-foreground tabular-nums">
                    {formatPrice(price.amount)}
                  </span>{" "}
                  {leadNotes[price.kind]}
                </p>
              )}
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-14">
          <DetailSection id="overview" title="Safari Overview">
            <p className="text-lg leading-relaxed text-foreground/90">{tour.summary}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              <div className="flex flex-col gap-3">
                <h3 className="font-display text-lg font-semibold">Destinations</h3>
                <ul className="flex flex-wrap gap-2">
                  {(destinations.length > 0 ? destinations : ["Kenya"]).map((name) => {
                    const destination = findDestination(slugify(name));
                    return (
                      <li key={name}>
                        {destination ? (
                          <Link
                            href={paths.destination(destination.slug)}
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
              <div className="flex flex-col gap-3">
                <h3 className="font-display text-lg font-semibold">Key Highlights</h3>
                <ul className="flex flex-wrap gap-2">
                  {highlights.map((highlight) => (
                    <li key={highlight}>
                      <Badge variant="primary">
                        <Icon name="sparkles" aria-hidden />
                        {highlight}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </DetailSection>

          <DetailSection id="itinerary" title="Detailed Itinerary">
            <Itinerary days={tour.days} headingLevel="h3" />
          </DetailSection>

          {tour.images.length > 1 ? <TourPhotos tour={tour} /> : null}

          <Inclusions included={tour.included} excluded={tour.excluded} headingLevel="h2" />
        </div>

        <aside className="lg:sticky lg:top-28 lg:self-start">
          <PricingCard
            {...pricingCardProps(tour)}
            onBookThisSafari={() => track("book_now_clicked", eventProperties)}
            onGetCustomQuote={() => track("get_quote_clicked", eventProperties)}
          />
        </aside>
      </div>
    </article>
  );
}

/**
 * A tour's page (spec §2 "Tour detail page"). A destination's name in the tour's place leads to
 * the destination guide; any other unknown slug to the tour list.
 */
export function TourDetailPage({ slug }: { slug: string }) {
  const tour = findTourBySlug(slug);
  if (tour) return <TourDetail tour={tour} />;
  const destination = findDestination(slug);
  return <Redirect to={destination ? paths.destination(destination.slug) : paths.tours} replace />;
}
