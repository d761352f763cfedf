import { losslessCompressPng } from "@napi-rs/image";
import { closeSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from "node:fs";
import path from "node:path";
import { baselineDir } from "./visual-report";

/**
 * Whether a PNG's pixels are deflated at zlib's best level, as oxipng stores them. The header of
 * the first image data chunk says so (FLEVEL 3, 0x78 0xda); a screenshot as the browser tests
 * write it says 0x78 0x9c. A file too short to reach that chunk is not a PNG they wrote.
 */
export function isCompressed(png: Buffer): boolean {
  let offset = 8;
  while (offset + 10 <= png.length) {
    const length = png.readUInt32BE(offset);
    if (png.toString("latin1", offset + 4, offset + 8) === "IDAT")
      return png[offset + 8] === 0x78 && png[offset + 9] === 0xda;
    offset += 12 + length;
  }
  return false;
}

/** The first bytes of a file, enough to reach the first image data chunk of a screenshot. */
function head(file: string): Buffer {
  const descriptor = openSync(file, "r");
  try {
    const bytes = Buffer.alloc(65_536);
    return bytes.subarray(0, readSync(descriptor, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(descriptor);
  }
}

/** The baselines not yet stored compressed: those a run has just written or accepted. */
export function uncompressedBaselines(dir = baselineDir): string[] {
  return readdirSync(dir).filter(
    (file) => file.endsWith(".png") && !isCompressed(head(path.join(dir, file))),
  );
}

/**
 * Rewrites, losslessly compressed by oxipng, the baselines not yet stored that way. The others
 * are left as they are, so an update rewrites only the images that changed. Says how many it
 * compressed, and gives their names.
 */
export async function compressBaselines(dir = baselineDir): Promise<string[]> {
  const pending = uncompressedBaselines(dir);
  for (const file of pending) {
    const target = path.join(dir, file);
    writeFileSync(target, await losslessCompressPng(readFileSync(target), { force: true }));
  }
  if (pending.length > 0) console.log(`Stored ${pending.length} new baseline(s) compressed.`);
  return pending;
}
