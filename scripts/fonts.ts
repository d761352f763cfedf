/**
 * `npm run fonts`: the site's two typefaces cut down to what it sets, into `public/fonts/` (the
 * files ui/font-files.ts names and ui/theme.css declares).
 *
 * From the Latin files of the @fontsource-variable packages it keeps each typeface's weights and
 * writes two files per typeface by character range, so a first visit downloads about half of
 * what the whole Latin files weigh. Characters outside both ranges fall back to the system font.
 * Runs in about a second; skips files already written from the same source and settings.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import {
  fontCharacters,
  fontFile,
  typefaces,
  type FontCharacters,
  type Typeface,
} from "../ui/font-files";

/** subset-font's options with `keepFeatures`, which @types/subset-font predates. */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
const subset: (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer> = subsetFont;

const require = createRequire(import.meta.url);
const publicDir = path.join(process.cwd(), "public");
const stampDir = path.join(process.cwd(), ".cache", "fonts");

const sources: Record<Typeface, string> = {
  fraunces: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  inter: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

/**
 * The OpenType features kept: kerning, the ligatures and mark positioning browsers apply by
 * default, and tabular figures for prices and counters (`tabular-nums`). Contextual alternates
 * (Inter's "4×4" for "4x4", a colon raised between figures) would add 4 KB, a fifth of Inter's
 * file and more than fits in a connection's first round trip; they go with the stylistic sets,
 * character variants, fractions and other alternates the site never asks for.
 */
const keepFeatures = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "rvrn", "tnum"];

function charactersOf(characters: FontCharacters): string {
  let text = "";
  for (const [first, last] of fontCharacters[characters]) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(path.join(publicDir, "fonts"), { recursive: true });
  mkdirSync(stampDir, { recursive: true });
  let written = 0;
  let total = 0;
  for (const typeface of Object.keys(typefaces) as Typeface[]) {
    const source = readFileSync(require.resolve(sources[typeface]));
    const { weights } = typefaces[typeface];
    for (const characters of Object.keys(fontCharacters) as FontCharacters[]) {
      total += 1;
      const file = fontFile(typeface, characters);
      const stamp = createHash("sha256")
        .update(source)
        .update(JSON.stringify({ characters: fontCharacters[characters], weights, keepFeatures }))
        .digest("hex");
      const output = path.join(publicDir, file);
      const stampFile = path.join(stampDir, `${path.basename(file)}.sha256`);
      if (
        existsSync(output) &&
        existsSync(stampFile) &&
        readFileSync(stampFile, "utf8") === stamp
      ) {
        continue;
      }
      const font = await subset(source, charactersOf(characters), {
        targetFormat: "woff2",
        keepFeatures,
        variationAxes: { wght: weights.min === weights.max ? weights.min : weights },
      });
      writeFileSync(output, font);
      writeFileSync(stampFile, stamp);
      written += 1;
      console.log(
        `fonts: ${file} ${(source.length / 1024).toFixed(1)} KB → ${(font.length / 1024).toFixed(1)} KB`,
      );
    }
  }
  console.log(
    `fonts: ${written} written, ${total - written} up to date in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
