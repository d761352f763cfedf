import { lazyPart } from "../lazy-part";

/*
 * The home page's featured reviews have nothing to tap but links, so their code (the kit's review
 * cards) is fetched as they near the screen, and never where the operator has featured none.
 */
export const FeaturedReviewsPart = lazyPart(
  "featured-reviews",
  () => import("./featured-reviews").then((module) => module.FeaturedReviews),
  { loading: "near-view", module: "site/components/featured-reviews.tsx", fallback: null },
);
