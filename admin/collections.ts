import type { CmsCollection, CmsField } from "decap-cms-core";
import {
  contentIcons,
  crowdLevels,
  destinationCountries,
  legalPlaceholders,
  mealPlans,
  rains,
  seasons,
  valueIcons,
} from "../data/content/schema";
import { imageNames } from "../data/image-catalog";
import { tourListings } from "../data/package-cards";
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

/** A new destination's year, to be filled in: twelve months, January first, as the schema wants. */
const blankYear = Array.from({ length: 12 }, () => ({
  rain: "dry",
  lowC: 15,
  highC: 25,
  season: "shoulder",
  crowds: "moderate",
  best: false,
  note: "",
}));

/**
 * A destination's guide and its twelve months, one file a destination named by its slug (its
 * address, /destinations/<slug>, and the tours' routes use it, so it is not renamed). The months
 * are a list of exactly twelve, January first: the operator edits them, never adds, removes or
 * moves one. The facts are English alone; a month's note is translated.
 */
export const destinations = folderCollection(
  "destinations",
  "Destinations",
  "Destination",
  "name",
  [
    {
      name: "order",
      label: "Order",
      widget: "number",
      value_type: "int",
      i18n: false,
      hint: "Where it stands among the destinations; the home page shows the Kenyan ones in this order.",
    },
    {
      name: "name",
      label: "Name",
      widget: "string",
      i18n: true,
      hint: "As the tours' titles name it (content/tour-vocabulary.yaml): a tour counts towards the destination whose name its title holds.",
    },
    {
      name: "country",
      label: "Country",
      widget: "select",
      options: [...destinationCountries],
      i18n: false,
    },
    catalogueImage("image", "Photo", true),
    {
      name: "tagline",
      label: "Tagline",
      widget: "string",
      i18n: true,
      hint: "One line for the card.",
    },
    {
      name: "guide",
      label: "Guide",
      label_singular: "Paragraph",
      widget: "list",
      i18n: true,
      min: 1,
      field: { name: "paragraph", label: "Paragraph", widget: "text", i18n: true },
    },
    {
      name: "bestTime",
      label: "Best time to go",
      widget: "string",
      i18n: true,
      hint: 'Months as "July - October", with a short reason.',
    },
    {
      name: "wildlife",
      label: "Wildlife",
      label_singular: "Animal",
      widget: "list",
      i18n: true,
      field: { name: "animal", label: "Animal", widget: "string", i18n: true },
    },
    {
      name: "months",
      label: "Month by month",
      label_singular: "Month",
      widget: "list",
      i18n: true,
      min: 12,
      max: 12,
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      default: blankYear,
      summary: "{{fields.rain}}, {{fields.lowC}}–{{fields.highC}} °C, {{fields.season}} season",
      hint: "Twelve months, January first.",
      fields: [
        {
          name: "rain",
          label: "Rain",
          widget: "select",
          options: [...rains],
          i18n: false,
        },
        {
          name: "lowC",
          label: "Overnight low (°C)",
          widget: "number",
          value_type: "int",
          i18n: false,
        },
        {
          name: "highC",
          label: "Afternoon high (°C)",
          widget: "number",
          value_type: "int",
          i18n: false,
          hint: "Whole degrees, above the low.",
        },
        {
          name: "season",
          label: "Rate season",
          widget: "select",
          options: [...seasons],
          i18n: false,
        },
        {
          name: "crowds",
          label: "Crowds",
          widget: "select",
          options: [...crowdLevels],
          i18n: false,
        },
        {
          name: "best",
          label: "One of the best months",
          widget: "boolean",
          default: false,
          i18n: false,
        },
        {
          name: "note",
          label: "Note",
          widget: "text",
          i18n: true,
          hint: "One short sentence on what makes the month what it is there: wildlife, birding, rain, light.",
        },
      ],
    },
  ],
);

/**
 * A page of the site kept in one file (content/pages/<page>.yaml, content/legal/<page>.yaml), as
 * a file of a Decap file collection: it is edited, never created or deleted.
 */
