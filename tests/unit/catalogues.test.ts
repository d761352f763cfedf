import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../../data/content/load";
import { translatedLocales } from "../../data/domain/locales";
import { contentStatus } from "../../scripts/lib/content-translations";
import { messageStatus } from "../../scripts/lib/message-translations";
import { catalogueEntries, catalogueModules } from "../catalogue-entries";

const pluralForm = /\.(zero|one|two|few|many|other)$/;

describe.each(translatedLocales)("the %s message catalogue", (locale) => {
  it("has the English modules, every text of theirs and the plural forms its language needs, with the English's placeholders", () => {
    expect(catalogueModules(locale)).toEqual(catalogueModules("en"));
    const wrong = messageStatus(locale, defaultContentRoot)
      .filter((text) => text.state === "missing" || text.state === "placeholders")
      .map((text) => `${text.state}: ${text.id}`);
    expect(wrong).toEqual([]);
  });

  it("has no key the English lacks, plural forms aside", async () => {
    const english = await catalogueEntries("en");
    const entries = await catalogueEntries(locale);
    const stray = [...entries.keys()].filter(
      (key) => !english.has(key) && !english.has(key.replace(pluralForm, ".other")),
    );
    expect(stray).toEqual([]);
  });
});

describe.each(translatedLocales)("the %s translations of the content", (locale) => {
  it("translate every text of the content files, the site's texts of content/site/ among them", () => {
    const wrong = contentStatus(locale)
      .filter((text) => text.state === "missing")
      .map((text) => `${text.state}: ${text.id}`);
    expect(wrong).toEqual([]);
  });
});
