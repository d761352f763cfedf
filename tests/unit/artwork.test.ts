// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { imageNames } from "../../data/content/image-catalog";
import { renderArtwork } from "../../scripts/artwork/index";

const rendered = new Map(imageNames.map((name) => [name, renderArtwork(name)]));
const svgOf = (name: (typeof imageNames)[number]) => rendered.get(name) ?? "";

describe("generated artwork", () => {
  it.each(imageNames)("%s renders a well-formed 2400x1600 SVG", (name) => {
    const svg = svgOf(name);
    expect(svg.length).toBeGreaterThan(1000);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);

    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe("svg");
    expect(root.getAttribute("viewBox")).toBe("0 0 2400 1600");
    expect(root.getAttribute("width")).toBe("2400");
    expect(root.getAttribute("height")).toBe("1600");

    // Every gradient, clip path, filter, pattern and symbol that is referenced is defined.
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
  });

  it("is deterministic: the same name always gives the same markup", () => {
    for (const name of imageNames) expect(renderArtwork(name)).toBe(svgOf(name));
  });

  it("gives every name its own picture", () => {
    const bodies = new Set(
      imageNames.map((name) => svgOf(name).replace(/<title>.*?<\/title>/, "")),
    );
    expect(bodies.size).toBe(imageNames.length);
  });
});
