/**
 * `npm run tour-data`: the content files for the pages. The tours of content/tours/*.yaml, checked by the schema and normalised by
 * the spec's rules, into data/generated/tours.json (English, which data/tours.ts loads) and one
 * file per language, data/generated/tours.<locale>.json, with each text translated by its stable
 * id (which the site-locale build plugin and the search records read), and their route maps'
 * journeys into data/generated/tour-routes.json (data/tour-routes.ts); the FAQ, the services and
 * the travel tips of content/faq/, content/services/ and content/tips/ into
 * data/generated/<name>.json and <name>.<locale>.json likewise (the gallery's photos of
 * content/gallery/ too); the destinations of content/destinations/ into
 * destinations[.<locale>].json (the guides) and when-to-go[.<locale>].json (their months, which
 * only the when-to-go pages load); and each page file (content/pages/about.yaml…) into
 * data/generated/<page>.json and <page>.<locale>.json. A content file that breaks
 * the schema or lacks a translation stops it with the file, the field and what is wrong. Run it
 * (or `npm run assets`) after editing content/ or data/tour-rules.ts; a unit test fails while
 * the files are out of date.
 */
import {
  cardsIn,
  ContentErrors,
  destinationsIn,
  faqIn,
  galleryIn,
  loadContent,
  pageCollections,
  pageIn,
  whenToGoIn,
} from "../data/content/load";
import { localiseTours, routesFromContent } from "../data/content/tours";
import { generatedFile, generatedPageFile, generatedRoutesFile } from "../data/content/generated";
import { locales, translatedLocales } from "../data/locales";
import { writeGenerated } from "./lib/write-generated";

try {
  const { entries, vocabulary, tours, faq, services, tips, destinations, pages, gallery } =
    loadContent();
  writeGenerated(
    generatedFile("tours", "en"),
    `${JSON.stringify(tours)}\n`,
    "tour data",
    `${tours.length} tours`,
  );
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
      generatedFile("when-to-go", locale),
      `${JSON.stringify(whenToGoIn(destinations, locale))}\n`,
      "when-to-go data",
      `${locale} months of ${guides.length} destinations`,
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
  for (const page of pageCollections)
    for (const locale of locales)
      writeGenerated(
        generatedPageFile(page, locale),
        `${JSON.stringify(pageIn(page, pages[page], locale))}\n`,
        "page data",
        `${locale} ${page}`,
      );
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
