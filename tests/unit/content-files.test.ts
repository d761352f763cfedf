import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ContentErrors,
  defaultContentRoot,
  destinationsIn,
  loadContent,
  loadTours,
  pageCollections,
  readSources,
  readYaml,
  whenToGoIn,
  writeContentFile,
} from "../../data/content/load";
import {
  validateContent,
  type AboutFile,
  type DestinationFile,
  type HomeFile,
  type LegalFile,
  type TourFile,
} from "../../data/content/schema";
import { translatedLocales } from "../../data/domain/locales";
import { contentStatus, exportPo, importPo } from "../../scripts/lib/content-translations";
import { formatPo } from "../../scripts/lib/po";
import { expectOnlyFlaggedForReview } from "./translation-review";

const idsOf = (collection: string) =>
  readdirSync(path.join(defaultContentRoot, "content", collection)).map((name) =>
    path.basename(name, ".yaml"),
  );
const tourIds = idsOf("tours");
const destinationIds = idsOf("destinations");
const listEntries = (["faq", "services", "tips", "gallery"] as const).flatMap((collection) =>
  idsOf(collection).map((id) => [collection, id] as const),
);

function tourFile(root: string, id: string): TourFile {
  return readYaml(root, `content/tours/${id}.yaml`) as TourFile;
}

function destinationFile(root: string, id: string): DestinationFile {
  return readYaml(root, `content/destinations/${id}.yaml`) as DestinationFile;
}

const scratchRoots: string[] = [];

