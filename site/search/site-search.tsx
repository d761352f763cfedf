import { emptyStateCopy } from "#messages/kit-empty-state";
import { searchDialogCopy } from "#messages/kit-search-dialog";
import { history } from "instantsearch.js/es/lib/routers";
import type { SearchClient, UiState } from "instantsearch.js";
import { useCallback, useEffect, useState } from "react";
import {
  Configure,
  InstantSearch,
  useHits,
  useInstantSearch,
  useSearchBox,
} from "react-instantsearch";
import { useLocation } from "wouter";
import { listSeparators } from "../../data/domain/locales";
import { locale } from "../i18n/current-locale";
import type { SearchRecord } from "../../data/content/types";
import { SearchDialog, type SearchStatus } from "../../ui/search-dialog";
import type { HighlightPart, SearchHit } from "../../ui/search-hits";
import { targetOf } from "./search-targets";
import { track } from "../services/analytics";
import { searchClient, searchIndexName } from "./search-client";
import { maxSearchQueryLength, searchQueryParam } from "../../data/domain/search-page";
import { searchDialogId, searchQueryFromUrl } from "./search-url";
import { withKitCopy } from "../components/with-kit-copy";
import { localizedPath } from "../../data/domain/locales";
import { paths } from "../paths";

/** "Stalled" after 200 ms without results; the URL follows 400 ms after typing. */
const stalledSearchDelay = 200;
const urlWriteDelay = 400;

type RouteState = { q?: string };

/**
 * The query lives in the `q` parameter of the current page's address, next to any other
 * parameter. A write still pending when the visitor has moved on (another page, section or
 * parameter) is dropped, so the search never drags them back.
 */
const routing = {
  router: history<RouteState>({
    writeDelay: urlWriteDelay,
    cleanUrlOnDispose: false,
    createURL: ({ routeState, location }) => {
      const url = new URL(location.href);
      if (routeState.q) url.searchParams.set(searchQueryParam, routeState.q);
      else url.searchParams.delete(searchQueryParam);
      return url.toString();
    },
    parseURL: ({ location }) => {
      const q = searchQueryFromUrl(location.search);
      return q ? { q } : {};
    },
    push: (url) => {
      const target = new URL(url);
      const current = new URL(window.location.href);
      target.searchParams.delete(searchQueryParam);
      current.searchParams.delete(searchQueryParam);
      if (target.href === current.href) window.history.pushState(window.history.state, "", url);
    },
  }),
  stateMapping: {
    stateToRoute: (uiState: UiState): RouteState => {
      const q = uiState[searchIndexName]?.query;
      return q ? { q } : {};
    },
    routeToState: (route: RouteState): UiState => ({
      [searchIndexName]: route.q ? { query: route.q } : {},
    }),
  },
};

/** An empty query shows the hint, not every record, so it costs no request. */
const client: SearchClient = {
  ...searchClient,
  search: (requests) => {
    if (requests.every(({ params }) => !params?.query?.trim())) {
      return Promise.resolve({
        results: requests.map(({ params }) => ({
          hits: [],
          nbHits: 0,
          nbPages: 0,
          page: 0,
          hitsPerPage: params?.hitsPerPage ?? 0,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query: "",
          params: "",
        })),
      });
    }
    return searchClient.search(requests);
  },
};

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** InstantSearch escapes hit values and marks matches with <mark>; the kit wants plain parts. */
function highlightParts(highlighted: string | undefined, plain: string): HighlightPart[] {
  if (highlighted === undefined) return [{ value: plain, highlighted: false }];
  const parts: HighlightPart[] = [];
  highlighted.split(/(<mark>.*?<\/mark>)/).forEach((piece) => {
    if (piece === "") return;
    const isMatch = piece.startsWith("<mark>");
    const text = isMatch ? piece.slice("<mark>".length, -"</mark>".length) : piece;
    parts.push({
      value: text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity),
      highlighted: isMatch,
    });
  });
  return parts;
}

/**
 * "Stalled" once a search has waited 200 ms. InstantSearch arms that timer on the first
 * search of a burst only and turns back to "loading" on each keystroke, so a visitor typing
 * steadily on a slow connection would never see the indicator; here any unbroken wait counts.
 */
function useStalledStatus(status: SearchStatus): SearchStatus {
  const busy = status === "loading" || status === "stalled";
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setStalled(true), stalledSearchDelay);
    return () => {
      window.clearTimeout(timer);
      setStalled(false);
    };
  }, [busy]);
  if (!busy) return status;
  return stalled ? "stalled" : "loading";
}

