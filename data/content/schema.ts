import { z } from "zod";
import { locales, translatedLocales, type Locale } from "../domain/locales";
import {
  enquiryFieldKeys,
  enquiryFieldSpecs,
  optionsKey,
  type ChoiceField,
  type EnquiryFieldSpec,
} from "../domain/enquiry-fields";
import { imageNames, type CatalogImageName } from "./image-catalog";
import { places, type PlaceId } from "./places";
import { normaliseDay } from "../domain/tour-rules";
import type { Crowds, Rain, Season } from "./when-to-go";

/**
 * The schema of every content file (content/<collection>/<id>.yaml, docs/content.md). A file
 * holds one entry in Decap CMS's `single_file` i18n structure: `en` has every field, each other
 * language only the translatable ones, in the same shape. The build, the editor, the search
 * records and the tests all check content with `validateContent`.
 *
 * The content editor (/admin) is made from it too: a field's label, hint and the like stand
 * beside it as its metadata (`.meta({ label: "Title" })`, data/content/editor.ts), and
 * admin/schema-fields.ts reads the rest (required, options, bounds, patterns, which fields the
 * languages translate) from the schema. A new field is written here alone.
 */

const requiredText = (what: string) =>
  z
    .string({ error: `${what} must be a text.` })
    .trim()
    .min(1, { error: `${what} is empty.` });

const optionalText = (what: string) => z.string({ error: `${what} must be a text.` });

/**
 * A price in whole US dollars, "$5405" (thousands may be separated: "$5,405"), or null. A price
 * cleared in the editor arrives as an empty text, which means no price.
 */
const price = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: 'A price must be a dollar amount such as "$5405", or empty.' })
    .regex(/^\$(?:\d+|\d{1,3}(?:,\d{3})+)$/, {
      error: 'A price must be whole dollars such as "$5405", or empty.',
    })
    .nullable()
    .optional(),
);

/** An image of the catalogue (data/content/image-catalog.ts) or of the editor's media library, by name. */
const imageName = z
  .string({ error: "An image must be named." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'An image is named in lower case with hyphens, such as "leopard-tree".',
  });

const cataloguePhotoHint =
  "A photo of the image catalogue. An uploaded photo (Media) named like a catalogue image replaces its picture on the next build.";

/** A photo the editor picks from the catalogue by name. */
const cataloguePhoto = (label: string) =>
  imageName.meta({ label, options: "catalogue images", hint: cataloguePhotoHint });

/** An entry's place in its list (the home page's, the gallery's…), from 1. */
const order = z
  .number({ error: "The order must be a number." })
  .int({ error: "The order must be a whole number." })
  .positive({ error: "The order starts at 1." });

/** The meal plans a day may have: an option list, translated once (tour vocabulary). */
export const mealPlans = [
  "Full Board",
  "All Inclusive",
  "Breakfast & Lunch",
  "Lunch & Dinner",
  "Breakfast",
] as const;

const mealPlan = z.enum(mealPlans, {
  error: `A meal plan is one of: ${mealPlans.join(", ")}.`,
});

// A raw tour's days may leave the number and title out (the spec's normalisation).
const tourDay = z.strictObject({
  dayNumber: z
    .number({ error: "A day number must be a whole number." })
    .int({ error: "A day number must be a whole number." })
    .positive({ error: "A day number starts at 1." })
    .optional()
    .meta({ label: "Day" }),
  title: optionalText("A day's title").optional().meta({ label: "Title" }),
  description: requiredText("A day's description").meta({ label: "Description", widget: "text" }),
  accommodation: optionalText("A day's accommodation").optional().meta({ label: "Accommodation" }),
  mealPlan: mealPlan.optional().meta({ label: "Meal plan" }),
});

const placeIds = Object.keys(places) as [PlaceId, ...PlaceId[]];

/** A place of the route maps (data/content/places.ts), by its id; the editor lists it by its name. */
const place = (label?: string) =>
  z
    .enum(placeIds, {
      error:
        "A place is one of the route map's places (data/content/places.ts), by its id, such as nairobi.",
    })
    .meta({ options: "places", ...(label ? { label } : {}) });

/** One stretch of a day's travel: by road or by air, with its usual distance and time. */
const routeLeg = z.strictObject({
  from: place("From"),
  to: place("To"),
  mode: z
    .enum(["road", "flight"], { error: 'A leg is by "road" or by "flight".' })
    .meta({ label: "By", default: "road", optionLabels: { road: "Road", flight: "Flight" } }),
  km: z
    .number({ error: "A leg's distance is a number of kilometres." })
    .int({ error: "A leg's distance is whole kilometres." })
    .positive({ error: "A leg's distance is more than 0 km." })
    .meta({ label: "Distance (km)" }),
  hours: z
    .number({ error: "A leg's time is a number of hours." })
    .positive({ error: "A leg's time is more than 0 hours." })
    .multipleOf(0.5, { error: "A leg's time is in half hours, such as 5.5." })
    .meta({ label: "Time (hours, in halves)" }),
});

/**
 * A day of a tour's journey, for its route map and leg list: where the day's travel goes (none on
 * a day spent in one place) and where the traveller sleeps (none on the last day).
 */
const routeDay = z.strictObject({
  day: z
    .number({ error: "A route day is a day number." })
    .int({ error: "A route day is a whole day number." })
    .positive({ error: "A route day starts at 1." })
    .meta({ label: "Day" }),
  legs: z
    .preprocess(
      (value) => value ?? [],
      z.array(routeLeg, { error: "A route day's legs must be a list (empty for none)." }),
    )
    .meta({ label: "Travel", labelSingular: "Leg", summary: "{from} → {to} ({mode})" }),
  // The editor leaves a cleared choice empty or out: no night, the tour's last day.
  night: z
    .preprocess((value) => (value === "" || value === undefined ? null : value), place().nullable())
    .meta({ label: "Night at", hint: "Empty on the last day, when the tour ends." }),
});

/** A tour as the operator writes it, in English (the rules in data/domain/tour-rules.ts run over it). */
export const tourEnglish = z
  .strictObject({
    title: requiredText("The title").meta({ label: "Title" }),
    summary: requiredText("The summary").meta({ label: "Summary", widget: "text" }),
    origin: z
      .enum(["fixed", "raw"], { error: 'The origin is "fixed" or "raw".' })
      .meta({ label: "Origin", default: "fixed" }),
    order: order.meta({ label: "Order in the list" }),
    coverImage: cataloguePhoto("Cover photo").optional(),
    costs: z
      .strictObject({
        solo: price.meta({ label: "One traveller" }),
        forTwo: price.meta({ label: "Two travellers, total" }),
        perPersonForTwo: price.meta({ label: "Two travellers, per person" }),
      })
      .nullable()
      .optional()
      .meta({ label: "Prices" }),
    days: z
      .array(tourDay, { error: "The days must be a list." })
      .meta({ label: "Itinerary", labelSingular: "Day", summary: "{title}" }),
    route: z.array(routeDay, { error: "The route must be a list of days." }).optional().meta({
      label: "Route map",
      labelSingular: "Route day",
      summary: "Day {day}: {night}",
      hint: "The journey the tour page's map draws: one entry a day, in order. A day's travel starts where the night before was spent.",
    }),
    included: z
      .array(requiredText("An included item").meta({ label: "Line" }))
      .optional()
      .meta({ label: "Included" }),
    excluded: z
      .array(requiredText("An excluded item").meta({ label: "Line" }))
      .optional()
      .meta({ label: "Not included" }),
    images: z
      .array(imageName.meta({ options: "catalogue images" }))
      .optional()
      .meta({ label: "Gallery" }),
  })
  .refine((tour) => tour.origin === "raw" || tour.coverImage !== undefined, {
    error: "A current (fixed) tour needs a cover image.",
    path: ["coverImage"],
  })
  .superRefine((tour, context) => {
    // The route follows the days: each of them once, in order, and each day's travel starts
    // where the traveller woke up and ends where they sleep.
    if (tour.route && tour.route.length !== tour.days.length)
      context.addIssue({
        code: "custom",
        message: `The route has a day for each of the tour's ${tour.days.length} days: it has ${tour.route.length}.`,
        path: ["route"],
      });
    let woke: PlaceId | null = null;
    tour.route?.forEach((day, index) => {
      const issue = (message: string, ...path: PropertyKey[]) =>
        context.addIssue({ code: "custom", message, path: ["route", index, ...path] });
      if (day.day !== index + 1)
        issue(`The route's days are numbered in order: this is day ${index + 1}.`, "day");
      day.legs.forEach((leg, legIndex) => {
        const start = legIndex === 0 ? woke : day.legs[legIndex - 1]!.to;
        if (start !== null && leg.from !== start)
          issue(
            `This leg starts where the day's travel is at that point: ${start}.`,
            "legs",
            legIndex,
            "from",
          );
      });
      const arrived = day.legs.at(-1)?.to ?? woke;
      if (day.night !== null && arrived !== null && day.night !== arrived)
        issue(`The night is where the day's travel ends: ${arrived}.`, "night");
      woke = day.night;
    });
  });

