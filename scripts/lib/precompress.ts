import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** Below this, compression saves less than the headers it adds (as for the server's own). */
const minBytes = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (Brotli at its highest quality) and `file.gz` beside every text file in a
 * built site, which the server sends as they are: a page or a script then costs the server no
 * compression work per request, and it comes down smaller than on-the-fly compression makes it.
 * Resolves to the number of files compressed.
 */
export async function precompress(distDir: string): Promise<number> {
  const files = (await listFiles(distDir)).filter((file) => compressible.test(file));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  return count;
}
