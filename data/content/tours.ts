import type { Locale } from "../domain/locales";
import { rawTourPhotoList } from "./tour-photos";
import type { RouteDay } from "./tour-routes";
import { derivedWords, normaliseFixedTour, normaliseRawTour, slugify } from "../domain/tour-rules";
import type { Destination, DestinationLinks, Tour } from "./types";
import {
  contentFile,
  mealPlans,
  setAt,
  translatableFields,
  valueAt,
  type ContentError,
  type NormalisedTourTexts,
  type TourFile,
  type VocabularyFields,
  type VocabularyFile,
} from "./schema";

/** A tour file as read: its id (the file's name) and its validated content. */
export type TourEntry = { id: string; value: TourFile };

/** A destination as the tours name it: its English name and its slug (content/destinations/). */
type NamedDestination = Pick<Destination, "name" | "slug">;

/**
 * The tour set from the tour files: in their `order` (the seven current packages, then the
 * tours of the earlier raw list), each normalised by the spec's rules. A raw tour's place among
 * the raw tours picks its photos; `destinations` (in English) give the places each tour visits.
 */
export function toursFromContent(
  entries: readonly TourEntry[],
  destinations: readonly NamedDestination[],
): Tour[] {
  const ordered = [...entries].sort((a, b) => a.value.en.order - b.value.en.order);
  let rawIndex = 0;
  return ordered.map(({ id, value: { en } }) => {
    const tour =
      en.origin === "fixed"
        ? normaliseFixedTour({
            ...en,
            id,
            coverImage: en.coverImage ?? "",
            costs: en.costs ?? {},
            days: en.days.map((day, index) => ({ ...day, dayNumber: day.dayNumber ?? index + 1 })),
          })
        : {
            ...normaliseRawTour(en, rawIndex++, rawTourPhotoList),
            id,
            ...(en.coverImage ? { coverImage: en.coverImage } : {}),
          };
    return {
      ...tour,
      visits: destinationsVisited(tour, destinations),
      destinationGuides: tour.destinations.map(
        (name) => destinations.find((destination) => destination.name === name)?.slug ?? null,
      ),
    };
  });
}

/**
 * Each tour's journey, day by day, keyed by the tour's id in the tours' order: the route maps'
 * data, the same in every language. A tour whose file has no route has no entry.
 */
export function routesFromContent(entries: readonly TourEntry[]): Record<string, RouteDay[]> {
  return Object.fromEntries(
    [...entries]
      .sort((a, b) => a.value.en.order - b.value.en.order)
      .flatMap(({ id, value: { en } }) => (en.route ? [[id, en.route]] : [])),
  );
}

/**
 * The destinations a tour visits, by slug: named in its title or in one of its days. Read from
 * the English text, once, so that every language's pages list the same tours for a destination.
 */
function destinationsVisited(
  tour: Omit<Tour, DestinationLinks>,
  destinations: readonly NamedDestination[],
): string[] {
  return destinations
    .filter((destination) => {
      const keyword = destination.name.replace(/^(Lake|Masai|Ol)\s+/i, "").toLowerCase();
      return (
        tour.destinations.includes(destination.name) ||
        tour.days.some((day) => `${day.title} ${day.description}`.toLowerCase().includes(keyword))
      );
    })
    .map((destination) => destination.slug);
}

/** The texts of a normalised tour that a language translates. */
export function tourTexts(tour: Tour): NormalisedTourTexts {
  return {
    title: tour.title,
    summary: tour.summary,
    days: tour.days.map(({ title, description, accommodation }) => ({
      title,
      description,
      accommodation,
    })),
    included: tour.included,
    excluded: tour.excluded,
  };
}

/** The vocabulary group each derived word of a tour belongs to. */
type VocabularyGroup = keyof VocabularyFields;

/**
 * Every word the tour rules can derive, and the meal plans' option list, each under the slug of
 * its English: what content/tour-vocabulary.yaml must hold, so that a new tour never needs a
 * word that a language lacks.
 */
export function tourVocabulary(): VocabularyFields {
  const group = (words: Iterable<string>) =>
    Object.fromEntries([...new Set(words)].map((word) => [slugify(word), word]));
  const derived = derivedWords();
  return {
    types: group(derived.types),
    destinations: group(derived.destinations),
    highlights: group(derived.highlights),
    mealPlans: group(mealPlans),
  };
}

/**
 * What the spec's rules need of the files that the schema alone cannot see: every word the rules
 * can derive must be in the vocabulary file, so that each language has it.
 */
export function tourRuleErrors(vocabulary: VocabularyFile): ContentError[] {
  const errors: ContentError[] = [];
  const needed = tourVocabulary();
  for (const [group, words] of Object.entries(needed) as Array<[VocabularyGroup, object]>)
    for (const [key, word] of Object.entries(words))
      if (vocabulary.en[group][key] !== word)
        errors.push({
          file: contentFile("tour-vocabulary", ""),
          field: `en.${group}.${key}`,
          message: `The tours use "${String(word)}", which this file does not hold.`,
        });
  return errors;
}

/**
 * A tour in one language: each translatable text is the language's translation of its field
 * (by stable id, whether or not it is waiting for review), the derived words are the
 * vocabulary's. Ids, slugs, prices and images stay as they are. A missing translation is an
 * error the loader reports before this runs; here it keeps the English.
 */
export function localiseTour(
  tour: Tour,
  translation: unknown,
  word: (group: VocabularyGroup, english: string) => string,
): Tour {
  const texts: Record<string, unknown> = structuredClone(tourTexts(tour));
  for (const { field } of translatableFields("tours", texts)) {
    const text = valueAt(translation, field);
    if (typeof text === "string" && text.trim() !== "") setAt(texts, field, text);
  }
  const localised = texts as NormalisedTourTexts;
  return {
    ...tour,
    title: localised.title,
    summary: localised.summary,
    type: word("types", tour.type) as Tour["type"],
    destinations: tour.destinations.map((name) => word("destinations", name)),
    highlights: tour.highlights.map((name) => word("highlights", name)),
    days: tour.days.map((day, index) => ({
      ...day,
      ...localised.days[index],
      mealPlan: day.mealPlan && word("mealPlans", day.mealPlan),
    })),
    included: localised.included,
    excluded: localised.excluded,
  };
}

/** The tours in one language, from their files and the vocabulary file. */
export function localiseTours(
  tours: readonly Tour[],
  entries: readonly TourEntry[],
  vocabulary: VocabularyFile,
  locale: Locale,
): Tour[] {
  const files = new Map(entries.map((entry) => [entry.id, entry.value]));
  const words = vocabulary[locale];
  return tours.map((tour) =>
    localiseTour(
      tour,
      files.get(tour.id)?.[locale],
      (group, english) => words?.[group]?.[slugify(english)]?.trim() || english,
    ),
  );
}
