import type { Page } from "@playwright/test";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { kitMessages as enKit } from "../../site/messages/en/kit";
import { itineraryCopy as enItinerary } from "../../site/messages/en/kit-itinerary";
import { tourCardCopy as enTourCard } from "../../site/messages/en/kit-tour-card";
import { layoutMessages as enLayout } from "../../site/messages/en/layout";
import { tourDetailMessages as enTourDetail } from "../../site/messages/en/tour-detail";
import { toursMessages as enTours } from "../../site/messages/en/tours";
import { kitMessages as deKit } from "../../site/messages/de/kit";
import { itineraryCopy as deItinerary } from "../../site/messages/de/kit-itinerary";
import { tourCardCopy as deTourCard } from "../../site/messages/de/kit-tour-card";
import { layoutMessages as deLayout } from "../../site/messages/de/layout";
import { tourDetailMessages as deTourDetail } from "../../site/messages/de/tour-detail";
import { toursMessages as deTours } from "../../site/messages/de/tours";
import { expect, test } from "./site-fixtures";

/*
 * A traveller whose browser runs no script (blocked, broken or turned off) walks the whole
 * journey on the HTML alone, in English and in German. One test a language, one step a stop of
 * the journey: a later stop (the gallery, search, an enquiry) is a further step of the same test.
 */
test.use({ javaScriptEnabled: false });

const texts = {
  en: {
    kit: enKit,
    itinerary: enItinerary,
    tourCard: enTourCard,
    layout: enLayout,
    tourDetail: enTourDetail,
    tours: enTours,
  },
  de: {
    kit: deKit,
    itinerary: deItinerary,
    tourCard: deTourCard,
    layout: deLayout,
    tourDetail: deTourDetail,
    tours: deTours,
  },
} satisfies Partial<Record<Locale, unknown>>;

/** The tour list's cards the traveller sees (a filter hides the others). */
const shownCards = (page: Page) => page.locator('[data-slot="tour-card"]:visible');

for (const [locale, text] of Object.entries(texts) as [keyof typeof texts, typeof texts.en][]) {
  test(`the journey works without script in ${locale}`, async ({ page }) => {
    const at = (path: string) => localizedPath(locale, path);
    const day = (number: number) =>
      text.itinerary.itinerary.day.replace("{number}", String(number));

    await test.step("home", async () => {
      await page.goto(at("/"));
      await expect(page.locator("h1")).toBeVisible();
      await page
        .getByRole("navigation", { name: text.kit.header.mainNav })
        .getByRole("link", { name: text.layout.nav.tours.desktop, exact: true })
        .click();
      await expect(page).toHaveURL(at("/safari-tours"));
    });

    let allTours = 0;
    await test.step("the tour list", async () => {
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

    await test.step("a tour's details on its card", async () => {
      const card = shownCards(page).first();
      const firstDay = card.getByRole("heading", { name: new RegExp(`^${day(1)}`) });
      await expect(firstDay).toBeHidden();
      await card.locator("summary", { hasText: text.tourCard.tourCard.show }).click();
      await expect(firstDay).toBeVisible();
      await expect(
        card.getByRole("tab", { name: text.tourCard.tourCard.tab.itinerary }),
      ).toHaveAttribute("aria-selected", "true");
    });

    await test.step("the tour's page and its itinerary's days", async () => {
      const card = shownCards(page).first();
      const title = (await card.locator("h2").textContent()) ?? "";
      await card.getByRole("link", { name: text.tourCard.tourCard.viewDetails }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole("heading", { name: text.tourDetail.itinerary, exact: true }),
      ).toBeVisible();
      const days = page.locator('[data-slot="itinerary-day"]');
      await expect(days.first()).toBeVisible();
      await expect(
        days.first().getByRole("heading", { name: new RegExp(`^${day(1)}`) }),
      ).toBeVisible();
      await expect(days.last()).toBeVisible();
    });
  });
}