const translatedText = z.string({ error: "A translation must be a text." }).optional();

/** A tour's translatable fields in one language: the normalised texts a traveller reads. */
export const tourTranslation = z.strictObject({
  title: translatedText,
  summary: translatedText,
  days: z
    .array(
      z.strictObject({
        title: translatedText,
        description: translatedText,
        accommodation: translatedText,
      }),
    )
    .optional(),
  included: z.array(translatedText).optional(),
  excluded: z.array(translatedText).optional(),
});

/** A question of the home page's FAQ (eight questions), in `order`. */
export const faqEnglish = z.strictObject({
  order: order.meta({ label: "Order" }),
  question: requiredText("The question").meta({ label: "Question" }),
  answer: requiredText("The answer").meta({ label: "Answer", widget: "text" }),
});

export const faqTranslation = z.strictObject({ question: translatedText, answer: translatedText });

const glyphHint = "A glyph of the kit (ui/glyphs.ts).";

/**
 * The glyphs a service or a travel tip may show: the kit's (ui/glyphs.ts), which the site checks
 * when it draws them.
 */
export const contentIcons = [
  "compass",
  "plane-landing",
  "car",
  "hotel",
  "users",
  "plane",
  "calendar-days",
  "backpack",
  "heart-pulse",
  "wallet",
  "camera",
  "leaf",
] as const;

export type ContentIcon = (typeof contentIcons)[number];

/** A service or a travel tip of the home page, in `order`. */
export const cardEnglish = z.strictObject({
  order: order.meta({ label: "Order" }),
  title: requiredText("The title").meta({ label: "Title" }),
  description: requiredText("The description").meta({ label: "Description", widget: "text" }),
  icon: z
    .enum(contentIcons, { error: `The icon is one of: ${contentIcons.join(", ")}.` })
    .meta({ label: "Icon", hint: glyphHint }),
});

export const cardTranslation = z.strictObject({
  title: translatedText,
  description: translatedText,
});

/** A month's facts at a destination (the when-to-go pages), in English alone but for its note. */
export const rains = ["dry", "showers", "wet"] as const satisfies readonly Rain[];
export const seasons = ["high", "shoulder", "low"] as const satisfies readonly Season[];
export const crowdLevels = ["quiet", "moderate", "busy"] as const satisfies readonly Crowds[];

const degrees = (what: string) =>
  z
    .number({ error: `${what} must be a number of degrees Celsius.` })
    .int({ error: `${what} must be whole degrees.` });

const destinationMonth = z
  .strictObject({
    rain: z
      .enum(rains, { error: `The rain is one of: ${rains.join(", ")}.` })
      .meta({ label: "Rain" }),
    lowC: degrees("The low").meta({ label: "Overnight low (°C)" }),
    highC: degrees("The high").meta({
      label: "Afternoon high (°C)",
      hint: "Whole degrees, above the low.",
    }),
    season: z
      .enum(seasons, { error: `The season is one of: ${seasons.join(", ")}.` })
      .meta({ label: "Rate season" }),
    crowds: z
      .enum(crowdLevels, { error: `The crowds are one of: ${crowdLevels.join(", ")}.` })
      .meta({ label: "Crowds" }),
    best: z
      .boolean({ error: "Best is yes or no (true or false)." })
      .meta({ label: "One of the best months" }),
    note: requiredText("The month's note").meta({
      label: "Note",
      widget: "text",
      hint: "One short sentence on what makes the month what it is there: wildlife, birding, rain, light.",
    }),
  })
  .refine((month) => month.lowC < month.highC, {
    error: "The low must be below the high.",
    path: ["lowC"],
  });

/** The countries a destination may be in (the site's copy names them in each language). */
export const destinationCountries = ["Kenya", "Tanzania"] as const;

/**
 * A destination's guide and its year, twelve months January first, in `order` (the home page
 * shows the Kenyan ones in it). Its slug, which its address and the tours' routes use, is the
 * file's name.
 */
export const destinationEnglish = z.strictObject({
  order: order.meta({
    label: "Order",
    hint: "Where it stands among the destinations; the home page shows the Kenyan ones in this order.",
  }),
  name: requiredText("The name").meta({
    label: "Name",
    hint: "As the tours' titles name it (content/tour-vocabulary.yaml): a tour counts towards the destination whose name its title holds.",
  }),
  country: z
    .enum(destinationCountries, {
      error: `The country is one of: ${destinationCountries.join(", ")}.`,
    })
    .meta({ label: "Country" }),
  image: z
    .enum(imageNames, { error: "The image is a photo of the image catalogue, by name." })
    .meta({ label: "Photo", hint: cataloguePhotoHint }),
  tagline: requiredText("The tagline").meta({ label: "Tagline", hint: "One line for the card." }),
  guide: z
    .array(requiredText("A paragraph of the guide").meta({ label: "Paragraph", widget: "text" }), {
      error: "The guide must be a list.",
    })
    .min(1, { error: "The guide needs a paragraph." })
    .meta({ label: "Guide", labelSingular: "Paragraph" }),
  bestTime: requiredText("The best time").meta({
    label: "Best time to go",
    hint: 'Months as "July - October", with a short reason.',
  }),
  wildlife: z
    .array(requiredText("An animal").meta({ label: "Animal" }), {
      error: "The wildlife must be a list.",
    })
    .meta({ label: "Wildlife", labelSingular: "Animal" }),
  // The operator edits the twelve months, never adds, removes or moves one: a new destination
  // starts with twelve to fill in.
  months: z
    .array(destinationMonth, { error: "The months must be a list." })
    .length(12, { error: "The months are twelve, January first." })
    .meta({
      label: "Month by month",
      labelSingular: "Month",
      summary: "{rain}, {lowC}–{highC} °C, {season} season",
      hint: "Twelve months, January first.",
      default: Array.from({ length: 12 }, () => ({
        rain: "dry",
        lowC: 15,
        highC: 25,
        season: "shoulder",
        crowds: "moderate",
        best: false,
        note: "",
      })),
    }),
});

export const destinationTranslation = z.strictObject({
  name: translatedText,
  tagline: translatedText,
  guide: z.array(translatedText).optional(),
  bestTime: translatedText,
  wildlife: z.array(translatedText).optional(),
  months: z.array(z.strictObject({ note: translatedText })).optional(),
});

