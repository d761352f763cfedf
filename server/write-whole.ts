import { randomUUID } from "node:crypto";
import { renameSync, writeFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";

/** Where `file` is written before it takes its name: beside it, a name no other writer uses. */
const partialOf = (file: string) => `${file}.${randomUUID()}.part`;

/**
 * Writes `file` beside its name, then renames it: the server, which reads files while a build
 * or a publish writes them, and another process writing the same file at once each see it whole.
 */
export function writeWholeSync(file: string, content: string | Uint8Array): void {
  const partial = partialOf(file);
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/** `writeWholeSync`, without blocking. */
export async function writeWhole(file: string, content: string | Uint8Array): Promise<void> {
  const partial = partialOf(file);
  await writeFile(partial, content);
  await rename(partial, file);
}
