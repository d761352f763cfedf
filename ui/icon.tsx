import { createContext, useContext } from "react";
import type * as React from "react";

import { cn } from "./cn";
import type { GlyphName } from "./glyphs";
import spriteUrl from "./generated/icons.svg?no-inline";

type IconProps = Omit<React.ComponentProps<"svg">, "children"> & {
  name: GlyphName;
  /** Width and height in pixels; a size class (`size-4`, `[&_svg]:size-6`) overrides it. */
  size?: number;
};

/**
 * Which glyphs the page carries in its own markup, as the `<symbol>`s of a hidden `<svg>`
 * (`inlineSprite`), so that its first paint needs no sprite file. The prerender passes one that
 * records every glyph it draws; the browser, one that knows the symbols it finds in the page.
 * Without it (Storybook, tests), and for a glyph the page does not carry, an icon points into
 * the sprite file.
 */
type InlineGlyphSet = { carries: (name: GlyphName) => boolean };
const InlineGlyphs = createContext<InlineGlyphSet | null>(null);

/** What an inline symbol's id starts with, before the glyph's name. */
const inlinePrefix = "icon-";

/**
 * The hidden `<svg>` with the given glyphs' symbols from the sprite's source, each with the id
 * an inline icon points at.
 */
function inlineSprite(names: Iterable<GlyphName>, sprite: string): string {
  const symbols = [...new Set(names)].sort().map((name) => {
    const symbol = new RegExp(`<symbol id="${name}"[^>]*>.*?</symbol>`, "s").exec(sprite)?.[0];
    if (!symbol) throw new Error(`The icon sprite has no glyph "${name}".`);
    return symbol.replace(`id="${name}"`, `id="${inlinePrefix}${name}"`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" hidden data-slot="inline-sprite">${symbols.join("")}</svg>`;
}

/** The glyphs whose symbols a page's inline sprite holds. */
function glyphsInline(page: ParentNode): Set<string> {
  return new Set(
    [...page.querySelectorAll('[data-slot="inline-sprite"] > symbol')].map((symbol) =>
      symbol.id.slice(inlinePrefix.length),
    ),
  );
}

/** Says what the icon means, so it must not be hidden from assistive technology. */
const labelProps = ["aria-label", "aria-labelledby", "role"] as const;

/**
 * A glyph from the kit's sprite (ui/glyphs.ts), drawn like lucide-react draws it: 24 × 24,
 * `currentColor` strokes 2 px wide, `lucide lucide-<name>` classes. Decorative (`aria-hidden`)
 * unless given a label or a role.
 */
function Icon({ name, size = 24, className, ...props }: IconProps) {
  const labelled = labelProps.some((prop) => props[prop] !== undefined);
  const inline = useContext(InlineGlyphs)?.carries(name) ?? false;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      data-slot="icon"
      className={cn("lucide", `lucide-${name}`, className)}
      {...props}
    >
      <use href={inline ? `#${inlinePrefix}${name}` : `${spriteUrl}#${name}`} />
    </svg>
  );
}

export { glyphsInline, Icon, InlineGlyphs, inlineSprite, type IconProps, type InlineGlyphSet };