/**
 * The site's pages kept one file each (content/pages/<page>.yaml, content/legal/<page>.yaml…):
 * a page's fields as its components show them, translated field by field. Each file is its own
 * collection named by its path (`pages/about`), so its texts' stable ids read
 * `pages/about:story.0`. `pageTexts` names the fields a language translates, wherever they stand
 * in the page (a value's `title`, a section's `paragraphs`).
 */
const textList = (what: string) =>
  z
    .array(requiredText(what).meta({ label: "Paragraph", widget: "text" }), {
      error: `${what}s must be a list.`,
    })
    .min(1, { error: `${what}s: the list is empty.` });

/** The glyphs a core value of the about page may show (ui/glyphs.ts). */
export const valueIcons = ["leaf", "hand-heart", "shield-check", "award"] as const;

/** The about page: the story's paragraphs, the mission, the vision, the core values. */
export const aboutEnglish = z.strictObject({
  story: textList("A paragraph of the story").meta({ label: "Our story" }),
  mission: requiredText("The mission").meta({ label: "Mission", widget: "text" }),
  vision: requiredText("The vision").meta({ label: "Vision", widget: "text" }),
  values: z
    .array(
      z.strictObject({
        title: requiredText("A value's title").meta({ label: "Title" }),
        description: requiredText("A value's description").meta({
          label: "Description",
          widget: "text",
        }),
        icon: z
          .enum(valueIcons, { error: `The icon is one of: ${valueIcons.join(", ")}.` })
          .meta({ label: "Icon", hint: glyphHint }),
      }),
      { error: "The values must be a list." },
    )
    .min(1, { error: "The values: the list is empty." })
    .meta({ label: "Core values", labelSingular: "Value", summary: "{title}" }),
});

export const aboutTranslation = z.strictObject({
  story: z.array(translatedText).optional(),
  mission: translatedText,
  vision: translatedText,
  values: z
    .array(z.strictObject({ title: translatedText, description: translatedText }))
    .optional(),
});

/**
 * The site's settings a legal text names, written `${brand}` in every language and filled in by
 * the page: the operator's name, e-mail addresses, phone number and office address.
 */
export const legalPlaceholders = [
  "brand",
  "emails.info",
  "emails.bookings",
  "phone.display",
  "office",
] as const;

/** The `${…}` and `{…}` placeholders of a text, sorted: its translations must keep them. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\$?\{[^}]+\}/g)].map(([placeholder]) => placeholder).sort();
}

/** The `${…}` placeholders of a text, in order. */
export function settingPlaceholders(text: string): string[] {
  return [...text.matchAll(/\$\{([^}]*)\}/g)].map((match) => match[1] ?? "").sort();
}

/** A legal text: not empty, and naming only the settings a page fills in. */
const legalText = (what: string) =>
  requiredText(what).refine(
    (text) =>
      settingPlaceholders(text).every((name) =>
        (legalPlaceholders as readonly string[]).includes(name),
      ),
    {
      error: `${what} names a setting the page does not know: use ${legalPlaceholders.map((name) => `\${${name}}`).join(", ")}.`,
    },
  );

/** Texts a language translates one by one: a section's paragraphs, its list. */
const legalTexts = (what: string, item: string) =>
  z.array(legalText(what).meta({ label: item, widget: "text" }), {
    error: `${what}s must be a list.`,
  });

const settingsHint = `The page fills in ${legalPlaceholders.map((name) => `\${${name}}`).join(", ")} from the site's settings; a translation keeps them as they are.`;

/** One numbered section of a legal page: its anchor, heading, paragraphs, a list, paragraphs after. */
const legalSection = z.strictObject({
  id: z
    .string({ error: "A section's id must be a text." })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'A section\'s id is its anchor, in lower case with hyphens, such as "your-rights".',
    })
    .meta({ label: "Anchor", hint: "The section's address on the page (#your-rights)." }),
  heading: legalText("A section's heading").meta({ label: "Heading" }),
  paragraphs: legalTexts("A paragraph", "Paragraph")
    .min(1, { error: "A section needs a paragraph." })
    .meta({ label: "Paragraphs", hint: settingsHint }),
  list: legalTexts("A list item", "Item").optional().meta({ label: "Bullet list" }),
  after: legalTexts("A paragraph after the list", "Paragraph")
    .optional()
    .meta({ label: "Paragraphs after the list" }),
});

const legalSectionTranslation = z.strictObject({
  heading: translatedText,
  paragraphs: z.array(translatedText).optional(),
  list: z.array(translatedText).optional(),
  after: z.array(translatedText).optional(),
});

/** The privacy policy and the terms of service: title, description, introduction, sections. */
const legalIntro = legalText("The introduction").meta({
  label: "Introduction",
  widget: "text",
  hint: settingsHint,
});

export const legalEnglish = z.strictObject({
  title: legalText("The title").meta({ label: "Title" }),
  description: legalText("The description").meta({
    label: "Description (search engines)",
    widget: "text",
  }),
  intro: legalIntro,
  sections: z
    .array(legalSection, { error: "The sections must be a list." })
    .min(1, { error: "A legal page needs a section." })
    .meta({ label: "Sections", labelSingular: "Section", summary: "{heading}" }),
});

export const legalTranslation = z.strictObject({
  title: translatedText,
  description: translatedText,
  intro: translatedText,
  sections: z.array(legalSectionTranslation).optional(),
});

/**
 * Every cookie and browser-storage entry the site sets, for the cookie policy's tables. Kept to
 * what the code actually writes: the analytics entries exist only after the visitor accepts, and
 * a refusal means PostHog is never loaded.
 */
const storageEntry = z.strictObject({
  name: requiredText("A storage entry's name").meta({
    label: "Name",
    hint: "Exact name, or a pattern where part of it varies (shown with *).",
  }),
  storage: z
    .enum(["cookie", "localStorage", "sessionStorage"], {
      error: "The storage is cookie, localStorage or sessionStorage.",
    })
    .meta({ label: "Kept in" }),
  purpose: legalText("A storage entry's purpose").meta({ label: "Purpose", widget: "text" }),
  duration: legalText("A storage entry's duration").meta({ label: "Duration" }),
  category: z
    .enum(["essential", "analytics"], { error: "The category is essential or analytics." })
    .meta({ label: "Table" }),
  /** Who reads it: the site itself or the named service. */
  provider: legalText("A storage entry's provider").meta({ label: "Set by" }),
});

/**
 * The cookie policy: its introduction, the section on what cookies are (before the tables), the
 * one on managing them in a browser (last), and the storage entries the tables list. Its title,
 * and the tables' headings, are the site's copy (site/messages/<code>/legal.ts).
 */
export const cookiePolicyEnglish = z.strictObject({
  intro: legalIntro,
  explained: legalSection.meta({ label: "What cookies are (before the tables)" }),
  managing: legalSection.meta({ label: "Managing cookies (after the tables)" }),
  storage: z.array(storageEntry, { error: "The storage entries must be a list." }).meta({
    label: "Cookies and browser storage",
    labelSingular: "Entry",
    summary: "{name} ({storage})",
  }),
});

export const cookiePolicyTranslation = z.strictObject({
  intro: translatedText,
  explained: legalSectionTranslation.optional(),
  managing: legalSectionTranslation.optional(),
  storage: z
    .array(
      z.strictObject({
        purpose: translatedText,
        duration: translatedText,
        provider: translatedText,
      }),
    )
    .optional(),
});

