/**
 * The typefaces' files under public/fonts/ (`npm run fonts` writes them from the
 * @fontsource-variable packages; ui/theme.css declares them with the same ranges). Each typeface
 * is cut to the weights the kit sets and split by character: the `basic` file holds what the
 * site's own text uses (ASCII, the copyright and degree signs, dashes, curly quotes and the
 * ellipsis) and every page preloads it; the `extended` file holds the rest of Latin-1, the rarer
 * punctuation and symbols and the Western European extras, which the browser fetches only for a
 * page that shows one of them (a traveller's name with an accent, say).
 */
export type CodeRange = readonly [first: number, last: number];

export const fontCharacters = {
  basic: [
    [0x0020, 0x007e],
    [0x00a0, 0x00a0],
    [0x00a9, 0x00a9],
    [0x00b0, 0x00b0],
    [0x2013, 0x2014],
    [0x2019, 0x2019],
    [0x201c, 0x201d],
    [0x2026, 0x2026],
  ],
  extended: [
    [0x00a1, 0x00a8],
    [0x00aa, 0x00af],
    [0x00b1, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x2012],
    [0x2015, 0x2018],
    [0x201a, 0x201b],
    [0x201e, 0x2025],
    [0x2027, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfffd, 0xfffd],
  ],
} as const satisfies Record<string, readonly CodeRange[]>;

export type FontCharacters = keyof typeof fontCharacters;

/**
 * The weights each typeface is set in: Fraunces only for headings at 600, Inter from 400 to 600.
 * A heavier weight falls back to the heaviest one here.
 */
export const typefaces = {
  fraunces: { weights: { min: 600, max: 600 } },
  inter: { weights: { min: 400, max: 600 } },
} as const;

export type Typeface = keyof typeof typefaces;

export function fontFile(typeface: Typeface, characters: FontCharacters): string {
  return `/fonts/${typeface}-${characters}.woff2`;
}

/**
 * <link> tags that fetch each typeface's files with the HTML, before any text is laid out: the
 * basic files always, and the extended ones too for a page whose language writes accented
 * letters on every page (German, French, Italian, Spanish), which would otherwise arrive too
 * late for `font-display: optional` and set those letters in the fallback font.
 */
export function fontPreloadLinks(characters: readonly FontCharacters[] = ["basic"]): string {
  return (Object.keys(typefaces) as Typeface[])
    .flatMap((typeface) =>
      characters.map(
        (range) =>
          `<link rel="preload" href="${fontFile(typeface, range)}" as="font" type="font/woff2" crossorigin>`,
      ),
    )
    .join("\n    ");
}
