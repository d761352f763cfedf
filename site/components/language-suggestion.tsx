import { useLocation, useSearch } from "wouter";
import { languageTags, localizedPath, locales } from "../../data/domain/locales";
import { Button } from "../../ui/button";
import { locale } from "../i18n/current-locale";
import { rememberLanguage } from "../i18n/language-choice";
import { languageSuggestions } from "../i18n/language-suggestions";

/**
 * A quiet note, never a redirect, when the traveller would rather read another language than
 * the page's (the head script decides which, before the first paint), written in that language.
 * Following it or waving it away is remembered, so it asks once. Both work from the first paint:
 * the suggestion is a link, and the head script answers "No, thanks" (`data-language-choice`)
 * until this code has hydrated.
 */
export function LanguageSuggestion() {
  const [path] = useLocation();
  const search = useSearch();
  return locales
    .filter((other) => other !== locale)
    .map((suggested) => {
      const copy = languageSuggestions[suggested];
      return (
        <aside
          key={suggested}
          data-slot="language-suggestion"
          lang={languageTags[suggested]}
          aria-label={copy.text}
          className="hidden border-b bg-secondary-soft print:hidden! suggested:block"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-2 text-sm sm:px-8">
            <p className="suggesting-on-short-phone:hidden">{copy.text}</p>
            <div className="flex items-center gap-2">
              <Button asChild size="sm">
                <a
                  href={`${localizedPath(suggested, path)}${search ? `?${search}` : ""}`}
                  hrefLang={languageTags[suggested]}
                  onClick={() => rememberLanguage(suggested)}
                >
                  {copy.action}
                </a>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                data-language-choice={locale}
                onClick={() => {
                  rememberLanguage(locale);
                  delete document.documentElement.dataset.suggest;
                }}
              >
                {copy.dismiss}
              </Button>
            </div>
          </div>
        </aside>
      );
    });
}