/** A photo of the gallery page, in `order`: a catalogue photo, what it shows and where. */
export const galleryEnglish = z.strictObject({
  order: order.meta({ label: "Order" }),
  image: cataloguePhoto("Photo"),
  alt: requiredText("The description").meta({ label: "What it shows (alt text and caption)" }),
  category: z
    .enum(["wildlife", "landscape", "cultural"], {
      error: "The category is wildlife, landscape or cultural.",
    })
    .meta({ label: "Category" }),
  featured: z.boolean({ error: "Featured is yes or no." }).optional().meta({ label: "Featured" }),
  location: requiredText("The place").meta({ label: "Place" }),
});

export const galleryTranslation = z.strictObject({ alt: translatedText, location: translatedText });

/** The companions a traveller went with, as a published review gives them. */
export const reviewCompanions = ["couple", "family", "friends", "solo"] as const;

const stars = (what: string) =>
  z
    .number({ error: `${what} must be a number from 1 to 5.` })
    .int(`${what} must be a whole number from 1 to 5.`)
    .min(1, `${what} must be from 1 to 5.`)
    .max(5, `${what} must be from 1 to 5.`);

const isoDate = (what: string) =>
  z
    .string({ error: `${what} must be a date such as 2026-11-20.` })
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
      `${what} must be a date such as 2026-11-20.`,
    );

/**
 * A traveller's published review (content/reviews/<id>.yaml): written by the server when the
 * operator publishes it in the desk, removed when they unpublish it, never edited in the content
 * editor. It is one language's, the traveller's, so it has no translations: the file is flat.
 * YAML reads an unquoted date as a date: the months and days are taken as they are written.
 */
export const reviewFile = z.strictObject({
  id: z
    .string({ error: "The id must be a text." })
    .regex(/^[a-z0-9]+$/, "The id is lowercase letters and digits, as the file's name."),
  tour: z
    .string({ error: "The tour must be a tour's file name." })
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'The tour is a file of content/tours/, without ".yaml".'),
  language: z.enum(locales as [Locale, ...Locale[]], {
    error: `The language is one of the site's: ${locales.join(", ")}.`,
  }),
  rating: stars("The rating"),
  lodges: z.array(
    z.strictObject({ name: requiredText("A lodge's name"), rating: stars("A lodge's rating") }),
  ),
  title: requiredText("The title").max(200, "The title is at most 200 characters."),
  text: requiredText("The text").max(10_000, "The text is at most 10,000 characters."),
  travelled: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 7) : value),
    z
      .string({ error: "Travelled must be a month such as 2026-10." })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Travelled must be a month such as 2026-10."),
  ),
  with: z.enum(reviewCompanions, {
    error: `With is one of: ${reviewCompanions.join(", ")}.`,
  }),
  name: requiredText("The name").optional(),
  country: z
    .string({ error: "The country must be a code such as DE." })
    .regex(/^[A-Z]{2}$/, "The country is a two-letter code such as DE.")
    .optional(),
  published: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    isoDate("Published"),
  ),
  reply: z
    .strictObject({
      text: requiredText("The reply"),
      date: z.preprocess(
        (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
        isoDate("The reply's date"),
      ),
    })
    .optional(),
  featured: z.boolean({ error: "Featured is true or false." }),
});

export type ReviewFile = z.infer<typeof reviewFile>;

/** The partners of the home page's carousel, in their order: names and addresses, not translated. */
export const partnersEnglish = z.strictObject({
  partners: z
    .array(
      z.strictObject({
        name: requiredText("A partner's name").meta({ label: "Name" }),
        // Only a web page: the carousel's link would run a javascript: or data: address.
        url: z
          .url({ protocol: /^https?$/, error: "A partner's address is a web address, https://…" })
          .meta({ label: "Web address" }),
        logo: z
          .string({ error: "A logo is a path under public/." })
          .regex(/^\/[a-z0-9/._-]+\.(?:svg|png|webp)$/, {
            error: 'A logo is a path under public/, such as "/partners/kws.svg".',
          })
          .meta({ label: "Logo", hint: 'A path under public/, such as "/partners/kws.svg".' }),
        fallbackLogo: requiredText("A partner's fallback emoji").meta({
          label: "Emoji shown without the logo",
        }),
      }),
      { error: "The partners must be a list." },
    )
    .meta({ label: "Partners", labelSingular: "Partner", summary: "{name}" }),
});

/**
 * The home page: its hero photos, in the carousel's order, each with its alt text and caption,
 * and the tours its packages grid features, in their order, each by its file's name.
 */
export const homeEnglish = z.strictObject({
  featuredTours: z
    .array(
      z
        .string({ error: 'A featured tour is named by its file, such as "luxury-7-days".' })
        .meta({ options: "tours" }),
      { error: "The featured tours must be a list." },
    )
    .min(1, { error: "The packages grid needs a tour." })
    .max(12, { error: "The packages grid shows at most 12 tours." })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: "Each tour is featured once.",
    })
    .meta({
      label: "Featured tours",
      hint: "The tours of the packages grid, in the order chosen here.",
    }),
  hero: z
    .array(
      z.strictObject({
        image: cataloguePhoto("Photo"),
        alt: requiredText("A hero photo's alt text").meta({ label: "Alt text" }),
        caption: requiredText("A hero photo's caption").meta({ label: "Caption" }),
        balloon: z.boolean({ error: "Balloon is yes or no." }).meta({
          label: "Balloon flight photo",
        }),
      }),
      { error: "The hero photos must be a list." },
    )
    .min(1, { error: "The hero needs a photo." })
    .meta({ label: "Hero photos", labelSingular: "Photo", summary: "{caption}" }),
});

export const homeTranslation = z.strictObject({
  hero: z.array(z.strictObject({ alt: translatedText, caption: translatedText })).optional(),
});

/**
 * The contact page's reasons to book with the operator: the page gives the first four
 * their icons in order (flexible booking, guides, price, support).
 */
export const contactEnglish = z.strictObject({
  whyChooseUs: z
    .array(
      z.strictObject({
        title: requiredText("A reason's title").meta({ label: "Title" }),
        description: requiredText("A reason's description").meta({
          label: "Description",
          widget: "text",
        }),
      }),
      { error: "The reasons must be a list." },
    )
    .min(1, { error: "The reasons: the list is empty." })
    .meta({
      label: "Why choose us",
      labelSingular: "Reason",
      summary: "{title}",
      hint: "The first four take the page's icons in order: flexible booking, guides, price, support.",
    }),
});

export const contactTranslation = z.strictObject({
  whyChooseUs: z
    .array(z.strictObject({ title: translatedText, description: translatedText }))
    .optional(),
});

/**
 * The words the tour rules derive (types, destinations, highlights) and the meal plans, each
 * keyed by the slug of its English, in content/tour-vocabulary.yaml.
 */
const vocabularyGroup = z.record(z.string(), z.string({ error: "A word must be a text." }));

export const vocabularyGroups = ["types", "destinations", "highlights", "mealPlans"] as const;

export const vocabularyFields = z.strictObject({
  types: vocabularyGroup,
  destinations: vocabularyGroup,
  highlights: vocabularyGroup,
  mealPlans: vocabularyGroup,
});

/**
 * The texts the site's code shows beside the content (content/site/<name>.yaml): the site's
 * settings, the image catalogue's captions, the route maps' place names, the countries' names, the
 * enquiry forms' labels, the tour cards' and search results' labels and the e-mail that carries
 * a proposal. Each is one file, a collection of its own (`site/settings`), translated field by
 * field like a page; `npm run tour-data` writes each language's copy to
 * data/generated/texts/<name>[.<locale>].json, which the code imports and each language's build
 * takes in its own language.
 */
const siteText = (what: string, label: string, hint?: string) =>
  requiredText(what).meta({ label, ...(hint ? { hint } : {}) });

const siteParagraph = (what: string, label: string, hint?: string) =>
  requiredText(what).meta({ label, widget: "text", ...(hint ? { hint } : {}) });

