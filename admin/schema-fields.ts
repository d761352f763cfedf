import type { CmsField, CmsFieldSelect } from "decap-cms-core";
import { z } from "zod";
import type { OptionSource } from "../data/content/editor";
import { imageNames } from "../data/content/image-catalog";
import { translatedLocales } from "../data/domain/locales";
import placeNames from "../data/generated/texts/places.json" with { type: "json" };
import { tourListings } from "../data/content/package-cards";
import { places } from "../data/content/places";

/**
 * The editor's fields of a content file, made from its schema (data/content/schema.ts): its
 * English fields in the schema's order, each with the label, hint and the like the schema carries
 * beside it (data/content/editor.ts), and what the schema itself says of it:
 *
 * - required unless the schema takes the file without it;
 * - a text is a one-line `string` (`text` when its metadata says so), with the schema's regex as
 *   its pattern and the schema's message; a number is a `number`, whole or not, with its bounds
 *   and step; a yes or no is a `boolean`, no by default; an enum is a `select` of its values;
 * - a list of objects is a `list` of their fields, a list of texts a `list` of one, and a list of
 *   names from an option list a `select` of several, with the list's bounds (a list of exactly n,
 *   the twelve months, is edited in place: never added to, removed from or reordered);
 * - `i18n: true` when the file's translation has the field, so that the languages edit what the
 *   check on save asks them to translate, and nothing else.
 */
export function entryFields(file: z.core.$ZodType): CmsField[] {
  const shape = objectOf(file, "the file").shape;
  const english = shape.en;
  if (!english) throw new Error("A content file's schema has its English under `en`.");
  // Every language's schema is the same: the fields a translation may hold.
  const translation = translatedLocales.map((locale) => shape[locale]).find(Boolean);
  return objectFields(english, translation, "en");
}

/** The lists a field's options come from, for a field whose schema takes any name of its form. */
const optionSources: Record<OptionSource, () => CmsFieldSelect["options"]> = {
  "catalogue images": () => [...imageNames],
  tours: () => tourListings.map((tour) => ({ label: tour.title, value: tour.id })),
  places: () =>
    (Object.keys(places) as (keyof typeof places)[]).map((id) => ({
      label: placeNames[id],
      value: id,
    })),
};

type Node = z.core.$ZodTypes;

/** A field's type under its wrappers (optional, nullable, a preprocess), and its metadata on the way. */
function unwrap(schema: z.core.$ZodType): { type: Node; meta: z.GlobalMeta } {
  let type = schema as Node;
  let meta: z.GlobalMeta = {};
  for (;;) {
    meta = { ...z.globalRegistry.get(type), ...meta };
    const def = type._zod.def;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default")
      type = def.innerType as Node;
    // A preprocess is a pipe from its function to the schema the value then meets.
    else if (def.type === "pipe")
      type = (def.in._zod.def.type === "transform" ? def.out : def.in) as Node;
    else return { type, meta };
  }
}

function objectOf(schema: z.core.$ZodType, path: string) {
  const { type } = unwrap(schema);
  if (type._zod.def.type !== "object") throw new Error(`${path}: the schema is not an object.`);
  return type._zod.def;
}

function objectFields(
  schema: z.core.$ZodType,
  translation: z.core.$ZodType | undefined,
  path: string,
): CmsField[] {
  const translated = translation ? objectOf(translation, `${path} (translation)`).shape : {};
  return Object.entries(objectOf(schema, path).shape).map(([name, field]) =>
    editorField(name, field, translated[name], `${path}.${name}`),
  );
}

function editorField(
  name: string,
  schema: z.core.$ZodType,
  translation: z.core.$ZodType | undefined,
  path: string,
): CmsField {
  const { type, meta } = unwrap(schema);
  if (!meta.label) throw new Error(`${path}: the schema gives the field no label (.meta).`);
  const widget = widgetOf(type, meta, translation, path);
  return {
    name,
    label: meta.label,
    ...widget,
    ...(meta.default !== undefined ? { default: meta.default } : {}),
    ...(z.safeParse(schema, undefined).success ? { required: false } : {}),
    i18n: translation !== undefined,
    ...(meta.hint ? { hint: meta.hint } : {}),
  } as CmsField;
}

type Widget = Record<string, unknown> & { widget: string };

function widgetOf(
  type: Node,
  meta: z.GlobalMeta,
  translation: z.core.$ZodType | undefined,
  path: string,
): Widget {
  const def = type._zod.def;
  switch (def.type) {
    case "string":
      if (meta.options) return { widget: "select", options: optionSources[meta.options]() };
      return { widget: meta.widget ?? "string", ...patternOf(type) };
    case "number":
      return numberOf(type);
    case "boolean":
      return { widget: "boolean", default: false };
    case "enum": {
      if (meta.options) return { widget: "select", options: optionSources[meta.options]() };
      const values = Object.values(def.entries).map(String);
      const labels = meta.optionLabels;
      return {
        widget: "select",
        options: labels
          ? values.map((value) => ({ label: labels[value] ?? value, value }))
          : values,
      };
    }
    case "object":
      return { widget: "object", fields: objectFields(type, translation, path) };
    case "array":
      return listOf(def.element, type, meta, translation, path);
    default:
      throw new Error(`${path}: the editor has no field for a schema of type ${def.type}.`);
  }
}

