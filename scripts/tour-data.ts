/**
 * `npm run tour-data`: the content files for the pages. The tours of content/tours/*.yaml, checked by the schema and normalised by
 * the spec's rules, into data/generated/tours.json (English, which data/content/tour-set.ts loads) and one
 * file per language, data/generated/tours.<locale>.json, with each text translated by its stable
 * id (which the site-locale build plugin and the search records read), and their route maps'
 * journeys into data/generated/tour-routes.json (data/content/tour-routes.ts); the FAQ, the services and
 * the travel tips of content/faq/, content/services/ and content/tips/ into
 * data/generated/<name>.json and <name>.<locale>.json likewise (the gallery's photos of
 * content/gallery/ too); the destinations of content/destinations/ into
 * destinations[.<locale>].json (the guides) and when-to-go[.<locale>].json (their months, which
 * only the when-to-go pages load); and each page file (content/pages/about.yaml…) into
 * data/generated/<page>.json and <page>.<locale>.json. A content file that breaks
 * the schema or lacks a translation stops it with the file, the field and what is wrong. Run it
 * (or `npm run assets`) after editing content/ or data/domain/tour-rules.ts; a unit test fails while
 * the files are out of date.
 */
import { ContentErrors } from "../data/content/load";
import { writeContentData } from "./lib/content-data";

try {
  writeContentData();
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
