import type { ImageSource } from "../data/content/images";
import photoTexts from "../data/generated/texts/photos.json" with { type: "json" };
import tourCardTexts from "../data/generated/texts/tour-cards.json" with { type: "json" };
import type { Locale } from "../data/domain/locales";
import { siteConfig } from "../data/content/site-config";
import {
  destinationCard,
  packageCard,
  tourCard,
  tourCardDetails,
  tourPrices,
} from "../data/content/tour-cards";
import { tourListCard } from "../data/content/tour-listing";
import type { DestinationSummary, SafariPackageCard, Tour } from "../data/content/types";
import type { DestinationCardData } from "../ui/destination-card";
import type { PackageCardData } from "../ui/package-card";
import type { TourPrices } from "../ui/pricing-card";
import type { TourCardData } from "../ui/tour-card";
import type { TourCardDetailsData } from "../ui/tour-card-details";
import { generatedIn } from "./languages";

/**
 * The kit's cards filled from the site's content in a language, with links to the site's pages:
 * the tour in `locale` (`requireTour(id, locale)`), and the site's texts (content/site/) by their ids.
 */

const contactHref = "/contact";

/** A catalogue image with its description and place in `locale`. */
function imageIn(locale: Locale, image: ImageSource): ImageSource {
  const captions = generatedIn(locale, "texts/photos", photoTexts);
  const { alt, location } = captions[image.name as keyof typeof photoTexts];
  return { ...image, alt, location };
}

function tourCardProps(tour: Tour, locale: Locale = "en"): TourCardData {
  const card = tourCard(tourListCard(tour), generatedIn(locale, "texts/tour-cards", tourCardTexts));
  return {
    ...card,
    image: imageIn(locale, card.image),
    groupSize: generatedIn(locale, "texts/settings", siteConfig).facts.groupSize,
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
  pricingCardProps,
  tourCardDetailsProps,
  tourCardProps,
  tourPrices,
};
