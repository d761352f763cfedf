import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, useKitCopy, useKitLocale } from "./kit-provider";
import type { ReviewCompanion } from "./review-form";
import { RatingStars } from "./star-rating";

/** A published review as the card shows it. */
type ShownReview = {
  /** From 1 to 5. */
  rating: number;
  title: string;
  /** As the traveller wrote it: shown as text, never as markup; blank lines part paragraphs. */
  text: string;
  /** The language the traveller wrote in, a BCP 47 tag ("de"). */
  language: string;
  /** Given only when the traveller allowed it to be shown. */
  firstName?: string;
  /** The traveller's country as an ISO 3166 region code ("DE"), given only when allowed. */
  country?: string;
  travelled: { year: number; month: number };
  companions: ReviewCompanion;
  lodges?: ReadonlyArray<{ name: string; rating: number }>;
  /** The operator's public reply, in `language` (a BCP 47 tag). */
  reply?: { from: string; text: string; language: string };
};

/** A text longer than this many characters is cut to a few lines, with 'Read more'. */
const clampAfter = 480;

/** The primary language of a BCP 47 tag: "de" of "de-CH". */
const primaryLanguage = (tag: string) => new Intl.Locale(tag).language;

/** Who wrote it: first name and country as allowed, or the kit's "A traveller". */
function authorLine(
  review: ShownReview,
  locale: string,
  copy: { anonymous: string; author: string },
): string {
  const country = review.country
    ? new Intl.DisplayNames(locale, { type: "region" }).of(review.country)
    : undefined;
  if (review.firstName && country) return fill(copy.author, { name: review.firstName, country });
  return review.firstName ?? country ?? copy.anonymous;
}

/**
 * The review's text in its language. A long text shows its first lines with a 'Read more' that
 * the platform's `<details>` opens before any script; the whole text is in the page either way.
 */
function ReviewText({ text, language }: { text: string; language: string }) {
  const copy = useKitCopy("reviewCard");
  const long = text.length > clampAfter;
  return (
    <div data-slot="review-card-text" className="group/text flex flex-col items-start gap-2">
      <div
        lang={language}
        className={cn(
          "space-y-3 text-base leading-relaxed text-foreground",
          long && "line-clamp-6 group-has-open/text:line-clamp-none",
        )}
      >
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {long ? (
        <details data-slot="review-card-more" className="group/more">
          <summary className="cursor-pointer list-none rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{copy.readMore}</span>
            <span className="hidden group-open/more:inline">{copy.readLess}</span>
          </summary>
        </details>
      ) : null}
    </div>
  );
}

/**
 * One traveller's review: the rating as stars read out as text, the title and text in the
 * review's own language (`lang`), marked "Written in German" where that is not the page's, who
 * wrote it (as far as they allowed), when they travelled and with whom, each lodge's rating, and
 * the operator's reply.
 */
function ReviewCard({
  review,
  headingLevel: Heading = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "children"> & {
  review: ShownReview;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const copy = useKitCopy("reviewCard");
  const locale = useKitLocale();
  const SubHeading = ({ h2: "h3", h3: "h4", h4: "h5" } as const)[Heading];
  const foreign = primaryLanguage(review.language) !== primaryLanguage(locale);
  const travelled = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(review.travelled.year, review.travelled.month - 1, 15));

  return (
    <article
      data-slot="review-card"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6",
        className,
      )}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars rating={review.rating} />
          {foreign ? (
            <span
              data-slot="review-card-language"
              className="inline-flex items-center gap-1 text-xs text-muted-foreground"
            >
              <Icon name="languages" aria-hidden className="size-3.5" />
              {fill(copy.writtenIn, {
                language:
                  new Intl.DisplayNames(locale, { type: "language" }).of(review.language) ??
                  review.language,
              })}
            </span>
          ) : null}
        </div>
        <Heading lang={review.language} className="font-display text-lg leading-snug font-semibold">
          {review.title}
        </Heading>
      </header>

      <ReviewText text={review.text} language={review.language} />

      <ul
        data-slot="review-card-meta"
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
      >
        <li className="font-medium text-foreground">{authorLine(review, locale, copy)}</li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="calendar-days" aria-hidden className="size-4" />
          {fill(copy.travelled, { date: travelled })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="users" aria-hidden className="size-4" />
          {copy.companion[review.companions]}
        </li>
      </ul>

      {review.lodges && review.lodges.length > 0 ? (
        <section data-slot="review-card-lodges" className="flex flex-col gap-2">
          <SubHeading className="text-sm font-medium text-foreground">{copy.lodges}</SubHeading>
          <ul className="flex flex-col gap-1.5">
            {review.lodges.map((lodge) => (
              <li
                key={lodge.name}
                className="flex flex-wrap items-center justify-between gap-x-3 text-sm"
              >
                <span>{lodge.name}</span>
                <RatingStars rating={lodge.rating} size="sm" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {review.reply ? (
        <section
          data-slot="review-card-reply"
          className="flex flex-col gap-1 rounded-lg bg-muted p-4 text-sm"
        >
          <SubHeading className="font-medium text-foreground">
            {fill(copy.replyFrom, { name: review.reply.from })}
          </SubHeading>
          <p lang={review.reply.language} className="leading-relaxed whitespace-pre-line">
            {review.reply.text}
          </p>
        </section>
      ) : null}
    </article>
  );
}

export { ReviewCard, type ShownReview };
