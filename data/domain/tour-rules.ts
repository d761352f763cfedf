import type {
  DestinationLinks,
  FixedTourInput,
  ImageName,
  RawDayInput,
  RawTourInput,
  Tour,
  TourCosts,
  TourDay,
  TourType,
} from "../content/types";

/**
 * A tour's slug from its title: lower-case, drop everything but letters, digits, spaces and hyphens,
 * turn whitespace runs into hyphens, collapse repeated hyphens. Accents are folded to their
 * base letter first so "Nakurú" keeps its "u", and hyphens at the ends are trimmed so a
 * title with a trailing "!" still gives a clean URL.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The first rule whose keyword appears in the title decides the type. */
const typeRules: Array<[RegExp, TourType]> = [
  [/exquisite/i, "Ultimate Luxury"],
  [/luxury/i, "Luxury Safari"],
  [/mid-?\s?range/i, "Mid-range Safari"],
  [/iconic/i, "Iconic Safari"],
  [/cross-?\s?border|tanzania/i, "Cross-Border Safari"],
  [/adventurous|golden/i, "Adventure Safari"],
];

/**
 * A tour's type, from its title. "Exquisite" is checked before "luxury" because the exquisite tours
 * are also called luxury, and the spec gives them their own type.
 */
export function deriveTourType(title: string): TourType {
  return typeRules.find(([keyword]) => keyword.test(title))?.[1] ?? "Safari Experience";
}

const destinationKeywords: Array<[RegExp, string]> = [
  [/amboseli/i, "Amboseli"],
  [/\bmara\b/i, "Masai Mara"],
  [/naivasha/i, "Lake Naivasha"],
  [/nakuru/i, "Lake Nakuru"],
  [/serengeti/i, "Serengeti"],
  [/ngorongoro/i, "Ngorongoro"],
  [/samburu/i, "Samburu"],
  [/pejeta/i, "Ol Pejeta"],
];

/** A tour's destinations come from keywords in the title, in the order the destinations are listed. */
export function deriveDestinations(title: string): string[] {
  return destinationKeywords.filter(([keyword]) => keyword.test(title)).map(([, name]) => name);
}

const highlightKeywords: Array<[RegExp, string[]]> = [
  [/\bmara\b/i, ["Great Migration", "Big Five"]],
  [/amboseli/i, ["Kilimanjaro Views", "Elephant Herds"]],
  [/nakuru/i, ["Flamingos", "Rhino Sanctuary"]],
  [/naivasha/i, ["Boat Safari"]],
  [/samburu/i, ["Samburu Special Five"]],
  [/pejeta/i, ["Chimpanzee Sanctuary", "Northern White Rhinos"]],
  [/serengeti/i, ["Serengeti Plains"]],
  [/ngorongoro/i, ["Crater Game Drive"]],
  [/fl(y|ight)/i, ["Scenic Flights"]],
  [/bird/i, ["Birdwatching"]],
  [/rhino/i, ["Rhino Tracking"]],
  [/lakes?\b/i, ["Rift Valley Lakes"]],
  [/urban|nairobi/i, ["Nairobi National Park"]],
  [/luxury|exquisite/i, ["Luxury Lodges"]],
];

export const fallbackHighlights = ["Wildlife Viewing", "Game Drives", "Professional Guide"];

/** Every word the derivations below can give, by kind: what each language translates once. */
export function derivedWords(): Record<"types" | "destinations" | "highlights", string[]> {
  return {
    types: [...typeRules.map(([, type]) => type), "Safari Experience"],
    destinations: destinationKeywords.map(([, name]) => name),
    highlights: [...highlightKeywords.flatMap(([, words]) => words), ...fallbackHighlights],
  };
}

/** A tour's highlights come from keywords in the title; without any, the fallback three. */
export function deriveHighlights(title: string): string[] {
  const found = highlightKeywords.filter(([keyword]) => keyword.test(title)).flatMap(([, h]) => h);
  const unique = [...new Set(found)];
  return unique.length > 0 ? unique : [...fallbackHighlights];
}

