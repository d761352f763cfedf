/**
 * `npm run route-map`: the map every tour's route is drawn on, projected once here from Natural
 * Earth's 1:50m countries (the world-atlas TopoJSON): data/generated/route-map.svg, the countries
 * of the safari region and the borders between them (an image every tour page shares), and
 * data/generated/route-map.json, the frame's size, where the country names stand and every place
 * of data/content/places.ts as a point in the same frame. The browser gets an image and points, no map
 * code.
 * Run it (or `npm run assets`) after editing data/content/places.ts; a unit test fails while the file is
 * out of date.
 */
import path from "node:path";
import { geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries50m from "world-atlas/countries-50m.json" with { type: "json" };
import { places } from "../data/content/places";
import { writeGenerated } from "./lib/write-generated";

const generated = path.join(process.cwd(), "data", "generated");

const topology = countries50m as unknown as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const world = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  { name: string }
>;

/**
 * The frame: southern and central Kenya and northern Tanzania, where every tour runs, from Lake
 * Victoria's shore to east of Kilimanjaro. The map is 640 units wide, as tall as Mercator makes it.
 */
const frame = { west: 34.1, east: 38.6, north: 1.3, south: -4.3, width: 640 };
/** The countries drawn lighter than their neighbours, and where their names stand. */
const countryLabels: Record<string, readonly [number, number]> = {
  Kenya: [38.1, -1.55],
  Tanzania: [34.9, -3.95],
};

const { west, east, south, north, width } = frame;
const corners: Feature<Geometry> = {
  type: "Feature",
  properties: {},
  geometry: {
    type: "MultiPoint",
    coordinates: [
      [west, north],
      [east, south],
    ],
  },
};
const projection = geoMercator().fitWidth(width, corners);
const [, bottom] = projection([east, south]) ?? [0, 0];
const height = Math.round(bottom);
projection.clipExtent([
  [0, 0],
  [width, height],
]);
const draw = geoPath(projection).digits(1);

const round = (value: number) => Math.round(value * 10) / 10;
const point = ([lon, lat]: readonly [number, number]) => {
  const projected = projection([lon, lat]);
  if (!projected) throw new Error(`${lon}, ${lat} cannot be projected`);
  return [round(projected[0]), round(projected[1])] as const;
};

const shown = world.features
  .map((country) => ({ name: country.properties.name, d: draw(country) ?? "" }))
  .filter((country) => country.d !== "");

/** Kenya and Tanzania on sand, their neighbours a shade darker, borders dashed. */
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
  `<rect width="${width}" height="${height}" fill="#dbe7ea"/>`,
  ...shown.map(
    (country) =>
      `<path fill="${country.name in countryLabels ? "#f7f0e4" : "#e6dccb"}" d="${country.d}"/>`,
  ),
  `<path fill="none" stroke="#8c7b62" stroke-width="1.5" stroke-dasharray="6 4" d="${
    draw(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? ""
  }"/>`,
  "</svg>",
].join("");

const map = {
  width,
  height,
  labels: Object.fromEntries(Object.entries(countryLabels).map(([name, at]) => [name, point(at)])),
  places: Object.fromEntries(
    Object.entries(places).map(([id, place]) => [id, point([place.lon, place.lat])]),
  ),
};

writeGenerated(
  path.join(generated, "route-map.svg"),
  `${svg}\n`,
  "route map",
  `${shown.length} countries`,
);
writeGenerated(
  path.join(generated, "route-map.json"),
  `${JSON.stringify(map)}\n`,
  "route map",
  `${Object.keys(map.places).length} places`,
);
