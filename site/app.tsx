import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import {
  Link,
  matchRoute,
  Route,
  Router,
  Switch,
  useLocation,
  useRouter,
  type SsrContext,
} from "wouter";
import { kitMessages } from "#messages/kit";
import { InlineGlyphs, type InlineGlyphSet } from "../ui/icon";
import { KitProvider, type KitLinkProps } from "../ui/kit-provider";
import { Spinner } from "../ui/spinner";
import { ErrorBoundary } from "./components/error-boundary";
import { HydrationMarker } from "./components/hydration-marker";
import { locale } from "./i18n/current-locale";
import { localePrefix } from "../data/domain/locales";
import { Layout } from "./components/layout";
import { intlLocale } from "./i18n/intl-locale";
import { onIntent } from "./intent";
import { loadWithRetry } from "./load-retry";
import { notFoundRoute, routes, type PageComponent } from "./routes";
import { HeadProvider, type HeadCollector } from "./seo/page-meta";
import { ReadContentEntries } from "./content-entries";

/** Records which page files a prerender used, so the HTML can name them for the entry to fetch. */
const RenderedPagesContext = createContext<Set<string> | null>(null);

/**
 * A route's page from its own chunk. The prerender waits for it and names it in the HTML, so the
 * entry fetches it early; in the browser the prerendered HTML stays in place (and keeps
 * hydrating) until the chunk arrives.
 */
function lazyPage({ page, load }: { page: string; load: () => Promise<PageComponent> }) {
  const Lazy = lazy(async () => ({ default: await loadWithRetry(load) }));
  return function Page({ slug }: { slug: string }) {
    useContext(RenderedPagesContext)?.add(page);
    return <Lazy slug={slug} />;
  };
}

const routePages = routes.map((route) => ({ ...route, Page: lazyPage(route) }));
const NotFoundPage = lazyPage(notFoundRoute);

/**
 * Fetches a page's code, and the content it reads from a file of its own, when a visitor shows
 * the intent to open it (pointer over or touching a link, or focusing it), so nothing is
 * downloaded that the visit does not use.
 */
function usePreloadPagesOnIntent(): void {
  const { parser } = useRouter();
  useEffect(() => {
    const requested = new Set<string>();
    return onIntent((target) => {
      const link = target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      for (const route of routes) {
        const [matches, params] = matchRoute(parser, route.pattern, link.pathname);
        if (!matches) continue;
        if (!requested.has(route.pattern)) {
          requested.add(route.pattern);
          void route.load().catch(() => requested.delete(route.pattern));
        }
        const { slug = "" } = (params ?? {}) as { slug?: string };
        void route.loadContent?.(slug).catch(() => undefined);
        void route.loadQueryContent?.(new URLSearchParams(link.search)).catch(() => undefined);
        return;
      }
    });
  }, [parser]);
}

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
      <Spinner label={kitMessages.spinner.page} className="[&_svg]:size-8" />
    </div>
  );
}

/** The kit's links are wouter's, so they navigate within the app. */
function KitRouterLink(props: KitLinkProps) {
  return <Link {...props} />;
}

/**
 * Whether the server answered the address the browser loaded with the 404 page although a route
 * matches it: an address whose content does not exist, such as an unknown proposal's.
 */
const loadedAsNotFound =
  typeof document !== "undefined" &&
  document.getElementById("root")?.dataset.pages === notFoundRoute.page;

/** The page for the current route, behind a boundary that the next page resets. */
function Routes() {
  usePreloadPagesOnIntent();
  const [location] = useLocation();
  // The server's 404 stands for the address it was given, until the visitor moves on.
  const [loadedLocation] = useState(location);
  const notFoundHere = loadedAsNotFound && location === loadedLocation;
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        {notFoundHere ? (
          <NotFoundPage slug="" />
        ) : (
          <Switch>
            {routePages.map(({ pattern, Page }) => (
              <Route key={pattern} path={pattern}>
                {(params: { slug?: string }) => <Page slug={params.slug ?? ""} />}
              </Route>
            ))}
            <Route>{() => <NotFoundPage slug="" />}</Route>
          </Switch>
        )}
        <HydrationMarker name="page" />
      </Suspense>
    </ErrorBoundary>
  );
}

/** What the prerender passes in; the browser renders the App without any of it. */
export type AppProps = {
  ssrPath?: string;
  ssrContext?: SsrContext;
  head?: HeadCollector;
  renderedPages?: Set<string>;
  /** The content entries the page reads (`<name>/<key>`), recorded as it renders. */
  readContent?: Set<string>;
  /** The glyphs the page's inline sprite holds (the prerender records them as it draws). */
  inlineGlyphs?: InlineGlyphSet;
};

/**
 * Providers in a fixed order: the router (location), the kit's messages, locale and link, the
 * head collector (metadata), the rendered-page record (chunk preloading), the inline glyphs, the
 * app's error boundary, the search dialog state; then the layout and the one <Switch>.
 * Prerendered pages carry no query string, so hydration reads an empty search and the real one
 * applies right after.
 */
export function App({
  ssrPath,
  ssrContext,
  head,
  renderedPages,
  readContent,
  inlineGlyphs,
}: AppProps) {
  return (
    <Router base={localePrefix(locale)} ssrPath={ssrPath} ssrSearch="" ssrContext={ssrContext}>
      <KitProvider messages={kitMessages} locale={intlLocale} link={KitRouterLink}>
        <HeadProvider collector={head}>
          <RenderedPagesContext value={renderedPages ?? null}>
            <ReadContentEntries value={readContent ?? null}>
              <InlineGlyphs value={inlineGlyphs ?? null}>
                <ErrorBoundary>
                  <Layout>
                    <Routes />
                  </Layout>
                </ErrorBoundary>
              </InlineGlyphs>
            </ReadContentEntries>
          </RenderedPagesContext>
        </HeadProvider>
      </KitProvider>
    </Router>
  );
}
