import type { PlaceId } from "./places";

export type TravelMode = "road" | "flight";

export type RouteLeg = {
  from: PlaceId;
  to: PlaceId;
  mode: TravelMode;
  /** Realistic distance of the leg in kilometres (road distance by road, great-circle-ish by air), rounded to 10 km. */
  km: number;
  /** Realistic travel time in hours, to the half hour (driving time with normal stops; flight time for flights including a stop at another airstrip if typical). */
  hours: number;
};

export type RouteDay = {
  /** The tour day's dayNumber. */
  day: number;
  /** Where the day's travel goes, in order; empty on a day spent in one place (game drives there are not legs). */
  legs: RouteLeg[];
  /** Where the traveller sleeps that night; null on the last day when the tour ends (drop-off or departure). */
  night: PlaceId | null;
};

function road(from: PlaceId, to: PlaceId, km: number, hours: number): RouteLeg {
  return { from, to, mode: "road", km, hours };
}

function flight(from: PlaceId, to: PlaceId, km: number, hours: number): RouteLeg {
  return { from, to, mode: "flight", km, hours };
}

/**
 * Each tour's journey, day by day, keyed by tour id, as its day texts describe it: the route map
 * and the leg list of the tour page are drawn from it. Times follow the texts, a range such as
 * "about 5 to 6 hours" taken at its middle; distances are the usual road or air distances. A
 * place the road only passes through (Nairobi between Amboseli and Naivasha, Arusha on the way to
 * Tarangire) is not a stop, and the short drive between an airstrip and its camp is not a leg.
 */
