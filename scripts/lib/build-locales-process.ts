import { buildLocalesHere } from "./build-locales";
import type { BuildLocale } from "./site-locale-plugin";

/** One process of `buildLocales`: builds the languages named on its command line. */
await buildLocalesHere(process.argv.slice(2) as BuildLocale[]);
