/**
 * `npm run tour-data`: the tours of content/tours/*.yaml, checked by the schema and normalised by
 * the spec's rules, into data/generated/tours.json (English, which data/tours.ts loads) and one
 * file per language, data/generated/tours.<locale>.json, with each text translated by its stable
 * id (which the site-locale build plugin and the search records read). A content file that breaks
 * the schema or lacks a translation stops it with the file, the field and what is wrong. Run it
 * (or `npm run assets`) after editing content/ or data/tour-rules.ts; a unit test fails while
 * the files are out of date.
 */
import { ContentErrors, loadTourContent } from "../data/content/load";
import { localiseTours } from "../data/content/tours";
import { generatedToursFile } from "../data/content/generated-tours";
import { translatedLocales } from "../data/locales";
import { writeGenerated } from "./lib/write-generated";

try {
  const { entries, vocabulary, tours } = loadTourContent();
  writeGenerated(
    generatedToursFile("en"),
    `${JSON.stringify(tours)}\n`,
    "tour data",
    `${tours.length} tours`,
  );
  for (const locale of translatedLocales) {
    const localised = localiseTours(tours, entries, vocabulary, locale);
    writeGenerated(
      generatedToursFile(locale),
      `${JSON.stringify(localised)}\n`,
      "tour data",
      `${locale} tours`,
    );
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
