import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  generatedFaq,
  generatedFile,
  generatedRoutes,
  generatedGallery,
  generatedPage,
  generatedServices,
  generatedTips,
  generatedTours,
} from "../../data/content/generated";
import {
  cardsIn,
  faqIn,
  galleryIn,
  loadContent,
  loadTours,
  pageCollections,
  pageIn,
} from "../../data/content/load";
import { routesFromContent } from "../../data/content/tours";
import { locales, translatedLocales } from "../../data/domain/locales";
import { tourListing } from "../../data/content/tour-listing";
import { tours } from "../../data/content/tour-set";

describe("the content's generated data (run npm run tour-data when this fails)", () => {
  it("serves exactly the tours the rules make of the content files", () => {
    expect(tours).toEqual(loadTours());
  });

  it.each(translatedLocales)("has the %s tours as their translations make them", (locale) => {
    expect(generatedTours(locale)).toEqual(loadTours(locale));
  });

  it.each(locales)("lists the %s tours as the package cards show them, in order", (locale) => {
    const listings: unknown = JSON.parse(
      readFileSync(generatedFile("tour-listings", locale), "utf8"),
    );
    expect(listings).toEqual(loadTours(locale).map(tourListing));
  });

  it("has every tour's route from its file", () => {
    expect(generatedRoutes()).toEqual(routesFromContent(loadContent().entries));
  });

  it.each(locales)("has the %s FAQ, services and tips of the content files, in order", (locale) => {
    const content = loadContent();
    expect(generatedFaq(locale)).toEqual(faqIn(content.faq, locale));
    expect(generatedServices(locale)).toEqual(cardsIn(content.services, locale));
    expect(generatedTips(locale)).toEqual(cardsIn(content.tips, locale));
    expect(generatedGallery(locale)).toEqual(galleryIn(content.gallery, locale));
  });

  it.each(locales)("has the %s pages of the page files", (locale) => {
    const { pages } = loadContent();
    for (const page of pageCollections)
      expect(generatedPage(page, locale)).toEqual(pageIn(page, pages[page], locale));
  });
});
