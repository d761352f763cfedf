import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { proposalShellPath } from "../../data/domain/desk";
import { reviewShellPath } from "../../data/domain/reviews";
import { localeOfPath, localizedPath, locales, unprefixedPath } from "../../data/domain/locales";
import { expect, test } from "./site-fixtures";
import { distDir, pageFile, prerenderedPaths } from "./site-pages-list";
import { headScript } from "../../site/head-script";
import { paths } from "../../site/paths";
import { outOfFirstReach, overflow } from "./layout-audit";

/** The floating buttons' widths: a phone's, a tablet's and a desktop's. */
const floatingViewports = [
  { width: 360, height: 780 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/*
 * Every route at 360 and 1280 px is in page-checks.spec.ts, from the same visit as its
 * screenshots and accessibility check.
 */

/**
 * The header holds its links, search, language and quote button in a row from 768 px up, so its
 * longest labels (French, Italian) must fit at every width between the breakpoints too.
 */
const headerWidths = [768, 900, 1023, 1024, 1152, 1279, 1280];

test.describe("the header in every language", () => {
  for (const locale of locales) {
    test(`${locale}: every control in view at ${headerWidths.join(", ")} px`, async ({ page }) => {
      await page.setViewportSize({ width: headerWidths[0]!, height: 800 });
      await page.goto(localizedPath(locale, "/"));
      await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
      const problems: string[] = [];
      for (const width of headerWidths) {
        await page.setViewportSize({ width, height: 800 });
        const horizontal = await overflow(page);
        if (horizontal) problems.push(`${width} px: scrolls sideways, ${horizontal}`);
        const outside = await page
          .getByRole("banner")
          .locator("a:visible, button:visible, summary:visible")
          .evaluateAll((controls) =>
            controls
              .filter((control) => control.getBoundingClientRect().right > window.innerWidth)
              .map((control) => control.textContent?.trim() || control.ariaLabel),
          );
        if (outside.length > 0) problems.push(`${width} px: outside the screen: ${outside}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

for (const viewport of floatingViewports) {
  test.describe(`floating buttons at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the enquiry buttons stay in reach while scrolling", async ({ page }) => {
      await page.goto("/safari-tours");
      await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(
        page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" }),
      ).toBeInViewport();
      const banner = page.getByRole("banner");
      const quote =
        viewport.width >= 1024
          ? banner.getByRole("link", { name: "Get Quote" })
          : viewport.width >= 768
            ? banner
                .getByRole("navigation", { name: "Main" })
                .getByRole("link", { name: "Contact Us" })
            : banner.getByRole("button", { name: "Menu" });
      await expect(quote).toBeInViewport();
    });
  });
}

test.describe("the home hero on a slow phone", () => {
  // A browser that runs script, before the page's code has come (its files are served empty
  // below): one that runs none shows the hero without its controls.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test("every control is where it stays from the moment it is painted, the rest still to come", async ({
    page,
  }) => {
    const html = readFileSync(pageFile("/"), "utf8");
    /** Where each of the hero's links and buttons is painted, by its name; the unpainted left out. */
    const painted = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('[data-slot="hero-carousel"] :is(a, button)'),
          (control) => {
            const box = control.getBoundingClientRect();
            const shown = control.checkVisibility({ visibilityProperty: true }) && box.width > 0;
            const name = control.getAttribute("aria-label") ?? control.textContent;
            return shown ? `${name} at ${Math.round(box.x)}, ${Math.round(box.y)}` : null;
          },
        ).filter((control) => control !== null),
      );
    let served = html;
    await page.route("/", (route) => route.fulfill({ contentType: "text/html", body: served }));
    // What is painted before the page's code has run: its scripts come empty, so none of them
    // acts on a page cut short while the next one loads.
    await page.route(/\/assets\/.+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.goto("/");
    const whole = await painted();
    expect(whole).toHaveLength(5);
    // The page as the browser has it when the bytes so far end at each point of the hero.
    const start = html.indexOf('data-slot="hero-carousel"');
    const end = html.indexOf("</section>", start);
    for (let cut = start; cut < end; cut += 150) {
      served = html.slice(0, cut);
      await page.goto("/");
      for (const control of await painted()) {
        expect(whole, `painted with the page's bytes cut at ${cut}`).toContain(control);
      }
    }
  });
});

