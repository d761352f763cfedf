export type PlaceKind = "city" | "park" | "airport" | "border";

export type Place = {
  country: "Kenya" | "Tanzania";
  /** Longitude and latitude in degrees (WGS84). */
  lon: number;
  lat: number;
  kind: PlaceKind;
  /** The destination guide (content/destinations/<slug>.yaml) this place is, when there is one. */
  destination?: string;
};

/**
 * Every place a tour starts from, sleeps at, stops at or ends at, for the route maps. A park is
 * placed where the tours stay in it (the lodge and camp area or the park's centre), a town at its
 * centre. Wilson Airport is not a place of its own: at the map's scale it is Nairobi.
 */
export const places = {
  nairobi: { country: "Kenya", lon: 36.817, lat: -1.286, kind: "city" },
  "nairobi-national-park": {
    country: "Kenya",
    lon: 36.858,
    lat: -1.373,
    kind: "park",
  },
  samburu: {
    country: "Kenya",
    lon: 37.53,
    lat: 0.61,
    kind: "park",
    destination: "samburu",
  },
  "ol-pejeta": {
    country: "Kenya",
    lon: 36.93,
    lat: 0.01,
    kind: "park",
    destination: "ol-pejeta",
  },
  lewa: { country: "Kenya", lon: 37.417, lat: 0.2, kind: "park" },
  "lake-baringo": { country: "Kenya", lon: 36.03, lat: 0.61, kind: "park" },
  "lake-bogoria": { country: "Kenya", lon: 36.1, lat: 0.25, kind: "park" },
  "lake-nakuru": {
    country: "Kenya",
    lon: 36.083,
    lat: -0.367,
    kind: "park",
    destination: "lake-nakuru",
  },
  "lake-naivasha": {
    country: "Kenya",
    lon: 36.37,
    lat: -0.78,
    kind: "park",
    destination: "lake-naivasha",
  },
  "hells-gate": { country: "Kenya", lon: 36.32, lat: -0.9, kind: "park" },
  "masai-mara": {
    country: "Kenya",
    lon: 35.144,
    lat: -1.49,
    kind: "park",
    destination: "masai-mara",
  },
  amboseli: {
    country: "Kenya",
    lon: 37.255,
    lat: -2.65,
    kind: "park",
    destination: "amboseli",
  },
  namanga: { country: "Kenya", lon: 36.785, lat: -2.549, kind: "border" },
  arusha: { country: "Tanzania", lon: 36.683, lat: -3.367, kind: "city" },
  "kilimanjaro-airport": {
    country: "Tanzania",
    lon: 37.074,
    lat: -3.429,
    kind: "airport",
  },
  tarangire: { country: "Tanzania", lon: 36.0, lat: -3.9, kind: "park" },
  "lake-manyara": {
    country: "Tanzania",
    lon: 35.82,
    lat: -3.4,
    kind: "park",
  },
  serengeti: {
    country: "Tanzania",
    lon: 34.83,
    lat: -2.45,
    kind: "park",
    destination: "serengeti",
  },
  ngorongoro: {
    country: "Tanzania",
    lon: 35.583,
    lat: -3.167,
    kind: "park",
    destination: "ngorongoro",
  },
} as const satisfies Record<string, Place>;

export type PlaceId = keyof typeof places;