const pageFile = (name: string, label: string, file: string, fields: CmsField[]) => ({
  name,
  label,
  file,
  i18n: true,
  fields,
});

/** Lines of text a language translates one by one: the story's paragraphs, a section's list. */
const translatedTexts = (name: string, label: string, item: string, required = true): CmsField => ({
  name,
  label,
  widget: "list",
  i18n: true,
  required,
  field: { name: "text", label: item, widget: "text", i18n: true },
});

/**
 * The site's pages: the about page's story, mission, vision and core values, the home page's
 * featured tours and hero photos, and the contact page's reasons to book.
 */
export const pages: CmsCollection = {
  name: "pages",
  label: "Pages",
  i18n: true,
  files: [
    pageFile("about", "About page", "content/pages/about.yaml", [
      translatedTexts("story", "Our story", "Paragraph"),
      { name: "mission", label: "Mission", widget: "text", i18n: true },
      { name: "vision", label: "Vision", widget: "text", i18n: true },
      {
        name: "values",
        label: "Core values",
        label_singular: "Value",
        widget: "list",
        i18n: true,
        summary: "{{fields.title}}",
        fields: [
          { name: "title", label: "Title", widget: "string", i18n: true },
          { name: "description", label: "Description", widget: "text", i18n: true },
          {
            name: "icon",
            label: "Icon",
            widget: "select",
            options: [...valueIcons],
            i18n: false,
            hint: "A glyph of the kit (ui/glyphs.ts).",
          },
        ],
      },
    ]),
    pageFile("home", "Home page", "content/pages/home.yaml", [
      {
        name: "featuredTours",
        label: "Featured tours",
        widget: "select",
        multiple: true,
        min: 1,
        max: 12,
        options: tourListings.map((tour) => ({ label: tour.title, value: tour.id })),
        i18n: false,
        hint: "The tours of the packages grid, in the order chosen here.",
      },
      {
        name: "hero",
        label: "Hero photos",
        label_singular: "Photo",
        widget: "list",
        i18n: true,
        summary: "{{fields.caption}}",
        fields: [
          catalogueImage("image", "Photo", true),
          { name: "alt", label: "Alt text", widget: "string", i18n: true },
          { name: "caption", label: "Caption", widget: "string", i18n: true },
          {
            name: "balloon",
            label: "Balloon flight photo",
            widget: "boolean",
            default: false,
            i18n: false,
          },
        ],
      },
    ]),
    pageFile("contact", "Contact page's reasons to book", "content/pages/contact.yaml", [
      {
        name: "whyChooseUs",
        label: "Why choose us",
        label_singular: "Reason",
        widget: "list",
        i18n: true,
        summary: "{{fields.title}}",
        hint: "The first four take the page's icons in order: flexible booking, guides, price, support.",
        fields: [
          { name: "title", label: "Title", widget: "string", i18n: true },
          { name: "description", label: "Description", widget: "text", i18n: true },
        ],
      },
    ]),
  ],
};

const settingsHint = `The page fills in ${legalPlaceholders.map((name) => `\${${name}}`).join(", ")} from the site's settings; a translation keeps them as they are.`;

/** A numbered section of a legal page: its anchor, heading, paragraphs, list and closing paragraphs. */
const legalSectionFields: CmsField[] = [
  {
    name: "id",
    label: "Anchor",
    widget: "string",
    i18n: false,
    pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", 'Lower case with hyphens, such as "your-rights".'],
    hint: "The section's address on the page (#your-rights).",
  },
  { name: "heading", label: "Heading", widget: "string", i18n: true },
  { ...translatedTexts("paragraphs", "Paragraphs", "Paragraph"), hint: settingsHint },
  translatedTexts("list", "Bullet list", "Item", false),
  translatedTexts("after", "Paragraphs after the list", "Paragraph", false),
];

