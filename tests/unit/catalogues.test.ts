import { describe, expect, it } from "vitest";
import { placeholders } from "../../data/content-modules";
import { translatedLocales } from "../../data/locales";
import { catalogueEntries, catalogueModules } from "../catalogue-entries";

describe.each(translatedLocales)("the %s message catalogue", (locale) => {
  it("has the English modules, every key of theirs and no other, none empty, with the same placeholders", async () => {
    expect(catalogueModules(locale)).toEqual(catalogueModules("en"));
    const english = await catalogueEntries("en");
    const entries = await catalogueEntries(locale);
    // A plural text keeps the forms its language uses: "other" always, the rest where they apply.
    const required = [...english.keys()].filter(
      (key) => !/\.(zero|one|two|few|many)$/.test(key) || entries.has(key),
    );
    expect([...entries.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect(required.filter((key) => !entries.has(key))).toEqual([]);
    const empty = [...entries].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
    const mismatched = [...entries]
      .filter(
        ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
