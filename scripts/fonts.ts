/**
 * `npm run fonts`: the site's two typefaces cut down to what it sets, into `public/fonts/`
 * (the files ui/font-files.ts names).
 *
 * From the Latin files of the @fontsource-variable packages it keeps the Latin characters
 * (the same range the @font-face rules in ui/theme.css declare) and only the weights the kit
 * uses (400 to 700), which roughly halves what a first visit downloads. Characters outside the
 * range fall back to the system font. Runs in about a second; skips fonts already written from
 * the same source and settings.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFiles } from "../ui/font-files";

const require = createRequire(import.meta.url);
const publicDir = path.join(process.cwd(), "public");
const stampDir = path.join(process.cwd(), ".cache", "fonts");

/** The Latin subset of the @fontsource files: Basic Latin, Latin-1 and common punctuation. */
const latinRanges: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const weights = { min: 400, max: 700 };

/** Where each file of ui/font-files.ts comes from. */
const sources: Record<(typeof fontFiles)[number], string> = {
  "/fonts/fraunces-latin.woff2":
    "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  "/fonts/inter-latin.woff2": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

function latinText(): string {
  let text = "";
  for (const [from, to] of latinRanges) {
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(path.join(publicDir, "fonts"), { recursive: true });
  mkdirSync(stampDir, { recursive: true });
  const text = latinText();
  let written = 0;
  for (const file of fontFiles) {
    const source = readFileSync(require.resolve(sources[file]));
    const stamp = createHash("sha256")
      .update(source)
      .update(JSON.stringify({ latinRanges, weights }))
      .digest("hex");
    const output = path.join(publicDir, file);
    const stampFile = path.join(stampDir, `${path.basename(file)}.sha256`);
    if (existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
      continue;
    }
    const subset = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: weights },
    });
    writeFileSync(output, subset);
    writeFileSync(stampFile, stamp);
    written += 1;
    console.log(
      `fonts: ${file} ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`,
    );
  }
  console.log(
    `fonts: ${written} written, ${fontFiles.length - written} up to date in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
