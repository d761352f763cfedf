import type { Browser, CDPSession, Page } from "@playwright/test";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { CONSENT_STORAGE_KEY } from "../../site/head-script";
import { navMessages } from "../../site/messages/en/nav";
import { kitMessages } from "../../site/messages/en/kit";
import { bookingPanelCopy } from "../../site/messages/en/kit-booking-panel";
import { carouselCopy } from "../../site/messages/en/kit-carousel";
import { searchDialogCopy } from "../../site/messages/en/kit-search-dialog";
import { tourCardCopy } from "../../site/messages/en/kit-tour-card";
import { wechatModalCopy } from "../../site/messages/en/kit-wechat-modal";
import { toursMessages } from "../../site/messages/en/tours";
import { languageSuggestions } from "../../site/i18n/language-suggestions";

/**
 * A phone on a slow connection, as a new visitor meets the site: slow 4G (150 ms latency,
 * 1.6 Mbps down, 750 Kbps up) and a CPU four times slower than this machine's.
 */
export const slowProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export async function applySlowProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slowProfile.latencyMs,
    downloadThroughput: slowProfile.downloadBytesPerSecond,
    uploadThroughput: slowProfile.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowProfile.cpuSlowdown });
  return cdp;
}

/**
 * An element of the page: the visible ones matching `css`, narrowed to those whose accessible
 * name (their aria-label, else the text of what labels them, else their own text, spaces
 * collapsed) is `name`, or matches `pattern`; the first of them, or the `nth` (from 0). The page
 * looks for it itself, at every frame, which costs it next to nothing: a query by role sent from
 * outside takes the main thread from the page being measured (on the tour list, on the slow
 * profile, half a second a query, as often as twice a second while waiting).
 */
export type PageTarget = { css: string; name?: string; pattern?: string; nth?: number };

/** A control a visitor taps as soon as it is painted, and what its tap must bring. */
export type FirstTapControl = {
  name: string;
  path: string;
  /** The part whose code makes the control work (its `data-part`, else "shell"). */
  part: string;
  viewport: { width: number; height: number };
  /** A visitor who has not chosen yet sees the consent banner, which covers the page's foot. */
  consentUnset?: boolean;
  /** The browser's language, where it is not the page's: the page suggests its own version. */
  browserLanguage?: Locale;
  control: PageTarget;
  /** Visible once the tap has done what was asked. */
  effect: PageTarget;
  /** For a dialog that opens with its frame while its code arrives: the dialog complete. */
  complete?: PageTarget;
};

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The message catalogues a language's first-tap controls are found by. */
export type FirstTapCatalogues = {
  kit: typeof kitMessages;
  booking: typeof bookingPanelCopy;
  carousel: typeof carouselCopy;
  tourCard: typeof tourCardCopy;
  wechat: typeof wechatModalCopy;
  search: typeof searchDialogCopy;
  tours: typeof toursMessages;
  nav: typeof navMessages;
};

/** A text as a pattern that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A message with placeholders, as a pattern of the whole text with any number in each. */
function countPattern(message: string): string {
  return `^${escapeRegExp(message).replace(/\\\{\w+\\\}/g, "\\d+")}$`;
}

