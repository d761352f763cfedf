/**
 * `npm run function:build`: bundles each Appwrite Function's TypeScript into the entrypoint that
 * `appwrite push functions` uploads (functions/<function>/src/main.js). The bundle is
 * committed, so a fresh clone deploys as it is; a unit test fails while it is out of date.
 */
import { bundleFunctions } from "./lib/function-bundle";
import { writeGenerated } from "./lib/write-generated";

for (const bundle of await bundleFunctions()) {
  writeGenerated(bundle.file, bundle.code, "function", bundle.definition.id);
}
