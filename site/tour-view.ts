import {
  destinationCard,
  packageCard,
  tourCard,
  tourCardDetails,
  tourPrices,
} from "../data/content/tour-cards";
import type { TourListCard } from "../data/content/tour-listing";
import type { DestinationSummary, SafariPackageCard, Tour } from "../data/content/types";
import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import type { TourCardDetailsData } from "../ui/tour-card-details";
import { paths } from "./paths";

export { tourPrices };

/** The tour list page's card. */
export function tourCardProps(card: TourListCard): TourCardData {
  return { ...tourCard(card), href: paths.tour(card.slug), bookHref: paths.contact };
}

/** An opened tour list card's details, and where their booking buttons lead. */
export function tourCardDetailsProps(
  tour: Tour,
): TourCardDetailsData & { title: string; bookHref: string } {
  return { ...tourCardDetails(tour), title: tour.title, bookHref: paths.contact };
}

/** A home page package card, linking to its tour. */
export function packageCardProps(card: SafariPackageCard): PackageCardData {
  return { ...packageCard(card), href: paths.tour(card.slug) };
}

/** The tour detail page's 'Pricing & Booking' card. */
export function pricingCardProps(tour: Tour): TourPrices & { bookHref: string; quoteHref: string } {
  return { ...tourPrices(tour.costs), bookHref: paths.contact, quoteHref: paths.contact };
}

/** A destination card; it opens the destination's page unless the caller names another route. */
export function destinationCardProps(
  destination: DestinationSummary,
  href: string = paths.destination(destination.slug),
): DestinationCardData {
  return { ...destinationCard(destination), href };
}
