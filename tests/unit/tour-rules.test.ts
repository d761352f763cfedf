import { describe, expect, it } from "vitest";
import {
  deriveDestinations,
  deriveHighlights,
  deriveTourType,
  fallbackHighlights,
  keyHighlights,
  leadPrice,
  matchesTourFilter,
  normaliseCosts,
  normaliseDay,
  normaliseRawTour,
  parkScope,
  slugify,
} from "../../data/domain/tour-rules";
import { tours } from "../../data/content/tour-set";
import labels from "../../data/generated/texts/tour-cards.json" with { type: "json" };
import type { TourDay } from "../../data/content/types";

describe("slugify (a tour's address from its title)", () => {
  it.each([
    ["7-Day Luxury Kenya Safari", "7-day-luxury-kenya-safari"],
    ["Samburu, Ol Pejeta & Masai Mara", "samburu-ol-pejeta-masai-mara"],
    ["Hell's Gate  Escape", "hells-gate-escape"],
    ["Three   Lakes\tSafari", "three-lakes-safari"],
    ["Mid--Range -- Safari", "mid-range-safari"],
    ["Safari Nakurú Élan", "safari-nakuru-elan"],
    ["  Trailing punctuation!  ", "trailing-punctuation"],
    ["", ""],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("deriveTourType", () => {
  it.each([
    ["7-Day Luxury Kenya Safari", "Luxury Safari"],
    ["7-Day Mid-Range Kenya Safari", "Mid-range Safari"],
    ["8-Day Midrange Safari", "Mid-range Safari"],
    ["6-Day Iconic Kenya Safari", "Iconic Safari"],
    ["7-Day Exquisite Luxury Flying Safari", "Ultimate Luxury"],
    ["Cross-Border Adventure", "Cross-Border Safari"],
    ["11-Day Kenya & Tanzania Safari", "Cross-Border Safari"],
    ["5-Day Adventurous Trek", "Adventure Safari"],
    ["9-Day Golden Circuit Safari", "Adventure Safari"],
    ["5-Day Bird Watchers Safari", "Safari Experience"],
    ["", "Safari Experience"],
  ])("%j → %s", (title, type) => {
    expect(deriveTourType(title)).toBe(type);
  });
});

describe("deriveDestinations", () => {
  it("finds every destination named in the title, in the spec's order", () => {
    expect(
      deriveDestinations(
        "9-Day Golden Circuit: Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha & Amboseli",
      ),
    ).toEqual(["Amboseli", "Lake Naivasha", "Lake Nakuru", "Samburu", "Ol Pejeta"]);
    expect(
      deriveDestinations("Kenya & Tanzania: Serengeti & Ngorongoro via the Masai Mara"),
    ).toEqual(["Masai Mara", "Serengeti", "Ngorongoro"]);
  });

  it("does not mistake other words for the Mara", () => {
    expect(deriveDestinations("Marathon of Samaritans")).toEqual([]);
  });
});

describe("deriveHighlights", () => {
  it("builds highlights from title keywords without repeats", () => {
    expect(deriveHighlights("4-Day Luxury Safari: Lake Naivasha & Masai Mara")).toEqual([
      "Great Migration",
      "Big Five",
      "Boat Safari",
      "Rift Valley Lakes",
      "Luxury Lodges",
    ]);
  });

  it("falls back to the three general highlights", () => {
    expect(deriveHighlights("A Week in Kenya")).toEqual(fallbackHighlights);
    expect(deriveHighlights("")).toEqual(["Wildlife Viewing", "Game Drives", "Professional Guide"]);
  });
});

describe("normaliseCosts", () => {
  it("doubles the per-person price when the price for two is missing", () => {
    expect(normaliseCosts({ perPersonForTwo: "$4550" })).toEqual({
      solo: null,
      forTwo: "$9100",
      perPersonForTwo: "$4550",
    });
  });

  it("keeps a given price for two and drops thousands separators", () => {
    expect(normaliseCosts({ solo: "$5,405", forTwo: "$7,034", perPersonForTwo: "$3,517" })).toEqual(
      {
        solo: "$5405",
        forTwo: "$7034",
        perPersonForTwo: "$3517",
      },
    );
  });

  it("turns missing and empty prices into null", () => {
    expect(normaliseCosts({ solo: "", forTwo: null })).toEqual({
      solo: null,
      forTwo: null,
      perPersonForTwo: null,
    });
  });
});

describe("normaliseDay", () => {
  it("fills missing fields with empty strings and the day number from the position", () => {
    expect(normaliseDay({}, 2)).toEqual({
      dayNumber: 3,
      title: "",
      description: "",
      accommodation: "",
      mealPlan: "",
    });
  });

  it("keeps the day's fields as written", () => {
    expect(
      normaliseDay(
        {
          title: "Arrival",
          description: "Arrive in the afternoon.",
          accommodation: "B Lodge",
          mealPlan: "Full Board",
        },
        0,
      ),
    ).toEqual({
      dayNumber: 1,
      title: "Arrival",
      description: "Arrive in the afternoon.",
      accommodation: "B Lodge",
      mealPlan: "Full Board",
    });
  });
});

describe("normaliseRawTour", () => {
  const photos = ["p0", "p1", "p2", "p3", "p4", "p5"];

  it("cycles the cover through the photo list and adds five photos when it has fewer than 2", () => {
    const tour = normaliseRawTour(
      { title: "Raw Tour", summary: "", images: ["only-one"] },
      4,
      photos,
    );
    expect(tour.coverImage).toBe("p4");
    expect(tour.images).toEqual(["p4", "p5", "p0", "p1", "p2"]);
    expect(tour.included).toEqual([]);
    expect(tour.excluded).toEqual([]);
    expect(tour.days).toEqual([]);
    expect(tour.costs).toEqual({ solo: null, forTwo: null, perPersonForTwo: null });
  });

  it("keeps its own images when it has at least 2 and its costs as written", () => {
    const tour = normaliseRawTour(
      {
        title: "Two Day Trip!",
        summary: "",
        images: ["a", "b"],
        costs: { solo: "$607", forTwo: "$762", perPersonForTwo: null },
        days: [{ description: "Day one." }, { description: "Home." }],
      },
      0,
      photos,
    );
    expect(tour.slug).toBe("two-day-trip");
    expect(tour.images).toEqual(["a", "b"]);
    expect(tour.costs).toEqual({ solo: "$607", forTwo: "$762", perPersonForTwo: null });
    expect(tour.days.map((day) => [day.dayNumber, day.description])).toEqual([
      [1, "Day one."],
      [2, "Home."],
    ]);
  });
});

describe("prices and badges", () => {
  it("leads with per person for two, else for two, else solo", () => {
    expect(leadPrice({ solo: "$1", forTwo: "$2", perPersonForTwo: "$3" })).toEqual({
      kind: "perPersonForTwo",
      amount: 3,
    });
    expect(leadPrice({ solo: "$1", forTwo: "$2", perPersonForTwo: null })).toEqual({
      kind: "forTwo",
      amount: 2,
    });
    expect(leadPrice({ solo: "$1", forTwo: null, perPersonForTwo: null })).toEqual({
      kind: "solo",
      amount: 1,
    });
    expect(leadPrice({ solo: null, forTwo: null, perPersonForTwo: null })).toEqual({
      kind: "none",
    });
  });

  it("calls tours of more than 7 days Multi-Park", () => {
    expect(parkScope(7, labels)).toBe("Single Park");
    expect(parkScope(8, labels)).toBe("Multi-Park");
  });

  const day = (accommodation: string, dayNumber: number): TourDay => ({
    dayNumber,
    title: "",
    description: "",
    accommodation,
    mealPlan: "",
  });

  it("takes the first two words of the first three days' accommodation", () => {
    expect(
      keyHighlights(
        [
          day("Elephant Bedroom Camp", 1),
          day("", 2),
          day("Sarova Lion Hill Game Lodge", 3),
          day("Mara Serena", 4),
          day("Mara Serena", 5),
        ],
        labels,
      ),
    ).toEqual({ badges: ["Elephant Bedroom", "Luxury Lodge", "Sarova Lion"], moreDays: 2 });
  });

  it("shows 'Safari Experience' for a tour without days", () => {
    expect(keyHighlights([], labels)).toEqual({ badges: ["Safari Experience"], moreDays: 0 });
  });

  it("never shows a badge twice: later days, then the fallbacks, take a repeat's place", () => {
    expect(
      keyHighlights(
        [
          day("Elephant Bedroom Camp", 1),
          day("Elephant Bedroom Camp", 2),
          day("Sarova Shaba Game Lodge", 3),
          day("Mara Serena Safari Lodge", 4),
        ],
        labels,
      ),
    ).toEqual({ badges: ["Elephant Bedroom", "Sarova Shaba", "Mara Serena"], moreDays: 1 });
    expect(
      keyHighlights([day("Mara Serena", 1), day("Mara Serena", 2), day("Mara Serena", 3)], labels),
    ).toEqual({ badges: ["Mara Serena", "Luxury Lodge", "Safari Experience"], moreDays: 0 });
    expect(keyHighlights([day("Mara Serena", 1), day("", 2)], labels).badges).toEqual([
      "Mara Serena",
      "Luxury Lodge",
    ]);
  });

  it("gives every tour on the site three different badges at most", () => {
    for (const tour of tours) {
      const { badges } = keyHighlights(tour.days, labels);
      expect(new Set(badges).size, tour.title).toBe(badges.length);
    }
  });
});

describe("matchesTourFilter", () => {
  const tour = {
    title: "7-Day Luxury Kenya Safari: Masai Mara",
    days: Array.from({ length: 7 }) as TourDay[],
  };

  it("matches the title case-insensitively, AND the duration", () => {
    expect(matchesTourFilter(tour, { text: "masai MARA", duration: "all" })).toBe(true);
    expect(matchesTourFilter(tour, { text: "masai", duration: "7" })).toBe(true);
    expect(matchesTourFilter(tour, { text: "masai", duration: "4" })).toBe(false);
    expect(matchesTourFilter(tour, { text: "amboseli", duration: "all" })).toBe(false);
  });

  it("matches the day count as text and the quick chips' 'N Days'", () => {
    expect(matchesTourFilter(tour, { text: "7", duration: "all" })).toBe(true);
    expect(matchesTourFilter(tour, { text: "7 Days", duration: "all" })).toBe(true);
    expect(matchesTourFilter(tour, { text: "4 Days", duration: "all" })).toBe(false);
  });

  it("matches everything with an empty filter", () => {
    expect(matchesTourFilter(tour, { text: "  ", duration: "all" })).toBe(true);
  });
});
