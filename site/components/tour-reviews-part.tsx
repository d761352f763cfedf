import { lazyPart } from "../lazy-part";

/*
 * A tour's reviews have nothing to tap but links and the platform's 'Read more', so their code
 * (the kit's cards and summary) is fetched as they near the screen, the prerendered reviews
 * showing meanwhile; a tour without reviews never renders the part, nor loads its code.
 */
export const TourReviewsPart = lazyPart(
  "tour-reviews",
  () => import("./tour-reviews").then((module) => module.TourReviews),
  { loading: "near-view", module: "site/components/tour-reviews.tsx", fallback: null },
);
