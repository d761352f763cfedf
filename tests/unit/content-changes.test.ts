import { describe, expect, it } from "vitest";
import { changedFields, mergeByPart, namedFields } from "../../server/content/changes";

const tour = {
  en: { title: "Mara", costs: { solo: "$5405" }, days: [{ title: "Nairobi" }, { title: "Mara" }] },
  de: { title: "Mara", days: [{ title: "Nairobi" }, { title: "Masai Mara" }] },
};
const copy = () => structuredClone(tour);

describe("the fields a save changed", () => {
  it("names each changed text by its path, and nothing for an unchanged entry", () => {
    const after = copy();
    after.en.costs.solo = "$5600";
    after.de.days[1]!.title = "Die Mara";
    expect(changedFields(tour, after)).toEqual(["en.costs.solo", "de.days.1.title"]);
    expect(changedFields(tour, copy())).toEqual([]);
  });

  it("names a list whose length changed as a whole, and a new entry as a whole", () => {
    const after = copy();
    after.en.days.push({ title: "Amboseli" });
    expect(changedFields(tour, after)).toEqual(["en.days"]);
    expect(changedFields(undefined, tour)).toEqual(["(the whole entry)"]);
  });

  it("cuts a commit's list of fields short, saying how many more", () => {
    const fields = Array.from({ length: 45 }, (_, index) => `en.days.${index}.title`);
    expect(namedFields(fields)).toHaveLength(41);
    expect(namedFields(fields).at(-1)).toBe("and 5 more");
  });
});

describe("two saves made on the same version", () => {
  it("keep both when they changed different languages", () => {
    const english = copy();
    english.en.costs.solo = "$5600";
    const german = copy();
    german.de.days[1]!.title = "Die Mara";
    expect(mergeByPart(tour, english, german)).toEqual({
      en: english.en,
      de: german.de,
    });
  });

  it("conflict when both changed the same language differently", () => {
    const first = copy();
    first.en.costs.solo = "$5600";
    const second = copy();
    second.en.title = "The Mara";
    expect(mergeByPart(tour, first, second)).toBeNull();
  });

  it("agree when both made the same change", () => {
    const first = copy();
    first.en.costs.solo = "$5600";
    expect(mergeByPart(tour, first, structuredClone(first))).toEqual(first);
  });
});
