import {
  destinationCard,
  packageCard,
  tourCard,
  tourCardDetails,
  tourPrices,
} from "../data/tour-cards";
import { tourListCard } from "../data/tour-listing";
import type { DestinationSummary, SafariPackageCard, Tour } from "../data/types";
import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import type { TourCardDetailsData } from "../ui/tour-card-details";

/** The kit's cards filled from the site's content, with links to the site's pages. */

const contactHref = "/contact";

function tourCardProps(tour: Tour): TourCardData {
  return {
    ...tourCard(tourListCard(tour)),
    href: `/safari-tours/${tour.slug}`,
    bookHref: contactHref,
  };
}

function tourCardDetailsProps(
  tour: Tour,
): TourCardDetailsData & { title: string; bookHref: string } {
  return { ...tourCardDetails(tour), title: tour.title, bookHref: contactHref };
}

function packageCardProps(card: SafariPackageCard): PackageCardData {
  return { ...packageCard(card), href: `/safari-tours/${card.slug}` };
}

function pricingCardProps(tour: Tour): TourPrices & { bookHref: string; quoteHref: string } {
  return { ...tourPrices(tour.costs), bookHref: contactHref, quoteHref: contactHref };
}

function destinationCardProps(destination: DestinationSummary): DestinationCardData {
  return { ...destinationCard(destination), href: `/destinations/${destination.slug}` };
}

export {
  destinationCardProps,
  packageCardProps,
  pricingCardProps,
  tourCardDetailsProps,
  tourCardProps,
  tourPrices,
};
