// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../data/domain/languages";
import {
  languageOf,
  languageTags,
  localeNames,
  locales,
  translatedLocales,
} from "../../data/domain/locales";
import { projectFile } from "../../server/appwrite/schema";
import { withSiteLanguages } from "../../scripts/lib/appwrite-languages";
import { foldLanguageMaps } from "../../scripts/lib/language-maps";

type Attribute = { key: string; format?: string; elements?: string[] };
type Collection = { $id: string; attributes: Attribute[] };

const root = path.resolve(import.meta.dirname, "../..");
const configText = readFileSync(projectFile, "utf8");
const config = JSON.parse(configText) as { collections: Collection[] };

describe("the languages the site lists (data/domain/languages.ts)", () => {
  it("starts with English, the source, and names each language once", () => {
    expect(locales[0]).toBe("en");
    expect(new Set(locales).size).toBe(locales.length);
    expect(translatedLocales).toEqual(locales.slice(1));
  });

  it.each(translatedLocales)("gives %s a glossary (locales/<code>/glossary.md)", (locale) => {
    expect(existsSync(path.join(root, "locales", locale, "glossary.md"))).toBe(true);
  });

  it.each(languages.map((language) => [language.code, language] as const))(
    "describes %s with locales Intl knows and an Open Graph locale",
    (code, language) => {
      expect(languageOf(code)).toBe(language);
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(Intl.getCanonicalLocales(language.tag)).toEqual([language.tag]);
      for (const locale of [language.numberLocale, language.dateLocale])
        expect(Intl.NumberFormat.supportedLocalesOf(locale)).toEqual([locale]);
      expect(language.ogLocale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
      expect(language.tag.split("-")[0]).toBe(code);
    },
  );
});

describe("the language maps the pages ship (scripts/lib/language-maps.ts)", () => {
  const source = readFileSync(path.join(root, "data/domain/locales.ts"), "utf8");
  const fail = (message: string): never => {
    throw new Error(message);
  };

  it("are literals: no descriptor is derived in the browser", () => {
    const folded = foldLanguageMaps(source, fail);
    expect(folded).not.toMatch(/byLocale\("/);
    expect(folded).toContain(`locales: readonly Locale[] = ${JSON.stringify(locales)};`);
    expect(folded).toContain(JSON.stringify(localeNames));
    expect(folded).toContain(JSON.stringify(languageTags));
  });

  it("refuses a data/domain/locales.ts that derives its maps another way", () => {
    expect(() => foldLanguageMaps(source.replaceAll("byLocale", "pick"), fail)).toThrow(
      "data/domain/locales.ts no longer derives its maps",
    );
  });
});

describe("the languages the services accept", () => {
  const localeAttributes = config.collections.flatMap((collection) =>
    collection.attributes
      .filter((attribute) => attribute.key === "locale")
      .map((attribute) => [collection.$id, attribute] as const),
  );

  it("names a language on the enquiries and the proposals", () => {
    expect(localeAttributes.map(([collection]) => collection).sort()).toEqual([
      "messages",
      "proposals",
    ]);
  });

  it.each(localeAttributes)(
    "lets %s store exactly the site's languages (npm run function:build lists them)",
    (_collection, attribute) => {
      expect(attribute.format).toBe("enum");
      expect(attribute.elements).toEqual([...locales]);
    },
  );

  it("is written by npm run function:build: appwrite.config.json is as it leaves it", async () => {
    expect(await withSiteLanguages(configText)).toBe(configText);
  });

  it("lists a language added to data/domain/languages.ts in every locale enum, and nothing else changes", async () => {
    const older = configText.replaceAll(
      `${JSON.stringify(locales).replaceAll(",", ", ")}`,
      '["en"]',
    );
    expect(older).not.toBe(configText);
    expect(await withSiteLanguages(older)).toBe(configText);
  });
});