const siteTextList = (what: string, label: string, labelSingular: string, hint?: string) =>
  z
    .array(requiredText(what).meta({ label: labelSingular }), { error: `${label} must be a list.` })
    .min(1, { error: `${label}: the list is empty.` })
    .meta({ label, labelSingular, ...(hint ? { hint } : {}) });

const translatedList = z.array(translatedText).optional();

const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const siteNumber = (what: string, label: string) =>
  z.number({ error: `${what} must be a number.` }).meta({ label });

const siteName = (what: string, label: string, hint?: string) =>
  z.string({ error: `${what} must be a text.` }).meta({ label, ...(hint ? { hint } : {}) });

/**
 * The site's settings (data/content/site-config.ts): the brand, the addresses, numbers and accounts, the
 * office's address and hours, the company's facts, and the texts a traveller reads beside them
 * (the tagline, the hours, the footer's paragraph…), which the languages translate. The shipped
 * values are placeholders the operator replaces before going live.
 */
export const settingsEnglish = z.strictObject({
  brandName: siteText("The brand", "Brand name"),
  shortName: siteText("The short name", "Short name", "Where the brand name is too long."),
  tagline: siteText(
    "The tagline",
    "Tagline",
    "Under the brand in the header and the search results.",
  ),
  description: siteParagraph(
    "The description",
    "Description",
    "What search engines show under the home page.",
  ),
  keywords: siteTextList("A keyword", "Keywords", "Keyword", "The search engines' keywords."),
  siteUrl: siteName("The address", "Site address", "https://, without a slash at the end."),
  emails: z
    .strictObject({
      info: siteName("The address", "General e-mail"),
      bookings: siteName("The address", "Bookings e-mail"),
    })
    .meta({ label: "E-mail addresses" }),
  phone: z
    .strictObject({
      display: siteName("The number", "Phone (as shown)"),
      tel: siteName("The number", "Phone (to dial)", "+ and digits alone."),
    })
    .meta({ label: "Phone" }),
  whatsapp: z
    .strictObject({
      number: siteName("The number", "Number", "Digits alone, with the country code."),
      url: siteName("The link", "Link"),
      message: siteParagraph(
        "The WhatsApp message",
        "Message",
        "The message a WhatsApp link starts with.",
      ),
    })
    .meta({ label: "WhatsApp" }),
  wechatId: siteName("The WeChat id", "WeChat id"),
  socials: z
    .strictObject({
      facebook: siteName("The link", "Facebook"),
      instagram: siteName("The link", "Instagram"),
      x: siteName("The link", "X"),
      linkedin: siteName("The link", "LinkedIn"),
    })
    .meta({ label: "Social media" }),
  address: z
    .strictObject({
      lines: siteTextList(
        "A line of the address",
        "Address",
        "Line",
        "As the contact page shows it, a line each.",
      ),
      street: siteName("The street", "Street (search engines)"),
      locality: siteName("The town", "Town (search engines)"),
      country: siteName("The country", "Country code (search engines)"),
      geo: z
        .strictObject({
          latitude: siteNumber("The latitude", "Latitude"),
          longitude: siteNumber("The longitude", "Longitude"),
        })
        .meta({ label: "Position" }),
    })
    .meta({ label: "Office" }),
  hours: z
    .strictObject({
      topBar: siteText("The top bar's hours", "Hours (top bar)"),
      contactPage: z
        .array(
          z.strictObject({
            days: siteText("The days", "Days"),
            hours: siteText("The hours", "Hours"),
          }),
          { error: "The opening hours must be a list." },
        )
        .min(1, { error: "The opening hours: the list is empty." })
        .meta({
          label: "Opening hours (contact page)",
          labelSingular: "Days",
          summary: "{days}: {hours}",
        }),
      structuredData: z
        .array(
          z.strictObject({
            dayOfWeek: z
              .array(z.enum(weekDays, { error: `A day is one of: ${weekDays.join(", ")}.` }))
              .meta({ label: "Days" }),
            opens: siteName("The time", "Opens", "24-hour time: 08:00."),
            closes: siteName("The time", "Closes", "24-hour time: 18:00."),
          }),
          { error: "The opening hours must be a list." },
        )
        .meta({ label: "Opening hours (search engines)", labelSingular: "Days" }),
    })
    .meta({ label: "Hours" }),
  facts: z
    .strictObject({
      founded: siteNumber("The year", "Founded"),
      responseHours: siteNumber("The reply time", "Reply within (hours)"),
      responseText: siteText(
        "The reply time",
        "Reply time",
        'As a sentence ends: "within 24 hours".',
      ),
      groupSize: siteText("The group size", "Group size", "On every tour card."),
      maxGroupSize: siteNumber("The group size", "Largest group"),
      temperature: siteName("The temperatures", "Temperatures"),
      currency: siteName("The currency", "Currency", "The prices' currency code: USD."),
      seasons: z
        .strictObject({
          dry: siteTextList("A dry season", "Dry seasons", "Season"),
          migration: siteText("The migration season", "Migration season"),
        })
        .meta({ label: "Seasons" }),
    })
    .meta({ label: "Facts" }),
  footerAbout: siteParagraph("The footer's paragraph", "About (footer)"),
});

export const settingsTranslation = z.strictObject({
  tagline: translatedText,
  description: translatedText,
  keywords: translatedList,
  whatsapp: z.strictObject({ message: translatedText }).optional(),
  address: z.strictObject({ lines: translatedList }).optional(),
  hours: z
    .strictObject({
      topBar: translatedText,
      contactPage: z
        .array(z.strictObject({ days: translatedText, hours: translatedText }))
        .optional(),
    })
    .optional(),
  facts: z
    .strictObject({
      responseText: translatedText,
      groupSize: translatedText,
      seasons: z.strictObject({ dry: translatedList, migration: translatedText }).optional(),
    })
    .optional(),
  footerAbout: translatedText,
});

/** The image catalogue's captions: what each photo shows (its alt text) and where it was taken. */
export const photosEnglish = z.strictObject(
  Object.fromEntries(
    imageNames.map((name) => [
      name,
      z
        .strictObject({
          alt: siteText(
            "A photo's alt text",
            "Alt text",
            "What the photo shows, also its caption.",
          ),
          location: siteText("A photo's location", "Location"),
        })
        .meta({ label: name }),
    ]),
  ) as Record<CatalogImageName, z.ZodObject<{ alt: z.ZodString; location: z.ZodString }>>,
);

export const photosTranslation = z.strictObject(
  Object.fromEntries(
    imageNames.map((name) => [
      name,
      z.strictObject({ alt: translatedText, location: translatedText }).optional(),
    ]),
  ),
);

/** The route maps' places (data/content/places.ts), by id, as the maps label them. */
export const placesEnglish = z.strictObject(
  Object.fromEntries(
    placeIds.map((id) => [id, siteText("A place's name", id, "A route map's label: short.")]),
  ) as Record<PlaceId, z.ZodString>,
);

export const placesTranslation = z.strictObject(
  Object.fromEntries(placeIds.map((id) => [id, translatedText])),
);

/** The countries' names, on the route maps and the destinations' pages. */
export const countriesEnglish = z.strictObject(
  Object.fromEntries(
    destinationCountries.map((country) => [country, siteText("A country's name", country)]),
  ) as Record<(typeof destinationCountries)[number], z.ZodString>,
);

export const countriesTranslation = z.strictObject(
  Object.fromEntries(destinationCountries.map((country) => [country, translatedText])),
);

