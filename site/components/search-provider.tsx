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
import { Spinner } from "../../ui/spinner";
import { useOpenSearchFromUrl } from "../search/search-url";

/** The search dialog's code (InstantSearch and its client) loads only when first wanted. */
const loadSiteSearch = () => import("../search/site-search");
const SiteSearch = lazy(() => loadSiteSearch().then((module) => ({ default: module.SiteSearch })));

/** Window event that closes the search dialog from anywhere (spec §2). */
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

function SearchLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay text-primary-foreground">
      <Spinner label="Loading search" className="[&_svg]:size-8" />
    </div>
  );
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
      preloadSearch: () => void loadSiteSearch(),
    }),
    [],
  );

  useOpenSearchFromUrl(controls.openSearch);

  return (
    <SearchContext value={controls}>
      {children}
      {wanted ? (
        <Suspense fallback={open ? <SearchLoading /> : null}>
          <SiteSearch open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SearchContext>
  );
}
