import type { Page } from "@playwright/test";
import { partners } from "../../data/content/partners";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { enquiryMessages as enEnquiry } from "../../site/messages/en/enquiry";
import { kitMessages as enKit } from "../../site/messages/en/kit";
import { bookingPanelCopy as enBooking } from "../../site/messages/en/kit-booking-panel";
import { galleryGridCopy as enGrid } from "../../site/messages/en/kit-gallery-grid";
import { itineraryCopy as enItinerary } from "../../site/messages/en/kit-itinerary";
import { lightboxCopy as enLightbox } from "../../site/messages/en/kit-lightbox";
import { searchDialogCopy as enSearchDialog } from "../../site/messages/en/kit-search-dialog";
import { tourCardCopy as enTourCard } from "../../site/messages/en/kit-tour-card";
import { layoutMessages as enLayout } from "../../site/messages/en/layout";
import { navMessages as enNav } from "../../site/messages/en/nav";
import { searchMessages as enSearch } from "../../site/messages/en/search";
import { tourDetailMessages as enTourDetail } from "../../site/messages/en/tour-detail";
import { toursMessages as enTours } from "../../site/messages/en/tours";
import { enquiryMessages as deEnquiry } from "../../site/messages/de/enquiry";
import { kitMessages as deKit } from "../../site/messages/de/kit";
import { bookingPanelCopy as deBooking } from "../../site/messages/de/kit-booking-panel";
import { galleryGridCopy as deGrid } from "../../site/messages/de/kit-gallery-grid";
import { itineraryCopy as deItinerary } from "../../site/messages/de/kit-itinerary";
import { lightboxCopy as deLightbox } from "../../site/messages/de/kit-lightbox";
import { searchDialogCopy as deSearchDialog } from "../../site/messages/de/kit-search-dialog";
import { tourCardCopy as deTourCard } from "../../site/messages/de/kit-tour-card";
import { layoutMessages as deLayout } from "../../site/messages/de/layout";
import { navMessages as deNav } from "../../site/messages/de/nav";
import { searchMessages as deSearch } from "../../site/messages/de/search";
import { tourDetailMessages as deTourDetail } from "../../site/messages/de/tour-detail";
import { toursMessages as deTours } from "../../site/messages/de/tours";
import { violations } from "./axe-violations";
import { expect, test } from "./site-fixtures";
import { documentsByEmail, outboxMail } from "./stored-enquiries";

/*
 * A traveller whose browser runs no script (blocked, broken or turned off) walks the whole
 * journey on the HTML alone, in English and in German, one test a language and one step a stop:
 * home, the tour list, a filter, a card's details, the tour's itinerary, the gallery and a photo,
 * the search, and an enquiry sent from Book Now, stored and e-mailed.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

const texts = {
  en: {
    enquiry: enEnquiry,
    kit: enKit,
    booking: enBooking.bookingPanel,
    grid: enGrid.galleryGrid,
    itinerary: enItinerary.itinerary,
    lightbox: enLightbox.lightbox,
    tourCard: enTourCard.tourCard,
    layout: enLayout,
    nav: enNav,
    search: enSearch,
    searchDialog: enSearchDialog.searchDialog,
    tourDetail: enTourDetail,
    tours: enTours,
    fields: { firstName: "First Name", email: "Your Email" },
    query: "elephants",
    results: /^\d+ results for “elephants”$/,
  },
  de: {
    enquiry: deEnquiry,
    kit: deKit,
    booking: deBooking.bookingPanel,
    grid: deGrid.galleryGrid,
    itinerary: deItinerary.itinerary,
    lightbox: deLightbox.lightbox,
    tourCard: deTourCard.tourCard,
    layout: deLayout,
    nav: deNav,
    search: deSearch,
    searchDialog: deSearchDialog.searchDialog,
    tourDetail: deTourDetail,
    tours: deTours,
    fields: { firstName: "Vorname", email: "Ihre E-Mail-Adresse" },
    query: "Elefanten",
    results: /^\d+ Ergebnisse für „Elefanten“$/,
  },
} satisfies Partial<Record<Locale, unknown>>;

/** The tour list's cards the traveller sees (a filter hides the others). */
const shownCards = (page: Page) => page.locator('[data-slot="tour-card"]:visible');

