// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultContentRoot, readSources } from "../../data/content/load";
import { contentModules } from "../../data/content-modules";
import { translatedLocales } from "../../data/locales";
import { moduleTranslations, moduleTranslationsFile } from "../../data/module-translations";
import {
  importModuleTexts,
  modulePoEntries,
  moduleStatus,
} from "../../scripts/lib/module-translations";
import { formatPo, parsePo } from "../../scripts/lib/po";
import { siteLocale } from "../../scripts/lib/site-locale-plugin";
import { expectOnlyFlaggedForReview } from "./translation-review";

/** A copy of the content modules, their translations and the translations' sources to change. */
let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "modules-"));
  mkdirSync(path.join(root, "data"));
  for (const module of Object.keys(contentModules))
    cpSync(path.join(defaultContentRoot, module), path.join(root, module));
  for (const locale of translatedLocales)
    for (const file of ["sources.json", "data.json"])
      cpSync(
        path.join(defaultContentRoot, "locales", locale, file),
        path.join(root, "locales", locale, file),
      );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (module: string) => readFileSync(path.join(root, module), "utf8");

function edit(module: string, from: string, to: string): string {
  const code = read(module);
  if (!code.includes(from)) throw new Error(`${module} has no ${from}`);
  writeFileSync(path.join(root, module), code.replace(from, to));
  return read(module);
}