/** A copy of the content and the translations' sources, for a test to change; gone after it. */
function scratchRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  scratchRoots.push(root);
  cpSync(path.join(defaultContentRoot, "content"), path.join(root, "content"), { recursive: true });
  for (const locale of translatedLocales)
    cpSync(
      path.join(defaultContentRoot, "locales", locale, "sources.json"),
      path.join(root, "locales", locale, "sources.json"),
    );
  return root;
}
afterEach(() => {
  for (const root of scratchRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the content schema", () => {
  it.each(tourIds)("accepts content/tours/%s.yaml with every translation", (id) => {
    const result = validateContent("tours", id, tourFile(defaultContentRoot, id));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(listEntries)("accepts content/%s/%s.yaml with every translation", (collection, id) => {
    const result = validateContent(
      collection,
      id,
      readYaml(defaultContentRoot, `content/${collection}/${id}.yaml`),
    );
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("refuses a service with an icon the kit does not have", () => {
    const file = readYaml(defaultContentRoot, "content/services/airport-transfers.yaml") as {
      en: Record<string, unknown>;
    };
    const result = validateContent("services", "airport-transfers", {
      ...file,
      en: { ...file.en, icon: "rocket" },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/services/airport-transfers.yaml",
        field: "en.icon",
        message: expect.stringMatching(/^The icon is one of: compass, /),
      },
    ]);
  });

  it("refuses an empty answer", () => {
    const file = readYaml(defaultContentRoot, "content/faq/is-it-safe.yaml") as {
      en: Record<string, unknown>;
    };
    const result = validateContent("faq", "is-it-safe", {
      ...file,
      en: { ...file.en, answer: "" },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { file: "content/faq/is-it-safe.yaml", field: "en.answer", message: "The answer is empty." },
    ]);
  });

  it("accepts the tour vocabulary", () => {
    const result = validateContent(
      "tour-vocabulary",
      "",
      readYaml(defaultContentRoot, "content/tour-vocabulary.yaml"),
    );
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(translatedLocales)(
    "names each destination in %s as the destination pages do, so trip counts match",
    (locale) => {
      const vocabulary = readYaml(defaultContentRoot, "content/tour-vocabulary.yaml") as Record<
        string,
        { destinations: Record<string, string> }
      >;
      for (const slug of destinationIds.filter((id) => id in (vocabulary.en?.destinations ?? {})))
        expect(vocabulary[locale]?.destinations[slug]).toBe(
          destinationFile(defaultContentRoot, slug)[locale]?.name,
        );
    },
  );

  it("takes a price cleared in the editor (an empty text) as no price", () => {
    const file = tourFile(defaultContentRoot, "luxury-4-days");
    const cleared = { ...file, en: { ...file.en, costs: { ...file.en.costs, solo: "" } } };
    const result = validateContent("tours", "luxury-4-days", cleared);
    expect(result.ok && result.value.en.costs?.solo).toBeNull();
  });

  it("refuses a price that is not whole dollars, an empty title and a stray field, naming each", () => {
    const file = tourFile(defaultContentRoot, "luxury-4-days");
    const broken = {
      ...file,
      en: {
        ...file.en,
        title: " ",
        costs: { ...file.en.costs, solo: "abc" },
        days: [{ ...file.en.days[0], lodge: "Tent" }, ...file.en.days.slice(1)],
      },
    };
    const result = validateContent("tours", "luxury-4-days", broken);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          file: "content/tours/luxury-4-days.yaml",
          field: "en.title",
          message: "The title is empty.",
        },
        {
          file: "content/tours/luxury-4-days.yaml",
          field: "en.costs.solo",
          message: 'A price must be whole dollars such as "$5405", or empty.',
        },
        {
          file: "content/tours/luxury-4-days.yaml",
          field: "en.days.0",
          message: "lodge is not a field of this entry.",
        },
      ]),
    );
  });

  it("refuses a meal plan outside the list on a day of the earlier list too", () => {
    const id = "2-day-nairobi-urban-safari-hells-gate-escape";
    const file = tourFile(defaultContentRoot, id);
    const broken = {
      ...file,
      en: {
        ...file.en,
        days: [{ ...file.en.days[0], mealPlan: "Half Board" }, ...file.en.days.slice(1)],
      },
    };
    const result = validateContent("tours", id, broken);
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: `content/tours/${id}.yaml`,
        field: "en.days.0.mealPlan",
        message:
          "A meal plan is one of: Full Board, All Inclusive, Breakfast & Lunch, Lunch & Dinner, Breakfast.",
      },
    ]);
  });

  it("refuses a route with an unknown place or a time not in half hours, naming each", () => {
    const file = tourFile(defaultContentRoot, "luxury-7-days");
    const route = structuredClone(file.en.route ?? []);
    route[0]!.night = "atlantis" as never;
    route[3]!.legs[0]!.hours = 4.25;
    const result = validateContent("tours", "luxury-7-days", {
      ...file,
      en: { ...file.en, route },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/tours/luxury-7-days.yaml",
        field: "en.route.0.night",
        message:
          "A place is one of the route map's places (data/content/places.ts), by its id, such as nairobi.",
      },
      {
        file: "content/tours/luxury-7-days.yaml",
        field: "en.route.3.legs.0.hours",
        message: "A leg's time is in half hours, such as 5.5.",
      },
    ]);
  });

  it("refuses a route that misses a day or starts a leg away from the last night's place", () => {
    const file = tourFile(defaultContentRoot, "luxury-7-days");
    expect(validateContent("tours", "luxury-7-days", file).ok).toBe(true);
    const route = structuredClone(file.en.route ?? []);
    route[2]!.legs[0]!.from = "masai-mara";
    const result = validateContent("tours", "luxury-7-days", {
      ...file,
      en: { ...file.en, route: route.slice(0, 6) },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/tours/luxury-7-days.yaml",
        field: "en.route",
        message: "The route has a day for each of the tour's 7 days: it has 6.",
      },
      {
        file: "content/tours/luxury-7-days.yaml",
        field: "en.route.2.legs.0.from",
        message: "This leg starts where the day's travel is at that point: samburu.",
      },
    ]);
  });

  it("refuses a missing translation, naming the language and the field", () => {
    const file = tourFile(defaultContentRoot, "luxury-4-days");
    const days = file.de?.days ?? [];
    const broken = {
      ...file,
      de: { ...file.de, days: [days[0], { ...days[1], title: "" }, ...days.slice(2)] },
    };
    const result = validateContent("tours", "luxury-4-days", broken);
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/tours/luxury-4-days.yaml",
        field: "de.days.1.title",
        message: "The de translation of days.1.title is missing.",
      },
    ]);
  });

  it("stops the tours with the file and field of a broken file", () => {
    const root = scratchRoot();
    const file = tourFile(root, "iconic-6-days");
    writeContentFile(root, "content/tours/iconic-6-days.yaml", {
      ...file,
      en: { ...file.en, costs: { ...file.en.costs, forTwo: "abc" } },
    });
    expect(() => loadTours("en", { root })).toThrow(ContentErrors);
    expect(() => loadTours("en", { root })).toThrow(
      /content\/tours\/iconic-6-days\.yaml: en\.costs\.forTwo: A price must be whole dollars/,
    );
  });

  it("makes a new tour of one new file", () => {
    const root = scratchRoot();
    const file = tourFile(root, "luxury-4-days");
    writeContentFile(root, "content/tours/amboseli-weekend.yaml", {
      ...file,
      en: { ...file.en, title: "3-Day Amboseli Weekend", order: 99 },
    });
    const tour = loadTours("de", { root }).at(-1);
    expect(tour?.id).toBe("amboseli-weekend");
    expect(tour?.slug).toBe("3-day-amboseli-weekend");
    expect(tour?.title).toBe(file.de?.title);
    expect(tour?.highlights).toEqual(["Blick auf den Kilimandscharo", "Elefantenherden"]);
  });
});