export const tourRoutes: Record<string, RouteDay[]> = {
  "luxury-7-days": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "masai-mara", 250, 5.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "midrange-7-days": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "masai-mara", 250, 5.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "luxury-4-days": [
    {
      day: 1,
      legs: [
        road("nairobi", "lake-naivasha", 90, 2),
        road("lake-naivasha", "hells-gate", 20, 0.5),
        road("hells-gate", "lake-naivasha", 20, 0.5),
      ],
      night: "lake-naivasha",
    },
    { day: 2, legs: [road("lake-naivasha", "masai-mara", 230, 5)], night: "masai-mara" },
    { day: 3, legs: [], night: "masai-mara" },
    { day: 4, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "iconic-6-days": [
    { day: 1, legs: [road("nairobi", "amboseli", 240, 4.5)], night: "amboseli" },
    { day: 2, legs: [], night: "amboseli" },
    { day: 3, legs: [road("amboseli", "lake-naivasha", 330, 6)], night: "lake-naivasha" },
    // Mara Serena is in the Mara Triangle, across the reserve from the Narok road.
    { day: 4, legs: [road("lake-naivasha", "masai-mara", 280, 5.5)], night: "masai-mara" },
    { day: 5, legs: [], night: "masai-mara" },
    { day: 6, legs: [road("masai-mara", "nairobi", 320, 6)], night: null },
  ],
  "exquisite-luxury-flight": [
    { day: 1, legs: [flight("nairobi", "samburu", 230, 1.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [flight("samburu", "ol-pejeta", 90, 0.5)], night: "ol-pejeta" },
    {
      day: 4,
      legs: [flight("ol-pejeta", "nairobi", 150, 1), flight("nairobi", "amboseli", 160, 1)],
      night: "amboseli",
    },
    { day: 5, legs: [flight("amboseli", "masai-mara", 270, 1.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [flight("masai-mara", "nairobi", 190, 1)], night: null },
  ],
  "kenya-tanzania-11-days": [
    { day: 1, legs: [road("nairobi", "lake-nakuru", 160, 3)], night: "lake-nakuru" },
    { day: 2, legs: [road("lake-nakuru", "lake-naivasha", 80, 1.5)], night: "lake-naivasha" },
    { day: 3, legs: [road("lake-naivasha", "amboseli", 330, 6)], night: "amboseli" },
    { day: 4, legs: [], night: "amboseli" },
    {
      day: 5,
      legs: [road("amboseli", "namanga", 80, 2), road("namanga", "tarangire", 230, 4)],
      night: "tarangire",
    },
    { day: 6, legs: [road("tarangire", "lake-manyara", 80, 1.5)], night: "lake-manyara" },
    { day: 7, legs: [road("lake-manyara", "serengeti", 190, 6)], night: "serengeti" },
    { day: 8, legs: [], night: "serengeti" },
    { day: 9, legs: [road("serengeti", "ngorongoro", 140, 3.5)], night: "ngorongoro" },
    { day: 10, legs: [road("ngorongoro", "arusha", 190, 4)], night: "arusha" },
    { day: 11, legs: [road("arusha", "kilimanjaro-airport", 50, 1)], night: null },
  ],
  "golden-circuit-9-days": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "lake-naivasha", 80, 1.5)], night: "lake-naivasha" },
    {
      day: 6,
      legs: [
        road("lake-naivasha", "hells-gate", 20, 0.5),
        road("hells-gate", "lake-naivasha", 20, 0.5),
      ],
      night: "lake-naivasha",
    },
    { day: 7, legs: [road("lake-naivasha", "amboseli", 330, 6)], night: "amboseli" },
    { day: 8, legs: [], night: "amboseli" },
    { day: 9, legs: [road("amboseli", "nairobi", 240, 4.5)], night: null },
  ],
  "11-day-kenya-to-tanzania-overland-safari": [
    { day: 1, legs: [road("nairobi", "masai-mara", 270, 5.5)], night: "masai-mara" },
    { day: 2, legs: [], night: "masai-mara" },
    { day: 3, legs: [road("masai-mara", "lake-naivasha", 230, 4.5)], night: "lake-naivasha" },
    { day: 4, legs: [road("lake-naivasha", "amboseli", 330, 6)], night: "amboseli" },
    { day: 5, legs: [], night: "amboseli" },
    {
      day: 6,
      legs: [
        road("amboseli", "namanga", 80, 2),
        road("namanga", "arusha", 110, 2),
        road("arusha", "lake-manyara", 120, 2),
      ],
      night: "lake-manyara",
    },
    { day: 7, legs: [road("lake-manyara", "serengeti", 190, 5)], night: "serengeti" },
    { day: 8, legs: [], night: "serengeti" },
    { day: 9, legs: [road("serengeti", "ngorongoro", 140, 3.5)], night: "ngorongoro" },
    { day: 10, legs: [road("ngorongoro", "arusha", 190, 4)], night: "arusha" },
    // The day offers the airport or the shuttle back to Nairobi: the route ends at the airport.
    { day: 11, legs: [road("arusha", "kilimanjaro-airport", 50, 1)], night: null },
  ],
  "2-day-nairobi-urban-safari-hells-gate-escape": [
    {
      day: 1,
      legs: [
        road("nairobi", "nairobi-national-park", 20, 0.5),
        road("nairobi-national-park", "lake-naivasha", 110, 2),
      ],
      night: "lake-naivasha",
    },
    {
      day: 2,
      legs: [
        road("lake-naivasha", "hells-gate", 20, 0.5),
        road("hells-gate", "lake-naivasha", 20, 0.5),
        road("lake-naivasha", "nairobi", 90, 2),
      ],
      night: null,
    },
  ],
  "3-day-rhino-safari-ol-pejeta-samburu": [
    { day: 1, legs: [road("nairobi", "ol-pejeta", 220, 4)], night: "ol-pejeta" },
    { day: 2, legs: [road("ol-pejeta", "samburu", 170, 3)], night: "samburu" },
    { day: 3, legs: [road("samburu", "nairobi", 330, 5.5)], night: null },
  ],
  "4-day-three-lakes-safari-from-lake-baringo-to-lake-naivasha": [
    { day: 1, legs: [road("nairobi", "lake-baringo", 280, 5)], night: "lake-baringo" },
    {
      day: 2,
      legs: [
        road("lake-baringo", "lake-bogoria", 60, 1),
        road("lake-bogoria", "lake-nakuru", 110, 2),
      ],
      night: "lake-nakuru",
    },
    { day: 3, legs: [road("lake-nakuru", "lake-naivasha", 80, 1.5)], night: "lake-naivasha" },
    {
      day: 4,
      legs: [road("lake-naivasha", "hells-gate", 20, 0.5), road("hells-gate", "nairobi", 100, 2)],
      night: null,
    },
  ],
  "5-day-bird-watchers-safari-nairobi-national-park-to-lake-baringo": [
    {
      day: 1,
      legs: [
        road("nairobi", "nairobi-national-park", 20, 0.5),
        road("nairobi-national-park", "lake-naivasha", 110, 2),
      ],
      night: "lake-naivasha",
    },
    { day: 2, legs: [road("lake-naivasha", "lake-nakuru", 80, 1.5)], night: "lake-nakuru" },
    {
      day: 3,
      legs: [
        road("lake-nakuru", "lake-bogoria", 110, 2),
        road("lake-bogoria", "lake-baringo", 60, 1),
      ],
      night: "lake-baringo",
    },
    { day: 4, legs: [], night: "lake-baringo" },
    { day: 5, legs: [road("lake-baringo", "nairobi", 280, 5)], night: null },
  ],
  "6-day-iconic-amboseli-masai-mara-safari": [
    { day: 1, legs: [road("nairobi", "amboseli", 240, 4.5)], night: "amboseli" },
    { day: 2, legs: [], night: "amboseli" },
    { day: 3, legs: [road("amboseli", "nairobi", 240, 4.5)], night: "nairobi" },
    { day: 4, legs: [road("nairobi", "masai-mara", 270, 5.5)], night: "masai-mara" },
    { day: 5, legs: [], night: "masai-mara" },
    { day: 6, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "7-day-luxury-flight-transfer-safari-samburu-lewa-masai-mara": [
    { day: 1, legs: [flight("nairobi", "samburu", 230, 1.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [flight("samburu", "lewa", 50, 0.5)], night: "lewa" },
    { day: 4, legs: [], night: "lewa" },
    {
      day: 5,
      legs: [flight("lewa", "nairobi", 180, 1), flight("nairobi", "masai-mara", 190, 1)],
      night: "masai-mara",
    },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [flight("masai-mara", "nairobi", 190, 1)], night: null },
  ],
  "7-day-ultimate-luxury-kenya-safari": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    // Mara Serena is in the Mara Triangle, across the reserve from the Narok road.
    { day: 5, legs: [road("lake-nakuru", "masai-mara", 300, 6.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [road("masai-mara", "nairobi", 320, 6)], night: null },
  ],
  "7-day-mid-range-kenya-highlights-safari": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "masai-mara", 250, 5.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "8-day-mid-range-safari-amboseli-lake-naivasha-lake-nakuru-masai-mara": [
    { day: 1, legs: [road("nairobi", "amboseli", 240, 4.5)], night: "amboseli" },
    { day: 2, legs: [], night: "amboseli" },
    { day: 3, legs: [road("amboseli", "lake-naivasha", 330, 6)], night: "lake-naivasha" },
    { day: 4, legs: [road("lake-naivasha", "lake-nakuru", 80, 1.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "masai-mara", 250, 5.5)], night: "masai-mara" },
    { day: 6, legs: [], night: "masai-mara" },
    { day: 7, legs: [], night: "masai-mara" },
    { day: 8, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "8-day-golden-circuit-samburu-ol-pejeta-the-rift-valley-lakes-masai-mara": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "ol-pejeta", 170, 3)], night: "ol-pejeta" },
    { day: 4, legs: [road("ol-pejeta", "lake-nakuru", 200, 4.5)], night: "lake-nakuru" },
    { day: 5, legs: [road("lake-nakuru", "lake-naivasha", 80, 1.5)], night: "lake-naivasha" },
    { day: 6, legs: [road("lake-naivasha", "masai-mara", 230, 5)], night: "masai-mara" },
    { day: 7, legs: [], night: "masai-mara" },
    { day: 8, legs: [road("masai-mara", "nairobi", 270, 5.5)], night: null },
  ],
  "9-day-grand-golden-circuit-samburu-lake-nakuru-masai-mara-amboseli": [
    { day: 1, legs: [road("nairobi", "samburu", 330, 5.5)], night: "samburu" },
    { day: 2, legs: [], night: "samburu" },
    { day: 3, legs: [road("samburu", "lake-nakuru", 320, 6)], night: "lake-nakuru" },
    { day: 4, legs: [road("lake-nakuru", "masai-mara", 250, 5.5)], night: "masai-mara" },
    { day: 5, legs: [], night: "masai-mara" },
    { day: 6, legs: [road("masai-mara", "lake-naivasha", 230, 4.5)], night: "lake-naivasha" },
    { day: 7, legs: [road("lake-naivasha", "amboseli", 330, 6)], night: "amboseli" },
    { day: 8, legs: [], night: "amboseli" },
    { day: 9, legs: [road("amboseli", "nairobi", 240, 4.5)], night: null },
  ],
};
