import { describe, expect, it } from "vitest";
import { destinations } from "../../data/content/destinations";
import placeNames from "../../data/generated/texts/places.json" with { type: "json" };
import { places, type PlaceId } from "../../data/content/places";
import { tourRoutes, type RouteLeg } from "../../data/content/tour-routes";
import { tours } from "../../data/content/tour-set";

function isPlace(id: string | null): id is PlaceId {
  return id !== null && Object.hasOwn(places, id);
}

/** Great-circle distance between two places' coordinates, in kilometres. */
function straightLineKm(from: PlaceId, to: PlaceId): number {
  const a = places[from];
  const b = places[to];
  const radians = Math.PI / 180;
  const haversine =
    Math.sin(((b.lat - a.lat) * radians) / 2) ** 2 +
    Math.cos(a.lat * radians) *
      Math.cos(b.lat * radians) *
      Math.sin(((b.lon - a.lon) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(haversine));
}

const legs: Array<[string, RouteLeg]> = Object.entries(tourRoutes).flatMap(([tourId, days]) =>
  days.flatMap((day) =>
    day.legs.map((leg): [string, RouteLeg] => [`${tourId} day ${day.day}`, leg]),
  ),
);

const countryBounds = {
  Kenya: { minLat: -4.7, maxLat: 5.1, minLon: 33.9, maxLon: 42 },
  Tanzania: { minLat: -11.8, maxLat: -0.9, minLon: 29.3, maxLon: 40.5 },
};

describe("places", () => {
  it("lie inside their country", () => {
    const outside = Object.entries(places)
      .filter(([, place]) => {
        const bounds = countryBounds[place.country];
        return (
          place.lat < bounds.minLat ||
          place.lat > bounds.maxLat ||
          place.lon < bounds.minLon ||
          place.lon > bounds.maxLon
        );
      })
      .map(([id]) => id);
    expect(outside).toEqual([]);
  });

  it("include every destination under its slug, with its name and country", () => {
    for (const destination of destinations) {
      expect(places).toHaveProperty(destination.slug);
      const place = places[destination.slug as PlaceId];
      expect(placeNames[destination.slug as PlaceId]).toBe(destination.name);
      expect(place).toMatchObject({
        country: destination.country,
        destination: destination.slug,
      });
    }
  });

  it("link only to destinations that exist, under their own slug", () => {
    const wrong = Object.entries(places)
      .filter(
        ([id, place]) =>
          "destination" in place &&
          (place.destination !== id ||
            !destinations.some((destination) => destination.slug === place.destination)),
      )
      .map(([id]) => id);
    expect(wrong).toEqual([]);
  });
});

describe("tour routes", () => {
  it("exist for every tour and no other", () => {
    expect(Object.keys(tourRoutes).sort()).toEqual(tours.map((tour) => tour.id).sort());
  });

  describe.each(tours.map((tour) => [tour.id, tour] as const))("%s", (_, tour) => {
    const route = tourRoutes[tour.id] ?? [];

    it("has one entry per tour day, with the same day numbers", () => {
      expect(route.map((day) => day.day)).toEqual(tour.days.map((day) => day.dayNumber));
    });

    it("sleeps at a known place on every night the day has accommodation, and ends on the last day", () => {
      route.forEach((routeDay, index) => {
        const accommodation = tour.days[index]?.accommodation ?? "";
        const isLast = index === route.length - 1;
        if (routeDay.night === null) {
          expect(isLast, `day ${routeDay.day} ends the tour`).toBe(true);
          expect(accommodation, `day ${routeDay.day} has no accommodation`).toBe("");
        } else {
          expect(isPlace(routeDay.night), `day ${routeDay.day}: ${routeDay.night}`).toBe(true);
          expect(accommodation, `day ${routeDay.day} has accommodation`).not.toBe("");
        }
      });
    });

    it("puts the same accommodation at the same place", () => {
      const placeOf = new Map<string, PlaceId | null>();
      route.forEach((routeDay, index) => {
        const accommodation = tour.days[index]?.accommodation ?? "";
        if (!accommodation) return;
        const known = placeOf.get(accommodation);
        if (known !== undefined) expect(routeDay.night, accommodation).toBe(known);
        placeOf.set(accommodation, routeDay.night);
      });
    });

    it("starts in Nairobi and chains its legs from night to night", () => {
      const breaks: string[] = [];
      let at: PlaceId = "nairobi";
      for (const routeDay of route) {
        for (const leg of routeDay.legs) {
          if (leg.from !== at) breaks.push(`day ${routeDay.day}: leaves ${leg.from}, was at ${at}`);
          at = leg.to;
        }
        if (routeDay.night === null) {
          if (routeDay.legs.length === 0) breaks.push(`day ${routeDay.day}: ends without travel`);
        } else {
          if (routeDay.night !== at) {
            breaks.push(`day ${routeDay.day}: sleeps at ${routeDay.night}, travelled to ${at}`);
          }
          at = routeDay.night;
        }
      }
      expect(breaks).toEqual([]);
    });

    it("goes to every destination a day's title names", () => {
      const missing = route.flatMap((routeDay, index) => {
        const title = tour.days[index]?.title.toLowerCase() ?? "";
        const onRoute = new Set<string>(
          routeDay.legs.flatMap((leg) => [leg.from, leg.to]).concat(routeDay.night ?? []),
        );
        return destinations
          .filter((destination) => title.includes(destination.name.toLowerCase()))
          .filter((destination) => !onRoute.has(destination.slug))
          .map((destination) => `day ${routeDay.day}: ${destination.slug}`);
      });
      expect(missing).toEqual([]);
    });
  });
});

describe("route legs", () => {
  it("join known places by road or air, in figures rounded to 10 km and half hours", () => {
    const wrong = legs
      .filter(
        ([, leg]) =>
          !isPlace(leg.from) ||
          !isPlace(leg.to) ||
          leg.from === leg.to ||
          !["road", "flight"].includes(leg.mode) ||
          !(leg.km > 0 && leg.km % 10 === 0) ||
          !(leg.hours > 0 && leg.hours % 0.5 === 0),
      )
      .map(([where, leg]) => `${where}: ${JSON.stringify(leg)}`);
    expect(wrong).toEqual([]);
  });

  // A time rounded to the half hour is within a quarter hour of the real one, so a leg is judged
  // at the most favourable time its figure allows (a 20-minute hop is written as half an hour).
  it("average 15 to 90 km/h by road and at least 150 km/h by air", () => {
    const implausible = legs
      .filter(([, leg]) => {
        const slowest = leg.km / (leg.hours + 0.25);
        const fastest = leg.km / (leg.hours - 0.25);
        return leg.mode === "road" ? slowest > 90 || fastest < 15 : fastest < 150;
      })
      .map(([where, leg]) => `${where}: ${leg.from} → ${leg.to}, ${leg.km} km, ${leg.hours} h`);
    expect(implausible).toEqual([]);
  });

  it("agree with the places' coordinates: roads no shorter than the straight line, flights close to it", () => {
    const inconsistent = legs
      .filter(([, leg]) => {
        const straight = straightLineKm(leg.from, leg.to);
        return leg.mode === "road"
          ? leg.km < straight - 10 || leg.km > 2.5 * straight + 20
          : leg.km < 0.8 * straight - 10 || leg.km > 1.5 * straight + 10;
      })
      .map(([where, leg]) => {
        const straight = Math.round(straightLineKm(leg.from, leg.to));
        return `${where}: ${leg.from} → ${leg.to}, ${leg.km} km (${straight} km straight)`;
      });
    expect(inconsistent).toEqual([]);
  });
});