/**
 * Phones whose browser leaves the page less than 760 px (Playwright's viewports for them): the
 * iPhone 12 and 13 mini, the SE, the 12–14, the 15 and the Galaxy S8, each in Safari or Chrome.
 */
const shortPhones = [
  { width: 375, height: 629 },
  { width: 375, height: 667 },
  { width: 390, height: 664 },
  { width: 393, height: 659 },
  { width: 360, height: 740 },
];

/**
 * Phones whose first screen the language suggestion shortens by its 53 or 81 px: the short ones
 * above but the SE in Safari (375 × 629, where the English and German hero runs 20 px past the
 * screen's foot until the visitor answers), and phones up to 840 px that hold the hero whole
 * without a suggestion.
 */
const phonesWithSuggestion = [
  ...shortPhones.filter((viewport) => viewport.height !== 629),
  { width: 360, height: 780 },
  { width: 375, height: 812 },
  { width: 390, height: 800 },
];

/** A language of the site's other than the page's: the browser's, which the page suggests. */
const otherLanguage = { en: "de", de: "en", zh: "de" } as const;

test.describe("the home hero on a short phone's first screen", () => {
  for (const locale of ["en", "de", "zh"] as const) {
    for (const { browser, viewports, title } of [
      {
        browser: locale,
        viewports: shortPhones,
        title: "every control and link of the hero can be tapped without a scroll",
      },
      {
        browser: otherLanguage[locale],
        viewports: phonesWithSuggestion,
        title: `the same below a suggestion to read it in ${otherLanguage[locale]}`,
      },
    ])
      test.describe(`${locale}, in a browser set to ${browser}`, () => {
        test.use({ locale: browser === "zh" ? "zh-CN" : browser, isMobile: true, hasTouch: true });

        test(title, async ({ page }) => {
          await page.goto(localizedPath(locale, "/"));
          await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
          const html = page.locator("html");
          if (browser === locale) await expect(html).not.toHaveAttribute("data-suggest");
          else await expect(html).toHaveAttribute("data-suggest", browser);
          const problems: string[] = [];
          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            for (const finding of await outOfFirstReach(page, '[data-slot="hero-carousel"]'))
              problems.push(
                `${viewport.width} × ${viewport.height}: ${finding.kind}: ${finding.element} (${finding.detail})`,
              );
          }
          expect(problems).toEqual([]);
        });
      });
  }
});

type JsonLdNode = { "@context"?: string; "@type"?: string; [key: string]: unknown };

function head(html: string) {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? "") as JsonLdNode);
  // The scripts that run: not a file's, nor a block of data (JSON-LD, the content's files).
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*(?:\bsrc=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1]);
  return { title, canonical, robots, jsonLd, inlineScripts };
}

/** The schema.org types the site emits; anything else would be a typo or an invented type. */
const schemaTypes = new Set([
  "TravelAgency",
  "BreadcrumbList",
  "FAQPage",
  "ImageGallery",
  "ItemList",
  "TouristTrip",
  "TouristDestination",
]);

