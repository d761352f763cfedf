import { imageSource } from "../data/images";
import { siteConfig } from "../data/site-config";
import { findTourById } from "../data/tours";
import { keyHighlights, leadPrice, parkScope, parseDollars, slugify } from "../data/tour-rules";
import type { Destination, SafariPackageCard, Tour, TourCosts } from "../data/types";
import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import { paths } from "./paths";

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
    href: paths.tour(tour.slug),
    bookHref: paths.contact,
    image: imageSource(tour.coverImage),
    dayCount: tour.days.length,
    price: lead.kind === "none" ? null : { amount: lead.amount, basis: lead.kind },
    groupSize: siteConfig.facts.groupSize,
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
 * A home page package card. It links to its tour's slug, which the spec's rule made from the
 * English title: the card's title may be a translation.
 */
export function packageCardProps(card: SafariPackageCard): PackageCardData {
  return {
    title: card.title,
    href: paths.tour(findTourById(card.tourId)?.slug ?? slugify(card.title)),
    image: imageSource(card.image),
    dayCount: card.dayCount,
    type: card.type,
    price: card.price,
    perPerson: card.perPerson,
    destinations: card.destinations,
  };
}

/** The tour detail page's 'Pricing & Booking' card. */
export function pricingCardProps(tour: Tour): TourPrices & { bookHref: string; quoteHref: string } {
  return { ...tourPrices(tour.costs), bookHref: paths.contact, quoteHref: paths.contact };
}

/** A destination card; it opens the destination's page unless the caller names another route. */
export function destinationCardProps(
  destination: Destination,
  href: string = paths.destination(destination.slug),
): DestinationCardData {
  return {
    name: destination.name,
    tagline: destination.tagline,
    tripCount: destination.tripCount,
    image: imageSource(destination.image),
    href,
  };
}
