import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { ContentErrors, loadContent } from "../../data/content/load";
import {
  cardRatings,
  featuredReviews,
  latestOnTourPage,
  newestFirst,
  publishedReview,
  reviewSummary,
  reviewsByTour,
  type PublishedReview,
} from "../../data/content/reviews";
import { validateContent, type ReviewFile } from "../../data/content/schema";

/** The fixture reviews the end-to-end tests publish (tests/fixtures/reviews/), as files. */
const fixtureDir = path.resolve(import.meta.dirname, "../fixtures/reviews");
const fixtureFiles = readdirSync(fixtureDir).filter((name) => name.endsWith(".yaml"));
const readFixture = (name: string) => yaml.load(readFileSync(path.join(fixtureDir, name), "utf8"));

function checked(data: unknown, id = "r7k2m9q4x1"): ReviewFile {
  const result = validateContent("reviews", id, data);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const fixtures = fixtureFiles.map((name) => publishedReview(checked(readFixture(name))));

/** A review of `tour` rated `rating`, published on `published`. */
const review = (
  tour: string,
  rating: number,
  published: string,
  id = published,
): PublishedReview => ({
  ...fixtures[0]!,
  id,
  tour,
  rating,
  published,
  featured: false,
});

describe("a published review's file", () => {
  it("is read as the contract writes it: dates as written, the month as numbers", () => {
    const anna = publishedReview(checked(readFixture("r7k2m9q4x1.yaml")));
    expect(anna).toMatchObject({
      tour: "luxury-7-days",
      language: "de",
      travelled: { year: 2026, month: 10 },
      companions: "couple",
      firstName: "Anna",
      country: "DE",
      published: "2026-11-20",
      reply: { text: "Asante sana, Anna! Joseph sends his greetings.", date: "2026-11-21" },
    });
  });

  it("keeps markup as the text it is", () => {
    const file = { ...(readFixture("b3n8c2v5z0.yaml") as object), text: "<b>Great</b> trip" };
    expect(publishedReview(checked(file, "b3n8c2v5z0")).text).toBe("<b>Great</b> trip");
  });

  it("is refused with the field and the reason when it breaks the contract", () => {
    const base = readFixture("b3n8c2v5z0.yaml") as Record<string, unknown>;
    const refused = (change: Record<string, unknown>) => {
      const result = validateContent("reviews", "b3n8c2v5z0", { ...base, ...change });
      return result.ok ? [] : result.errors.map(({ field, message }) => `${field}: ${message}`);
    };
    expect(refused({ rating: 6 })).toEqual(["rating: The rating must be from 1 to 5."]);
    expect(refused({ rating: 4.5 })).toEqual([
      "rating: The rating must be a whole number from 1 to 5.",
    ]);
    expect(refused({ language: "pt" })).toEqual([
      "language: The language is one of the site's: en, de, fr, it, es, zh.",
    ]);
    expect(refused({ with: "colleagues" })).toEqual([
      "with: With is one of: couple, family, friends, solo.",
    ]);
    expect(refused({ travelled: "2026-13" })).toEqual([
      "travelled: Travelled must be a month such as 2026-10.",
    ]);
    expect(refused({ title: " " })).toEqual(["title: The title is empty."]);
    expect(refused({ country: "Germany" })).toEqual([
      "country: The country is a two-letter code such as DE.",
    ]);
    expect(refused({ pending: true })).toEqual([": pending is not a field of this entry."]);
  });
});

describe("the reviews' reader", () => {
  it("averages to one decimal, rounding a half up", () => {
    expect(
      reviewSummary([review("a", 5, "2026-01-01"), review("a", 4, "2026-01-02")]).average,
    ).toBe(4.5);
    const thirds = [
      review("a", 4, "2026-01-01"),
      review("a", 4, "2026-01-02"),
      review("a", 5, "2026-01-03"),
    ];
    expect(reviewSummary(thirds)).toEqual({
      average: 4.3,
      count: 3,
      distribution: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 },
    });
    const quarter = [5, 4, 4, 4].map((rating, index) =>
      review("a", rating, `2026-01-0${index + 1}`),
    );
    expect(reviewSummary(quarter).average).toBe(4.3);
    expect(reviewSummary([])).toEqual({
      average: 0,
      count: 0,
      distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
  });

  it("puts the newest first, and a tour's page shows its latest five", () => {
    const seven = [3, 1, 7, 5, 2, 6, 4].map((day) => review("a", 5, `2026-02-0${day}`));
    expect(newestFirst(seven).map((r) => r.published.slice(-1))).toEqual([
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
    const [a] = reviewsByTour(seven);
    expect(a!.summary.count).toBe(7);
    expect(a!.latest).toHaveLength(latestOnTourPage);
    expect(a!.latest[0]!.published).toBe("2026-02-07");
  });

  it("gives a tour's card its average and count from its third review, by the tour's slug", () => {
    const ratings = cardRatings(
      reviewsByTour([
        review("rated", 5, "2026-03-01"),
        review("rated", 4, "2026-03-02"),
        review("rated", 4, "2026-03-03"),
        review("two", 5, "2026-03-04"),
        review("two", 5, "2026-03-05"),
        review("gone", 5, "2026-03-06"),
        review("gone", 5, "2026-03-07"),
        review("gone", 5, "2026-03-08"),
      ]),
      (tour) => (tour === "gone" ? undefined : `${tour}-safari`),
    );
    expect(ratings).toEqual({ "rated-safari": { average: 4.3, count: 3 } });
  });

  it("features the reviews the operator picked, newest first", () => {
    expect(featuredReviews(fixtures).map((r) => r.id)).toEqual(["r7k2m9q4x1", "c4e6g8j2l5"]);
  });
});

describe("the content's reviews", () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** A copy of the content with the fixture reviews, and `extra` files beside them. */
  function contentWithReviews(extra: Record<string, unknown> = {}): string {
    const root = mkdtempSync(path.join(tmpdir(), "reviews-"));
    roots.push(root);
    cpSync(path.resolve(import.meta.dirname, "../../content"), path.join(root, "content"), {
      recursive: true,
    });
    cpSync(fixtureDir, path.join(root, "content", "reviews"), { recursive: true });
    for (const [name, data] of Object.entries(extra))
      writeFileSync(path.join(root, "content", "reviews", name), yaml.dump(data));
    return root;
  }

  it("ship empty: the repository holds no review", () => {
    expect(loadContent().reviews).toEqual([]);
  });

  it("are loaded from content/reviews/", () => {
    const { reviews } = loadContent({ root: contentWithReviews() });
    expect(reviews.map(({ id }) => id).sort()).toEqual(
      fixtureFiles.map((name) => name.slice(0, -5)).sort(),
    );
  });

  it("name a tour that exists and the file they are in", () => {
    const stray = { ...(readFixture("b3n8c2v5z0.yaml") as object), id: "x1", tour: "no-such-tour" };
    const root = contentWithReviews({ "y2.yaml": stray });
    expect(() => loadContent({ root })).toThrow(ContentErrors);
    try {
      loadContent({ root });
    } catch (error) {
      expect((error as ContentErrors).errors.map(({ field }) => field)).toEqual(["id", "tour"]);
    }
  });
});