type Transform = {
  filter: { id: RegExp };
  handler: (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | null;
};

/** A module's code as that language's build makes it; a refusal is thrown with its message. */
function built(locale: "de" | "zh", module: string, code: string): string {
  const transform = siteLocale(locale).transform as Transform;
  const id = path.join(defaultContentRoot, module);
  expect(transform.filter.id.test(id), `the build translates ${module}`).toBe(true);
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return transform.handler.call(context, code, id)?.code ?? code;
}

const id = "data/site-config:siteConfig.hours.topBar";
const before = "Mon - Fri 08:30 AM - 06:00 PM";
const after = "Mon - Fri 08:00 AM - 06:00 PM";

describe("a data module's text whose English changes", () => {
  it("keeps its five translations, flags them for review with the old English, and the German build still shows the German", () => {
    const translations = Object.fromEntries(
      translatedLocales.map((locale) => [locale, moduleTranslations(locale, root)[id]]),
    );
    const code = edit("data/site-config.ts", `topBar: "${before}"`, `topBar: "${after}"`);
    for (const locale of translatedLocales) {
      expectOnlyFlaggedForReview(moduleStatus(locale, root), id, {
        source: before,
        english: after,
        translation: translations[locale],
      });
      expect(translations[locale]).toMatch(/\p{L}/u);
      expect(translations[locale]).not.toBe(before);
    }
    const german = built("de", "data/site-config.ts", code);
    expect(german).toContain(`topBar: ${JSON.stringify(translations.de)}`);
    expect(german).not.toContain(after);
  });

  it("is exported fuzzy with the English it was made from, and imported back reviewed", () => {
    edit("data/site-config.ts", `topBar: "${before}"`, `topBar: "${after}"`);
    const po = formatPo({ language: "de", entries: modulePoEntries("de", root) });
    const fuzzy = [
      "#: data/site-config.ts:siteConfig.hours.topBar",
      "#, fuzzy",
      `#| msgid "${before}"`,
      `msgctxt "${id}"`,
      `msgid "${after}"`,
      'msgstr "Mo–Fr 8:30–18:00 Uhr"',
    ].join("\n");
    expect(po).toContain(fuzzy);
    // Left as it is, nothing changes and the text still needs review.
    const file = moduleTranslationsFile("de", root);
    const translations = readFileSync(file, "utf8");
    const count = moduleStatus("de", root).length;
    expect(importModuleTexts("de", parsePo(po).entries, root)).toEqual({
      written: count - 1,
      skipped: 1,
      unknown: [],
      mismatched: [],
    });
    expect(readFileSync(file, "utf8")).toBe(translations);
    expect(moduleStatus("de", root).find((text) => text.id === id)?.state).toBe("review");
    // The translator updates it and clears the flag.
    const reviewed = po.replace(
      fuzzy,
      [`msgctxt "${id}"`, `msgid "${after}"`, 'msgstr "Mo–Fr 8:00–18:00 Uhr"'].join("\n"),
    );
    importModuleTexts("de", parsePo(reviewed).entries, root);
    expect(moduleTranslations("de", root)[id]).toBe("Mo–Fr 8:00–18:00 Uhr");
    expect(moduleStatus("de", root).every((text) => text.state === "done")).toBe(true);
    expect(readSources("de", root)[id]).toBe(after);
    // Every other translation is as it was.
    expect(readFileSync(file, "utf8")).toBe(
      translations.replace('"Mo–Fr 8:30–18:00 Uhr"', '"Mo–Fr 8:00–18:00 Uhr"'),
    );
  });
});

describe("the data modules' translations", () => {
  it("name an image by its name and an option by its value, so reordering them keeps every translation", () => {
    const ids = moduleStatus("fr", root).map((text) => text.id);
    expect(ids).toContain("data/image-catalog:imageCatalog.leopard-tree.alt");
    expect(ids).toContain("data/places:places.masai-mara.name");
    expect(ids).toContain("data/enquiry:budgetOptions.under-2000.label");
    expect(ids).toContain("data/site-config:siteConfig.hours.contactPage.0.days");
    edit("data/enquiry.ts", '  { value: "under-2000", label: "Under $2,000" },\n', "");
    edit(
      "data/enquiry.ts",
      '  { value: "over-8000", label: "Over $8,000" },\n',
      '  { value: "over-8000", label: "Over $8,000" },\n  { value: "under-2000", label: "Under $2,000" },\n',
    );
    expect(moduleStatus("fr", root).every((text) => text.state === "done")).toBe(true);
  });

  it("stop the build on a text without a translation, naming its id", () => {
    const code = edit(
      "data/image-catalog.ts",
      "export const imageCatalog = {\n",
      'export const imageCatalog = {\n  "hyena-den": { alt: "Spotted hyena cubs at their den", location: "Masai Mara, Kenya" },\n',
    );
    expect(
      moduleStatus("zh", root)
        .filter((text) => text.state !== "done")
        .map((text) => `${text.id} ${text.state}`),
    ).toEqual([
      "data/image-catalog:imageCatalog.hyena-den.alt missing",
      "data/image-catalog:imageCatalog.hyena-den.location missing",
    ]);
    expect(() => built("zh", "data/image-catalog.ts", code)).toThrow(
      "data/image-catalog.ts has 2 text(s) without a zh translation in locales/zh/data.json (npm run translations lists them), e.g.:\n" +
        "  data/image-catalog:imageCatalog.hyena-den.alt: Spotted hyena cubs at their den\n" +
        "  data/image-catalog:imageCatalog.hyena-den.location: Masai Mara, Kenya",
    );
  });

  it("refuse a translation whose placeholders are not the English's", () => {
    const durationId = "data/search-records:durationLabel";
    const file = moduleTranslationsFile("de", root);
    writeFileSync(file, readFileSync(file, "utf8").replace('"{count} Tage"', '"{tage} Tage"'));
    expect(moduleStatus("de", root).find((text) => text.id === durationId)).toMatchObject({
      state: "placeholders",
      english: "{count} Days",
    });
    const entry = {
      context: durationId,
      id: "{count} Days",
      translation: "{n} Tage",
      fuzzy: false,
    };
    expect(importModuleTexts("de", [entry], root)).toMatchObject({
      written: 0,
      mismatched: [durationId],
    });
    expect(moduleTranslations("de", root)[durationId]).toBe("{tage} Tage");
  });
});
