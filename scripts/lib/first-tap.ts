import type { Browser, CDPSession, Locator, Page } from "@playwright/test";
import { localizedPath, type Locale } from "../../data/locales";
import { CONSENT_STORAGE_KEY } from "../../site/head-script";
import { footerMessages } from "../../site/messages/en/footer";
import { kitMessages } from "../../site/messages/en/kit";
import { bookingPanelCopy } from "../../site/messages/en/kit-booking-panel";
import { carouselCopy } from "../../site/messages/en/kit-carousel";
import { searchDialogCopy } from "../../site/messages/en/kit-search-dialog";
import { tourCardCopy } from "../../site/messages/en/kit-tour-card";
import { wechatModalCopy } from "../../site/messages/en/kit-wechat-modal";
import { toursMessages } from "../../site/messages/en/tours";

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

/** A control a visitor taps as soon as it is painted, and what its tap must bring. */
export type FirstTapControl = {
  name: string;
  path: string;
  /** The part whose code makes the control work (its `data-part`, else "shell"). */
  part: string;
  viewport: { width: number; height: number };
  /** A visitor who has not chosen yet sees the consent banner, which covers the page's foot. */
  consentUnset?: boolean;
  control: (page: Page) => Locator;
  /** Visible once the tap has done what was asked. */
  effect: (page: Page) => Locator;
  /** For a dialog that opens with its frame while its code arrives: the dialog complete. */
  complete?: (page: Page) => Locator;
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
  footer: typeof footerMessages;
};

