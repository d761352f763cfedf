import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  fontCharacters,
  fontFile,
  fontPreloadLinks,
  typefaces,
  type FontCharacters,
  type Typeface,
} from "../../ui/font-files";

/** The CSS `unicode-range` value for a set of characters, as ui/theme.css writes it. */
function unicodeRange(characters: FontCharacters): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return fontCharacters[characters]
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

const themeCss = readFileSync(path.join(process.cwd(), "ui/theme.css"), "utf8");

type FontFace = { src: string; weight: string; unicodeRange: string };

const declared: FontFace[] = [...themeCss.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const property = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`)
      .exec(body ?? "")?.[1]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return {
    src: /url\("([^"]+)"\)/.exec(body ?? "")?.[1] ?? "",
    weight: property("font-weight"),
    unicodeRange: property("unicode-range"),
  };
});

const files = (Object.keys(typefaces) as Typeface[]).flatMap((typeface) =>
  (Object.keys(fontCharacters) as FontCharacters[]).map(
    (characters) => [typeface, characters] as const,
  ),
);

describe("font files", () => {
  it.each(files)(
    "theme.css declares %s %s with the range and weights it is cut to",
    (typeface, characters) => {
      const face = declared.find((entry) => entry.src === fontFile(typeface, characters));
      const { min, max } = typefaces[typeface].weights;
      expect(face).toEqual({
        src: fontFile(typeface, characters),
        weight: min === max ? `${min}` : `${min} ${max}`,
        unicodeRange: unicodeRange(characters),
      });
    },
  );

  it("declares no font file that npm run fonts does not write", () => {
    const written = files.map(([typeface, characters]) => fontFile(typeface, characters));
    expect(declared.map((face) => face.src).filter((src) => !written.includes(src))).toEqual([]);
  });

  it("gives every character to at most one file of a typeface", () => {
    const [basic, extended] = [fontCharacters.basic, fontCharacters.extended];
    const overlaps = basic.flatMap(([first, last]) =>
      extended.filter(([from, to]) => from <= last && to >= first),
    );
    expect(overlaps).toEqual([]);
  });

  it("preloads only the basic files", () => {
    const hrefs = [...fontPreloadLinks().matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(["/fonts/fraunces-basic.woff2", "/fonts/inter-basic.woff2"]);
  });
});
