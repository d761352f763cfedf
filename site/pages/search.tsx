import { useSearch } from "wouter";
import { navMessages } from "#messages/nav";
import { searchMessages } from "#messages/search";
import { searchDialogCopy } from "#messages/kit-search-dialog";
import { localizedPath } from "../../data/domain/locales";
import { maxSearchQueryLength, searchQueryParam } from "../../data/domain/search-page";
import { Button } from "../../ui/button";
import { Input } from "../../ui/field";
import { Icon } from "../../ui/icon";
import { PageIntro } from "../components/page-intro";
import { locale } from "../i18n/current-locale";
import { paths } from "../paths";
import { searchPageCarried } from "../search/search-page-carried";
import { usePageMeta } from "../seo/page-meta";

const { searchDialog } = searchDialogCopy;

/** The words and links the server writes a query's results with (server/search/page.ts). */
const carried = searchPageCarried(locale, searchMessages, searchDialogCopy);

/**
 * The search page: a GET form, and the results for its query, which the server writes into the
 * prerendered page in its language (the header's search leads here where no script runs; with
 * script, a query in the address opens the search dialog over it).
 */
export function SearchPage() {
  usePageMeta({
    ...searchMessages.meta,
    path: paths.search,
    breadcrumbs: [{ name: navMessages.search, path: paths.search }],
    noIndex: true,
  });
  const query = new URLSearchParams(useSearch()).get(searchQueryParam) ?? "";

  return (
    <>
      <PageIntro
        eyebrow={searchMessages.eyebrow}
        title={searchMessages.title}
        description={searchMessages.description}
      >
        <form
          role="search"
          action={localizedPath(locale, paths.search)}
          method="get"
          className="flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="search-page-query" className="sr-only">
            {searchDialog.inputLabel}
          </label>
          <Input
            id="search-page-query"
            type="search"
            name={searchQueryParam}
            defaultValue={query}
            maxLength={maxSearchQueryLength}
            placeholder={searchDialog.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            data-slot="search-page-input"
            className="bg-card sm:flex-1"
          />
          <Button type="submit" className="h-11">
            <Icon name="search" aria-hidden />
            {searchMessages.submit}
          </Button>
        </form>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <div
          data-slot="search-page-results"
          data-search-page={JSON.stringify(carried)}
          dangerouslySetInnerHTML={{ __html: "" }}
        />
      </div>
    </>
  );
}
