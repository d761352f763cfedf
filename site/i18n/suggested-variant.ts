import plugin from "tailwindcss/plugin";
import { locales } from "../../data/domain/locales";

/**
 * The `suggested:` variant (ui/theme.css loads it): applies to an element in the language (its
 * `lang`) that the head script marked <html data-suggest> with (site/head-script.ts). A selector
 * cannot compare an attribute's value with another's, so there is one selector per language,
 * made here from the list of languages. Tailwind takes a plugin as its module's default export.
 */
export default plugin(({ addVariant }) => {
  addVariant(
    "suggested",
    locales.map((locale) => `html[data-suggest=${locale}] &:lang(${locale})`),
  );
});
