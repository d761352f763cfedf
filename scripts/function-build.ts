/**
 * `npm run function:build`: bundles each Appwrite Function's TypeScript into the entrypoint that
 * `appwrite push functions` uploads (functions/<function>/src/main.js), and lists the site's
 * languages (data/domain/languages.ts) in appwrite.config.json's `locale` enums. Both are committed, so
 * a fresh clone deploys as it is; a unit test fails while either is out of date.
 */
import { readFileSync } from "node:fs";
import { projectFile } from "../server/appwrite/schema";
import { withSiteLanguages } from "./lib/appwrite-languages";
import { bundleFunctions } from "./lib/function-bundle";
import { writeGenerated } from "./lib/write-generated";

writeGenerated(
  projectFile,
  await withSiteLanguages(readFileSync(projectFile, "utf8")),
  "appwrite.config.json",
  "the language enums",
);
for (const bundle of await bundleFunctions()) {
  writeGenerated(bundle.file, bundle.code, "function", bundle.definition.id);
}
