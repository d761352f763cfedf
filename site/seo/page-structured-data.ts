import { structuredDataMessages } from "#messages/structured-data";
import { faqItems } from "../../data/content/faq";
import { galleryImages } from "../../data/content/gallery";
import { siteConfig } from "../../data/content/site-config";
import { findDestination } from "../../data/content/package-cards";
import { findTourBySlug, tours } from "../../data/content/tour-set";
import type { TourReviewsEntry } from "../../data/content/tour-reviews-entry";
import generatedTourReviews from "../../data/generated/tour-reviews.json" with { type: "json" };
import { buildDate } from "../build-info";
import { locale } from "../i18n/current-locale";
import { languageTags } from "../../data/domain/locales";
import { fill } from "../i18n/format";
import { paths } from "../paths";
import type { HeadTag, PageMeta } from "./head";
import { breadcrumbList, travelAgency, type StructuredData } from "./organization";
import {
  faqPage,
  imageGallery,
  tourList,
  touristDestination,
  touristTrip,
} from "./structured-data";

/**
 * The tour `id`'s reviews, if it has any, looked up as a page's head is written: the prerender
 * then knows which pages read the reviews (scripts/lib/content-reads.ts).
 */
function tourReviews(id: string): TourReviewsEntry | undefined {
  return (generatedTourReviews as TourReviewsEntry[]).find((entry) => entry.tour === id);
}

const galleryName = fill(structuredDataMessages.galleryName, {
  brand: siteConfig.brandName,
});

function slugAfter(prefix: string, path: string): string | null {
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : null;
}

/** The JSON-LD particular to the page at `path`, beyond the agency and the breadcrumbs. */
function pageNodes(path: string): StructuredData[] {
  if (path === paths.home) {
    return [faqPage(faqItems, path), imageGallery(galleryImages, { name: galleryName, path })];
  }
  if (path === paths.gallery) return [imageGallery(galleryImages, { name: galleryName, path })];
  if (path === paths.tours) return [tourList(tours, (tour) => paths.tour(tour.slug))];
  const tourSlug = slugAfter(paths.tour(""), path);
  const tour = tourSlug === null ? undefined : findTourBySlug(tourSlug);
  if (tour) return [touristTrip(tour, path, buildDate, tourReviews(tour.id))];
  const destinationSlug = slugAfter(paths.destination(""), path);
  const destination = destinationSlug === null ? undefined : findDestination(destinationSlug);
  if (destination) return [touristDestination(destination, path)];
  return [];
}

/** "<" inside JSON-LD must not end the script element; every block names the page's language. */
function jsonForScript(data: StructuredData): string {
  return JSON.stringify({ ...data, inLanguage: languageTags[locale] }).replace(/</g, "\\u003c");
}

/**
 * The JSON-LD blocks of a prerendered page: the travel agency on every page, the breadcrumb
 * trail on every page but the home page, and what is particular to the page (the FAQ and the
 * gallery on the home page, an offer per tour, a destination...). Written at build only.
 */
export function structuredDataTags(meta: PageMeta): HeadTag[] {
  const nodes = [
    travelAgency(),
    ...(meta.breadcrumbs ? [breadcrumbList(meta.breadcrumbs)] : []),
    ...(meta.path === undefined ? [] : pageNodes(meta.path)),
  ];
  return nodes.map((data) => ({
    tag: "script",
    attrs: { type: "application/ld+json" },
    text: jsonForScript(data),
  }));
}
