import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import { imageSource } from "./images";
import { keyHighlights, leadPrice, parkScope, parseDollars, slugify } from "./tour-rules";
import type { Destination, SafariPackageCard, Tour, TourCosts } from "./types";

/** Spec §2: the tour detail route. */
export function tourHref(slug: string): string {
  return `/safari-tours/${slug}`;
}

export const bookingHref = "/contact";

/** The three prices in whole dollars, null where the tour has none. */
export function tourPrices(costs: TourCosts): TourPrices {
  return {
    solo: parseDollars(costs.solo),
    forTwo: parseDollars(costs.forTwo),
    perPersonForTwo: parseDollars(costs.perPersonForTwo),
  };
}

/** The tour list card (spec §2 "Tour list page"). */
export function tourCardProps(tour: Tour): TourCardData {
  const lead = leadPrice(tour.costs);
  const highlights = keyHighlights(tour.days);
  return {
    title: tour.title,
    summary: tour.summary,
    href: tourHref(tour.slug),
    bookHref: bookingHref,
    image: imageSource(tour.coverImage),
    dayCount: tour.days.length,
    price: lead.kind === "none" ? null : { amount: lead.amount, basis: lead.kind },
    groupSize: "2-6 People",
    parkScope: parkScope(tour.days.length),
    photoCount: tour.images.length,
    highlights: highlights.badges,
    moreDays: highlights.moreDays,
    itinerary: tour.days,
    prices: tourPrices(tour.costs),
    included: tour.included,
    excluded: tour.excluded,
    gallery: tour.images.map(imageSource),
  };
}

/**
 * A home page package card. The card's title is its tour's title, so the spec's slug rule
 * gives the detail route without looking the tour up.
 */
export function packageCardProps(card: SafariPackageCard): PackageCardData {
  return {
    title: card.title,
    href: tourHref(slugify(card.title)),
    image: imageSource(card.image),
    duration: card.duration,
    type: card.type,
    price: parseDollars(card.price),
    perPerson: card.perPerson,
    destinations: card.destinations,
  };
}

/** The tour detail page's 'Pricing & Booking' card. */
export function pricingCardProps(tour: Tour): TourPrices & { bookHref: string; quoteHref: string } {
  return { ...tourPrices(tour.costs), bookHref: bookingHref, quoteHref: bookingHref };
}

/** A destination card; it opens the destination's page unless the caller names another route. */
export function destinationCardProps(
  destination: Destination,
  href = `/destinations/${destination.slug}`,
): DestinationCardData {
  return {
    name: destination.name,
    tagline: destination.tagline,
    tripCount: destination.tripCount,
    image: imageSource(destination.image),
    href,
  };
}
