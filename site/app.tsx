import { Suspense, useEffect } from "react";
import { matchRoute, Route, Router, Switch, useRouter, type SsrContext } from "wouter";
import { InlineGlyphs, type InlineGlyphSet } from "../ui/icon";
import { Spinner } from "../ui/spinner";
import { HydrationMarker } from "./components/hydration-marker";
import { Layout } from "./components/layout";
import { SearchProvider } from "./components/search-provider";
import { lazyPage, RenderedPagesProvider } from "./lazy-page";
import { TourAliasRedirect } from "./pages/tour-alias";
import { paths, patterns } from "./paths";
import { HeadProvider, type HeadCollector } from "./seo/page-meta";

const HomePage = lazyPage("home", (m) => m.HomePage);
const AboutPage = lazyPage("about", (m) => m.AboutPage);
const ToursPage = lazyPage("tours", (m) => m.ToursPage);
const TourDetailPage = lazyPage("tour-detail", (m) => m.TourDetailPage);
const ContactPage = lazyPage("contact", (m) => m.ContactPage);
const GalleryPage = lazyPage("gallery", (m) => m.GalleryPage);
const DestinationPage = lazyPage("destination", (m) => m.DestinationPage);
const PrivacyPage = lazyPage("legal", (m) => m.PrivacyPolicyPage);
const TermsPage = lazyPage("legal", (m) => m.TermsOfServicePage);
const CookiesPage = lazyPage("legal", (m) => m.CookiePolicyPage);
const NotFoundPage = lazyPage("not-found", (m) => m.NotFoundPage);

/** The pages whose code a link can lead to, by route pattern (the legal pages share one module). */
const pagesByPattern: ReadonlyArray<readonly [string, { preload: () => Promise<unknown> }]> = [
  [paths.home, HomePage],
  [paths.about, AboutPage],
  [paths.tours, ToursPage],
  [patterns.tour, TourDetailPage],
  [patterns.destination, DestinationPage],
  [paths.contact, ContactPage],
  [paths.gallery, GalleryPage],
  [paths.privacy, PrivacyPage],
  [paths.terms, PrivacyPage],
  [paths.cookies, PrivacyPage],
];

/**
 * Fetches a page's code when a visitor shows the intent to open it (pointer over or touching a
 * link, or focusing it), so nothing is downloaded that the visit does not use.
 */
function usePreloadPagesOnIntent(): void {
  const { parser } = useRouter();
  useEffect(() => {
    const requested = new Set<{ preload: () => Promise<unknown> }>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const page = pagesByPattern.find(
        ([pattern]) => matchRoute(parser, pattern, link.pathname)[0],
      )?.[1];
      if (page && !requested.has(page)) {
        requested.add(page);
        void page.preload();
      }
    };
    const events = ["pointerover", "focusin", "touchstart"] as const;
    // Capture phase: React stops events inside parts of the page that are still hydrating.
    for (const type of events) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    }
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, true);
    };
  }, [parser]);
}

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
      <Spinner label="Loading page" className="[&_svg]:size-8" />
    </div>
  );
}

function Routes() {
  usePreloadPagesOnIntent();
  return (
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.about} component={AboutPage} />
      <Route path={paths.tours} component={ToursPage} />
      <Route path={patterns.tour}>{({ slug }) => <TourDetailPage slug={slug} />}</Route>
      <Route path={patterns.tourAlias}>{({ slug }) => <TourAliasRedirect slug={slug} />}</Route>
      <Route path={patterns.destination}>{({ slug }) => <DestinationPage slug={slug} />}</Route>
      <Route path={paths.contact} component={ContactPage} />
      <Route path={paths.gallery} component={GalleryPage} />
      <Route path={paths.privacy} component={PrivacyPage} />
      <Route path={paths.terms} component={TermsPage} />
      <Route path={paths.cookies} component={CookiesPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** What the prerender passes in; the browser renders the App without any of it. */
export type AppProps = {
  ssrPath?: string;
  ssrContext?: SsrContext;
  head?: HeadCollector;
  renderedPages?: Set<string>;
  /** The glyphs the page's inline sprite holds (the prerender records them as it draws). */
  inlineGlyphs?: InlineGlyphSet;
};

/**
 * Providers in a fixed order: the router (location), the head collector (metadata), the
 * rendered-page record (chunk preloading), the inline glyphs, the search dialog state; then the
 * layout and the one <Switch>. Prerendered pages carry no query string, so hydration reads an
 * empty search and the real one applies right after.
 */
export function App({ ssrPath, ssrContext, head, renderedPages, inlineGlyphs }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch="" ssrContext={ssrContext}>
      <HeadProvider collector={head}>
        <RenderedPagesProvider pages={renderedPages}>
          <InlineGlyphs value={inlineGlyphs ?? null}>
            <SearchProvider>
              <Layout>
                <Suspense fallback={<PageFallback />}>
                  <Routes />
                  <HydrationMarker name="page" />
                </Suspense>
              </Layout>
            </SearchProvider>
          </InlineGlyphs>
        </RenderedPagesProvider>
      </HeadProvider>
    </Router>
  );
}
