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
import { baselineDir, sameAsBaseline } from "../../scripts/lib/visual-report";

/** A screenshot as a browser test writes it: gradients and text-like stripes, zlib's default level. */
function screenshot(): Promise<Buffer> {
  const width = 320;
  const height = 200;
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