const formField = (label: string, placeholder: boolean) =>
  z
    .strictObject({
      label: siteText("A field's label", "Label"),
      ...(placeholder
        ? {
            placeholder: siteText(
              "A field's placeholder",
              "Placeholder",
              "What the empty field shows.",
            ),
          }
        : {}),
    })
    .meta({ label });

/** A choice field's options: the values the collection stores, in order, each with its label. */
const formOptions = (label: string, values: readonly [string, ...string[]]) =>
  z
    .array(
      z.strictObject({
        value: z
          .enum(values, { error: `An option's value is one of: ${values.join(", ")}.` })
          .meta({
            label: "Value",
            hint: "What the enquiry stores: data/domain/enquiry-fields.ts.",
          }),
        label: siteText("An option's label", "Label"),
      }),
      { error: `${label} must be a list.` },
    )
    .refine((options) => options.map((option) => option.value).join() === values.join(), {
      error: `${label} are the values ${values.join(", ")}, in this order.`,
    })
    .meta({ label, labelSingular: "Option", summary: "{label}" });

/** The enquiry forms' labels, placeholders and options (data/domain/enquiry.ts), by field and value. */
const choiceFields = enquiryFieldKeys.filter(
  (key): key is ChoiceField => "options" in enquiryFieldSpecs[key],
);
const spec = (key: (typeof enquiryFieldKeys)[number]): EnquiryFieldSpec => enquiryFieldSpecs[key];

export const enquiryFormEnglish = z.strictObject({
  fields: z
    .strictObject(
      Object.fromEntries(
        enquiryFieldKeys.map((key) => [
          key,
          formField(spec(key).operatorLabel, spec(key).placeholder === true),
        ]),
      ),
    )
    .meta({ label: "Contact form" }),
  bookingPanel: z
    .strictObject({
      firstName: formField("First name", false),
      email: formField("E-mail", false),
      phone: formField("Phone", false),
      message: formField("Message", true),
      sum: formField("Sum", false),
    })
    .meta({ label: "A tour's booking panel" }),
  ...Object.fromEntries(
    choiceFields.map((key) => [
      optionsKey(key),
      formOptions(`${spec(key).operatorLabel} choices`, enquiryFieldSpecs[key].options),
    ]),
  ),
});

const translatedFields = (keys: readonly string[]) =>
  z
    .strictObject(
      Object.fromEntries(
        keys.map((key) => [
          key,
          z.strictObject({ label: translatedText, placeholder: translatedText }).optional(),
        ]),
      ),
    )
    .optional();

const translatedOptions = z.array(z.strictObject({ label: translatedText })).optional();

export const enquiryFormTranslation = z.strictObject({
  fields: translatedFields(Object.keys(enquiryFormEnglish.shape.fields.shape)),
  bookingPanel: translatedFields(Object.keys(enquiryFormEnglish.shape.bookingPanel.shape)),
  ...Object.fromEntries(choiceFields.map((key) => [optionsKey(key), translatedOptions])),
});

/** The tour cards' words for the spec's rules (data/domain/tour-rules.ts). */
export const tourCardsEnglish = z.strictObject({
  multiPark: siteText("A label", "Multi-park", "A tour of more than 7 days."),
  singlePark: siteText("A label", "Single park", "A tour of 7 days or fewer."),
  noAccommodation: siteText(
    "A label",
    "Day without a lodge",
    "The highlight of a day that names no lodge.",
  ),
  noDays: siteText("A label", "Tour without days", "The highlight of a tour without days."),
});

export const tourCardsTranslation = z.strictObject({
  multiPark: translatedText,
  singlePark: translatedText,
  noAccommodation: translatedText,
  noDays: translatedText,
});

/** The search results' templates (data/content/search-records.ts). */
export const searchResultsEnglish = z.strictObject({
  duration: siteText("A label", "A tour's length", "{count} is its number of days."),
  monthTitle: siteText("A label", "A month's title", "{month} is the month's name."),
  monthSummary: siteText("A label", "A month's summary", "{places}: where is at its best."),
  monthRains: siteText("A label", "A rainy month's summary"),
});

export const searchResultsTranslation = z.strictObject({
  duration: translatedText,
  monthTitle: translatedText,
  monthSummary: translatedText,
  monthRains: translatedText,
});

/** The e-mail that carries a proposal's link to a traveller, in the traveller's language. */
export const travellerEmailEnglish = z.strictObject({
  greeting: siteText("The greeting", "Greeting", "{name} is the traveller's name."),
  greetingWithoutName: siteText("The greeting", "Greeting without a name"),
  proposalSubject: siteText("The subject", "Subject", "{brand} is the company's name."),
  proposalIntro: siteParagraph("The introduction", "Introduction"),
  proposalRevisedIntro: siteParagraph("The introduction", "Introduction to a new version"),
  proposalLinkLead: siteText("The line before the link", "Before the link"),
  proposalOutro: siteParagraph("The paragraph after the link", "After the link"),
  closing: siteText("The closing", "Closing", "Before the operator's signature."),
  receiptSubject: siteText(
    "The subject",
    "Receipt: subject",
    "The receipt for each payment. {brand} is the company's name.",
  ),
  receiptIntro: siteParagraph(
    "The introduction",
    "Receipt: introduction",
    "{amount} is the amount paid, with its currency; {date} the day it was paid.",
  ),
  receiptDeposit: siteText("The line", "Receipt: a deposit", "What the payment was for."),
  receiptBalance: siteText("The line", "Receipt: the balance", "What the payment was for."),
  receiptFull: siteText("The line", "Receipt: the whole amount", "What the payment was for."),
  receiptReference: siteText(
    "The line",
    "Receipt: reference",
    "{reference} is the payment's reference, for any question about it.",
  ),
  receiptStillDue: siteText(
    "The line",
    "Receipt: balance still due",
    "{amount} is what is left to pay, {date} the day it is due.",
  ),
  receiptPaidInFull: siteText("The line", "Receipt: paid in full"),
  receiptLinkLead: siteText("The line before the link", "Receipt: before the link"),
  balanceSubject: siteText(
    "The subject",
    "Balance request: subject",
    "The operator's request for the balance, sent from the desk. {brand} is the company's name.",
  ),
  balanceIntro: siteParagraph(
    "The introduction",
    "Balance request: introduction",
    "{amount} is what is left to pay, with its currency; {date} the day it is due.",
  ),
  balancePaid: siteText(
    "The line",
    "Balance request: paid so far",
    "{paid} is what the traveller has paid so far, {total} the whole price.",
  ),
  balanceLinkLead: siteText("The line before the link", "Balance request: before the link"),
  balanceOutro: siteText("The line", "Balance request: already paid"),
});

/**
 * The booking terms' figures, which the server alone reads (server/payments/): what share of a
 * proposal's total the deposit is, and how many days before the first day the balance is due.
 */
export const bookingEnglish = z.strictObject({
  depositPercent: z
    .int({ error: "The deposit must be a whole percentage." })
    .min(1, { error: "The deposit is at least 1 % of the total." })
    .max(100, { error: "The deposit is at most 100 % of the total." })
    .meta({
      label: "Deposit (% of the total)",
      hint: "What a traveller pays when accepting a proposal.",
    }),
  balanceDueDays: z
    .int({ error: "The balance's days must be a whole number." })
    .min(0, { error: "The balance's days cannot be negative." })
    .max(365, { error: "The balance is due at most 365 days before the first day." })
    .meta({
      label: "Balance due (days before the first day)",
      hint: "Within these days of the first day, the whole amount is due at once.",
    }),
});

/** The desk's reply to an enquiry, begun in the traveller's language: its subject and greeting. */
export const deskReplyEnglish = z.strictObject({
  subject: siteText("The subject", "Subject", "Followed by the company's name."),
  greeting: siteText("The greeting", "Greeting", "{name} is the traveller's name."),
  greetingWithoutName: siteText("The greeting", "Greeting without a name"),
});