function listOf(
  element: z.core.$ZodType,
  list: Node,
  meta: z.GlobalMeta,
  translation: z.core.$ZodType | undefined,
  path: string,
): Widget {
  const item = unwrap(element);
  const itemTranslation = translation && unwrap(translation).type._zod.def;
  const translatedItem = itemTranslation?.type === "array" ? itemTranslation.element : undefined;
  const bounds = lengthOf(list);
  const labelSingular = meta.labelSingular ? { label_singular: meta.labelSingular } : {};
  if (item.type._zod.def.type === "object") {
    const fields = objectFields(element, translatedItem, `${path}.0`);
    return {
      widget: "list",
      ...labelSingular,
      ...bounds,
      ...(meta.summary ? { summary: summaryOf(meta.summary, fields, path) } : {}),
      fields,
    };
  }
  const itemWidget = widgetOf(item.type, item.meta, undefined, `${path}.0`);
  // Names picked from an option list: one select of several rather than a list of selects.
  if (itemWidget.widget === "select") return { ...itemWidget, multiple: true, ...bounds };
  if (!item.meta.label) throw new Error(`${path}: the schema gives a list's item no label.`);
  return {
    widget: "list",
    ...labelSingular,
    ...bounds,
    field: {
      name: "item",
      label: item.meta.label,
      ...itemWidget,
      i18n: translation !== undefined,
    },
  };
}

/** "Day {day}: {night}" as Decap writes it, each name one of the item's fields. */
function summaryOf(summary: string, fields: CmsField[], path: string): string {
  return summary.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!fields.some((field) => field.name === name))
      throw new Error(`${path}: the summary names ${name}, which is not a field of the item.`);
    return `{{fields.${name}}}`;
  });
}

const checksOf = (type: Node) => (type._zod.def.checks ?? []) as z.core.$ZodChecks[];

/** A list's bounds. A list of exactly n is its n places: filled in, never added to or moved. */
function lengthOf(list: Node) {
  const bounds: { min?: number; max?: number } = {};
  for (const { _zod: check } of checksOf(list)) {
    if (check.def.check === "min_length") bounds.min = check.def.minimum;
    if (check.def.check === "max_length") bounds.max = check.def.maximum;
    if (check.def.check === "length_equals") {
      bounds.min = check.def.length;
      bounds.max = check.def.length;
    }
  }
  return bounds.min !== undefined && bounds.min === bounds.max
    ? { ...bounds, allow_add: false, allow_remove: false, allow_reorder: false }
    : bounds;
}

/**
 * A number's widget: whole or not, and its step and bounds, the lowest the schema takes above an
 * exclusive bound (1 for a whole number above 0; 0.5 for half hours above 0).
 */
function numberOf(type: Node): Widget {
  const checks = checksOf(type).map(({ _zod }) => _zod.def);
  const whole = checks.some(
    (check) => check.check === "number_format" && /int/.test(String(check.format)),
  );
  const step = checks.find((check) => check.check === "multiple_of")?.value;
  const unit = whole ? 1 : step === undefined ? undefined : Number(step);
  const bound = (check: z.core.$ZodCheckGreaterThanDef | z.core.$ZodCheckLessThanDef) => {
    const value = Number(check.value);
    if (check.inclusive) return value;
    if (unit === undefined) return undefined;
    const beyond = check.check === "greater_than" ? 1 : -1;
    return (Math[beyond > 0 ? "floor" : "ceil"](value / unit) + beyond) * unit;
  };
  const lower = checks.find((check) => check.check === "greater_than");
  const upper = checks.find((check) => check.check === "less_than");
  const min = lower && bound(lower);
  const max = upper && bound(upper);
  return {
    widget: "number",
    value_type: whole ? "int" : "float",
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(step !== undefined ? { step: Number(step) } : {}),
  };
}

/** A text's regex as the editor's pattern, with the message the schema gives for it. */
function patternOf(type: Node): { pattern?: [string, string] } {
  const regex = checksOf(type)
    .map(({ _zod }) => _zod.def)
    .find((check) => check.check === "string_format" && check.format === "regex");
  if (!regex || !("pattern" in regex) || !regex.pattern) return {};
  const refused = z.safeParse(type, "");
  const issue = refused.error?.issues.find(
    (issue) => issue.code === "invalid_format" && issue.format === "regex",
  );
  if (!issue) throw new Error(`The schema's pattern ${regex.pattern} takes an empty text.`);
  return { pattern: [regex.pattern.source, issue.message] };
}
