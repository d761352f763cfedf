import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, iconSpriteFile } from "../../scripts/icons";
import { brandGlyphs, lucideGlyphs } from "../../ui/glyphs";
import { Icon } from "../../ui/icon";

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

  it("speaks for itself when labelled", () => {
    render(<Icon name="star" role="img" aria-label="Rated" />);
    expect(screen.getByRole("img", { name: "Rated" })).not.toHaveAttribute("aria-hidden");
  });
});
