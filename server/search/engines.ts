import { statSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../data/domain/locales";
import { searchSettingsFor } from "../../data/domain/search-settings";
import { SearchEngine } from "./engine";
import { languageRecords } from "./records";

/** When the live site was last built or published: its build stamp's time, 0 before the first. */
function siteBuiltAt(distDir: string): number {
  try {
    return statSync(path.join(distDir, ".vite", "build-complete.json")).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Each language's engine with the build it was made from: made on the language's first search,
 * and again on its first search after an edit is published, so that search pays for its own
 * language alone. The records are the content the live site in `distDir` was built from. The
 * Algolia endpoint and the search page ask the same engines.
 */
export class SearchEngines {
  private readonly made = new Map<Locale, { builtAt: number; engine: SearchEngine }>();

  constructor(private readonly distDir: string) {}

  of(locale: Locale): SearchEngine {
    const builtAt = siteBuiltAt(this.distDir);
    const made = this.made.get(locale);
    if (made?.builtAt === builtAt) return made.engine;
    const engine = new SearchEngine(languageRecords(locale), searchSettingsFor(locale));
    this.made.set(locale, { builtAt, engine });
    return engine;
  }
}
