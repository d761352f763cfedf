import { destinations } from "./destinations";
import { faqItems } from "./faq";
import { services } from "./services";
import { travelTips } from "./tips";
import { deriveDestinations, deriveHighlights, leadPrice } from "./tour-rules";
import { tours } from "./tours";
import type { SearchRecord, Tour } from "./types";

/** A record as indexed: `rank` orders records when relevance ties (customRanking). */
export type IndexedSearchRecord = SearchRecord & { rank: number };

function tourRecord(tour: Tour): SearchRecord {
  const price = leadPrice(tour.costs);
  const location = deriveDestinations(tour.title).join(", ");
  return {
    objectID: `tour-${tour.slug}`,
    type: "tour",
    slug: tour.slug,
    title: tour.title,
    description: tour.summary,
    ...(location ? { location } : {}),
    ...(price.kind === "none" ? {} : { price: String(price.amount) }),
    duration: `${tour.days.length} Days`,
    highlights: deriveHighlights(tour.title).join(", "),
  };
}

/**
 * Every searchable thing on the site, one record each (spec §3 "Search result"): the tours,
 * then the destinations, FAQ items, services and travel tips. The order is the tie-break rank.
 */
export function buildSearchRecords(): IndexedSearchRecord[] {
  const records: SearchRecord[] = [
    ...tours.map(tourRecord),
    ...destinations.map((destination): SearchRecord => ({
      objectID: `destination-${destination.slug}`,
      type: "destination",
      slug: destination.slug,
      title: destination.name,
      description: destination.tagline,
      location: destination.country,
    })),
    ...faqItems.map((item): SearchRecord => ({
      objectID: `faq-${item.id}`,
      type: "faq",
      slug: item.id,
      title: item.question,
      description: item.answer,
    })),
    ...services.map((service): SearchRecord => ({
      objectID: `service-${service.id}`,
      type: "service",
      slug: service.id,
      title: service.title,
      description: service.description,
    })),
    ...travelTips.map((tip): SearchRecord => ({
      objectID: `tip-${tip.id}`,
      type: "tip",
      slug: tip.id,
      title: tip.title,
      description: tip.description,
    })),
  ];
  return records.map((record, rank) => ({ ...record, rank }));
}
