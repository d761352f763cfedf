import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { generatedPage } from "../../data/content/generated";
import { siteConfig } from "../../data/content/site-config";
import { pseudoClose, pseudoOpen } from "../../site/i18n/pseudo";
import { readPages } from "./page-text";
import { expect, test } from "./site-fixtures";

/**
 * The pseudo-language build (`npm run build:pseudo`): the English site with every text that
 * comes from a catalogue or the translated content marked ⟦…⟧. A text on a page without the
 * marks was written into the code, and would stay English in every other language.
 */
const pseudoDist = path.resolve(".cache/pseudo-dist");

/** The month names the platform writes in the page's language (Intl.DateTimeFormat). */
const monthNames = (["long", "short"] as const).flatMap((month) =>
  Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat("en-US", { month, timeZone: "UTC" }).format(Date.UTC(2026, index, 15)),
  ),
);

/**
 * What is not translated, by design: names, addresses and identifiers, and what Intl writes in
 * the page's language.
 */
const names = [
  siteConfig.brandName,
  siteConfig.shortName,
  siteConfig.emails.info,
  siteConfig.emails.bookings,
  siteConfig.wechatId,
  siteConfig.phone.display,
  ...generatedPage("partners", "en").partners.map((partner) => partner.name),
  ...generatedPage("legal/cookie-policy", "en").storage.flatMap((entry) => entry.name.split(", ")),
  "WhatsApp",
  "WeChat",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "PostHog",
  "USD",
  ...monthNames,
];

const innermostMarked = new RegExp(
  `${pseudoOpen}[^${pseudoOpen}${pseudoClose}]*${pseudoClose}`,
  "gu",
);

/**
 * The words of a text left once the marked parts (nested ones too: a name inside a sentence)
 * and the names are taken out.
 */
function unmarked(text: string): string {
  let rest = text;
  for (let previous = ""; previous !== rest;) {
    previous = rest;
    rest = rest.replace(innermostMarked, " ");
  }
  for (const name of names) rest = rest.split(name).join(" ");
  return (rest.match(/\p{L}{2,}/gu) ?? []).join(" ");
}

function pages(dir: string): string[] {
  const sitemap = readFileSync(path.join(dir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
}

test.describe("pseudo-language build", () => {
  test("every text a reader meets comes from a catalogue or the content", async ({ page }) => {
    expect(existsSync(path.join(pseudoDist, "sitemap.xml")), "run npm run build:pseudo first").toBe(
      true,
    );
    const files = [...pages(pseudoDist), "/404"].map((route) => ({
      route,
      file:
        route === "/404"
          ? path.join(pseudoDist, "404.html")
          : path.join(pseudoDist, route, "index.html"),
    }));
    const readings = await readPages(
      page,
      files.map(({ file }) => readFileSync(file, "utf8")),
    );
    const problems: string[] = [];
    for (const [index, { route }] of files.entries()) {
      const { bodyTexts, labelTexts } = readings[index]!;
      // The body's text as one (a marked message may span elements: a price inside a
      // sentence), then the title, description, labels and alternatives each on its own.
      const left = [...new Set([bodyTexts.join(" "), ...labelTexts].map(unmarked))].filter(Boolean);
      if (left.length > 0) problems.push(`${route}: ${left.slice(0, 8).join(" | ")}`);
    }
    expect(problems).toEqual([]);
  });
});
