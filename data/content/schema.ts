import { z } from "zod";
import { locales, type Locale } from "../locales";

/**
 * The content files' schema (content/<collection>/<id>.yaml, Decap CMS's single_file i18n
 * structure): `en` holds every field, each other language the translatable ones.
 */

const dollars = z
  .string()
  .regex(/^\$\d+$/, 'a price is a dollar amount like "$5405"')
  .nullable();
const text = z.string().trim().min(1, "must not be empty");

const tourEnglish = z.object({
  title: text,
  summary: text,
  origin: z.enum(["fixed", "raw"]),
  order: z.number().int().nonnegative(),
  coverImage: z.string().optional(),
  costs: z.object({ solo: dollars, forTwo: dollars, perPersonForTwo: dollars }),
  days: z
    .array(
      z.object({
        dayNumber: z.number().int().positive(),
        title: z.string().optional(),
        description: z.string(),
        accommodation: z.string().optional(),
        mealPlan: z.string().optional(),
      }),
    )
    .min(1, "a tour has at least one day"),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  images: z.array(z.string()),
});

const tourTranslation = z.object({
  title: text,
  summary: text,
  days: z.array(
    z.object({
      title: z.string().optional(),
      description: z.string(),
      accommodation: z.string().optional(),
    }),
  ),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
});

const translated = <E extends z.ZodType, T extends z.ZodType>(english: E, translation: T) =>
  z.object({
    en: english,
    ...(Object.fromEntries(
      locales.filter((code) => code !== "en").map((code) => [code, translation.optional()]),
    ) as Record<Exclude<Locale, "en">, z.ZodOptional<T>>),
  });

export const tourSchema = translated(tourEnglish, tourTranslation);

export const collections = { tours: tourSchema } as const;
export type Collection = keyof typeof collections;

export type ContentError = { file: string; field: string; message: string };
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

export function isCollection(name: string): name is Collection {
  return Object.hasOwn(collections, name);
}

/** Checks one entry's data; every error names the file and the field (`en.costs.solo`). */
export function validateContent(
  collection: Collection,
  id: string,
  data: unknown,
): Validation<z.infer<(typeof collections)[Collection]>> {
  const file = `content/${collection}/${id}.yaml`;
  const result = collections[collection].safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      file,
      field: issue.path.join("."),
      message: issue.message,
    })),
  };
}
