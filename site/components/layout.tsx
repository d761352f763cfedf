import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { layoutMessages } from "#messages/layout";
import { navMessages } from "#messages/nav";
import { siteConfig } from "../../data/content/site-config";
import { FloatingContact } from "../../ui/floating-contact";
import {
  Header,
  HeaderBar,
  HeaderBrand,
  MainNav,
  MobileMenu,
  QuoteButton,
  SearchButton,
  TopBar,
  type NavItem,
} from "../../ui/header";
import { ConsentBanner } from "../consent";
import { wechatDialogId, whatsappHref } from "../contact-links";
import { lazyPart } from "../lazy-part";
import { paths } from "../paths";
import { navRoutes } from "../routes";
import { track } from "../services/analytics";
import { HydrationMarker } from "./hydration-marker";
import { LanguageMenu } from "./language-menu";
import { LanguageSuggestion } from "./language-suggestion";
import { LoadFailureNotice } from "./load-failure-notice";
import { searchDialogId, useCloseSearchEvent, useOpenSearchFromUrl } from "../search/search-url";
import { useScrollOnNavigate } from "./scroll-manager";

/**
 * The footer, at the foot of every page, hydrates as the visitor scrolls to within a screen of
 * it; until then it is the prerendered HTML, its links working and a click on one of its buttons
 * repeated once it is interactive. Layout stays mounted across pages, so the footer is never
 * rendered without it.
 */
const SiteFooter = lazyPart(
  "footer",
  () => import("./site-footer").then((module) => module.SiteFooter),
  { loading: "near-view", module: "site/components/site-footer.tsx", fallback: null },
);

/**
 * The WeChat dialog is in every page's HTML, and the WeChat buttons open it by themselves
 * (wechatDialogId); its code, with the QR code's library, comes once the visitor reaches for
 * something in it (its Copy button, tapped before, is then pressed again).
 */
const WeChatDialog = lazyPart(
  "wechat",
  () => import("./wechat-dialog").then((module) => module.WeChatDialog),
  { loading: "on-intent", module: "site/components/wechat-dialog.tsx", fallback: null },
);

/**
 * The search dialog is in every page's HTML, and the header's search buttons open it by
 * themselves (searchDialogId); its code, InstantSearch with it, comes once the visitor reaches
 * for it (the focus the dialog puts in its search box, or a pointer over a search button), and
 * takes what was typed before.
 */
const loadSiteSearch = () => import("../search/site-search").then((module) => module.SiteSearch);
const SiteSearch = lazyPart("search", loadSiteSearch, {
  loading: "on-intent",
  module: "site/search/site-search.tsx",
  fallback: null,
});
const preloadSearch = () => void loadSiteSearch().catch(() => undefined);

/**
 * The pages the route table links from the header, by their names but for the tours page's,
 * which the header words by its width. Home is the current page on its own path only, every
 * other link on any path under it.
 */
const navItems: readonly NavItem[] = navRoutes("header").map(({ id, pattern }) => ({
  href: pattern,
  label: id === "tours" ? layoutMessages.nav.tours : navMessages[id],
  match: pattern === paths.home ? "exact" : "prefix",
}));

/** The header is "scrolled" past 100 px. */
const scrollThreshold = 100;

function SiteHeader() {
  const [location] = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > scrollThreshold);
      setMenuOpen(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <Header scrolled={scrolled}>
      <TopBar
        className="suggesting-on-short-phone:hidden"
        reviewsHref={paths.reviews}
        email={siteConfig.emails.info}
        hours={siteConfig.hours.topBar}
        phone={siteConfig.phone}
      />
      <HeaderBar className="relative">
        <HeaderBrand href={paths.home} name={siteConfig.brandName} className="min-w-0 truncate" />
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <MainNav items={navItems} currentPath={location} />
            <SearchButton
              dialogId={searchDialogId}
              onPointerEnter={preloadSearch}
              onFocus={preloadSearch}
            />
          </div>
          <LanguageMenu />
          <QuoteButton
            href={paths.contact}
            className="ml-2 max-lg:hidden"
            onClick={() => track("get_quote_clicked", { source: "header_desktop" })}
          />
          <MobileMenu
            items={navItems}
            quoteHref={paths.contact}
            className="md:hidden"
            open={menuOpen}
            onOpenChange={(open) => {
              setMenuOpen(open);
              if (open) preloadSearch();
            }}
            currentPath={location}
            searchDialogId={searchDialogId}
            onQuoteClick={() => track("get_quote_clicked", { source: "header_mobile" })}
          />
        </div>
      </HeaderBar>
    </Header>
  );
}

/**
 * Every page's frame: skip link, consent, header, the page, footer, floating contacts. Once it has
 * hydrated, the controls of the frame ("shell") take taps; the page's own are its part, "page".
 */
export function Layout({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  useOpenSearchFromUrl();
  useCloseSearchEvent();

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layoutMessages.skipToContent}
      </a>
      {/* First after the skip link: a keyboard or screen reader visitor meets the choice before
          the page, and the browser paints it with the first part of the HTML rather than after
          the whole page has been parsed. */}
      <ConsentBanner />
      <LanguageSuggestion />
      <SiteHeader />
      {/* index.html holds the first paint until this element (`<link rel="expect" href="#main">`):
          on a slow connection the browser would otherwise paint the part of the header that has
          arrived, and its controls would move under a finger as the rest came in. */}
      <main id="main" tabIndex={-1} data-part="page" className="outline-none">
        {children}
      </main>
      <SiteFooter
        wechatDialogId={wechatDialogId}
        onWeChatClick={() => track("wechat_button_clicked", { source: "footer" })}
      />
      <FloatingContact
        whatsappUrl={whatsappHref}
        onWhatsAppClick={() => track("whatsapp_clicked", { source: "floating" })}
        wechatDialogId={wechatDialogId}
        onWeChatClick={() => track("wechat_button_clicked", { source: "floating" })}
      />
      <WeChatDialog />
      <SiteSearch />
      <LoadFailureNotice />
      <HydrationMarker name="shell" />
    </>
  );
}
