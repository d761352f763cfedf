import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routeMap from "../../data/generated/route-map.json" with { type: "json" };
import { places } from "../../data/content/places";

const frame = routeMap as unknown as {
  width: number;
  height: number;
  places: Record<string, [number, number]>;
};

describe("route map", () => {
  it("places every place inside the map's frame (run npm run route-map when this fails)", () => {
    expect(Object.keys(frame.places).sort()).toEqual(Object.keys(places).sort());
    for (const [id, [x, y]] of Object.entries(frame.places)) {
      expect(x, id).toBeGreaterThan(0);
      expect(x, id).toBeLessThan(frame.width);
      expect(y, id).toBeGreaterThan(0);
      expect(y, id).toBeLessThan(frame.height);
    }
  });

  it("draws north up and east right: Samburu above Nairobi, Amboseli east of the Mara", () => {
    const at = (id: keyof typeof places) => frame.places[id] ?? [0, 0];
    expect(at("samburu")[1]).toBeLessThan(at("nairobi")[1]);
    expect(at("amboseli")[0]).toBeGreaterThan(at("masai-mara")[0]);
  });

  it("keeps the shared background image small", () => {
    const svg = readFileSync("data/generated/route-map.svg", "utf8");
    expect(svg).toContain(`viewBox="0 0 ${frame.width} ${frame.height}"`);
    expect(svg.length).toBeLessThan(25_000);
  });
});
