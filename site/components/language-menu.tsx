import { useLocation, useSearch } from "wouter";
import { languageMessages } from "#messages/language";
import { languageTags, localeNames, localizedPath, locales } from "../../data/domain/locales";
import { LanguageSwitcher } from "../../ui/language-switcher";
import { locale } from "../i18n/current-locale";
import { rememberLanguage } from "../i18n/language-choice";

/**
 * The header's language menu: this page in every language. Each language is a build of its own,
 * so choosing one loads that language's page (a plain link, working before any script), and the
 * choice is remembered for the language suggestion.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : "";
  return (
    <LanguageSwitcher
      className={className}
      label={languageMessages.label}
      languages={locales.map((code) => ({
        tag: languageTags[code],
        short: code.toUpperCase(),
        name: localeNames[code],
        href: `${localizedPath(code, path)}${query}`,
        current: code === locale,
      }))}
      onChoose={(language) => {
        const chosen = locales.find((code) => languageTags[code] === language.tag);
        if (chosen) rememberLanguage(chosen);
      }}
    />
  );
}
