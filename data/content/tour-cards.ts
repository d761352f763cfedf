import tourCardLabels from "../generated/texts/tour-cards.json" with { type: "json" };
import { imageSource } from "./images";
import { siteConfig } from "./site-config";
import {
  keyHighlights,
  leadPrice,
  parkScope,
  parseDollars,
  type TourCardLabels,
} from "../domain/tour-rules";
import type { TourListCard } from "./tour-listing";
import type { DestinationSummary, SafariPackageCard, Tour, TourCosts } from "./types";

/**
 * What the kit's cards show of a tour, a package or a destination, in the shapes the kit takes;
 * the caller adds the links, which are the site's routes.
 */

/** The three prices in whole dollars, null where the tour has none. */
export function tourPrices(costs: TourCosts) {
  return {
    solo: parseDollars(costs.solo),
    forTwo: parseDollars(costs.forTwo),
    perPersonForTwo: parseDollars(costs.perPersonForTwo),
  };
}

/**
 * The tour list card before it opens, without its links, with the cards' labels of the page's
 * language (the build's own, unless a caller showing another language gives them).
 */
export function tourCard(card: TourListCard, labels: TourCardLabels = tourCardLabels) {
  const lead = leadPrice(card.costs);
  const highlights = keyHighlights(card.days, labels);
  return {
    title: card.title,
    summary: card.summary,
    image: imageSource(card.coverImage),
    dayCount: card.days.length,
    price: lead.kind === "none" ? null : { amount: lead.amount, basis: lead.kind },
    groupSize: siteConfig.facts.groupSize,
    parkScope: parkScope(card.days.length, labels),
    photoCount: card.photoCount,
    highlights: highlights.badges,
    moreDays: highlights.moreDays,
  };
}

/** An opened tour list card's tabs: the tour's days, prices, inclusions and photos. */
export function tourCardDetails(tour: Tour) {
  return {
    itinerary: tour.days,
    prices: tourPrices(tour.costs),
    included: tour.included,
    excluded: tour.excluded,
    gallery: tour.images.map(imageSource),
  };
}

/** A home page package card, without its link. */
export function packageCard(card: SafariPackageCard) {
  return {
    title: card.title,
    image: imageSource(card.image),
    dayCount: card.dayCount,
    type: card.type,
    price: card.price,
    perPerson: card.perPerson,
    destinations: card.destinations,
  };
}

/** A destination card, without its link. */
export function destinationCard(destination: DestinationSummary) {
  return {
    name: destination.name,
    tagline: destination.tagline,
    tripCount: destination.tripCount,
    image: imageSource(destination.image),
  };
}