type IndexedHit = SearchRecord & {
  _highlightResult?: Partial<Record<keyof SearchRecord, { value: string }>>;
  __position: number;
  __queryID?: string;
};

/** What InstantSearch answered for the query, as the dialog shows it. */
type Found = {
  status: SearchStatus;
  items: IndexedHit[];
  queryID: string | undefined;
  /** The query InstantSearch last answered. */
  answered: string;
  refine: (query: string) => void;
};

const nothingFound: Found = {
  status: "idle",
  items: [],
  queryID: undefined,
  answered: "",
  refine: () => {},
};

/**
 * Searches for `query` with InstantSearch's hooks and tells `onFound` what they answer; draws
 * nothing itself, so the dialog it serves is the page's own from the first paint.
 */
function SearchConnector({ query, onFound }: { query: string; onFound: (found: Found) => void }) {
  const { refine } = useSearchBox();
  const { items, results } = useHits<IndexedHit>();
  const status = useStalledStatus(useInstantSearch({ catchError: true }).status);

  useEffect(() => refine(query), [query, refine]);

  const queryID = results?.queryID;
  const answered = results?.query ?? "";
  useEffect(
    () => onFound({ status, items, queryID, answered, refine }),
    [status, items, queryID, answered, refine, onFound],
  );
  return null;
}

/** The search page, where the dialog's form leads where no script runs. */
const searchAction = localizedPath(locale, paths.search);

/**
 * The site search, every page's search dialog (`searchDialogId`), prerendered closed: the
 * header's search buttons open it by themselves, and its search box is a GET form to the search
 * page. This module's code (InstantSearch and its client) comes once the visitor reaches for
 * the dialog, and searches as they type from then on, in the query they typed before it came.
 * The query follows the address bar; the shell opens the dialog when the address carries one
 * (`useOpenSearchFromUrl`).
 */
export const SiteSearch = withKitCopy(
  { ...searchDialogCopy, ...emptyStateCopy },
  function SiteSearch() {
    const [, navigate] = useLocation();
    const [open, setOpen] = useState(false);
    const [query, setQuery] = useState("");
    const [found, setFound] = useState(nothingFound);
    // InstantSearch starts in the browser only: the prerendered dialog is the same either way.
    const [searching, setSearching] = useState(false);

    useEffect(() => {
      const followAddress = () => setQuery(searchQueryFromUrl());
      followAddress();
      setSearching(true);
      window.addEventListener("popstate", followAddress);
      return () => window.removeEventListener("popstate", followAddress);
    }, []);

    const changeQuery = useCallback((value: string) => {
      setQuery(value.slice(0, maxSearchQueryLength));
    }, []);

    const changeOpen = (next: boolean) => {
      if (!next) changeQuery("");
      setOpen(next);
    };

    const byId = new Map(found.items.map((item) => [item.objectID, item]));
    const hits: SearchHit[] =
      query.trim() === ""
        ? []
        : found.items.map((item) => ({
            objectID: item.objectID,
            type: item.type,
            slug: item.slug,
            title: highlightParts(item._highlightResult?.title?.value, item.title),
            description: highlightParts(
              item._highlightResult?.description?.value,
              item.description,
            ),
            location: item.location,
            price: item.price,
            duration: item.duration,
            // A record's list is joined as its language writes lists (data/content/search-records.ts).
            highlights: item.highlights ? item.highlights.split(listSeparators[locale]) : undefined,
          }));

    const select = (hit: SearchHit) => {
      const item = byId.get(hit.objectID);
      track("search_result_clicked", {
        type: hit.type,
        slug: hit.slug,
        position: item?.__position,
        queryID: item?.__queryID ?? found.queryID,
      });
      changeOpen(false);
      navigate(targetOf(hit));
    };

    return (
      <>
        <SearchDialog
          id={searchDialogId}
          action={searchAction}
          open={open}
          onOpenChange={changeOpen}
          query={query}
          onQueryChange={changeQuery}
          status={found.status}
          hits={hits}
          onSelect={select}
          // After a failed search InstantSearch falls back to the last successful state, so a
          // retry sends the visitor's query again rather than refreshing that older one.
          onRetry={() => found.refine(query)}
          data-results-query={found.answered}
        />
        {searching ? (
          <InstantSearch
            searchClient={client}
            indexName={searchIndexName}
            routing={routing}
            stalledSearchDelay={stalledSearchDelay}
            insights={false}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <Configure clickAnalytics hitsPerPage={20} />
            <SearchConnector query={query} onFound={setFound} />
          </InstantSearch>
        ) : null}
      </>
    );
  },
);
