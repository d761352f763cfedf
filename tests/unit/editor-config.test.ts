import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorConfig } from "../../admin/config";
import { entryFields } from "../../admin/schema-fields";
import { imageNames } from "../../data/content/image-catalog";
import { tourListings } from "../../data/content/package-cards";
import placeNames from "../../data/generated/texts/places.json" with { type: "json" };
import { places } from "../../data/content/places";

/**
 * The collections the content editor (/admin) is given, field by field, against
 * tests/unit/fixtures/editor-collections.json: a change to what the operator sees (a field, a
 * label, a hint, a required flag, an option list) shows in that file's diff. The option lists that
 * follow the content (the image catalogue, the route maps' places, the tours) stand in the file
 * as their source's name, so that adding a photo or a tour does not change it.
 * `UPDATE_EDITOR_FIXTURE=1` rewrites the file from the editor's current configuration.
 */
const fixture = path.join(import.meta.dirname, "fixtures/editor-collections.json");

const sources: Array<[name: string, options: unknown]> = [
  ["<image catalogue>", [...imageNames]],
  [
    "<route map places>",
    Object.keys(places).map((value) => ({
      label: placeNames[value as keyof typeof placeNames],
      value,
    })),
  ],
  ["<tours>", tourListings.map((tour) => ({ label: tour.title, value: tour.id }))],
];

/** The file's order of a field's settings (the rest follow, A to Z), so its diffs stay small. */
const keyOrder = [
  "name",
  "label",
  "label_singular",
  "file",
  "folder",
  "widget",
  "value_type",
  "options",
  "multiple",
  "default",
  "required",
  "min",
  "max",
  "step",
  "pattern",
  "allow_add",
  "allow_remove",
  "allow_reorder",
  "i18n",
  "summary",
  "hint",
];
const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length);

const withSourceNames = (value: unknown): unknown => {
  const source = sources.find(([, options]) => isDeepStrictEqual(value, options));
  if (source) return source[0];
  if (Array.isArray(value)) return value.map(withSourceNames);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([key, item]) => [key, withSourceNames(item)]),
    );
  return value;
};

describe("the content editor's collections", () => {
  const config = editorConfig({}, "http://localhost:4321/admin/api/v1");
  const collections = withSourceNames(JSON.parse(JSON.stringify(config.collections)));

  it("are the fields the operator edits, as the fixture records them", async () => {
    if (process.env.UPDATE_EDITOR_FIXTURE) {
      const options = { ...(await resolveConfig(fixture)), filepath: fixture };
      writeFileSync(fixture, await format(JSON.stringify(collections), options));
    }
    expect(collections).toEqual(JSON.parse(readFileSync(fixture, "utf8")));
  });

  it("offer the catalogue's photos, the places and the tours as they are now", () => {
    const text = JSON.stringify(collections);
    for (const [name] of sources) expect(text).toContain(JSON.stringify(name));
  });
});

describe("an editor's field, made from the schema", () => {
  const file = (english: z.ZodObject, translation = z.strictObject({})) =>
    z.strictObject({ en: english, de: translation.optional() });

  it("takes its label from the metadata and the rest from the schema", () => {
    const fields = entryFields(
      file(
        z.strictObject({
          title: z.string().meta({ label: "Title" }),
          nights: z.number().int().positive().optional().meta({ label: "Nights" }),
          hours: z.number().positive().multipleOf(0.5).meta({ label: "Hours" }),
          mode: z.enum(["road", "flight"]).meta({ label: "By", optionLabels: { road: "Road" } }),
          slug: z
            .string()
            .regex(/^[a-z]+$/, { error: "Lower case." })
            .meta({ label: "Slug" }),
          lines: z
            .array(z.string().meta({ label: "Line", widget: "text" }))
            .length(3)
            .meta({ label: "Lines" }),
        }),
        z.strictObject({ title: z.string().optional() }),
      ),
    );
    expect(fields).toEqual([
      { name: "title", label: "Title", widget: "string", i18n: true },
      {
        name: "nights",
        label: "Nights",
        widget: "number",
        value_type: "int",
        min: 1,
        required: false,
        i18n: false,
      },
      {
        name: "hours",
        label: "Hours",
        widget: "number",
        value_type: "float",
        min: 0.5,
        step: 0.5,
        i18n: false,
      },
      {
        name: "mode",
        label: "By",
        widget: "select",
        options: [
          { label: "Road", value: "road" },
          { label: "flight", value: "flight" },
        ],
        i18n: false,
      },
      {
        name: "slug",
        label: "Slug",
        widget: "string",
        pattern: ["^[a-z]+$", "Lower case."],
        i18n: false,
      },
      {
        name: "lines",
        label: "Lines",
        widget: "list",
        min: 3,
        max: 3,
        allow_add: false,
        allow_remove: false,
        allow_reorder: false,
        field: { name: "item", label: "Line", widget: "text", i18n: false },
        i18n: false,
      },
    ]);
  });

  it("refuses a field the schema gives no label, naming it", () => {
    expect(() => entryFields(file(z.strictObject({ title: z.string() })))).toThrow(
      "en.title: the schema gives the field no label",
    );
  });

  it("refuses a list's summary that names a field its items do not have", () => {
    const days = z
      .array(z.strictObject({ title: z.string().meta({ label: "Title" }) }))
      .meta({ label: "Days", summary: "{titel}" });
    expect(() => entryFields(file(z.strictObject({ days })))).toThrow(
      "en.days: the summary names titel",
    );
  });
});
