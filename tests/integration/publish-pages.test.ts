import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "../../data/domain/locales";
import { reviewEdit } from "../../scripts/lib/bench-edits";
import { startPublisher, type Publisher } from "../../server/publish/publisher";
import { scratchCheckoutWithBuild } from "../scratch-checkout";

/**
 * A review published from the desk, as the publisher of a production server publishes it: a copy
 * of this checkout with a copy of its built site (`npm run build`'s dist/, which `npm test` makes
 * before this runs), every language, the review written as the desk writes it
 * (scripts/lib/bench-edits.ts).
 */
const root = path.join(tmpdir(), `publish-pages-${process.pid}`);
const checkout = path.join(root, "checkout");
const distDir = path.join(checkout, "dist");
/** A page that reads nothing of the reviews, in two languages. */
const aboutPages = [localizedPath("en", "/about"), localizedPath("de", "/about")];

let publisher: Publisher;

const pageFile = (route: string) => path.join(distDir, route, "index.html");
const inode = (route: string) => statSync(pageFile(route)).ino;

/** Every page of the live site (its HTML files), by its path in dist/. */
function livePages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(distDir, { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".html")) pages.set(file, readFileSync(path.join(distDir, file), "utf8"));
  return pages;
}

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  scratchCheckoutWithBuild(checkout);
  await new Promise<void>((warm) => {
    publisher = startPublisher(distDir, { root: checkout, onReady: warm });
  });
  // A guard against a hang: the publisher's warm-up builds on a busy two-core machine.
}, 900_000);

afterAll(() => {
  publisher?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("a published review", () => {
  it("is on its tour's page in every language, the other pages kept as they were live, every page as a full build writes it", async () => {
    const review = reviewEdit.change(0);
    const aboutBefore = aboutPages.map(inode);

    const reviewFile = path.join(checkout, review.file);
    mkdirSync(path.dirname(reviewFile), { recursive: true });
    writeFileSync(reviewFile, review.text);
    const outcome = await publisher.publish({ photos: false });
    expect(outcome).toMatchObject({ ok: true });

    const tourPages = review.pages.map(({ path: route, shows }) => ({
      route,
      shows: readFileSync(pageFile(route), "utf8").includes(shows),
    }));
    expect(tourPages).toEqual(review.pages.map(({ path: route }) => ({ route, shows: true })));
    // The very files of the live site, linked into the published one.
    expect(aboutPages.map(inode)).toEqual(aboutBefore);

    // A publish that renders every page again (as after a new photo) writes the same pages.
    const published = livePages();
    const full = await publisher.publish({ photos: true });
    expect(full).toMatchObject({ ok: true });
    const rebuilt = livePages();
    expect([...published.keys()].sort()).toEqual([...rebuilt.keys()].sort());
    const differing = [...rebuilt].filter(([file, html]) => published.get(file) !== html);
    expect(differing.map(([file]) => file)).toEqual([]);
    // A guard against a hang, as above: two builds of every language on the same machine.
  }, 1_800_000);
});
