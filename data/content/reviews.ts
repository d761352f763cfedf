import type { Locale } from "../domain/locales";
import type { ReviewFile } from "./schema";

/** A published review as the pages show it: the file's fields, the travel month as numbers. */
export type PublishedReview = {
  id: string;
  /** The reviewed tour's id: its file's name in content/tours/. */
  tour: string;
  language: Locale;
  rating: number;
  lodges: Array<{ name: string; rating: number }>;
  title: string;
  text: string;
  travelled: { year: number; month: number };
  companions: ReviewFile["with"];
  firstName?: string;
  country?: string;
  /** YYYY-MM-DD. */
  published: string;
  reply?: { text: string; date: string };
  featured: boolean;
};

/** How many reviews gave each number of stars, 5 down to 1. */
export type RatingCounts = Record<1 | 2 | 3 | 4 | 5, number>;

/** A set of reviews in figures: the average to one decimal, the count and each rating's count. */
export type ReviewSummary = { average: number; count: number; distribution: RatingCounts };

/** A tour's reviews as its page shows them: the summary and the latest few. */
export type TourReviews = { tour: string; summary: ReviewSummary; latest: PublishedReview[] };

/** How many of a tour's reviews its page shows; the rest are on /reviews. */
export const latestOnTourPage = 5;

/** A review file as the pages take it. */
export function publishedReview(file: ReviewFile): PublishedReview {
  const [year, month] = file.travelled.split("-").map(Number) as [number, number];
  return {
    id: file.id,
    tour: file.tour,
    language: file.language,
    rating: file.rating,
    lodges: file.lodges,
    title: file.title,
    text: file.text,
    travelled: { year, month },
    companions: file.with,
    ...(file.name ? { firstName: file.name } : {}),
    ...(file.country ? { country: file.country } : {}),
    published: file.published,
    ...(file.reply ? { reply: file.reply } : {}),
    featured: file.featured,
  };
}

/** Newest first: by the day published, then by id so that the order never depends on the disk. */
export function newestFirst(reviews: readonly PublishedReview[]): PublishedReview[] {
  return [...reviews].sort(
    (a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id),
  );
}

/** The reviews' average to one decimal, their count and how many gave each rating. */
export function reviewSummary(reviews: readonly PublishedReview[]): ReviewSummary {
  const distribution: RatingCounts = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  for (const { rating } of reviews) {
    distribution[rating as keyof RatingCounts] += 1;
    total += rating;
  }
  const count = reviews.length;
  // Rounded from whole tenths, so that 4.25 is 4.3 and not 4.2 as binary floating point has it.
  const average = count === 0 ? 0 : Math.round((total * 10) / count) / 10;
  return { average, count, distribution };
}

/** Each reviewed tour's summary and latest reviews, the tours in the order of their newest review. */
export function reviewsByTour(reviews: readonly PublishedReview[]): TourReviews[] {
  const byTour = new Map<string, PublishedReview[]>();
  for (const review of newestFirst(reviews)) {
    const list = byTour.get(review.tour) ?? [];
    list.push(review);
    byTour.set(review.tour, list);
  }
  return [...byTour].map(([tour, list]) => ({
    tour,
    summary: reviewSummary(list),
    latest: list.slice(0, latestOnTourPage),
  }));
}

/** How many published reviews a tour needs before its card shows their average and count. */
export const ratingShownFrom = 3;

/** A tour card's rating: the average to one decimal and the count. */
export type CardRating = { average: number; count: number };

/**
 * The ratings the tour cards show, by the tour's page slug: those of the tours with at least
 * `ratingShownFrom` published reviews.
 */
export function cardRatings(
  tours: readonly TourReviews[],
  slugOf: (tour: string) => string | undefined,
): Record<string, CardRating> {
  const ratings: Record<string, CardRating> = {};
  for (const { tour, summary } of tours) {
    const slug = slugOf(tour);
    if (slug && summary.count >= ratingShownFrom)
      ratings[slug] = { average: summary.average, count: summary.count };
  }
  return ratings;
}

/** The reviews the operator picked for the home page, newest first. */
export function featuredReviews(reviews: readonly PublishedReview[]): PublishedReview[] {
  return newestFirst(reviews.filter((review) => review.featured));
}