/** A message with placeholders, as a pattern of the whole text with any number in each. */
function countPattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\\\{\w+\\\}/g, "\\d+")}$`);
}

/** The controls a visitor may tap first, on a language's pages, named as that language names them. */
export function firstTapControlsIn(locale: Locale, text: FirstTapCatalogues): FirstTapControl[] {
  const at = (path: string) => localizedPath(locale, path);
  const { kit, tourCard, carousel, tours } = text;
  const showing = Object.values(tours.showingSome).map(countPattern);
  return [
    {
      name: "consent Accept",
      path: at("/about"),
      part: "shell",
      viewport: phone,
      consentUnset: true,
      control: (page) => page.getByRole("button", { name: kit.consentBanner.accept }),
      effect: (page) => page.locator("html:not(:has([data-slot=consent-banner]))"),
    },
    {
      name: "mobile menu",
      path: at("/"),
      part: "shell",
      viewport: phone,
      control: (page) => page.getByRole("button", { name: kit.header.menu }),
      effect: (page) => page.getByRole("navigation", { name: kit.header.mobileNav }),
    },
    {
      name: "header search",
      path: at("/about"),
      part: "shell",
      viewport: desktop,
      control: (page) => page.getByRole("banner").getByRole("button", { name: kit.header.search }),
      effect: (page) => page.getByRole("dialog").first(),
      complete: (page) => page.getByRole("combobox", { name: text.search.searchDialog.inputLabel }),
    },
    {
      name: "WeChat button",
      path: at("/about"),
      part: "shell",
      viewport: phone,
      control: (page) => page.getByRole("button", { name: kit.floatingContact.wechat }),
      effect: (page) => page.getByRole("dialog").first(),
      complete: (page) => page.getByRole("dialog", { name: text.wechat.wechatModal.title }),
    },
    {
      name: "Book Now",
      path: at("/"),
      part: "booking",
      viewport: phone,
      control: (page) =>
        page.getByRole("button", { name: text.booking.bookingPanel.toggle, exact: true }),
      effect: (page) => page.getByRole("dialog", { name: text.booking.bookingPanel.title }),
    },
    {
      name: "tour card details",
      path: at("/safari-tours"),
      part: "page",
      viewport: phone,
      control: (page) => page.getByRole("button", { name: tourCard.tourCard.show }).first(),
      // The details themselves, whose code and tour data load as the card opens.
      effect: (page) => page.getByRole("tab", { name: tourCard.tourCard.tab.itinerary }).first(),
    },
    {
      name: "tour list chip",
      path: at("/safari-tours"),
      part: "page",
      viewport: phone,
      control: (page) =>
        page.getByRole("button", { name: tours.quickFilters.amboseli, exact: true }),
      effect: (page) =>
        page
          .getByText(showing[0]!)
          .or(page.getByText(showing.at(-1)!))
          .first(),
    },
    {
      name: "hero slide show",
      path: at("/"),
      part: "page",
      viewport: phone,
      control: (page) =>
        page.locator('[data-slot="hero-carousel"]').getByRole("button", {
          name: carousel.carousel.stop,
        }),
      effect: (page) =>
        page.locator('[data-slot="hero-carousel"]').getByRole("button", {
          name: carousel.carousel.start,
        }),
    },
    {
      name: "gallery filter",
      path: at("/gallery"),
      part: "page",
      viewport: phone,
      control: (page) => page.locator('[data-slot="gallery-grid-filters"] button').nth(1),
      effect: (page) =>
        page.locator('[data-slot="gallery-grid-filters"] button:nth-child(2)[aria-pressed="true"]'),
    },
    {
      name: "gallery photo",
      path: at("/gallery"),
      part: "page",
      viewport: phone,
      control: (page) => page.locator('[data-slot="gallery-grid-item"]').first(),
      effect: (page) => page.getByRole("dialog").first(),
      complete: (page) => page.locator('[data-slot="lightbox"]'),
    },
    {
      name: "FAQ question",
      path: at("/"),
      part: "home-more",
      viewport: phone,
      control: (page) => page.locator('[data-slot="faq-accordion-trigger"]').first(),
      effect: (page) => page.locator('[data-slot="faq-accordion-trigger"][aria-expanded="true"]'),
    },
    {
      name: "footer legal link",
      path: at("/about"),
      part: "footer",
      viewport: phone,
      control: (page) =>
        page.getByRole("contentinfo").getByRole("link", { name: text.footer.privacy }),
      effect: (page) => page.getByRole("heading", { level: 1, name: text.footer.privacy }),
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
  footer: footerMessages,
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
};

/**
 * Records, in the page, each tap's time, when a control first shows it was taken, and when
 * each part goes live.
 */
function recordTimes() {
  const times = {
    tap: 0,
    taken: 0,
    live: {} as Record<string, number>,
  };
  Object.assign(window, { firstTapTimes: times });
  addEventListener("pointerdown", () => (times.tap ||= performance.now()), true);
  new MutationObserver(() => {
    if (!times.taken && document.querySelector("[data-taken]")) times.taken = performance.now();
    for (const name of (document.documentElement.dataset.hydrated ?? "").split(" ")) {
      if (name && !(name in times.live)) times.live[name] = performance.now();
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-taken", "data-hydrated"],
  });
}

/** A fresh visitor's page on the slow profile, the control's viewport and consent state. */
export async function openSlowPage(browser: Browser, entry: FirstTapControl): Promise<Page> {
  const context = await browser.newContext({ viewport: entry.viewport, hasTouch: true });
  const page = await context.newPage();
  if (!entry.consentUnset) {
    await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_STORAGE_KEY);
  }
  await page.addInitScript(recordTimes);
  await applySlowProfile(page);
  return page;
}

/**
 * Opens the control's page as a new visitor on the slow profile, taps the control once the
 * moment it is visible, and waits up to `patienceMs` for the tap's effect.
 */
export async function tapAsSoonAsPainted(
  page: Page,
  baseUrl: string,
  entry: FirstTapControl,
  patienceMs = 30_000,
): Promise<FirstTapTiming> {
  const navigation = page.goto(new URL(entry.path, baseUrl).href, { waitUntil: "commit" });
  await navigation;
  const control = entry.control(page);
  await control.waitFor({ state: "visible", timeout: 30_000 });
  const painted = await page.evaluate(() => performance.now());
  await control.tap({ timeout: 30_000 });
  const usable = await entry
    .effect(page)
    .waitFor({ state: "visible", timeout: patienceMs })
    .then(
      () => page.evaluate(() => performance.now()),
      () => null,
    );
  const complete =
    usable !== null && entry.complete
      ? await entry
          .complete(page)
          .waitFor({ state: "visible", timeout: patienceMs })
          .then(
            () => page.evaluate(() => performance.now()),
            () => null,
          )
      : usable;
  const times = await page.evaluate(
    () =>
      (window as unknown as { firstTapTimes: { tap: number; taken: number; live: object } })
        .firstTapTimes,
  );
  const live = (times.live as Record<string, number>)[entry.part] ?? null;
  const response = times.taken && times.taken >= times.tap ? times.taken : usable;
  return {
    control: entry.name,
    painted: Math.round(painted),
    live: live === null ? null : Math.round(live),
    tapToResponse: response === null ? null : Math.round(response - times.tap),
    tapToUsable: usable === null ? null : Math.round(usable - times.tap),
    tapToComplete: complete === null ? null : Math.round(complete - times.tap),
  };
}