describe("a translation whose English changes", () => {
  let root = "";
  beforeEach(() => {
    root = scratchRoot();
  });
  const id = "luxury-7-days";
  const field = "days.2.title";
  const stableId = `tours/${id}:${field}`;

  function changeEnglish(): { before: string; translations: Record<string, string> } {
    const file = tourFile(root, id);
    const day = file.en.days[2];
    if (!day?.title) throw new Error("luxury-7-days has no third day title");
    writeContentFile(root, `content/tours/${id}.yaml`, {
      ...file,
      en: {
        ...file.en,
        days: file.en.days.map((each, index) =>
          index === 2 ? { ...each, title: "Samburu to the Ol Pejeta rhino sanctuary" } : each,
        ),
      },
    });
    return {
      before: day.title,
      translations: Object.fromEntries(
        translatedLocales.map((locale) => [locale, file[locale]?.days?.[2]?.title ?? ""]),
      ),
    };
  }

  it("keeps its five translations, flags them for review and still shows them", () => {
    const { before, translations } = changeEnglish();
    for (const locale of translatedLocales) {
      expectOnlyFlaggedForReview(contentStatus(locale, root), stableId, {
        source: before,
        english: "Samburu to the Ol Pejeta rhino sanctuary",
        translation: translations[locale],
      });
      const tour = loadTours(locale, { root }).find((each) => each.id === id);
      expect(tour?.days[2]?.title).toBe(translations[locale]);
      expect(translations[locale]).not.toBe("");
    }
  });

  it("is exported fuzzy with the English it was made from, and imported back reviewed", () => {
    const { before, translations } = changeEnglish();
    const po = exportPo("de", root);
    expect(po).toContain(
      [
        "#, fuzzy",
        `#| msgid "${before}"`,
        `msgctxt "${stableId}"`,
        'msgid "Samburu to the Ol Pejeta rhino sanctuary"',
        `msgstr "${translations.de}"`,
      ].join("\n"),
    );
    // The translator leaves the catalogue as it is: nothing changes, the text still needs review.
    const written = readFileSync(path.join(root, `content/tours/${id}.yaml`), "utf8");
    const count = contentStatus("de", root).length;
    expect(importPo(po, root)).toMatchObject({ written: count - 1, skipped: 1, unknown: [] });
    expect(readFileSync(path.join(root, `content/tours/${id}.yaml`), "utf8")).toBe(written);
    expect(contentStatus("de", root).find((text) => text.id === stableId)?.state).toBe("review");
    // The translator updates it and clears the flag.
    const reviewed = po.replace(
      [
        "#, fuzzy",
        `#| msgid "${before}"`,
        `msgctxt "${stableId}"`,
        'msgid "Samburu to the Ol Pejeta rhino sanctuary"',
        `msgstr "${translations.de}"`,
      ].join("\n"),
      [
        `msgctxt "${stableId}"`,
        'msgid "Samburu to the Ol Pejeta rhino sanctuary"',
        'msgstr "Von Samburu zum Nashornschutzgebiet Ol Pejeta"',
      ].join("\n"),
    );
    expect(importPo(reviewed, root)).toMatchObject({ written: count, skipped: 0 });
    expect(contentStatus("de", root).every((text) => text.state === "done")).toBe(true);
    expect(readSources("de", root)[stableId]).toBe("Samburu to the Ol Pejeta rhino sanctuary");
    expect(tourFile(root, id).de?.days?.[2]?.title).toBe(
      "Von Samburu zum Nashornschutzgebiet Ol Pejeta",
    );
    expect(loadTours("de", { root }).find((each) => each.id === id)?.days[2]?.title).toBe(
      "Von Samburu zum Nashornschutzgebiet Ol Pejeta",
    );
  });

  it("round-trips a language's catalogue unchanged", () => {
    const po = exportPo("zh", root);
    const file = (name: string) => readFileSync(path.join(root, name), "utf8");
    const before = tourIds.map((tour) => file(`content/tours/${tour}.yaml`));
    const count = contentStatus("zh", root).length;
    expect(count).toBeGreaterThan(600);
    expect(importPo(po, root)).toMatchObject({ locale: "zh", written: count, skipped: 0 });
    expect(tourIds.map((tour) => file(`content/tours/${tour}.yaml`))).toEqual(before);
    expect(exportPo("zh", root)).toBe(po);
  });

  it("writes the site's texts into content/site/ and leaves the interface's entries to their importer", () => {
    const entries = [
      ["messages/about:facts.founded", "Founded in Nairobi", "Gegründet in Nairobi"],
      ["site/places:ngorongoro", "Ngorongoro", "Ngorongoro-Krater"],
      ["data/content/places:places.ngorongoro.name", "Ngorongoro", "Ngorongoro"],
      ["tours/no-such-tour:title", "Gone", "Weg"],
    ].map(([context = "", id = "", translation = ""]) => ({
      context,
      id,
      translation,
      fuzzy: false,
    }));
    expect(importPo(formatPo({ language: "de", entries }), root)).toMatchObject({
      written: 1,
      skipped: 0,
      unknown: ["data/content/places:places.ngorongoro.name", "tours/no-such-tour:title"],
    });
    expect(readFileSync(path.join(root, "content/site/places.yaml"), "utf8")).toContain(
      "ngorongoro: Ngorongoro-Krater",
    );
  });
});

