import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { kitMessages } from "#messages/kit";
import { DialogLoading } from "../../ui/dialog-loading";
import { loadWithRetry } from "../load-retry";
import { useOpenSearchFromUrl } from "../search/search-url";

/** The search dialog's code (InstantSearch and its client) loads only when first wanted. */
const loadSiteSearch = () => import("../search/site-search");
const SiteSearch = lazy(() =>
  loadWithRetry(loadSiteSearch).then((module) => ({ default: module.SiteSearch })),
);

/** Window event that closes the search dialog from anywhere. */
const closeSearchEvent = "close-search";

type SearchControls = {
  openSearch: () => void;
  /** Starts fetching the dialog's code, e.g. when a pointer or focus reaches a search button. */
  preloadSearch: () => void;
};

const SearchContext = createContext<SearchControls | null>(null);

export function useSearchDialog(): SearchControls {
  const controls = useContext(SearchContext);
  if (!controls) throw new Error("useSearchDialog needs a <SearchProvider> above it.");
  return controls;
}

export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener(closeSearchEvent, close);
    return () => window.removeEventListener(closeSearchEvent, close);
  }, []);

  const controls = useMemo<SearchControls>(
    () => ({
      openSearch: () => {
        setWanted(true);
        setOpen(true);
      },
      preloadSearch: () => void loadSiteSearch().catch(() => undefined),
    }),
    [],
  );

  useOpenSearchFromUrl(controls.openSearch);

  return (
    <SearchContext value={controls}>
      {children}
      {wanted ? (
        <Suspense fallback={open ? <DialogLoading {...kitMessages.dialogLoading.search} /> : null}>
          <SiteSearch open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SearchContext>
  );
}
