import { Suspense, useEffect } from "react";
import { Route, Router, Switch, type SsrContext } from "wouter";
import { Spinner } from "../ui/spinner";
import { HydrationMarker } from "./components/hydration-marker";
import { Layout } from "./components/layout";
import { SearchProvider } from "./components/search-provider";
import { lazyPage, RenderedPagesProvider } from "./lazy-page";
import { NotFoundPage } from "./pages/not-found";
import { TourAliasRedirect } from "./pages/tour-alias";
import { paths, patterns } from "./paths";
import { HeadProvider, type HeadCollector } from "./seo/page-meta";

const HomePage = lazyPage("home", () =>
  import("./pages/home").then((m) => {
    void m.preloadHomeSections();
    return m.HomePage;
  }),
);
const AboutPage = lazyPage("about", () => import("./pages/about").then((m) => m.AboutPage));
const ToursPage = lazyPage("tours", () => import("./pages/tours").then((m) => m.ToursPage));
const TourDetailPage = lazyPage("tour-detail", () =>
  import("./pages/tour-detail").then((m) => m.TourDetailPage),
);
const ContactPage = lazyPage("contact", () => import("./pages/contact").then((m) => m.ContactPage));
const GalleryPage = lazyPage("gallery", () => import("./pages/gallery").then((m) => m.GalleryPage));
const DestinationPage = lazyPage("destination", () =>
  import("./pages/destination").then((m) => m.DestinationPage),
);
const PrivacyPage = lazyPage("legal", () =>
  import("./pages/legal").then((m) => m.PrivacyPolicyPage),
);
const TermsPage = lazyPage("legal", () =>
  import("./pages/legal").then((m) => m.TermsOfServicePage),
);
const CookiesPage = lazyPage("legal", () =>
  import("./pages/legal").then((m) => m.CookiePolicyPage),
);

/** Every page's code (the legal pages share one module), fetched once the browser is idle. */
const lazyPages = [
  HomePage,
  AboutPage,
  ToursPage,
  TourDetailPage,
  ContactPage,
  GalleryPage,
  DestinationPage,
  PrivacyPage,
];

function usePreloadPagesWhenIdle(): void {
  useEffect(() => {
    const preload = () => {
      for (const page of lazyPages) void page.preload();
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(timer);
  }, []);
}

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
      <Spinner label="Loading page" className="[&_svg]:size-8" />
    </div>
  );
}

function Routes() {
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
};

/**
 * Providers in a fixed order: the router (location), the head collector (metadata), the
 * rendered-page record (chunk preloading), the search dialog state; then the layout and the
 * one <Switch>. Prerendered pages carry no query string, so hydration reads an empty search
 * and the real one applies right after.
 */
export function App({ ssrPath, ssrContext, head, renderedPages }: AppProps) {
  usePreloadPagesWhenIdle();
  return (
    <Router ssrPath={ssrPath} ssrSearch="" ssrContext={ssrContext}>
      <HeadProvider collector={head}>
        <RenderedPagesProvider pages={renderedPages}>
          <SearchProvider>
            <Layout>
              <Suspense fallback={<PageFallback />}>
                <Routes />
                <HydrationMarker name="page" />
              </Suspense>
            </Layout>
          </SearchProvider>
        </RenderedPagesProvider>
      </HeadProvider>
    </Router>
  );
}
