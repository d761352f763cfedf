import { describe, expect, it } from "vitest";
import { generatedTours } from "../../data/content/generated-tours";
import { loadTours } from "../../data/content/load";
import { translatedLocales } from "../../data/locales";
import { tours } from "../../data/tours";

describe("tour data (run npm run tour-data when this fails)", () => {
  it("serves exactly the tours the rules make of the content files", () => {
    expect(tours).toEqual(loadTours());
  });

  it.each(translatedLocales)("has the %s tours as their translations make them", (locale) => {
    expect(generatedTours(locale)).toEqual(loadTours(locale));
  });
});
