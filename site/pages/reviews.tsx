import { Link, Redirect } from "wouter";
import { navMessages } from "#messages/nav";
import { reviewsMessages } from "#messages/reviews";
import { emptyStateCopy } from "#messages/kit-empty-state";
import { tourListings } from "../../data/content/package-cards";
import { publishedReviews } from "../../data/content/published-reviews";
import { reviewSummary } from "../../data/content/reviews";
import { intlLocale } from "../i18n/intl-locale";
import { locale } from "../i18n/current-locale";
import { cn } from "../../ui/cn";
import { EmptyState } from "../../ui/empty-state";
import { Icon } from "../../ui/icon";
import { RatingSummary } from "../../ui/rating-summary";
import { PageIntro } from "../components/page-intro";
import { ReviewList, reviewKitCopy } from "../components/review-list";
import { withKitCopy } from "../components/with-kit-copy";
import { fill, plural } from "../i18n/format";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";

const copy = reviewsMessages;

/**
 * The reviewed tours, in the tour list's order, each with how many reviews it has: counted as
 * the page renders, so the prerender knows this page alone reads the reviews
 * (scripts/lib/content-reads.ts).
 */
function reviewedTours() {
  return tourListings.flatMap((tour) => {
    const count = publishedReviews.filter((review) => review.tour === tour.id).length;
    return count > 0 ? [{ id: tour.id, slug: tour.slug, title: tour.title, count }] : [];
  });
}

const ratings = [5, 4, 3, 2, 1] as const;

/**
 * The rating filter works before any script: the stylesheet reads the checked choice and hides
 * the reviews with another rating, and says so where none is left.
 */
const ratingFilterStyle = ratings
  .map(
    (n) =>
      `#review-filter:has(input[value="${n}"]:checked)~#review-list>li:not([data-rating="${n}"]){display:none}` +
      `#review-filter:has(input[value="${n}"]:checked)~#review-list:not(:has(>li[data-rating="${n}"]))~#review-no-match{display:block}`,
  )
  .join("");

const chip =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-card px-3.5 text-sm font-medium text-foreground";
const chipFocus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The tours to read the reviews of: links to each reviewed tour's page of reviews. */
function TourFilter({ current }: { current?: string }) {
  const links = [
    { href: paths.reviews, label: copy.allTours, slug: undefined },
    ...reviewedTours().map((tour) => ({
      href: paths.tourReviews(tour.slug),
      label: `${tour.title} (${new Intl.NumberFormat(intlLocale).format(tour.count)})`,
      slug: tour.slug,
    })),
  ];
  return (
    <nav aria-labelledby="review-tour-filter" className="flex flex-col gap-2">
      <h2 id="review-tour-filter" className="text-sm font-semibold text-foreground">
        {copy.tour}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const currentLink = link.slug === current;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={currentLink ? "page" : undefined}
                className={cn(
                  chip,
                  chipFocus,
                  "hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The rating to show: radios the stylesheet reads (`ratingFilterStyle`). */
function RatingFilter() {
  const choices = [
    { value: "all", label: copy.allRatings },
    ...ratings.map((n) => ({
      value: String(n),
      label: fill(plural(copy.stars, n, locale), {
        count: new Intl.NumberFormat(intlLocale).format(n),
      }),
    })),
  ];
  return (
    <form
      id="review-filter"
      className="flex flex-col gap-2"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">{copy.rating}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                chip,
                "cursor-pointer hover:bg-muted has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              )}
            >
              <input
                type="radio"
                name="rating"
                value={choice.value}
                defaultChecked={choice.value === "all"}
                className="sr-only"
              />
              {choice.value !== "all" ? (
                <Icon name="star" aria-hidden className="size-3.5 fill-current" />
              ) : null}
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}

/**
 * Every published review (/reviews), or one tour's (/reviews/<tour's slug>): the summary, the
 * tours and ratings to filter by, and the reviews, newest first, each in its own language.
 */
export const ReviewsPage = withKitCopy(
  { ...reviewKitCopy, ...emptyStateCopy },
  function ReviewsPage({ slug }: { slug?: string }) {
    const tour = slug ? reviewedTours().find((candidate) => candidate.slug === slug) : undefined;
    const path = tour ? paths.tourReviews(tour.slug) : paths.reviews;
    const title = tour ? fill(copy.meta.tourTitle, { tour: tour.title }) : navMessages.reviews;
    usePageMeta({
      title,
      description: tour
        ? fill(copy.meta.tourDescription, { tour: tour.title })
        : copy.meta.description,
      path,
      breadcrumbs: [
        { name: navMessages.reviews, path: paths.reviews },
        ...(tour ? [{ name: tour.title, path }] : []),
      ],
    });
    if (slug && !tour) return <Redirect to={paths.reviews} replace />;
    const reviews = tour
      ? publishedReviews.filter((review) => review.tour === tour.id)
      : publishedReviews;

    return (
      <>
        <PageIntro title={title} description={copy.intro} />
        <div className="mx-auto flex max-w-4xl flex-col gap-10 px-5 py-12 sm:px-8 sm:py-16">
          {reviews.length === 0 ? (
            <EmptyState
              message={copy.empty}
              icon={<Icon name="star" aria-hidden className="size-6" />}
            />
          ) : (
            <>
              <RatingSummary {...reviewSummary(reviews)} aria-label={title} />
              <section aria-label={copy.filters} className="flex flex-col gap-6">
                <style>{ratingFilterStyle}</style>
                <TourFilter current={tour?.slug} />
                <RatingFilter />
                <ReviewList
                  id="review-list"
                  reviews={reviews}
                  headingLevel="h2"
                  after={
                    tour
                      ? undefined
                      : (review) => {
                          const reviewed = tourListings.find(
                            (listing) => listing.id === review.tour,
                          );
                          return reviewed ? (
                            <p className="px-1 text-sm text-muted-foreground">
                              {fill(copy.aboutTour, {
                                tour: (
                                  <Link
                                    href={paths.tour(reviewed.slug)}
                                    className="font-medium text-primary underline-offset-4 hover:underline"
                                  >
                                    {reviewed.title}
                                  </Link>
                                ),
                              })}
                            </p>
                          ) : null;
                        }
                  }
                />
                <p id="review-no-match" className="hidden text-muted-foreground">
                  {copy.noMatch}
                </p>
              </section>
            </>
          )}
        </div>
      </>
    );
  },
);
