import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * The unit test files in Node that replace a module, a global or an environment variable (vi.mock,
 * vi.stubGlobal, vi.stubEnv): each runs in a module graph of its own, where the replacement cannot
 * reach another file. Every other file in Node shares its worker's modules with the files before
 * it, which spares loading the site's data and its schema again for each file (24 CPU seconds
 * rather than 35). The components' files each keep a DOM and modules of their own, as what one
 * leaves in the document, the kit's state or the browser's globals would reach the next.
 */
const replacing = readdirSync("tests/unit")
  .filter((file) => /\.test\.ts$/.test(file))
  .filter((file) =>
    /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(`tests/unit/${file}`, "utf8")),
  )
  .map((file) => `tests/unit/${file}`);

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker a core: Vitest's default leaves one core to itself, which on two cores ran the
    // unit tests one file at a time (77 s against 50 s).
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, not a measure: on a busy two-core machine a test that
    // renders a page or hashes a password can take many times what it takes on an idle one, and
    // a hook that builds or removes a directory of files as long.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 180_000,
    projects: [
      // Components are tested in a DOM (tests/unit/*.test.tsx, and a .ts file that asks for one
      // with `@vitest-environment jsdom`); the rest run in Node, with no window to build. Both in
      // worker threads rather than processes: the same tests in 82 CPU seconds rather than 97.
      ...[true, false].map((shared) => ({
        extends: true as const,
        test: {
          name: shared ? "unit" : "unit-replacing",
          include: shared ? ["tests/unit/**/*.test.ts"] : replacing,
          exclude: shared ? replacing : [],
          environment: "node" as const,
          pool: "threads" as const,
          isolate: !shared,
        },
      })),
      {
        extends: true,
        test: {
          name: "unit-dom",
          include: ["tests/unit/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Guards against a hang, as above: these start servers and fill databases.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