/** The controls a visitor may tap first, on a language's pages, named as that language names them. */
export function firstTapControlsIn(locale: Locale, text: FirstTapCatalogues): FirstTapControl[] {
  const at = (path: string) => localizedPath(locale, path);
  const { kit, tourCard, carousel, tours } = text;
  const showing = Object.values(tours.showingSome).map(countPattern).join("|");
  // The language a German visitor's browser asks for on an English page, an English one's elsewhere.
  const suggested = locale === "en" ? "de" : "en";
  // A dialog the kit draws (role="dialog"), or the page's own <dialog>.
  const dialog = { css: "[role=dialog], dialog" };
  return [
    {
      name: "consent Accept",
      path: at("/about"),
      part: "shell",
      viewport: phone,
      consentUnset: true,
      control: { css: "button", name: kit.consentBanner.accept },
      // The banner hidden by the head script's answer (<html data-consent>), or taken away by its code.
      effect: { css: "html[data-consent], html:not(:has([data-slot=consent-banner]))" },
    },
    {
      name: "language suggestion No thanks",
      path: at("/about"),
      part: "shell",
      viewport: phone,
      browserLanguage: suggested,
      control: { css: "button", name: languageSuggestions[suggested].dismiss },
      effect: { css: "html:not([data-suggest])" },
    },
    {
      name: "mobile menu",
      path: at("/"),
      part: "shell",
      viewport: phone,
      control: { css: "button", name: kit.header.menu },
      effect: { css: "nav", name: kit.header.mobileNav },
    },
    {
      name: "header search",
      path: at("/about"),
      part: "shell",
      viewport: desktop,
      control: { css: "header button", name: kit.header.search },
      effect: dialog,
      complete: { css: "[role=combobox]", name: text.search.searchDialog.inputLabel },
    },
    {
      name: "WeChat button",
      path: at("/about"),
      part: "shell",
      viewport: phone,
      control: { css: "button", name: kit.floatingContact.wechat },
      effect: dialog,
      complete: { ...dialog, name: text.wechat.wechatModal.title },
    },
    {
      name: "Book Now",
      path: at("/"),
      part: "booking",
      viewport: phone,
      control: { css: "button", name: text.booking.bookingPanel.toggle },
      effect: { ...dialog, name: text.booking.bookingPanel.title },
    },
    {
      name: "tour card details",
      path: at("/safari-tours"),
      part: "page",
      viewport: phone,
      control: { css: '[data-slot="tour-card-toggle"]' },
      // The details as the page holds them, which the browser shows as it opens (the days by
      // their titles and a link to the tour's itinerary); complete once the card's tabs are drawn.
      effect: {
        css: '[data-slot="tour-card-outline"] a, [role=tab]',
        pattern: `^(${[tourCard.tourCard.fullItinerary, tourCard.tourCard.tab.itinerary].map(escapeRegExp).join("|")})$`,
      },
      complete: { css: "[role=tab]", name: tourCard.tourCard.tab.itinerary },
    },
    {
      name: "tour list chip",
      path: at("/safari-tours"),
      part: "page",
      viewport: phone,
      control: { css: '[role="radiogroup"] label', name: tours.quickFilters.amboseli },
      effect: { css: "[role=status]", pattern: showing },
    },
    {
      name: "hero slide show",
      path: at("/"),
      part: "page",
      viewport: phone,
      control: { css: '[data-slot="hero-carousel"] button', name: carousel.carousel.stop },
      effect: { css: '[data-slot="hero-carousel"] button', name: carousel.carousel.start },
    },
    {
      name: "gallery filter",
      path: at("/gallery"),
      part: "page",
      viewport: phone,
      // The second filter, chosen: a radio button its label checks (a button pressed before).
      control: { css: '[data-slot="gallery-grid-filters"] > *', nth: 1 },
      effect: {
        css: '[data-slot="gallery-grid-filters"] > :nth-child(2):is([aria-pressed="true"], :has(:checked))',
      },
    },
    {
      name: "gallery photo",
      path: at("/gallery"),
      part: "page",
      viewport: phone,
      control: { css: '[data-slot="gallery-grid-item"]' },
      effect: dialog,
      complete: { css: '[data-slot="lightbox"]' },
    },
    {
      name: "FAQ question",
      path: at("/"),
      part: "home-more",
      viewport: phone,
      control: { css: '[data-slot="faq-accordion-trigger"]' },
      effect: { css: '[data-slot="faq-accordion-item"][open]' },
    },
    {
      name: "footer legal link",
      path: at("/about"),
      part: "footer",
      viewport: phone,
      control: { css: "footer a", name: text.nav.privacy },
      effect: { css: "h1", name: text.nav.privacy },
    },
  ];
}

/** The English pages' controls, as the end-to-end test taps them. */
export const firstTapControls = firstTapControlsIn("en", {
  kit: kitMessages,
  booking: bookingPanelCopy,
  carousel: carouselCopy,
  tourCard: tourCardCopy,
  wechat: wechatModalCopy,
  search: searchDialogCopy,
  tours: toursMessages,
  nav: navMessages,
});

