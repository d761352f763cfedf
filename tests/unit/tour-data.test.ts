import { describe, expect, it } from "vitest";
import { generatedFaq, generatedTours } from "../../data/content/generated";
import { faqIn, loadContent, loadTours } from "../../data/content/load";
import { locales, translatedLocales } from "../../data/locales";
import { tours } from "../../data/tours";

describe("tour and FAQ data (run npm run tour-data when this fails)", () => {
  it("serves exactly the tours the rules make of the content files", () => {
    expect(tours).toEqual(loadTours());
  });

  it.each(translatedLocales)("has the %s tours as their translations make them", (locale) => {
    expect(generatedTours(locale)).toEqual(loadTours(locale));
  });

  it.each(locales)("has the %s FAQ of the content files, in their order", (locale) => {
    expect(generatedFaq(locale)).toEqual(faqIn(loadContent().faq, locale));
  });
});
