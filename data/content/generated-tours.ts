import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../locales";
import type { Tour } from "../types";

const generatedDir = path.resolve(import.meta.dirname, "../generated");

/** Where `npm run tour-data` writes a language's tours: tours.json in English, tours.<locale>.json. */
export function generatedToursFile(locale: Locale): string {
  return path.join(generatedDir, locale === "en" ? "tours.json" : `tours.${locale}.json`);
}

/** The tours as a language's pages show them (node:fs: the build, the server and the scripts). */
export function generatedTours(locale: Locale): Tour[] {
  return JSON.parse(readFileSync(generatedToursFile(locale), "utf8")) as Tour[];
}