describe("the destination files", () => {
  const file = "content/destinations/masai-mara.yaml";
  const masaiMara = () => destinationFile(defaultContentRoot, "masai-mara");
  const errorsOf = (data: unknown) => {
    const result = validateContent("destinations", "masai-mara", data);
    return result.ok ? [] : result.errors;
  };

  it.each(destinationIds)(
    "accepts content/destinations/%s.yaml with its twelve months and every translation",
    (id) => {
      const result = validateContent("destinations", id, destinationFile(defaultContentRoot, id));
      expect(result.ok ? [] : result.errors).toEqual([]);
      expect(result.ok && result.value.en.months).toHaveLength(12);
    },
  );

  it("refuses a year of eleven months", () => {
    const data = masaiMara();
    expect(errorsOf({ ...data, en: { ...data.en, months: data.en.months.slice(1) } })).toEqual([
      { file, field: "en.months", message: "The months are twelve, January first." },
    ]);
  });

  it("refuses a month whose rain, season or temperatures are not the schema's, naming each", () => {
    const data = masaiMara();
    const [january, february, march, ...rest] = data.en.months;
    const months = [
      { ...january, rain: "damp" },
      { ...february, lowC: 30, highC: 20 },
      { ...march, lowC: 12.5, crowds: "packed" },
      ...rest,
    ];
    expect(errorsOf({ ...data, en: { ...data.en, months } })).toEqual(
      expect.arrayContaining([
        {
          file,
          field: "en.months.0.rain",
          message: "The rain is one of: dry, showers, wet.",
        },
        { file, field: "en.months.1.lowC", message: "The low must be below the high." },
        { file, field: "en.months.2.lowC", message: "The low must be whole degrees." },
        {
          file,
          field: "en.months.2.crowds",
          message: "The crowds are one of: quiet, moderate, busy.",
        },
      ]),
    );
  });

  it("refuses an image that is not in the catalogue and a slug field (the file's name is the slug)", () => {
    const data = masaiMara();
    expect(
      errorsOf({ ...data, en: { ...data.en, image: "my-holiday-photo", slug: "masai-mara" } }),
    ).toEqual(
      expect.arrayContaining([
        {
          file,
          field: "en.image",
          message: "The image is a photo of the image catalogue, by name.",
        },
        { file, field: "en", message: "slug is not a field of this entry." },
      ]),
    );
  });

  it("refuses an empty German tagline and a missing month's note, naming the field", () => {
    const data = masaiMara();
    const notes = data.fr?.months ?? [];
    expect(
      errorsOf({
        ...data,
        de: { ...data.de, tagline: " " },
        fr: { ...data.fr, months: [...notes.slice(0, 6), {}, ...notes.slice(7)] },
      }),
    ).toEqual([
      {
        file,
        field: "de.tagline",
        message: "The de translation of tagline is missing.",
      },
      {
        file,
        field: "fr.months.6.note",
        message: "The fr translation of months.6.note is missing.",
      },
    ]);
  });

  it("records the English of every translation under its stable id", () => {
    const data = masaiMara();
    for (const locale of translatedLocales) {
      const sources = readSources(locale);
      expect(sources["destinations/masai-mara:guide.0"]).toBe(data.en.guide[0]);
      expect(sources["destinations/masai-mara:months.6.note"]).toBe(data.en.months[6]?.note);
    }
  });

  it("makes a new destination of one new file, its months on the when-to-go pages", () => {
    const root = scratchRoot();
    const data = destinationFile(root, "amboseli");
    writeContentFile(root, "content/destinations/tsavo-east.yaml", {
      ...data,
      en: { ...data.en, name: "Tsavo East", order: 99 },
    });
    const content = loadContent({ root });
    expect(destinationsIn(content.destinations, "de").at(-1)).toMatchObject({
      slug: "tsavo-east",
      name: data.de?.name,
      tagline: data.de?.tagline,
    });
    expect(whenToGoIn(content.destinations, "it")["tsavo-east"]?.[0]).toEqual({
      ...data.en.months[0],
      note: data.it?.months?.[0]?.note,
    });
  });
});

