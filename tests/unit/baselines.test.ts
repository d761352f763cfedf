import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  compressBaselines,
  isCompressed,
  uncompressedBaselines,
} from "../../scripts/lib/baselines";
import { baselineDir, differingPixels, sameAsBaseline } from "../../scripts/lib/visual-report";

/**
 * A screenshot as a browser test writes it: gradients and text-like stripes, zlib's default level,
 * with `change` applied to its pixels (four bytes each, in rows of `width`).
 */
function screenshot(
  change: (pixels: Buffer, width: number) => void = () => {},
  { width = 320, height = 200 } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const stripe = y % 16 < 3 && x % 40 < 30;
      pixels[at] = stripe ? 20 : (x * 255) / width;
      pixels[at + 1] = stripe ? 20 : 180;
      pixels[at + 2] = stripe ? 20 : (y * 255) / height;
      pixels[at + 3] = 255;
    }
  change(pixels, width);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

describe("the baselines", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("are every one stored losslessly compressed", () => {
    expect(
      uncompressedBaselines(baselineDir),
      "run a visual update, which compresses what it writes",
    ).toEqual([]);
  });

  it("compresses a screenshot just written with the same pixels, smaller, and leaves the rest alone", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "baselines-"));
    const written = await screenshot();
    expect(isCompressed(written)).toBe(false);
    writeFileSync(path.join(dir, "story--new.png"), written);

    expect(await compressBaselines(dir)).toEqual(["story--new.png"]);
    const stored = readFileSync(path.join(dir, "story--new.png"));
    expect(isCompressed(stored)).toBe(true);
    expect(stored.length).toBeLessThan(written.length);
    expect(await sameAsBaseline(written, path.join(dir, "story--new.png"))).toBe(true);

    const modified = statSync(path.join(dir, "story--new.png")).mtimeMs;
    expect(await compressBaselines(dir)).toEqual([]);
    expect(statSync(path.join(dir, "story--new.png")).mtimeMs).toBe(modified);
  });
});

describe("a screenshot beside its baseline", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function baseline(): Promise<string> {
    dir = mkdtempSync(path.join(tmpdir(), "baseline-"));
    const file = path.join(dir, "story--default.png");
    writeFileSync(file, await screenshot());
    await compressBaselines(dir);
    return file;
  }

  /** Repaints a 3 × 3 px square at (100, 100), each pixel as `paint` gives it from its colour. */
  const square = (paint: (rgba: number[]) => number[]) => (pixels: Buffer, width: number) => {
    for (let y = 100; y < 103; y += 1)
      for (let x = 100; x < 103; x += 1) {
        const at = (y * width + x) * 4;
        pixels.set(paint([...pixels.subarray(at, at + 4)]), at);
      }
  };

  it("counts no pixel when it has the baseline's pixels, however the two are encoded", async () => {
    const file = await baseline();
    const written = await screenshot();
    expect(written.equals(readFileSync(file))).toBe(false);
    expect(await differingPixels(written, file)).toBe(0);
  });

  it("counts the pixels a visitor would see changed, and not a shade under the threshold", async () => {
    const file = await baseline();
    expect(await differingPixels(await screenshot(square(() => [255, 0, 0, 255])), file)).toBe(9);

    const shade = await screenshot(square(([r, g, b, a]) => [r!, g! + 1, b!, a!]));
    expect(await sameAsBaseline(shade, file)).toBe(false);
    expect(await differingPixels(shade, file)).toBe(0);
  });

  it("counts every pixel as changed when the baseline is missing or of another size", async () => {
    const file = await baseline();
    expect(await differingPixels(await screenshot(), path.join(dir, "story--new.png"))).toBe(
      Infinity,
    );
    const taller = await screenshot(undefined, { width: 320, height: 210 });
    expect(await differingPixels(taller, file)).toBe(Infinity);
  });
});
