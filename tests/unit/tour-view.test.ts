import { describe, expect, it } from "vitest";

import { packageCards } from "../../data/content/featured-tours";
import { homeDestinations } from "../../data/content/package-cards";
import { tours } from "../../data/content/tour-set";
import {
  destinationCardProps,
  packageCardProps,
  pricingCardProps,
  tourCardDetailsProps,
  tourCardProps,
} from "../../site/tour-view";
import { tourList } from "../../data/content/tour-list";
import { tourListCard } from "../../data/content/tour-listing";
import type { Tour, TourDay } from "../../data/content/types";

function find(id: string): Tour {
  const tour = tours.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`missing tour ${id}`);
  return tour;
}

const day = (dayNumber: number, accommodation: string): TourDay => ({
  dayNumber,
  title: `Day ${dayNumber}`,
  description: "Game drives.",
  accommodation,
  mealPlan: "Full Board",
});

const base = find("luxury-7-days");

/** A tour list card as it opens: the card from the tour's list entry, the details from the tour. */
const cardProps = (tour: Tour) => ({
  ...tourCardProps(tourListCard(tour)),
  ...tourCardDetailsProps(tour),
});

describe("tourCardProps and tourCardDetailsProps", () => {
  it("find in the tour list's data each tour as its closed card shows it", () => {
    expect(tourList).toEqual(tours.map(tourListCard));
  });

  it("leads with the per-person price for two and maps the rest of the card", () => {
    const props = cardProps(base);
    expect(props.price).toEqual({ amount: 3517, basis: "perPersonForTwo" });
    expect(props.prices).toEqual({ solo: 5405, forTwo: 7034, perPersonForTwo: 3517 });
    expect(props.href).toBe(`/safari-tours/${base.slug}`);
    expect(props.bookHref).toBe("/contact");
    expect(props.dayCount).toBe(7);
    expect(props.parkScope).toBe("Single Park");
    expect(props.groupSize).toBe("2-6 People");
    expect(props.highlights).toEqual(["Elephant Bedroom", "Porini Rhino", "Sarova Lion"]);
    expect(props.moreDays).toBe(4);
    expect(props.photoCount).toBe(base.images.length);
    expect(props.gallery).toHaveLength(base.images.length);
    expect(props.image.src).toMatch(new RegExp(`^/img/${base.coverImage}-\\d+\\.webp$`));
    expect(props.image.alt).not.toBe("");
  });

  it("has no price for a tour without costs, so the card says 'Contact Us'", () => {
    const props = cardProps({
      ...base,
      costs: { solo: null, forTwo: null, perPersonForTwo: null },
    });
    expect(props.price).toBeNull();
    expect(props.prices).toEqual({ solo: null, forTwo: null, perPersonForTwo: null });
  });

  it("falls back to the price for two, then to the solo price", () => {
    const rhino = cardProps(find("3-day-rhino-safari-ol-pejeta-samburu"));
    expect(rhino.price).toEqual({ amount: 2040, basis: "forTwo" });

    const soloOnly = cardProps({
      ...base,
      costs: { solo: "$607", forTwo: null, perPersonForTwo: null },
    });
    expect(soloOnly.price).toEqual({ amount: 607, basis: "solo" });
    expect(soloOnly.prices).toEqual({ solo: 607, forTwo: null, perPersonForTwo: null });
  });

  it("gives a tour without days the fallback highlight and no day count", () => {
    const props = cardProps({ ...base, days: [], images: [] });
    expect(props.dayCount).toBe(0);
    expect(props.itinerary).toEqual([]);
    expect(props.highlights).toEqual(["Safari Experience"]);
    expect(props.moreDays).toBe(0);
    expect(props.parkScope).toBe("Single Park");
    expect(props.photoCount).toBe(0);
    expect(props.gallery).toEqual([]);
  });

  it("calls a tour of more than 7 days Multi-Park and fills a day without lodging", () => {
    const days = [
      day(1, ""),
      ...Array.from({ length: 7 }, (_, i) => day(i + 2, "Ashnil Mara Camp")),
    ];
    const props = cardProps({ ...base, days });
    expect(props.parkScope).toBe("Multi-Park");
    expect(props.highlights).toEqual(["Luxury Lodge", "Ashnil Mara", "Safari Experience"]);
    expect(props.moreDays).toBe(5);
  });
});

describe("packageCardProps", () => {
  it("links each home card to its tour's detail page with the spec's price", () => {
    const props = packageCards.map(packageCardProps);
    expect(props.map((card) => card.price)).toEqual([3517, 2870, 2556, 12182, 5505, 4550]);
    for (const card of props) {
      expect(tours.some((tour) => `/safari-tours/${tour.slug}` === card.href)).toBe(true);
    }
  });
});

describe("pricingCardProps", () => {
  it("leaves out the solo price where the tour has none", () => {
    expect(pricingCardProps(find("exquisite-luxury-flight"))).toEqual({
      solo: null,
      forTwo: 24364,
      perPersonForTwo: 12182,
      bookHref: "/contact",
      quoteHref: "/contact",
    });
  });
});

describe("destinationCardProps", () => {
  it("carries the trip count and links to the destination", () => {
    const [masaiMara] = homeDestinations;
    const props = destinationCardProps(masaiMara!);
    expect(props).toMatchObject({
      name: "Masai Mara",
      tripCount: 5,
      href: "/destinations/masai-mara",
    });
    expect(destinationCardProps(masaiMara!, "/safari-tours/masai-mara").href).toBe(
      "/safari-tours/masai-mara",
    );
  });
});
