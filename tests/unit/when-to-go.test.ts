import { describe, expect, it } from "vitest";
import { destinations } from "../../data/content/destinations";
import { whenToGo, type MonthFacts } from "../../data/content/when-to-go";

const slugs = destinations.map((destination) => destination.slug);
const [april, may] = [3, 4];
const juneToSeptember = [5, 6, 7, 8];

/** The facts for one destination, failing clearly when it has none. */
function yearOf(slug: string): readonly MonthFacts[] {
  const year = whenToGo[slug];
  if (!year) throw new Error(`no when-to-go facts for ${slug}`);
  return year;
}

function month(slug: string, index: number): MonthFacts {
  const facts = yearOf(slug)[index];
  if (!facts) throw new Error(`${slug} has no facts for month ${index + 1}`);
  return facts;
}

describe("when to go", () => {
  it("covers exactly the site's destinations", () => {
    expect(Object.keys(whenToGo).sort()).toEqual([...slugs].sort());
  });

  describe.each(slugs)("%s", (slug) => {
    it("has twelve months of facts", () => {
      expect(yearOf(slug)).toHaveLength(12);
    });

    it("has a short, non-empty note for each month, none repeated", () => {
      const notes = yearOf(slug).map((facts) => facts.note.trim());
      for (const note of notes) {
        expect(note).not.toBe("");
        expect(note.length).toBeLessThanOrEqual(120);
      }
      expect(new Set(notes).size).toBe(notes.length);
    });

    it("gives each month a low below its high", () => {
      for (const facts of yearOf(slug)) expect(facts.lowC).toBeLessThan(facts.highC);
    });

    it("has at least one best month", () => {
      expect(yearOf(slug).some((facts) => facts.best)).toBe(true);
    });

    it("never calls June to September wet, as the site's dry season runs June to October", () => {
      for (const index of juneToSeptember) expect(month(slug, index).rain).not.toBe("wet");
    });
  });

  it.each(["masai-mara", "serengeti"])(
    "does not recommend the long rains of April and May in %s",
    (slug) => {
      for (const index of [april, may]) {
        expect(month(slug, index).best).toBe(false);
        expect(month(slug, index).season).not.toBe("high");
      }
    },
  );

  it("names August in the Masai Mara and February in the Serengeti as best months", () => {
    expect(month("masai-mara", 7).best).toBe(true);
    expect(month("serengeti", 1).best).toBe(true);
  });
});
