import { generatedTexts } from "../../data/content/generated";
import { monthSlugs } from "../../data/domain/months";
import { whenToGo } from "../../data/content/when-to-go";
import { describe, expect, it } from "vitest";
import { destinations } from "../../data/content/destinations";
import { faqItems } from "../../data/content/faq";
import { buildSearchRecords } from "../../data/content/search-records";
import { searchSettings } from "../../data/domain/search-settings";
import { services } from "../../data/content/services";
import { travelTips } from "../../data/content/tips";
import { tours } from "../../data/content/tour-set";

const records = buildSearchRecords();
const byId = new Map(records.map((record) => [record.objectID, record]));

describe("search records", () => {
  it("gives every tour, destination, FAQ item, service, tip and month one record", () => {
    const expected = [
      ...tours.map((tour) => `tour-${tour.slug}`),
      ...destinations.map((destination) => `destination-${destination.slug}`),
      ...faqItems.map((item) => `faq-${item.id}`),
      ...services.map((service) => `service-${service.id}`),
      ...travelTips.map((tip) => `tip-${tip.id}`),
      ...monthSlugs.map((month) => `month-${month}`),
    ];
    expect(records.map((record) => record.objectID)).toEqual(expected);
    expect(byId.size).toBe(records.length);
  });

  it("names a month's best places and what each is like then", () => {
    const february = byId.get("month-february");
    expect(february).toMatchObject({
      type: "month",
      slug: "february",
      title: "Safari in February",
    });
    expect(february?.description).toMatch(/^At their best in February: .*Serengeti/);
    expect(february?.description).toContain(`Serengeti: ${whenToGo.serengeti?.[1]?.note ?? ""}`);
    const april = byId.get("month-april");
    expect(april?.description).toMatch(/^April is a rainy month/);
  });

  it("describes a tour with its lead price, duration, destinations and highlights", () => {
    expect(
      byId.get("tour-7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara"),
    ).toEqual({
      objectID: "tour-7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara",
      type: "tour",
      slug: "7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara",
      title: "7-Day Luxury Kenya Safari: Samburu, Ol Pejeta, Lake Nakuru & Masai Mara",
      description: tours[0]?.summary,
      location: "Masai Mara, Lake Nakuru, Samburu, Ol Pejeta",
      price: "3517",
      duration: "7 Days",
      highlights: expect.stringMatching(/^Great Migration, Big Five, /),
      rank: 0,
    });
  });

  it("falls back from the per-person price to the price for two, then solo, and omits none", () => {
    const tourRecords = records.filter((record) => record.type === "tour");
    const forTwoOnly = tourRecords.find((record) => record.slug.startsWith("2-day-nairobi-urban"));
    expect(forTwoOnly?.price).toBe("762");
    const unpriced = tourRecords.filter((record) => record.price === undefined);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(unpriced.every((record) => !("price" in record))).toBe(true);
    for (const record of tourRecords) {
      expect(record.duration).toMatch(/^\d+ Days$/);
      if (record.price !== undefined) expect(record.price).toMatch(/^\d+$/);
    }
  });

  it("points destinations, FAQ items, services and tips at their page or section", () => {
    expect(byId.get("destination-masai-mara")).toMatchObject({
      type: "destination",
      slug: "masai-mara",
      title: "Masai Mara",
      location: "Kenya",
    });
    const faq = faqItems[0];
    expect(byId.get(`faq-${faq?.id}`)).toEqual({
      objectID: `faq-${faq?.id}`,
      type: "faq",
      slug: faq?.id,
      title: faq?.question,
      description: faq?.answer,
      rank: tours.length + destinations.length,
    });
    for (const record of records) {
      expect(record.title).not.toBe("");
      expect(record.description).not.toBe("");
      expect(Object.values(record)).not.toContain(undefined);
    }
  });

  it("takes a language's labels and countries' names", () => {
    const german = new Map(
      buildSearchRecords("de", {
        labels: {
          ...generatedTexts("site/search-results", "en"),
          duration: "{count} Tage",
          monthTitle: "Safari im {month}",
        },
        countries: { Kenya: "Kenia", Tanzania: "Tanzania" },
      }).map((record) => [record.objectID, record]),
    );
    expect(german.get(`tour-${tours[0]?.slug}`)?.duration).toBe("7 Tage");
    expect(german.get("destination-masai-mara")?.location).toBe("Kenia");
    expect(german.get("destination-serengeti")?.location).toBe("Tanzania");
    expect(german.get("month-february")?.title).toBe("Safari im Februar");
  });

  it("only retrieves and highlights attributes the records have", () => {
    const attributes = new Set(records.flatMap((record) => Object.keys(record)));
    for (const attribute of [
      ...searchSettings.attributesToRetrieve,
      ...searchSettings.attributesToHighlight,
      ...searchSettings.searchableAttributes.map((name) => name.replace(/^\w+\((.+)\)$/, "$1")),
    ]) {
      expect(attributes).toContain(attribute);
    }
    expect(searchSettings.customRanking).toEqual(["asc(rank)"]);
  });
});
