import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { locales } from "../../data/domain/locales";
import { buildInputs, languagesToBuild } from "../../scripts/lib/build-inputs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout holding these files, each with its text. */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  roots.push(root);
  mkdirSync(path.join(root, "data", "generated"), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const site = {
  "data/generated/tours.json": "[English tours]",
  "data/generated/tours.de.json": "[German tours]",
  "data/generated/tours.zh.json": "[Chinese tours]",
  "data/generated/tour-routes.json": "{routes}",
  "data/generated/texts/settings.de.json": "{German settings}",
  "locales/de/sources.json": "{English the German was made from}",
};

describe("the languages a publish builds again", () => {
  const live = buildInputs(checkout(site));
  const after = (changes: Record<string, string>) =>
    languagesToBuild(live, buildInputs(checkout({ ...site, ...changes })), locales);

  it("is the language of a fixed translation alone", () => {
    expect(after({ "data/generated/tours.de.json": "[German tours, fixed]" })).toEqual(["de"]);
    expect(
      after({
        "data/generated/texts/settings.de.json": "{German settings, fixed}",
        "data/generated/tours.zh.json": "[Chinese tours, fixed]",
      }),
    ).toEqual(["de", "zh"]);
  });

  it("is every language when a file they all read changes: the English, the routes, a new file", () => {
    expect(after({ "data/generated/tours.json": "[English tours, a price raised]" })).toEqual(
      locales,
    );
    expect(after({ "data/generated/tour-routes.json": "{a day added}" })).toEqual(locales);
    expect(after({ "data/generated/gallery.json": "[photos]" })).toEqual(locales);
  });

  it("is none when what changed is not read by the pages (the English a translation was made from)", () => {
    expect(after({ "locales/de/sources.json": "{a newer English}" })).toEqual([]);
  });

  it("is every language without a record of what the live site was made from", () => {
    expect(languagesToBuild(undefined, live, locales)).toEqual(locales);
  });
});