export const deskReplyTranslation = z.strictObject({
  subject: translatedText,
  greeting: translatedText,
  greetingWithoutName: translatedText,
});

/**
 * The suggestion to read a page in a language, written in that language: shown to its readers on
 * a page in another, whose own copy they may not read.
 */
export const languageSuggestionEnglish = z.strictObject({
  text: siteText(
    "The suggestion",
    "Suggestion",
    "Says that the page is also in this language, naming it as its readers do.",
  ),
  action: siteText("The link's label", "Link", "Opens the page in this language."),
  dismiss: siteText("The dismissal", "Dismiss", "Hides the suggestion for good."),
});

export const languageSuggestionTranslation = z.strictObject({
  text: translatedText,
  action: translatedText,
  dismiss: translatedText,
});

export const travellerEmailTranslation = z.strictObject(
  Object.fromEntries(
    Object.keys(travellerEmailEnglish.shape).map((key) => [key, translatedText]),
  ) as Record<keyof typeof travellerEmailEnglish.shape, typeof translatedText>,
);

/** A file in Decap's single_file structure: English in full, the other languages optional. */
function singleFile<E extends z.ZodType, T extends z.ZodType>(english: E, translation: T) {
  return z.strictObject({
    en: english,
    ...Object.fromEntries(translatedLocales.map((locale) => [locale, translation.optional()])),
  }) as unknown as z.ZodType<{ en: z.infer<E> } & Partial<Record<Locale, z.infer<T>>>>;
}

export const tourFile = singleFile(tourEnglish, tourTranslation);
export const vocabularyFile = singleFile(vocabularyFields, vocabularyFields.partial());
export const faqFile = singleFile(faqEnglish, faqTranslation);
export const cardFile = singleFile(cardEnglish, cardTranslation);
export const destinationFile = singleFile(destinationEnglish, destinationTranslation);
export const aboutFile = singleFile(aboutEnglish, aboutTranslation);
export const legalFile = singleFile(legalEnglish, legalTranslation);
export const cookiePolicyFile = singleFile(cookiePolicyEnglish, cookiePolicyTranslation);
export const galleryFile = singleFile(galleryEnglish, galleryTranslation);
export const partnersFile = singleFile(partnersEnglish, z.strictObject({}));
export const homeFile = singleFile(homeEnglish, homeTranslation);
export const contactFile = singleFile(contactEnglish, contactTranslation);
export const settingsFile = singleFile(settingsEnglish, settingsTranslation);
export const photosFile = singleFile(photosEnglish, photosTranslation);
export const placesFile = singleFile(placesEnglish, placesTranslation);
export const countriesFile = singleFile(countriesEnglish, countriesTranslation);
export const enquiryFormFile = singleFile(enquiryFormEnglish, enquiryFormTranslation);
export const tourCardsFile = singleFile(tourCardsEnglish, tourCardsTranslation);
export const searchResultsFile = singleFile(searchResultsEnglish, searchResultsTranslation);
export const travellerEmailFile = singleFile(travellerEmailEnglish, travellerEmailTranslation);
export const deskReplyFile = singleFile(deskReplyEnglish, deskReplyTranslation);
export const bookingFile = singleFile(bookingEnglish, z.strictObject({}));
export const languageSuggestionFile = singleFile(
  languageSuggestionEnglish,
  languageSuggestionTranslation,
);

export type TourEnglish = z.infer<typeof tourEnglish>;
export type TourTranslation = z.infer<typeof tourTranslation>;
export type TourFile = z.infer<typeof tourFile>;
export type VocabularyFields = z.infer<typeof vocabularyFields>;
export type VocabularyFile = z.infer<typeof vocabularyFile>;
export type FaqEnglish = z.infer<typeof faqEnglish>;
export type FaqFile = z.infer<typeof faqFile>;
export type CardEnglish = z.infer<typeof cardEnglish>;
export type GalleryEnglish = z.infer<typeof galleryEnglish>;
export type DestinationEnglish = z.infer<typeof destinationEnglish>;
export type DestinationFile = z.infer<typeof destinationFile>;
export type AboutFile = z.infer<typeof aboutFile>;
export type LegalFile = z.infer<typeof legalFile>;
export type LegalSection = z.infer<typeof legalSection>;
export type CookiePolicyFile = z.infer<typeof cookiePolicyFile>;
export type StorageEntry = z.infer<typeof storageEntry>;
export type GalleryFile = z.infer<typeof galleryFile>;
export type PartnersFile = z.infer<typeof partnersFile>;
export type HomeFile = z.infer<typeof homeFile>;
export type ContactFile = z.infer<typeof contactFile>;
export type PhotosFile = z.infer<typeof photosFile>;
export type Settings = z.infer<typeof settingsEnglish>;

export const collections = {
  tours: tourFile,
  "tour-vocabulary": vocabularyFile,
  faq: faqFile,
  services: cardFile,
  tips: cardFile,
  destinations: destinationFile,
  "pages/about": aboutFile,
  "legal/privacy-policy": legalFile,
  "legal/terms-of-service": legalFile,
  "legal/cookie-policy": cookiePolicyFile,
  gallery: galleryFile,
  partners: partnersFile,
  "pages/home": homeFile,
  "pages/contact": contactFile,
  "site/settings": settingsFile,
  "site/photos": photosFile,
  "site/places": placesFile,
  "site/countries": countriesFile,
  "site/enquiry-form": enquiryFormFile,
  "site/tour-cards": tourCardsFile,
  "site/search-results": searchResultsFile,
  "site/traveller-email": travellerEmailFile,
  "site/desk-reply": deskReplyFile,
  "site/booking": bookingFile,
  "site/language-suggestion": languageSuggestionFile,
  reviews: reviewFile,
} as const;

/**
 * The collections the content editor never writes: a review is published and unpublished in the
 * desk, in the traveller's words, so the editor neither lists nor saves one.
 */
export const deskOnlyCollections = ["reviews"] as const satisfies readonly Collection[];

/** A legal page's texts: its title and introduction, each section's, each storage entry's. */
const legalTextFields = [
  "title",
  "description",
  "intro",
  "heading",
  "paragraphs",
  "list",
  "after",
  "purpose",
  "duration",
  "provider",
] as const;

/**
 * The page files (one file, one collection, with no entry id) and, for each, the names of the
 * fields a language translates.
 */
export const pageTexts = {
  "pages/about": ["story", "mission", "vision", "title", "description"],
  "legal/privacy-policy": legalTextFields,
  "legal/terms-of-service": legalTextFields,
  "legal/cookie-policy": legalTextFields,
  partners: [],
  "pages/home": ["alt", "caption"],
  "pages/contact": ["title", "description"],
  "site/settings": [
    "tagline",
    "description",
    "keywords",
    "message",
    "lines",
    "topBar",
    "days",
    "hours",
    "responseText",
    "groupSize",
    "dry",
    "migration",
    "footerAbout",
  ],
  "site/photos": ["alt", "location"],
  "site/places": placeIds,
  "site/countries": destinationCountries,
  "site/enquiry-form": ["label", "placeholder"],
  "site/tour-cards": ["multiPark", "singlePark", "noAccommodation", "noDays"],
  "site/search-results": ["duration", "monthTitle", "monthSummary", "monthRains"],
  "site/traveller-email": [
    "greeting",
    "greetingWithoutName",
    "proposalSubject",
    "proposalIntro",
    "proposalRevisedIntro",
    "proposalLinkLead",
    "proposalOutro",
    "closing",
    "receiptSubject",
    "receiptIntro",
    "receiptDeposit",
    "receiptBalance",
    "receiptFull",
    "receiptReference",
    "receiptStillDue",
    "receiptPaidInFull",
    "receiptLinkLead",
    "balanceSubject",
    "balanceIntro",
    "balancePaid",
    "balanceLinkLead",
    "balanceOutro",
  ],
  "site/desk-reply": ["subject", "greeting", "greetingWithoutName"],
  "site/booking": [],
  "site/language-suggestion": ["text", "action", "dismiss"],
} as const satisfies Partial<Record<Collection, readonly string[]>>;