/** Times in ms since navigation, from the page itself. */
export type FirstTapTiming = {
  control: string;
  painted: number;
  /** When the control's part went live: a tap from then on needed no help. */
  live: number | null;
  /** Null where the tap was lost: nothing happened within `patienceMs`. */
  tapToResponse: number | null;
  tapToUsable: number | null;
  /** A dialog's, once complete (its frame counts as usable). */
  tapToComplete: number | null;
  /** Where the tap landed: on the control, or what it hit and where the control was then. */
  landed: string;
};

/**
 * What the page records (recordTimes): times on the wall clock, in ms, so that a tap that loads
 * another page (a link followed before any code ran) is timed into the page it brought.
 */
type RecordedTimes = {
  /** When the visitor's navigation to the control's page started. */
  start: number;
  tap: number;
  taken: number;
  live: Record<string, number>;
  /** When the control was first seen painted and uncovered, and the centre of its box then. */
  painted: { at: number; x: number; y: number; scrolled: number } | null;
  /** When the tap's effect, and a dialog's complete state, were first seen after the tap. */
  effect: number | null;
  complete: number | null;
  /** Where the tap landed: on the control, or what it hit and where the control was then. */
  landed: string;
};

/** Where a page hands what it recorded to the page a tap on a link brings. */
const handedOn = "first-tap-times";

/**
 * Records, in the page, each tap's time, when a control first shows it was taken, when each
 * part goes live, and, looking at every frame, when the control is first painted (brought into
 * view if it is below it, as a visitor would scroll to it) and when what the tap asked for
 * first shows. Runs before any of the page's own scripts.
 */