/**
 * The page at `page`'s address, as HTML alone, checked by axe: axe runs as a script, so in a page
 * of its own whose scripts (the site's, not axe's) are never fetched.
 */
async function violationsWithoutScript(page: Page): Promise<string[]> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  try {
    await checker.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    await checker.goto(page.url());
    return await violations(checker);
  } finally {
    await context.close();
  }
}

for (const [locale, text] of Object.entries(texts) as [keyof typeof texts, typeof texts.en][]) {
  test(`the journey works without script in ${locale}`, async ({ page, baseURL }) => {
    const at = (path: string) => localizedPath(locale, path);
    const day = (number: number) => text.itinerary.day.replace("{number}", String(number));
    const mainNav = () => page.getByRole("navigation", { name: text.kit.header.mainNav });

    await test.step("home", async () => {
      await page.goto(at("/"));
      await expect(page.locator("h1")).toBeVisible();
      // The slide shows' controls need their code: the hero shows its first photograph without
      // them, and the partners are a row of their links.
      await expect(page.locator('[data-slot="hero-carousel-controls"]')).toBeHidden();
      await expect(page.locator('[data-slot="partner-carousel-controls"]')).toBeHidden();
      for (const partner of partners) {
        const link = page.getByRole("link", { name: partner.name });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", partner.url);
      }
      await mainNav()
        .getByRole("link", { name: text.layout.nav.tours.desktop, exact: true })
        .click();
      await expect(page).toHaveURL(at("/safari-tours"));
    });

    let allTours = 0;
    await test.step("the tour list", async () => {
      // Counted once the whole list has arrived: a busy machine may still be reading the page.
      await page.waitForLoadState("load");
      allTours = await shownCards(page).count();
      expect(allTours).toBeGreaterThan(1);
      await expect(page.getByRole("status")).toHaveText(
        text.tours.showingAll.other.replace("{count}", String(allTours)),
      );
    });

    await test.step("a filter", async () => {
      const chip = text.tours.quickFilters.amboseli;
      await page.getByRole("radiogroup").getByText(chip, { exact: true }).click();
      await expect(page.getByRole("radio", { name: chip, exact: true })).toBeChecked();
      await expect(shownCards(page)).not.toHaveCount(allTours);
      const shown = await shownCards(page).count();
      expect(shown).toBeGreaterThan(0);
      for (const title of await shownCards(page).locator("h2").allTextContents()) {
        expect(title).toContain(chip);
      }
      await expect(page.getByRole("status")).toHaveText(
        text.tours.showingSome.other
          .replace("{shown}", String(shown))
          .replace("{count}", String(allTours)),
      );
    });

    await test.step("a tour's days on its card", async () => {
      const card = shownCards(page).first();
      const days = card.locator('[data-slot="tour-card-outline"] li');
      await expect(days.first()).toBeHidden();
      await card.locator("summary", { hasText: text.tourCard.show }).click();
      await expect(days.first()).toBeVisible();
      await expect(days.first()).toHaveText(new RegExp(`^${day(1)}`));
    });

    await test.step("the tour's page and its itinerary's days", async () => {
      const card = shownCards(page).first();
      const title = (await card.locator("h2").textContent()) ?? "";
      await card.getByRole("link", { name: text.tourCard.fullItinerary }).click();
      await expect(page).toHaveURL(/#itinerary$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole("heading", { name: text.tourDetail.itinerary, exact: true }),
      ).toBeInViewport();
      const days = page.locator('[data-slot="itinerary-day"]');
      await expect(
        days.first().getByRole("heading", { name: new RegExp(`^${day(1)}`) }),
      ).toBeVisible();
      await expect(days.last()).toBeVisible();
    });

    await test.step("the gallery, filtered, and a photo opened and closed", async () => {
      await mainNav().getByRole("link", { name: text.nav.gallery, exact: true }).click();
      await expect(page).toHaveURL(at("/gallery"));
      await page.waitForLoadState("load");
      const filters = page.getByRole("radiogroup", { name: text.grid.filters });
      const tiles = page.locator('[data-slot="gallery-grid-item"]');
      const count = page.locator('[data-slot="gallery-grid-count"] span:visible');
      const all = await tiles.count();
      await expect(filters.getByRole("radio", { name: text.grid.all })).toBeChecked();
      await expect(count).toHaveText(`${all} ${text.grid.photos.other}`);

      const wildlifeLabel = text.grid.categories.wildlife ?? "wildlife";
      await filters.getByText(wildlifeLabel, { exact: true }).click();
      await expect(filters.getByRole("radio", { name: wildlifeLabel })).toBeChecked();
      const shown = tiles.filter({ visible: true });
      const wildlife = await shown.count();
      expect(wildlife).toBeGreaterThan(0);
      expect(wildlife).toBeLessThan(all);
      for (const tile of await shown.all())
        await expect(tile).toHaveAttribute("data-category", "wildlife");
      await expect(count).toHaveText(`${wildlife} ${text.grid.photos.other}`);

      const second = shown.nth(1);
      const name = (await second.getByRole("img").getAttribute("alt")) ?? "";
      await second.click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-slot="lightbox-position"]:visible')).toHaveText(
        text.lightbox.position.replace("{number}", "2").replace("{count}", String(wildlife)),
      );
      await expect(dialog.getByRole("link", { name: text.lightbox.download })).toBeVisible();
      await expect(dialog.getByRole("img", { name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();
      await second.click();
      await dialog.getByRole("button", { name: text.lightbox.close }).click();
      await expect(dialog).toBeHidden();
      expect(await violationsWithoutScript(page)).toEqual([]);
    });

    await test.step("the search, and a result opened", async () => {
      await page.getByRole("banner").getByRole("button", { name: text.kit.header.search }).click();
      const dialog = page.getByRole("dialog", { name: text.searchDialog.title });
      const box = dialog.getByRole("combobox", { name: text.searchDialog.inputLabel });
      await expect(box).toBeFocused();
      expect(await violationsWithoutScript(page)).toEqual([]);
      await box.fill(text.query);
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: text.search.title })).toBeVisible();
      await expect(page.locator("#search-page-count")).toHaveText(text.results);

      const results = page.locator("main");
      await expect(results.getByRole("searchbox")).toHaveValue(text.query);
      expect(await violationsWithoutScript(page)).toEqual([]);
      const first = results
        .locator('[data-slot="search-page-hit"][href*="/safari-tours/"]')
        .first();
      const title = (await first.locator("span").nth(1).textContent()) ?? "";
      await first.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(new URL(page.url()).pathname.startsWith(at("/"))).toBe(true);
    });

    await test.step("an enquiry from Book Now, stored and e-mailed", async () => {
      await page.goto(at("/"));
      const toggle = page.getByRole("button", { name: text.booking.toggle });
      await toggle.click();
      const panel = page.getByRole("dialog", { name: text.booking.title });
      await expect(panel.getByLabel(text.fields.firstName)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      const email = `no-script-journey-${locale}-${Date.now()}@example.com`;
      await panel.getByLabel(text.fields.firstName).fill("Wanjiru");
      await panel.getByLabel(text.fields.email).fill(email);
      await panel
        .getByRole("textbox", { name: /^(Message|Nachricht)$/ })
        .fill("Amboseli in March.");
      await panel.getByRole("button", { name: text.booking.send }).click();

      await expect(page).toHaveURL(new RegExp(`${at("/enquiry/sent")}\\?form=hero_booking`));
      await expect(page.getByRole("status")).toHaveText(text.enquiry.heroBookingSuccess);
      const stored = await documentsByEmail(baseURL!, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        formType: "hero_booking",
        locale,
        name: "Wanjiru",
        message: "Amboseli in March.",
      });
      const mail = outboxMail(stored[0]!.$id);
      expect(mail.headers["reply-to"]).toBe(email);
      expect(mail.text).toContain("Amboseli in March.");
    });
  });
}
