import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { intlLocales, localizedPath, locales, type Locale } from "../../data/domain/locales";
import { slugify } from "../../data/domain/tour-rules";
import { formatPrice } from "../../ui/format-price";

/**
 * The edits `npm run bench:publish` times, the ones an operator makes most: a price change, a
 * translation fix and a new tour, each as the file it writes and what each page must show once
 * it is live; and a review published from the desk, as the file the desk writes.
 */

export const tourEntry = "content/tours/luxury-7-days.yaml";
export const newTourEntry = "content/tours/bench-publish-new-tour.yaml";
const tourSlug = "7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara";
export const tourPath = (locale: Locale, slug = tourSlug) =>
  localizedPath(locale, `/safari-tours/${slug}`);

type TourFile = Record<string, { title?: string; [field: string]: unknown }>;

export type LivePage = { path: string; shows: string };

export type BenchEdit = {
  name: string;
  /** The entry's file (relative to the checkout), its text, and what the pages show with it. */
  change: (run: number) => { file: string; text: string; pages: LivePage[] };
};

/** The tour's price for two, per person, and a day's German title, as the release has them. */
export const releasePrice = 3517;
export const germanDayTitle = "Von Nairobi ins Samburu National Reserve";

/** The tour's file as the checkout at `root` has it, and the edits made from it. */
export function benchEdits(root: string): { original: string; edits: BenchEdit[] } {
  const original = readFileSync(path.join(root, tourEntry), "utf8");
  const edits: BenchEdit[] = [
    {
      name: "price change",
      change: (run) => {
        const price = 3600 + run;
        return {
          file: tourEntry,
          text: original.replace(`perPersonForTwo: $${releasePrice}`, `perPersonForTwo: $${price}`),
          pages: (["en", "de", "zh"] as const).map((locale) => ({
            path: tourPath(locale),
            shows: formatPrice(price, intlLocales[locale]),
          })),
        };
      },
    },
    {
      name: "translation fix (German day title)",
      change: (run) => {
        const title = `Von Nairobi ins Samburu-Nationalreservat ${"·".repeat(run + 1)}`;
        const german = original.indexOf("\nde:");
        const text =
          original.slice(0, german) +
          original.slice(german).replace(`title: ${germanDayTitle}`, `title: ${title}`);
        return { file: tourEntry, text, pages: [{ path: tourPath("de"), shows: title }] };
      },
    },
    {
      name: "new tour",
      change: (run) => {
        const tour = yaml.load(original) as TourFile;
        const title = `8-Day Kenya Highlands Safari Sample ${run + 1}`;
        const titleIn = (locale: Locale) => (locale === "en" ? title : `${title} (${locale})`);
        for (const locale of locales) {
          const entry = tour[locale];
          if (entry) entry.title = titleIn(locale);
        }
        const slug = slugify(title);
        return {
          file: newTourEntry,
          text: yaml.dump(tour, { lineWidth: 100 }),
          pages: locales.map((locale) => ({
            path: tourPath(locale, slug),
            shows: titleIn(locale),
          })),
        };
      },
    },
  ];
  return { original, edits };
}

/** Where the desk writes the review `npm run bench:publish` publishes (content/reviews/<id>.yaml). */
export const reviewsFolder = "content/reviews";

/**
 * A traveller's review of the tour, as the desk writes it when the operator publishes it: it
 * shows on the tour's page in every language, in the language it was written in.
 */
export const reviewEdit: BenchEdit = {
  name: "published review",
  change: (run) => {
    const id = `benchrev${String(run).padStart(2, "0")}`;
    const title = `Lions at first light in the Mara, trip ${run + 1}`;
    const review = {
      id,
      tour: path.basename(tourEntry, ".yaml"),
      language: "en",
      rating: 5,
      lodges: [{ name: "Ashnil Mara Camp", rating: 5 }],
      title,
      text: "Our guide found a pride of lions at first light on every morning drive.",
      travelled: "2026-10",
      with: "couple",
      published: "2026-11-28",
      featured: false,
    };
    return {
      file: `${reviewsFolder}/${id}.yaml`,
      text: yaml.dump(review, { lineWidth: 100 }),
      pages: locales.map((locale) => ({ path: tourPath(locale), shows: title })),
    };
  },
};

/**
 * Seconds from `started` until every page shows what it must (5 min at most). One page is asked
 * for every 100 ms, the first that does not show it yet, and the next at once when it does: the
 * pages of a publish go live together. Asking for all of them every 100 ms (30 pages a second,
 * each read whole by the server and by the bench) slowed the publish it timed by about 1.2 s of
 * a price change's 10.5 s, on the two cores the publish needs.
 */
export async function secondsUntilLive(
  shows: (page: LivePage) => Promise<boolean>,
  pages: LivePage[],
  started: number,
  name: string,
): Promise<number> {
  const waiting = [...pages];
  const deadline = started + 5 * 60_000;
  while (waiting.length > 0) {
    if (await shows(waiting[0]!)) {
      waiting.shift();
      continue;
    }
    if (Date.now() > deadline) throw new Error(`"${name}" was not live after 5 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - started) / 1000;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The results' table, as docs/operations.md gives it. */
export function printResults(title: string, results: Array<[string, number[]]>): void {
  console.log(`\n${title}`);
  console.log("| edit | median | runs |\n|---|---|---|");
  for (const [name, times] of results)
    console.log(
      `| ${name} | ${median(times)?.toFixed(1)} s | ${times.map((t) => t.toFixed(1)).join(", ")} |`,
    );
}