function recordTimes({
  targets,
  key,
}: {
  targets: Pick<FirstTapControl, "control" | "effect" | "complete">;
  key: string;
}) {
  if (window !== window.top) return;
  const now = () => performance.timeOrigin + performance.now();
  let handed: Partial<RecordedTimes> = {};
  try {
    handed = JSON.parse(sessionStorage.getItem(key) ?? "{}") as Partial<RecordedTimes>;
  } catch {
    // A document without storage (the blank one a tab opens with) has nothing handed to it.
  }
  const times: RecordedTimes = {
    start: performance.timeOrigin,
    tap: 0,
    taken: 0,
    live: {},
    painted: null,
    effect: null,
    complete: null,
    landed: "nothing: no tap reached the page",
    ...handed,
  };
  Object.assign(window, { firstTapTimes: times });
  addEventListener("pagehide", () => {
    try {
      sessionStorage.setItem(key, JSON.stringify(times));
    } catch {
      // Nor can it hand anything on.
    }
  });
  new MutationObserver(() => {
    if (!times.taken && document.querySelector("[data-taken]")) times.taken = now();
    for (const name of (document.documentElement.dataset.hydrated ?? "").split(" ")) {
      if (name && !(name in times.live)) times.live[name] = now();
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-taken", "data-hydrated"],
  });

  const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element: Element) => {
    const label = element.getAttribute("aria-label");
    if (label) return words(label);
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) {
      return words(
        labelledBy
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      );
    }
    const labels = (element as HTMLInputElement).labels;
    return words(labels?.[0] ? labels[0].textContent : element.textContent);
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  // The name first: measuring a box lays out the part of the page it is in, which the page may
  // have left for later (content-visibility).
  const find = ({ css, name, pattern, nth = 0 }: PageTarget) => {
    let passed = 0;
    for (const element of document.querySelectorAll(css)) {
      if (name !== undefined && nameOf(element) !== name) continue;
      if (pattern !== undefined && !new RegExp(pattern).test(nameOf(element))) continue;
      if (shown(element) && passed++ === nth) return element;
    }
    return undefined;
  };

  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${words(element.textContent).slice(0, 40)}"`;
  // The first tap; one that missed the control says what it hit, and where the control was then.
  addEventListener(
    "pointerdown",
    (event) => {
      if (times.tap) return;
      times.tap = now();
      const hit = event.target as Element;
      if (hit.closest(targets.control.css)) {
        times.landed = "on the control";
        return;
      }
      const box = find(targets.control)?.getBoundingClientRect();
      const at = (x: number, y: number) => `(${Math.round(x)}, ${Math.round(y)})`;
      times.landed =
        `on ${describe(hit)} at ${at(event.clientX, event.clientY)}, scrolled ${Math.round(scrollY)}` +
        (times.painted ? ` (${Math.round(times.painted.scrolled)} when painted)` : "") +
        (box
          ? `; the control then from ${at(box.left, box.top)} to ${at(box.right, box.bottom)}`
          : "");
    },
    true,
  );

  /** The control's centre once it is in view and nothing covers it there. */
  const tappable = (element: Element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      return null;
    }
    const top = document.elementFromPoint(x, y);
    return top && (top === element || element.contains(top)) ? { x, y } : null;
  };

  const look = () => {
    if (!times.painted) {
      const control = find(targets.control);
      const centre = control ? tappable(control) : null;
      if (centre) times.painted = { at: now(), ...centre, scrolled: scrollY };
    } else if (times.tap) {
      if (times.effect === null && find(targets.effect)) times.effect = now();
      if (times.complete === null && find(targets.complete ?? targets.effect)) {
        times.complete = now();
      }
    }
    if (times.effect === null || times.complete === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** A fresh visitor's page on the slow profile, the control's viewport and consent state. */
export async function openSlowPage(browser: Browser, entry: FirstTapControl): Promise<Page> {
  const context = await browser.newContext({
    viewport: entry.viewport,
    hasTouch: true,
    locale: entry.browserLanguage,
  });
  const page = await context.newPage();
  if (!entry.consentUnset) {
    await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_STORAGE_KEY);
  }
  const { control, effect, complete } = entry;
  // Run by tsx (the benchmark), recordTimes names its functions with esbuild's helper, which
  // the page lacks: the page is given one that does nothing.
  await page.addInitScript("globalThis.__name ??= (fn) => fn;");
  await page.addInitScript(recordTimes, { targets: { control, effect, complete }, key: handedOn });
  await applySlowProfile(page);
  return page;
}

/** What the page has recorded so far (recordTimes). */
function recorded(page: Page): Promise<RecordedTimes> {
  return page.evaluate(() => (window as unknown as { firstTapTimes: RecordedTimes }).firstTapTimes);
}

/** Resolves with `pick` of the recorded times once it is there; null after `timeoutMs`. */
async function once<T>(
  page: Page,
  pick: "painted" | "effect" | "complete",
  timeoutMs: number,
): Promise<T | null> {
  const handle = await page
    .waitForFunction(
      (key) =>
        (window as unknown as { firstTapTimes?: RecordedTimes }).firstTapTimes?.[key] ?? null,
      pick,
      { polling: 50, timeout: timeoutMs },
    )
    .catch(() => null);
  return handle ? ((await handle.jsonValue()) as T) : null;
}

/**
 * Opens the control's page as a new visitor on the slow profile, taps the control at the centre
 * of its box in the frame it is first painted in, and waits up to `patienceMs` for it and the tap's
 * effect. Every time is the page's own, taken as it happened; the tap's effect is one the
 * visitor can see. A page whose control never showed is an error; a tap whose effect never
 * came is lost (null).
 */
export async function tapAsSoonAsPainted(
  page: Page,
  baseUrl: string,
  entry: FirstTapControl,
  patienceMs = 30_000,
): Promise<FirstTapTiming> {
  await page.goto(new URL(entry.path, baseUrl).href, { waitUntil: "commit" });
  const painted = await once<NonNullable<RecordedTimes["painted"]>>(page, "painted", patienceMs);
  if (!painted) throw new Error(`${entry.name}: the control never showed on ${entry.path}`);
  await page.touchscreen.tap(painted.x, painted.y);
  await once<number>(page, entry.complete ? "complete" : "effect", patienceMs);
  const times = await recorded(page);
  const live = times.live[entry.part] ?? null;
  const usable = times.effect;
  const response = times.taken && times.taken >= times.tap ? times.taken : usable;
  const since = (time: number | null, from: number) =>
    time === null ? null : Math.round(time - from);
  return {
    control: entry.name,
    painted: Math.round(painted.at - times.start),
    live: since(live, times.start),
    tapToResponse: since(response, times.tap),
    tapToUsable: since(usable, times.tap),
    tapToComplete: since(usable === null ? null : times.complete, times.tap),
    landed: times.landed,
  };
}
