import type { searchMessages as englishSearch } from "#messages/search";
import type { searchDialogCopy as englishDialog } from "#messages/kit-search-dialog";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { maxSearchQueryLength, type SearchPageCarried } from "../../data/domain/search-page";
import type { Catalogue } from "../messages/catalogue";
import { fill } from "../i18n/format";
import { targetOf } from "./search-targets";

/**
 * What a language's search page carries for the server to write its results with: the page's
 * words and the search dialog's (`search`, `dialog`), and where each type of result leads on the
 * language's pages, `__slug__` standing for the result's slug.
 */
export function searchPageCarried(
  locale: Locale,
  search: Catalogue<typeof englishSearch>,
  { searchDialog, searchHits }: typeof englishDialog,
): SearchPageCarried {
  return {
    locale,
    count: search.count,
    noResultsTitle: searchDialog.noResultsTitle,
    noResultsText: searchDialog.noResultsText,
    hint: search.hint,
    tooLong: fill(search.tooLong, { max: maxSearchQueryLength }),
    tooMany: search.tooMany,
    from: searchHits.from,
    types: searchHits.types,
    targets: Object.fromEntries(
      Object.keys(searchHits.types).map((type) => [
        type,
        localizedPath(locale, targetOf({ type, slug: "__slug__" })),
      ]),
    ),
  };
}
