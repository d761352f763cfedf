import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tailwindOnce } from "../../scripts/lib/tailwind-once";

let sources: string;

beforeEach(() => {
  sources = mkdtempSync(path.join(tmpdir(), "tailwind-once-"));
  writeFileSync(path.join(sources, "card.tsx"), `<div className="p-4" />`);
});

afterEach(() => rmSync(sources, { recursive: true, force: true }));

/**
 * A stand-in for Tailwind's build step, as the wrapper sees it: it reads every file of the
 * sources folder (telling the build, as Tailwind does), and writes a stylesheet that says how
 * many times it ran.
 */
function generator(files: () => string[]) {
  const runs = { count: 0 };
  const plugin: Plugin = {
    name: "@tailwindcss/vite:generate:build",
    transform: {
      handler(code) {
        runs.count += 1;
        for (const file of files()) this.addWatchFile(file);
        return { code: `${code} /* run ${runs.count} */` };
      },
    },
  };
  return { plugin, runs };
}

/** Runs the wrapped build step on a stylesheet as a build would, with a build's context. */
async function generate(plugin: Plugin, code: string, id: string): Promise<unknown> {
  const transform = plugin.transform as { handler: (...args: unknown[]) => Promise<unknown> };
  const context = { environment: { name: "client" }, addWatchFile: () => {} };
  return transform.handler.call(context, code, id, {});
}

describe("tailwindOnce", () => {
  it("gives a second build the first one's stylesheet while nothing it read has changed", async () => {
    const card = path.join(sources, "card.tsx");
    const { plugin, runs } = generator(() => [card]);
    const [wrapped] = tailwindOnce([plugin]);
    const id = path.join(sources, "theme.css");

    const first = await generate(wrapped!, "@import 'tailwindcss';", id);
    const second = await generate(wrapped!, "@import 'tailwindcss';", id);

    expect(second).toEqual(first);
    expect(runs.count).toBe(1);
  });

  it("generates again when a file it read changes, a file is added beside it, or the stylesheet changes", async () => {
    const card = path.join(sources, "card.tsx");
    const { plugin, runs } = generator(() => [card]);
    const [wrapped] = tailwindOnce([plugin]);
    const id = path.join(sources, "theme.css");
    await generate(wrapped!, "@import 'tailwindcss';", id);

    writeFileSync(card, `<div className="p-4 text-lg" />`);
    expect(await generate(wrapped!, "@import 'tailwindcss';", id)).toEqual({
      code: "@import 'tailwindcss'; /* run 2 */",
    });

    writeFileSync(path.join(sources, "badge.tsx"), `<span className="rounded-full" />`);
    await generate(wrapped!, "@import 'tailwindcss';", id);
    expect(runs.count).toBe(3);

    expect(await generate(wrapped!, "@import 'tailwindcss' source(none);", id)).toEqual({
      code: "@import 'tailwindcss' source(none); /* run 4 */",
    });
  });

  it("wraps Tailwind's own plugins, and says so when the build step it shares is not among them", () => {
    expect(tailwindOnce(tailwindcss()).map(({ name }) => name)).toContain(
      "@tailwindcss/vite:generate:build",
    );
    expect(() => tailwindOnce([{ name: "other" }])).toThrow(/no build transform/);
  });
});