/** "$5,405" → 5405; anything without a number → null. */
export function parseDollars(text: string | null | undefined): number | null {
  if (!text) return null;
  const digits = text.replace(/[^0-9.]/g, "");
  if (digits === "") return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

function dollarString(text: string | null | undefined): string | null {
  const value = parseDollars(text);
  return value === null ? null : `$${value}`;
}

/** A tour's costs: dollar strings or null; forTwo is twice the per-person amount when missing. */
export function normaliseCosts(costs: Partial<TourCosts>): TourCosts {
  const solo = dollarString(costs.solo);
  const perPersonForTwo = dollarString(costs.perPersonForTwo);
  const perPerson = parseDollars(perPersonForTwo);
  const forTwo = dollarString(costs.forTwo) ?? (perPerson === null ? null : `$${perPerson * 2}`);
  return { solo, forTwo, perPersonForTwo };
}

/** Missing day fields become ""; the day number falls back to the position. */
export function normaliseDay(day: RawDayInput, index: number): TourDay {
  return {
    dayNumber: day.dayNumber ?? index + 1,
    title: day.title ?? "",
    description: day.description ?? "",
    accommodation: day.accommodation ?? "",
    mealPlan: day.mealPlan ?? "",
  };
}

/**
 * The spec's derivations from the English title, made when the tours are normalised: each
 * language's build then carries their translations rather than matching a translated title.
 */
function titleDerivations(title: string): Pick<Tour, "type" | "destinations" | "highlights"> {
  return {
    type: deriveTourType(title),
    destinations: deriveDestinations(title),
    highlights: deriveHighlights(title),
  };
}

export function normaliseFixedTour(
  input: FixedTourInput & { id: string },
): Omit<Tour, DestinationLinks> {
  return {
    id: input.id,
    slug: slugify(input.title),
    title: input.title,
    summary: input.summary,
    ...titleDerivations(input.title),
    coverImage: input.coverImage,
    days: input.days.map(normaliseDay),
    costs: normaliseCosts(input.costs),
    included: input.included ?? [],
    excluded: input.excluded ?? [],
    images: input.images ?? [],
    origin: "fixed",
  };
}

/**
 * A tour of the earlier raw list: the cover cycles through the photo list by position; with
 * fewer than 2 images it gets five photos from the list, starting at its cover. Its costs, its
 * days' accommodation and meal plans are its fields, as a current tour's are (none: no price).
 */
export function normaliseRawTour(
  input: RawTourInput,
  index: number,
  photos: readonly ImageName[],
): Omit<Tour, DestinationLinks> {
  if (photos.length === 0) throw new Error("The raw tour photo list is empty.");
  const photoAt = (offset: number) => photos[(index + offset) % photos.length] as ImageName;
  const images = input.images ?? [];
  const slug = slugify(input.title);
  return {
    id: slug,
    slug,
    title: input.title,
    summary: input.summary,
    ...titleDerivations(input.title),
    coverImage: photoAt(0),
    days: (input.days ?? []).map(normaliseDay),
    costs: normaliseCosts(input.costs ?? {}),
    included: input.included ?? [],
    excluded: input.excluded ?? [],
    images: images.length >= 2 ? images : [0, 1, 2, 3, 4].map(photoAt),
    origin: "raw",
  };
}

export type TourPrice =
  { kind: "perPersonForTwo" | "forTwo" | "solo"; amount: number } | { kind: "none" };

/** The price a card leads with: per person for two, else for two, else solo. */
export function leadPrice(costs: TourCosts): TourPrice {
  for (const kind of ["perPersonForTwo", "forTwo", "solo"] as const) {
    const amount = parseDollars(costs[kind]);
    if (amount !== null) return { kind, amount };
  }
  return { kind: "none" };
}

/**
 * What the tour cards write for the rules below, in the language shown (content/site/tour-cards.yaml,
 * read by data/content/tour-cards.ts).
 */
export type TourCardLabels = {
  multiPark: string;
  singlePark: string;
  noAccommodation: string;
  noDays: string;
};

/** 'Multi-Park' when the tour lasts more than 7 days. */
export function parkScope(dayCount: number, labels: TourCardLabels): string {
  return dayCount > 7 ? labels.multiPark : labels.singlePark;
}

export type KeyHighlights = { badges: string[]; moreDays: number };

/**
 * Tour card Key Highlights: the first two words of each of the first three days'
 * accommodation ('Luxury Lodge' where a day names none, 'Safari Experience' for a tour
 * without days), plus how many days follow the third. No badge shows twice: a repeat gives its
 * place to the next day's accommodation, then to the fallbacks, in that order.
 */
export function keyHighlights(
  days: readonly Pick<TourDay, "accommodation">[],
  { noAccommodation, noDays }: TourCardLabels,
): KeyHighlights {
  if (days.length === 0) return { badges: [noDays], moreDays: 0 };
  const candidates = [
    ...days.map(
      (day) => day.accommodation.trim().split(/\s+/).slice(0, 2).join(" ") || noAccommodation,
    ),
    noAccommodation,
    noDays,
  ];
  return {
    badges: [...new Set(candidates)].slice(0, Math.min(3, days.length)),
    moreDays: Math.max(0, days.length - 3),
  };
}

/**
 * The tour list's filter: title or day count contains the text, AND the duration matches.
 * A text such as "4 Days" (the quick chip) or "7-day", in any of the site's languages ("4 Tage",
 * "4 jours", "4天"), also matches tours of that length, which the title test alone would miss.
 */
export function matchesTourFilter(
  tour: { title: string; days: readonly unknown[] },
  filter: { text: string; duration: string },
): boolean {
  const text = filter.text.trim().toLowerCase();
  const dayCount = String(tour.days.length);
  const asked = /^(\d+)[\s-]*\p{L}*$/u.exec(text)?.[1];
  const textMatches =
    text === "" ||
    tour.title.toLowerCase().includes(text) ||
    dayCount.includes(text) ||
    asked === dayCount;
  const durationMatches = filter.duration === "all" || filter.duration === dayCount;
  return textMatches && durationMatches;
}
