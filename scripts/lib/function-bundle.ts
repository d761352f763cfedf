import { build } from "esbuild";
import path from "node:path";
import { loadProject, projectFile, type FunctionDefinition } from "../../server/appwrite/schema";

export type FunctionBundle = { definition: FunctionDefinition; file: string; code: string };

/**
 * Each Appwrite Function's TypeScript (src/main.ts) bundled into the entrypoint Appwrite runs
 * (src/main.js). Appwrite uploads only the function's folder, so the contract it imports from
 * data/ is bundled in; its npm dependencies stay imports, installed by the function's `npm
 * install` on Appwrite.
 */
export async function bundleFunctions(): Promise<FunctionBundle[]> {
  return Promise.all(
    loadProject().functions.map(async (definition) => {
      const folder = path.resolve(path.dirname(projectFile), definition.path);
      const file = path.join(folder, definition.entrypoint);
      const result = await build({
        entryPoints: [path.join(folder, definition.entrypoint.replace(/\.js$/, ".ts"))],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        legalComments: "none",
        banner: {
          js: `// Built from ${path.basename(definition.entrypoint, ".js")}.ts by \`npm run function:build\`: edit that file, not this one.`,
        },
        write: false,
        logLevel: "silent",
      });
      return { definition, file, code: result.outputFiles[0]!.text };
    }),
  );
}
