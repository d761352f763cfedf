import {
  cardsIn,
  destinationListing,
  destinationsIn,
  faqIn,
  galleryIn,
  loadContent,
  monthGuides,
  pageCollections,
  pageIn,
  whenToGoIn,
} from "../../data/content/load";
import { localiseTours, routesFromContent } from "../../data/content/tours";
import {
  generatedFile,
  everyLanguageTexts,
  generatedEveryLanguageFile,
  generatedPageFile,
  generatedReviewsFile,
  generatedRoutesFile,
} from "../../data/content/generated";
import {
  cardRatings,
  featuredReviews,
  newestFirst,
  publishedReview,
  reviewsByTour,
} from "../../data/content/reviews";
import { locales, translatedLocales } from "../../data/domain/locales";
import { tourDerivations } from "../../data/content/tour-listing";
import { writeGenerated } from "./write-generated";

/**
 * The content files for the pages, as `npm run tour-data` writes them (scripts/tour-data.ts says
 * which); throws `ContentErrors` (the file, the field and what is wrong) when a content file
 * breaks the schema or lacks a translation.
 */
export function writeContentData(): void {
  const { entries, vocabulary, tours, faq, services, tips, destinations, pages, gallery, reviews } =
    loadContent();
  writeGenerated(
    generatedFile("tours", "en"),
    `${JSON.stringify(tours)}\n`,
    "tour data",
    `${tours.length} tours`,
  );
  for (const [name, derive] of Object.entries(tourDerivations)) {
    writeGenerated(
      generatedFile(name as keyof typeof tourDerivations, "en"),
      `${JSON.stringify(tours.map(derive))}\n`,
      "tour data",
      `${tours.length} ${name}`,
    );
  }
  const routes = routesFromContent(entries);
  writeGenerated(
    generatedRoutesFile,
    `${JSON.stringify(routes)}\n`,
    "tour data",
    `${Object.keys(routes).length} routes`,
  );
  for (const locale of translatedLocales) {
    const localised = localiseTours(tours, entries, vocabulary, locale);
    writeGenerated(
      generatedFile("tours", locale),
      `${JSON.stringify(localised)}\n`,
      "tour data",
      `${locale} tours`,
    );
    for (const [name, derive] of Object.entries(tourDerivations)) {
      writeGenerated(
        generatedFile(name as keyof typeof tourDerivations, locale),
        `${JSON.stringify(localised.map(derive))}\n`,
        "tour data",
        `${locale} ${name}`,
      );
    }
  }
  for (const locale of locales) {
    const items = faqIn(faq, locale);
    writeGenerated(
      generatedFile("faq", locale),
      `${JSON.stringify(items)}\n`,
      "faq data",
      `${items.length} ${locale} questions`,
    );
    for (const [name, cards] of [
      ["services", services],
      ["tips", tips],
    ] as const) {
      const shown = cardsIn(cards, locale);
      writeGenerated(
        generatedFile(name, locale),
        `${JSON.stringify(shown)}\n`,
        `${name} data`,
        `${shown.length} ${locale} ${name}`,
      );
    }
    const guides = destinationsIn(destinations, locale);
    writeGenerated(
      generatedFile("destinations", locale),
      `${JSON.stringify(guides)}\n`,
      "destinations data",
      `${guides.length} ${locale} destinations`,
    );
    writeGenerated(
      generatedFile("destination-list", locale),
      `${JSON.stringify(guides.map(destinationListing))}\n`,
      "destinations data",
      `${guides.length} ${locale} destinations' listings`,
    );
    const years = whenToGoIn(destinations, locale);
    writeGenerated(
      generatedFile("when-to-go", locale),
      `${JSON.stringify(years)}\n`,
      "when-to-go data",
      `${locale} months of ${guides.length} destinations`,
    );
    writeGenerated(
      generatedFile("when-to-go-months", locale),
      `${JSON.stringify(monthGuides(years))}\n`,
      "when-to-go data",
      `${locale} destinations of each month`,
    );
  }
  for (const locale of locales) {
    const photos = galleryIn(gallery, locale);
    writeGenerated(
      generatedFile("gallery", locale),
      `${JSON.stringify(photos)}\n`,
      "gallery data",
      `${photos.length} ${locale} photos`,
    );
  }
  const published = newestFirst(reviews.map(({ value }) => publishedReview(value)));
  const byTour = reviewsByTour(published);
  const slugOf = (id: string) => tours.find((tour) => tour.id === id)?.slug;
  for (const [name, data] of [
    ["reviews", published],
    ["tour-reviews", byTour.map((entry) => ({ ...entry, slug: slugOf(entry.tour) }))],
    ["tour-ratings", cardRatings(byTour, slugOf)],
    ["featured-reviews", featuredReviews(published)],
  ] as const)
    writeGenerated(
      generatedReviewsFile(name),
      `${JSON.stringify(data)}\n`,
      "reviews data",
      `${published.length} reviews' ${name}`,
    );
  for (const page of pageCollections)
    for (const locale of locales)
      writeGenerated(
        generatedPageFile(page, locale),
        `${JSON.stringify(pageIn(page, pages[page], locale))}\n`,
        "page data",
        `${locale} ${page}`,
      );
  for (const page of everyLanguageTexts)
    writeGenerated(
      generatedEveryLanguageFile(page),
      `${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, pageIn(page, pages[page], locale)])))}\n`,
      "page data",
      `${page} in every language`,
    );
}
