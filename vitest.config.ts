import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          pool: "threads",
        },
      },
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
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
