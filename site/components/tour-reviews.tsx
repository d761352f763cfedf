import { Link } from "wouter";
import { reviewsMessages } from "#messages/reviews";
import type { TourReviewsEntry } from "../../data/content/tour-reviews-entry";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { RatingSummary } from "../../ui/rating-summary";
import { paths } from "../paths";
import { ReviewList, reviewKitCopy } from "./review-list";
import { withKitCopy } from "./with-kit-copy";

/**
 * A tour's reviews on its page: the average, the count and the distribution, the latest reviews,
 * and the way to all of them on the reviews page.
 */
export const TourReviews = withKitCopy(
  reviewKitCopy,
  function TourReviews({ reviews }: { reviews: TourReviewsEntry }) {
    return (
      <div className="flex flex-col gap-8">
        <RatingSummary {...reviews.summary} />
        <ReviewList reviews={reviews.latest} headingLevel="h3" />
        <Link
          href={paths.tourReviews(reviews.slug)}
          className={buttonVariants({ variant: "outline", className: "self-start" })}
        >
          {reviewsMessages.allOfTour}
          <Icon name="arrow-right" aria-hidden />
        </Link>
      </div>
    );
  },
);
