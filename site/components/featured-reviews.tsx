import { Link } from "wouter";
import { reviewsMessages } from "#messages/reviews";
import { featuredReviews } from "../../data/content/featured-reviews";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { paths } from "../paths";
import { ReviewList, reviewKitCopy } from "./review-list";
import { Section } from "./section";
import { withKitCopy } from "./with-kit-copy";

/** The reviews the operator picked for the home page, with the way to all of them. */
export const FeaturedReviews = withKitCopy(reviewKitCopy, function FeaturedReviews() {
  return (
    <Section
      id="reviews"
      title={reviewsMessages.homeTitle}
      action={
        <Link href={paths.reviews} className={buttonVariants({ variant: "outline" })}>
          {reviewsMessages.homeAll}
          <Icon name="arrow-right" aria-hidden />
        </Link>
      }
    >
      <div className="mx-auto w-full max-w-3xl">
        <ReviewList reviews={featuredReviews} headingLevel="h3" />
      </div>
    </Section>
  );
});