export type PageCollection = keyof typeof pageTexts;

export function isPageCollection(collection: string): collection is PageCollection {
  return Object.hasOwn(pageTexts, collection);
}

export type Collection = keyof typeof collections;

export type ContentError = { file: string; field: string; message: string };

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

/**
 * Where an entry lives: content/<collection>/<id>.yaml, or content/<collection>.yaml for a file
 * of its own (the tour vocabulary, a page: content/pages/about.yaml).
 */
export function contentFile(collection: Collection, id: string): string {
  return collection === "tour-vocabulary" || isPageCollection(collection)
    ? `content/${collection}.yaml`
    : `content/${collection}/${id}.yaml`;
}

/** A stable id's field path as people read it: days.2.title. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/**
 * The texts a language must translate, by field path, with their English: every translatable
 * field whose English is not empty. Lists are matched by position.
 */
export function translatableFields(
  collection: Collection,
  english: unknown,
): Array<{ field: string; english: string }> {
  const fields: Array<{ field: string; english: string }> = [];
  const add = (field: string, text: unknown) => {
    if (typeof text === "string" && text.trim() !== "") fields.push({ field, english: text });
  };
  if (collection === "reviews") return fields;
  if (collection === "tour-vocabulary") {
    const vocabulary = english as VocabularyFields;
    for (const group of vocabularyGroups)
      for (const [key, text] of Object.entries(vocabulary[group] ?? {}))
        add(`${group}.${key}`, text);
    return fields;
  }
  if (collection === "faq") {
    const item = english as { question: string; answer: string };
    add("question", item.question);
    add("answer", item.answer);
    return fields;
  }
  if (collection === "gallery") {
    const photo = english as { alt: string; location: string };
    add("alt", photo.alt);
    add("location", photo.location);
    return fields;
  }
  if (isPageCollection(collection)) {
    pageFields(english, pageTexts[collection], "", add);
    return fields;
  }
  if (collection === "services" || collection === "tips") {
    const item = english as { title: string; description: string };
    add("title", item.title);
    add("description", item.description);
    return fields;
  }
  if (collection === "destinations") {
    const destination = english as DestinationEnglish;
    add("name", destination.name);
    add("tagline", destination.tagline);
    destination.guide.forEach((paragraph, index) => add(`guide.${index}`, paragraph));
    add("bestTime", destination.bestTime);
    destination.wildlife.forEach((animal, index) => add(`wildlife.${index}`, animal));
    destination.months.forEach((month, index) => add(`months.${index}.note`, month.note));
    return fields;
  }
  const tour = english as NormalisedTourTexts;
  add("title", tour.title);
  add("summary", tour.summary);
  tour.days.forEach((day, index) => {
    add(`days.${index}.title`, day.title);
    add(`days.${index}.description`, day.description);
    add(`days.${index}.accommodation`, day.accommodation);
  });
  tour.included.forEach((item, index) => add(`included.${index}`, item));
  tour.excluded.forEach((item, index) => add(`excluded.${index}`, item));
  return fields;
}

/**
 * A page's translatable texts by field path: the strings held by one of `names`, directly or in
 * a list (`story.0`, `sections.2.paragraphs.1`), through the page's lists and objects.
 */
function pageFields(
  value: unknown,
  names: readonly string[],
  path: string,
  add: (field: string, text: unknown) => void,
  owner?: string,
): void {
  if (typeof value === "string") {
    if (owner !== undefined && names.includes(owner)) add(path, value);
    return;
  }
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  if (Array.isArray(value))
    value.forEach((item, index) => pageFields(item, names, at(index), add, owner));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) pageFields(item, names, at(key), add, key);
}

/** The English texts of a tour a traveller reads, after the spec's normalisation. */
export type NormalisedTourTexts = {
  title: string;
  summary: string;
  days: Array<{ title: string; description: string; accommodation: string }>;
  included: string[];
  excluded: string[];
};

/** The value at a field path ("days.2.title") of an object, or undefined. */
export function valueAt(value: unknown, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** Writes a text into an object at a field path, making the lists and objects on the way. */
export function setAt(target: Record<string, unknown>, field: string, text: string): void {
  const keys = field.split(".");
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    const next = keys[index + 1] ?? "";
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) ?? ""] = text;
}

/**
 * Checks one entry: its shape (the schema) and, unless `translations: "optional"`, that every
 * language has a text for each translatable field. `english` gives the normalised texts a tour's
 * translations follow; by default the fields as written.
 */
export function validateContent<C extends Collection>(
  collection: C,
  id: string,
  data: unknown,
  options: { translations?: "required" | "optional" } = {},
): Validation<z.infer<(typeof collections)[C]>> {
  const file = contentFile(collection, id);
  const parsed = collections[collection].safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        file,
        field: fieldPath(issue.path),
        message: issueMessage(issue),
      })),
    };
  }
  const value = parsed.data as z.infer<(typeof collections)[C]>;
  if (options.translations === "optional") return { ok: true, value };
  const english = englishTexts(collection, value);
  const errors: ContentError[] = [];
  for (const locale of translatedLocales) {
    const translation = (value as Partial<Record<Locale, unknown>>)[locale];
    for (const { field, english: source } of translatableFields(collection, english)) {
      const text = valueAt(translation, field);
      if (typeof text !== "string" || text.trim() === "")
        errors.push({
          file,
          field: `${locale}.${field}`,
          message: `The ${locale} translation of ${field} is missing.`,
        });
      else if (
        collection.startsWith("site/") &&
        placeholders(text).join() !== placeholders(source).join()
      )
        errors.push({
          file,
          field: `${locale}.${field}`,
          message: `The ${locale} translation of ${field} must keep the English's placeholders (${
            placeholders(source).join(", ") || "none"
          }).`,
        });
      else if (settingPlaceholders(text).join() !== settingPlaceholders(source).join())
        errors.push({
          file,
          field: `${locale}.${field}`,
          message: `The ${locale} translation of ${field} must name the same settings as the English (${
            settingPlaceholders(source)
              .map((name) => `\${${name}}`)
              .join(", ") || "none"
          }).`,
        });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * The English a language translates: a tour's texts as a traveller reads them, after the
 * normalisation that fills in a day's missing fields.
 */
export function englishTexts(collection: Collection, value: unknown): unknown {
  if (collection === "reviews") return value;
  const english = (value as { en: unknown }).en;
  if (collection !== "tours") return english;
  const tour = english as TourEnglish;
  return {
    title: tour.title,
    summary: tour.summary,
    days: tour.days.map((day, index) => {
      const normalised = normaliseDay(day, index);
      return {
        title: normalised.title,
        description: normalised.description,
        accommodation: normalised.accommodation,
      };
    }),
    included: tour.included ?? [],
    excluded: tour.excluded ?? [],
  } satisfies NormalisedTourTexts;
}

/** Zod's message, or a sentence for the issues whose default says too little. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `${issue.keys.join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} of this entry.`;
  // A number that is not whole is an invalid_type too (expected "int"), without its input.
  if (issue.code === "invalid_type" && issue.input === undefined && issue.expected !== "int")
    return issue.path.length === 0 ? "The file is empty." : "This field is required.";
  return issue.message;
}
