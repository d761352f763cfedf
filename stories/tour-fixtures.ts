import type { ImageSource } from "../data/images";
import { imageCatalog, type CatalogImageName } from "../data/image-catalog";
import type { Locale } from "../data/locales";
import { places } from "../data/places";
import { siteConfig } from "../data/site-config";
import {
  destinationCard,
  packageCard,
  tourCard,
  tourCardDetails,
  tourPrices,
} from "../data/tour-cards";
import { tourListCard } from "../data/tour-listing";
import { tourCardLabels } from "../data/tour-rules";
import type { DestinationSummary, SafariPackageCard, Tour } from "../data/types";
import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import type { TourCardDetailsData } from "../ui/tour-card-details";
import { constantIn } from "./languages";

/**
 * The kit's cards filled from the site's content in a language, with links to the site's pages:
 * the tour in `locale` (`requireTour(id, locale)`), and the texts data/ still holds by their ids.
 */

const contactHref = "/contact";

/** A catalogue image with its description and place in `locale`. */
function imageIn(locale: Locale, image: ImageSource): ImageSource {
  const catalog = constantIn(locale, "data/image-catalog.ts", "imageCatalog", imageCatalog);
  const { alt, location } = catalog[image.name as CatalogImageName];
  return { ...image, alt, location };
}

/**
 * A place's name in `locale`. The content names a tour's places by their English names, which
 * identify the place (data/places.ts).
 */
function placeNameIn(locale: Locale, name: string): string {
  const translated = constantIn(locale, "data/places.ts", "places", places);
  const id = (Object.keys(places) as (keyof typeof places)[]).find(
    (place) => places[place].name === name,
  );
  return id ? translated[id].name : name;
}

/** One of the tour rules' labels (data/tour-rules.ts) in `locale`. */
function tourCardLabelIn(locale: Locale, label: string): string {
  const translated = constantIn(locale, "data/tour-rules.ts", "tourCardLabels", tourCardLabels);
  const key = (Object.keys(tourCardLabels) as (keyof typeof tourCardLabels)[]).find(
    (name) => tourCardLabels[name] === label,
  );
  return key ? translated[key] : label;
}

function tourCardProps(tour: Tour, locale: Locale = "en"): TourCardData {
  const card = tourCard(tourListCard(tour));
  return {
    ...card,
    image: imageIn(locale, card.image),
    groupSize: constantIn(locale, "data/site-config.ts", "siteConfig", siteConfig).facts.groupSize,
    parkScope: tourCardLabelIn(locale, card.parkScope),
    highlights: card.highlights.map((badge) => tourCardLabelIn(locale, badge)),
    href: `/safari-tours/${tour.slug}`,
    bookHref: contactHref,
  };
}

function tourCardDetailsProps(
  tour: Tour,
  locale: Locale = "en",
): TourCardDetailsData & { title: string; bookHref: string } {
  const details = tourCardDetails(tour);
  return {
    ...details,
    gallery: details.gallery.map((image) => imageIn(locale, image)),
    title: tour.title,
    bookHref: contactHref,
  };
}

function packageCardProps(card: SafariPackageCard, locale: Locale = "en"): PackageCardData {
  const shown = packageCard(card);
  return {
    ...shown,
    image: imageIn(locale, shown.image),
    destinations: shown.destinations.map((name) => placeNameIn(locale, name)),
    href: `/safari-tours/${card.slug}`,
  };
}

function pricingCardProps(tour: Tour): TourPrices & { bookHref: string; quoteHref: string } {
  return { ...tourPrices(tour.costs), bookHref: contactHref, quoteHref: contactHref };
}

function destinationCardProps(
  destination: DestinationSummary,
  locale: Locale = "en",
): DestinationCardData {
  const card = destinationCard(destination);
  return {
    ...card,
    image: imageIn(locale, card.image),
    href: `/destinations/${destination.slug}`,
  };
}

export {
  destinationCardProps,
  imageIn,
  packageCardProps,
  placeNameIn,
  pricingCardProps,
  tourCardDetailsProps,
  tourCardProps,
  tourPrices,
};