const legalSectionList: CmsField = {
  name: "sections",
  label: "Sections",
  label_singular: "Section",
  widget: "list",
  i18n: true,
  summary: "{{fields.heading}}",
  fields: legalSectionFields,
};

const legalDocument = (name: string, label: string) =>
  pageFile(name, label, `content/legal/${name}.yaml`, [
    { name: "title", label: "Title", widget: "string", i18n: true },
    { name: "description", label: "Description (search engines)", widget: "text", i18n: true },
    { name: "intro", label: "Introduction", widget: "text", i18n: true, hint: settingsHint },
    legalSectionList,
  ]);

const legalSection = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: "object",
  i18n: true,
  fields: legalSectionFields,
});

/**
 * The legal pages, one file each: the privacy policy and the terms of service in numbered
 * sections; the cookie policy's introduction, its two sections of prose and the storage entries
 * its tables list (the tables' headings are the site's copy).
 */
export const legal: CmsCollection = {
  name: "legal",
  label: "Legal pages",
  i18n: true,
  files: [
    legalDocument("privacy-policy", "Privacy policy"),
    legalDocument("terms-of-service", "Terms of service"),
    pageFile("cookie-policy", "Cookie policy", "content/legal/cookie-policy.yaml", [
      { name: "intro", label: "Introduction", widget: "text", i18n: true, hint: settingsHint },
      legalSection("explained", "What cookies are (before the tables)"),
      legalSection("managing", "Managing cookies (after the tables)"),
      {
        name: "storage",
        label: "Cookies and browser storage",
        label_singular: "Entry",
        widget: "list",
        i18n: true,
        summary: "{{fields.name}} ({{fields.storage}})",
        fields: [
          {
            name: "name",
            label: "Name",
            widget: "string",
            i18n: false,
            hint: "Exact name, or a pattern where part of it varies (shown with *).",
          },
          {
            name: "storage",
            label: "Kept in",
            widget: "select",
            options: ["cookie", "localStorage", "sessionStorage"],
            i18n: false,
          },
          { name: "purpose", label: "Purpose", widget: "text", i18n: true },
          { name: "duration", label: "Duration", widget: "string", i18n: true },
          {
            name: "category",
            label: "Table",
            widget: "select",
            options: ["essential", "analytics"],
            i18n: false,
          },
          { name: "provider", label: "Set by", widget: "string", i18n: true },
        ],
      },
    ]),
  ],
};

/** The gallery page's photos: one file a photo, named by its catalogue image, in `order`. */
export const gallery = folderCollection("gallery", "Gallery", "Photo", "image", [
  { name: "order", label: "Order", widget: "number", value_type: "int", i18n: false },
  catalogueImage("image", "Photo", true),
  { name: "alt", label: "What it shows (alt text and caption)", widget: "string", i18n: true },
  {
    name: "category",
    label: "Category",
    widget: "select",
    options: ["wildlife", "landscape", "cultural"],
    i18n: false,
  },
  {
    name: "featured",
    label: "Featured",
    widget: "boolean",
    required: false,
    default: false,
    i18n: false,
  },
  { name: "location", label: "Place", widget: "string", i18n: true },
]);

/** The home page's partners, in the carousel's order: names and addresses, in English alone. */
export const partners: CmsCollection = {
  name: "partners",
  label: "Partners",
  i18n: true,
  files: [
    pageFile("partners", "Partners (home page)", "content/partners.yaml", [
      {
        name: "partners",
        label: "Partners",
        label_singular: "Partner",
        widget: "list",
        i18n: false,
        summary: "{{fields.name}}",
        fields: [
          { name: "name", label: "Name", widget: "string", i18n: false },
          { name: "url", label: "Web address", widget: "string", i18n: false },
          {
            name: "logo",
            label: "Logo",
            widget: "string",
            i18n: false,
            hint: 'A path under public/, such as "/partners/kws.svg".',
          },
          {
            name: "fallbackLogo",
            label: "Emoji shown without the logo",
            widget: "string",
            i18n: false,
          },
        ],
      },
    ]),
  ],
};