describe("the page files", () => {
  it.each(pageCollections)("accepts content/%s.yaml with every translation", (page) => {
    const result = validateContent(page, "", readYaml(defaultContentRoot, `content/${page}.yaml`));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("refuses an empty German paragraph of the about page's story, naming the field", () => {
    const file = readYaml(defaultContentRoot, "content/pages/about.yaml") as AboutFile;
    const story = file.de?.story ?? [];
    const result = validateContent("pages/about", "", {
      ...file,
      de: { ...file.de, story: [story[0], "", ...story.slice(2)] },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/pages/about.yaml",
        field: "de.story.1",
        message: "The de translation of story.1 is missing.",
      },
    ]);
  });

  it("features on the home page the tours its file names, in that order, each once", () => {
    const root = scratchRoot();
    const file = readYaml(root, "content/pages/home.yaml") as HomeFile;
    const featured = ["iconic-6-days", "3-day-rhino-safari-ol-pejeta-samburu"];
    writeContentFile(root, "content/pages/home.yaml", {
      ...file,
      en: { ...file.en, featuredTours: featured },
    });
    expect(loadContent({ root }).pages["pages/home"].en.featuredTours).toEqual(featured);

    const twice = validateContent("pages/home", "", {
      ...file,
      en: { ...file.en, featuredTours: [...featured, "iconic-6-days"] },
    });
    expect(twice.ok ? [] : twice.errors).toEqual([
      {
        file: "content/pages/home.yaml",
        field: "en.featuredTours",
        message: "Each tour is featured once.",
      },
    ]);
  });

  it("refuses a featured tour that is not a tour file, naming its place in the list", () => {
    const root = scratchRoot();
    const file = readYaml(root, "content/pages/home.yaml") as HomeFile;
    writeContentFile(root, "content/pages/home.yaml", {
      ...file,
      en: { ...file.en, featuredTours: ["luxury-7-days", "luxury-7-day"] },
    });
    expect(() => loadContent({ root })).toThrow(
      /content\/pages\/home\.yaml: en\.featuredTours\.1: No tour is named "luxury-7-day"/,
    );
  });

  it("refuses a core value without an icon of the list", () => {
    const file = readYaml(defaultContentRoot, "content/pages/about.yaml") as AboutFile;
    const result = validateContent("pages/about", "", {
      ...file,
      en: { ...file.en, values: [{ ...file.en.values[0], icon: "rocket" }] },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/pages/about.yaml",
        field: "en.values.0.icon",
        message: "The icon is one of: leaf, hand-heart, shield-check, award.",
      },
    ]);
  });

  it("refuses a legal section with no heading, naming the field", () => {
    const file = readYaml(defaultContentRoot, "content/legal/privacy-policy.yaml") as LegalFile;
    const sections = file.en.sections.map((section, index) =>
      index === 2 ? { ...section, heading: "" } : section,
    );
    const result = validateContent("legal/privacy-policy", "", {
      ...file,
      en: { ...file.en, sections },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/legal/privacy-policy.yaml",
        field: "en.sections.2.heading",
        message: "A section's heading is empty.",
      },
    ]);
  });

  it("refuses a legal text naming an unknown setting, or a translation that drops one", () => {
    const file = readYaml(defaultContentRoot, "content/legal/terms-of-service.yaml") as LegalFile;
    const result = validateContent("legal/terms-of-service", "", {
      ...file,
      en: { ...file.en, title: "Terms of ${company}" },
      fr: { ...file.fr, intro: "Ces conditions s'appliquent à votre réservation." },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/legal/terms-of-service.yaml",
        field: "en.title",
        message: expect.stringMatching(
          /^The title names a setting the page does not know: use \$\{brand\}, /,
        ),
      },
    ]);
    const translated = validateContent("legal/terms-of-service", "", {
      ...file,
      fr: { ...file.fr, intro: "Ces conditions s'appliquent à votre réservation." },
    });
    expect(translated.ok ? [] : translated.errors).toEqual([
      {
        file: "content/legal/terms-of-service.yaml",
        field: "fr.intro",
        message:
          "The fr translation of intro must name the same settings as the English (${brand}, ${office}).",
      },
    ]);
  });

  it("refuses a gallery photo of no category, and a partner without a web address", () => {
    const photo = readYaml(defaultContentRoot, "content/gallery/leopard-tree.yaml") as {
      en: Record<string, unknown>;
    };
    const result = validateContent("gallery", "leopard-tree", {
      ...photo,
      en: { ...photo.en, category: "birds" },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: "content/gallery/leopard-tree.yaml",
        field: "en.category",
        message: "The category is wildlife, landscape or cultural.",
      },
    ]);
    const partners = readYaml(defaultContentRoot, "content/partners.yaml") as {
      en: { partners: Array<Record<string, unknown>> };
    };
    const refused = validateContent("partners", "", {
      en: { partners: [{ ...partners.en.partners[0], url: "kws.go.ke" }] },
    });
    expect(refused.ok ? [] : refused.errors).toEqual([
      {
        file: "content/partners.yaml",
        field: "en.partners.0.url",
        message: "A partner's address is a web address, https://…",
      },
    ]);
  });

  it("gives a page's texts stable ids by field path", () => {
    const root = scratchRoot();
    const ids = contentStatus("de", root).map((text) => text.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "pages/about:story.0",
        "pages/about:values.3.description",
        "legal/privacy-policy:sections.2.paragraphs.0",
        "legal/cookie-policy:storage.5.purpose",
        "gallery/leopard-tree:location",
        "pages/home:hero.3.caption",
        "pages/contact:whyChooseUs.1.title",
      ]),
    );
  });
});
