import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, iconSpriteFile } from "../../scripts/icons";
import { brandGlyphs, lucideGlyphs } from "../../ui/glyphs";
import { glyphsInline, Icon, InlineGlyphs, inlineSprite } from "../../ui/icon";

describe("the icon sprite", () => {
  it("is up to date with ui/glyphs.ts (npm run icons)", async () => {
    expect(readFileSync(iconSpriteFile, "utf8")).toBe(await iconSprite());
  });

  it("has one symbol per glyph, lucide's drawn as lucide-react draws them", async () => {
    const sprite = await iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...lucideGlyphs, ...Object.keys(brandGlyphs)]);
    expect(sprite).toContain(
      '<symbol id="clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>',
    );
  });
});

describe("Icon", () => {
  it("points into the sprite and is hidden from assistive technology by default", () => {
    const { container } = render(<Icon name="map-pin" className="size-4" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("lucide", "lucide-map-pin", "size-4");
    expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(
      /icons[^#]*\.svg[^#]*#map-pin$/,
    );
  });

  it("points at the page's own symbol for a glyph the page carries inline, else into the sprite", () => {
    const { container } = render(
      <InlineGlyphs value={{ carries: (name) => name === "map-pin" }}>
        <Icon name="map-pin" />
        <Icon name="star" />
      </InlineGlyphs>,
    );
    const hrefs = [...container.querySelectorAll("use")].map((use) => use.getAttribute("href"));
    expect(hrefs[0]).toBe("#icon-map-pin");
    expect(hrefs[1]).toMatch(/icons[^#]*\.svg[^#]*#star$/);
  });

  it("speaks for itself when labelled", () => {
    render(<Icon name="star" role="img" aria-label="Rated" />);
    expect(screen.getByRole("img", { name: "Rated" })).not.toHaveAttribute("aria-hidden");
  });
});

describe("the inline sprite", () => {
  it("holds each glyph asked for once, under the id an inline icon points at", async () => {
    const markup = inlineSprite(["star", "clock", "star"], await iconSprite());
    document.body.innerHTML = markup;
    const svg = document.querySelector("svg");
    expect(svg).toHaveAttribute("hidden");
    expect([...(svg?.querySelectorAll("symbol") ?? [])].map((symbol) => symbol.id)).toEqual([
      "icon-clock",
      "icon-star",
    ]);
    expect(svg?.querySelector("#icon-clock")?.innerHTML).toBe(
      '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
    );
    expect(glyphsInline(document)).toEqual(new Set(["clock", "star"]));
  });

  it("refuses a glyph the sprite does not have", async () => {
    const sprite = await iconSprite();
    expect(() => inlineSprite(["compass-rose" as never], sprite)).toThrow(
      'The icon sprite has no glyph "compass-rose".',
    );
  });
});
