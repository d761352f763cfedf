import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../locales";
import type { FaqItem, Tour } from "../types";

const generatedDir = path.resolve(import.meta.dirname, "../generated");

/** The collections `npm run tour-data` writes for the pages, one file per language. */
export type GeneratedCollection = "tours" | "faq";

/** Where a language's copy is: <name>.json in English, <name>.<locale>.json in another language. */
export function generatedFile(name: GeneratedCollection, locale: Locale): string {
  return path.join(generatedDir, locale === "en" ? `${name}.json` : `${name}.${locale}.json`);
}

/** The tours as a language's pages show them (node:fs: the build, the server and the scripts). */
export function generatedTours(locale: Locale): Tour[] {
  return JSON.parse(readFileSync(generatedFile("tours", locale), "utf8")) as Tour[];
}

/** The FAQ as a language's pages show it. */
export function generatedFaq(locale: Locale): FaqItem[] {
  return JSON.parse(readFileSync(generatedFile("faq", locale), "utf8")) as FaqItem[];
}
