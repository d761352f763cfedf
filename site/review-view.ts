import { siteConfig } from "../data/content/site-config";
import type { PublishedReview } from "../data/content/reviews";
import type { ShownReview } from "../ui/review-card";

/** A published review as the kit's card shows it: the operator's reply in the review's language. */
export function shownReview(review: PublishedReview): ShownReview {
  return {
    rating: review.rating,
    title: review.title,
    text: review.text,
    language: review.language,
    ...(review.firstName ? { firstName: review.firstName } : {}),
    ...(review.country ? { country: review.country } : {}),
    travelled: review.travelled,
    companions: review.companions,
    lodges: review.lodges,
    ...(review.reply
      ? {
          reply: { from: siteConfig.brandName, text: review.reply.text, language: review.language },
        }
      : {}),
  };
}
