import type { CmsCollection, CmsField } from "decap-cms-core";
import { contentIcons, mealPlans } from "../data/content/schema";
import { imageNames } from "../data/image-catalog";
import { places } from "../data/places";

/**
 * The collections the editor shows, field by field, as data/content/schema.ts describes the
 * files: the same names, the same required fields and the same price rule, so that what the
 * schema refuses the editor marks before it is sent (the server checks again on every save).
 * A field the other languages translate is `i18n: true`; the rest stand under `en` alone.
 */

/** A price as the schema takes it: whole dollars, "$5405" or "$5,405". */
export const pricePattern: [string, string] = [
  String.raw`^\$(?:\d+|\d{1,3}(?:,\d{3})+)$`,
  'A price is whole dollars after a dollar sign, like "$5405".',
];

const catalogueImage = (name: string, label: string, required: boolean): CmsField => ({
  name,
  label,
  widget: "select",
  options: imageNames,
  required,
  i18n: false,
  hint: "A photo of the image catalogue. An uploaded photo (Media) named like a catalogue image replaces its picture on the next build.",
});

const price = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: "string",
  required: false,
  i18n: false,
  pattern: pricePattern,
});

/** A place of the route maps, listed by its name, written by its id. */
const place = (name: string, label: string, required: boolean, hint?: string): CmsField => ({
  name,
  label,
  widget: "select",
  options: Object.entries(places).map(([value, { name: placeName }]) => ({
    label: placeName,
    value,
  })),
  required,
  i18n: false,
  ...(hint ? { hint } : {}),
});

const translatedList = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: "list",
  i18n: true,
  required: false,
  field: { name: "item", label: "Line", widget: "string", i18n: true },
});

/**
 * A folder of YAML files, one entry a file named by its slug, in the six languages of Decap's
 * `single_file` structure, listed by `titleField` and sortable by `order`.
 */
const folderCollection = (
  name: string,
  label: string,
  labelSingular: string,
  titleField: string,
  fields: CmsField[],
): CmsCollection => ({
  name,
  label,
  label_singular: labelSingular,
  folder: `content/${name}`,
  extension: "yaml",
  format: "yaml",
  create: true,
  slug: "{{slug}}",
  identifier_field: titleField,
  summary: `{{${titleField}}}`,
  sortable_fields: ["order", titleField],
  i18n: true,
  fields,
});

export const tours = folderCollection("tours", "Tours", "Tour", "title", [
  { name: "title", label: "Title", widget: "string", i18n: true },
  { name: "summary", label: "Summary", widget: "text", i18n: true },
  {
    name: "origin",
    label: "Origin",
    widget: "select",
    options: ["fixed", "raw"],
    default: "fixed",
    i18n: false,
  },
  { name: "order", label: "Order in the list", widget: "number", value_type: "int", i18n: false },
  catalogueImage("coverImage", "Cover photo", false),
  {
    name: "costs",
    label: "Prices",
    widget: "object",
    i18n: false,
    fields: [
      price("solo", "One traveller"),
      price("forTwo", "Two travellers, total"),
      price("perPersonForTwo", "Two travellers, per person"),
    ],
  },
  {
    name: "days",
    label: "Itinerary",
    label_singular: "Day",
    widget: "list",
    i18n: true,
    summary: "{{fields.title}}",
    fields: [
      // A raw tour's days may leave the number and title out (the spec's normalisation).
      {
        name: "dayNumber",
        label: "Day",
        widget: "number",
        value_type: "int",
        required: false,
        i18n: false,
      },
      { name: "title", label: "Title", widget: "string", required: false, i18n: true },
      { name: "description", label: "Description", widget: "text", i18n: true },
      {
        name: "accommodation",
        label: "Accommodation",
        widget: "string",
        required: false,
        i18n: true,
      },
      {
        name: "mealPlan",
        label: "Meal plan",
        widget: "select",
        options: [...mealPlans],
        required: false,
        i18n: false,
      },
    ],
  },
  {
    name: "route",
    label: "Route map",
    label_singular: "Route day",
    widget: "list",
    i18n: false,
    required: false,
    hint: "The journey the tour page's map draws: one entry a day, in order. A day's travel starts where the night before was spent.",
    summary: "Day {{fields.day}}: {{fields.night}}",
    fields: [
      { name: "day", label: "Day", widget: "number", value_type: "int", min: 1, i18n: false },
      {
        name: "legs",
        label: "Travel",
        label_singular: "Leg",
        widget: "list",
        required: false,
        i18n: false,
        summary: "{{fields.from}} → {{fields.to}} ({{fields.mode}})",
        fields: [
          place("from", "From", true),
          place("to", "To", true),
          {
            name: "mode",
            label: "By",
            widget: "select",
            options: [
              { label: "Road", value: "road" },
              { label: "Flight", value: "flight" },
            ],
            default: "road",
            i18n: false,
          },
          {
            name: "km",
            label: "Distance (km)",
            widget: "number",
            value_type: "int",
            min: 1,
            i18n: false,
          },
          {
            name: "hours",
            label: "Time (hours, in halves)",
            widget: "number",
            value_type: "float",
            min: 0.5,
            step: 0.5,
            i18n: false,
          },
        ],
      },
      place("night", "Night at", false, "Empty on the last day, when the tour ends."),
    ],
  },
  translatedList("included", "Included"),
  translatedList("excluded", "Not included"),
  {
    name: "images",
    label: "Gallery",
    widget: "select",
    multiple: true,
    options: imageNames,
    required: false,
    i18n: false,
  },
]);

export const faq = folderCollection("faq", "FAQ", "Question", "question", [
  { name: "order", label: "Order", widget: "number", value_type: "int", i18n: false },
  { name: "question", label: "Question", widget: "string", i18n: true },
  { name: "answer", label: "Answer", widget: "text", i18n: true },
]);

/** A service or a travel tip of the home page: one card a file, as `cardFile` describes it. */
const cards = (name: "services" | "tips", label: string, labelSingular: string) =>
  folderCollection(name, label, labelSingular, "title", [
    { name: "order", label: "Order", widget: "number", value_type: "int", i18n: false },
    { name: "title", label: "Title", widget: "string", i18n: true },
    { name: "description", label: "Description", widget: "text", i18n: true },
    {
      name: "icon",
      label: "Icon",
      widget: "select",
      options: [...contentIcons],
      i18n: false,
      hint: "A glyph of the kit (ui/glyphs.ts).",
    },
  ]);

export const services = cards("services", "Services", "Service");
export const tips = cards("tips", "Travel tips", "Travel tip");
