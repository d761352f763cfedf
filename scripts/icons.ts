/**
 * `npm run icons`: the kit's glyphs (ui/glyphs.ts) as one SVG sprite, ui/generated/icons.svg, a
 * <symbol> per glyph. lucide's drawings come from the lucide-react package, which stays the
 * source of truth for them; run it (or `npm run assets`) after adding a glyph.
 */
import path from "node:path";
import { brandGlyphs, lucideGlyphs, type GlyphElement } from "../ui/glyphs";
import { writeGenerated } from "./lib/write-generated";

type LucideIconModule = { __iconData?: { node: Array<[string, Record<string, string>]> } };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function symbol(id: string, elements: readonly GlyphElement[]): string {
  const body = elements
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;
}

async function lucideElements(name: string): Promise<readonly GlyphElement[]> {
  const module = (await import(`lucide-react/icons/${name}`)) as LucideIconModule;
  if (!module.__iconData) {
    throw new Error(
      `lucide-react/icons/${name} is an alias: list the icon under lucide's own name in ui/glyphs.ts.`,
    );
  }
  return module.__iconData.node as unknown as GlyphElement[];
}

/** The sprite: one <symbol> per glyph, with lucide's drawings as lucide-react ships them. */
export async function iconSprite(): Promise<string> {
  const symbols = [
    ...(await Promise.all(
      lucideGlyphs.map(async (name) => symbol(name, await lucideElements(name))),
    )),
    ...Object.entries(brandGlyphs).map(([name, elements]) => symbol(name, elements)),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export const iconSpriteFile = path.join(process.cwd(), "ui", "generated", "icons.svg");

async function main() {
  const svg = await iconSprite();
  writeGenerated(iconSpriteFile, svg, "icons", `${svg.split("<symbol ").length - 1} glyphs`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