test.describe("prerendered head of every page in dist/", () => {
  const routes = prerenderedPaths();
  const siteUrl = new URL(
    /<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(distDir, "sitemap.xml"), "utf8"))?.[1] ?? "",
  ).origin;

  test("each page has its own title, canonical and JSON-LD that parses", () => {
    const titles = new Set<string>();
    const canonicals = new Set<string>();
    for (const route of routes) {
      const page = head(readFileSync(pageFile(route), "utf8"));
      expect(page.title, route).not.toBe("");
      // Within a language: the brand alone is every language's home page title.
      const title = `${localeOfPath(route)} ${page.title}`;
      expect(titles.has(title), `${route} repeats the title "${page.title}"`).toBe(false);
      titles.add(title);
      expect(page.canonical, route).toBe(route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`);
      canonicals.add(page.canonical ?? "");
      // A page of search results is answered for its query and never indexed (docs/html-first.md).
      expect(page.robots, route).toMatch(
        unprefixedPath(route) === paths.search ? /^noindex, follow/ : /^index, follow/,
      );
      expect(page.inlineScripts, `${route}: inline scripts other than the head script`).toEqual([
        headScript,
      ]);
      const types = page.jsonLd.map((node) => node["@type"]);
      for (const node of page.jsonLd) {
        expect(node["@context"], route).toBe("https://schema.org");
        expect(schemaTypes.has(String(node["@type"])), `${route}: ${node["@type"]}`).toBe(true);
      }
      expect(types, route).toContain("TravelAgency");
      const address = unprefixedPath(route);
      if (address === "/") expect(types).not.toContain("BreadcrumbList");
      else expect(types, route).toContain("BreadcrumbList");
      if (address.startsWith("/safari-tours/") && address !== "/safari-tours/compare")
        expect(types, route).toContain("TouristTrip");
      if (address.startsWith("/destinations/"))
        expect(types, route).toContain("TouristDestination");
    }
    expect(canonicals.size).toBe(routes.length);
  });

  test("the travel agency, the FAQ and the galleries carry the spec's facts", () => {
    const home = head(readFileSync(pageFile("/"), "utf8")).jsonLd;
    const agency = home.find((node) => node["@type"] === "TravelAgency");
    expect(agency).toMatchObject({
      name: "Savannah Horizon Safaris",
      foundingDate: "2022",
      telephone: "+254700000000",
      email: "info@example.com",
      address: { "@type": "PostalAddress", addressLocality: "Nairobi", addressCountry: "KE" },
      geo: { "@type": "GeoCoordinates" },
    });
    expect(agency?.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "08:00", closes: "18:00" }),
      expect.objectContaining({ opens: "09:00", closes: "16:00" }),
    ]);
    expect((agency?.sameAs as string[]).length).toBe(4);
    const faq = home.find((node) => node["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[]).length).toBe(8);
    for (const route of ["/", "/gallery"]) {
      const gallery = head(readFileSync(pageFile(route), "utf8")).jsonLd.find(
        (node) => node["@type"] === "ImageGallery",
      );
      expect((gallery?.image as unknown[]).length, route).toBe(10);
    }
  });

  test("the 404 page is titled, kept out of search results and has no canonical", () => {
    const page = head(readFileSync(path.join(distDir, "404.html"), "utf8"));
    expect(page.title).toBe("Page Not Found | Savannah Horizon Safaris");
    expect(page.robots).toBe("noindex, follow");
    expect(page.canonical).toBeNull();
  });

  test("every page carries the social and Nairobi geo tags", () => {
    for (const route of routes) {
      const html = readFileSync(pageFile(route), "utf8");
      for (const tag of [
        /<meta property="og:title" content="[^"]+"/,
        /<meta property="og:image" content="https?:\/\/[^"]+\.jpg"/,
        /<meta name="twitter:card" content="summary_large_image"/,
        /<meta name="geo.region" content="KE-110"/,
        /<meta name="geo.placename" content="Nairobi"/,
        /<meta name="geo.position" content="-?\d+\.\d+;-?\d+\.\d+"/,
        /<meta name="ICBM" content="-?\d+\.\d+, -?\d+\.\d+"/,
      ]) {
        expect(html, `${route} lacks ${tag}`).toMatch(tag);
      }
    }
  });

  test("robots.txt points to the sitemap, which lists every prerendered page once, and no private one", () => {
    const robots = readFileSync(path.join(distDir, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
    // The proposal page's and the review page's shells, the desk and the editor are for the
    // holder of a link and for operators.
    const privatePages = new Set([
      ...[proposalShellPath, reviewShellPath].flatMap((shell) =>
        locales.map((locale) => localizedPath(locale, shell)),
      ),
      "/desk",
      "/admin",
    ]);
    const built = readdirSync(distDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
      .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, "/"))
      .filter((route) => !privatePages.has(route))
      // A language's home page is its prefix with a slash, as links inside the app write it.
      .map((route) => (/^\/[a-z]{2}$/.test(route) ? `${route}/` : route))
      .sort();
    expect([...routes].sort()).toEqual(built);
  });
});
