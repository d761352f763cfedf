import { compressBaselines } from "../../scripts/lib/baselines";

/**
 * Stores the page baselines the run wrote (a new route's, or those `--update-snapshots`
 * accepted) losslessly compressed, as every committed baseline is; the others are not touched.
 */
export default async function globalTeardown() {
  await compressBaselines();
}
