import { useEffect, useState } from "react";
import { Link } from "wouter";
import { fieldCopy } from "#messages/kit-field";
import { reviewFormCopy } from "#messages/kit-review-form";
import { starRatingCopy } from "#messages/kit-star-rating";
import { reviewMessages } from "#messages/review";
import {
  reviewLimits,
  reviewTokenPattern,
  type ReviewLinkRefusal,
  type ReviewTrip,
} from "../../data/domain/reviews";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { ReviewForm, type ReviewValues } from "../../ui/review-form";
import { buildDate } from "../build-info";
import { withKitCopy } from "../components/with-kit-copy";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { openReviewLink, sendReview } from "../services/reviews";

const copy = reviewMessages;

/**
 * The form posts to the page's own address, whatever its token: the one shell serves every
 * link, and a post before the page's script ran reaches the server with the token it came by.
 */
const ownAddress = "?";

/** The form's id, by which the values typed before the script ran are carried into it. */
const formId = "review-form";

/**
 * The years offered before the link's trip is known: the build's and the two before it, the
 * same in the prerender and the hydrating script.
 */
function recentYears(): number[] {
  const year = buildDate.getUTCFullYear();
  return [year - 2, year - 1, year];
}

/** What the traveller typed into the form before its script took over. */
function typedValues(): Partial<ReviewValues> {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}

function Refused({ reason }: { reason: ReviewLinkRefusal }) {
  const { title, text } = copy[reason];
  return (
    <section
      aria-labelledby="review-notice-title"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-5 px-5 py-20 text-center"
    >
      <h1 id="review-notice-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h1>
      <p className="max-w-md text-lg leading-relaxed text-muted-foreground">{text}</p>
      <Link href={paths.contact} className={buttonVariants({ size: "lg" })}>
        <Icon name="mail" aria-hidden />
        {copy.contact}
      </Link>
    </section>
  );
}

type PageState =
  | { kind: "form"; trip: ReviewTrip | null; typed: Partial<ReviewValues> }
  | { kind: "refused"; reason: ReviewLinkRefusal };

/**
 * A traveller's review of their trip (`/review/<token>`, issue #62), by the link e-mailed to
 * them after it. The server sends the one shell of the link's language, whose form works before
 * any script (it posts to the server, which answers in this language); the script then fills in
 * the trip's lodges, month and year, and sends the review itself.
 */
export const ReviewPage = withKitCopy(
  { ...reviewFormCopy, ...starRatingCopy, ...fieldCopy },
  function ReviewPage({ slug: token }: { slug: string }) {
    const [state, setState] = useState<PageState>({ kind: "form", trip: null, typed: {} });
    usePageMeta({ title: copy.metaTitle, description: copy.metaDescription, noIndex: true });

    useEffect(() => {
      if (!token) return;
      if (!reviewTokenPattern.test(token)) {
        setState({ kind: "refused", reason: "unknown" });
        return;
      }
      let current = true;
      openReviewLink(token).then(
        (answer) => {
          if (!current) return;
          setState(
            "refused" in answer
              ? { kind: "refused", reason: answer.refused }
              : { kind: "form", trip: answer.trip, typed: typedValues() },
          );
        },
        // The form still works as it is: it posts to the server, which knows the trip.
        (error: unknown) => console.warn("The review link could not be opened:", error),
      );
      return () => {
        current = false;
      };
    }, [token]);

    if (state.kind === "refused") return <Refused reason={state.reason} />;
    const { trip, typed } = state;
    const send = async (values: ReviewValues) => {
      const refused = await sendReview(token, values);
      if (refused) setState({ kind: "refused", reason: refused });
    };
    return (
      <article aria-labelledby="review-title">
        <header className="border-b border-border bg-primary-soft">
          <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-10 sm:px-8 sm:py-14">
            <p className="text-sm font-semibold tracking-wide text-primary-soft-foreground uppercase">
              {copy.eyebrow}
            </p>
            <h1
              id="review-title"
              className="font-display text-3xl leading-tight font-semibold sm:text-5xl"
            >
              {copy.title}
            </h1>
            <p className="max-w-2xl text-lg leading-relaxed">{copy.intro}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
          <ReviewForm
            // The trip's lodges and dates come with the link: the form starts again with them
            // and with whatever was typed before.
            key={trip ? "trip" : "shell"}
            id={formId}
            action={ownAddress}
            lodges={trip?.lodges ?? []}
            years={trip?.years ?? recentYears()}
            limits={reviewLimits}
            defaultValues={
              trip
                ? {
                    travelledMonth: trip.travelledMonth,
                    travelledYear: trip.travelledYear,
                    ...typed,
                  }
                : undefined
            }
            onSubmit={trip ? send : undefined}
            errorMessage={copy.sendFailed}
          />
        </div>
      </article>
    );
  },
);
