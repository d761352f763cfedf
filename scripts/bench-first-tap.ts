import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { chromeFlags, chromePath } from "./chrome-path";
import { locales, type Locale } from "../data/domain/locales";
import {
  firstTapControlsIn,
  openSlowPage,
  slowProfile,
  tapAsSoonAsPainted,
  type FirstTapCatalogues,
  type FirstTapControl,
  type FirstTapTiming,
} from "./lib/first-tap";
import { startServer, type RunningServer } from "./lib/server-process";

/**
 * `npm run bench:first-tap`: for each control a visitor may tap first, loads its page as a new
 * visitor on the slow profile (scripts/lib/first-tap.ts), taps it the moment it is painted and
 * reports, over several loads, when it was painted, when its code went live (from then on a tap
 * needed no help), the time from the tap to a visible response (the control marked as taken, or
 * the effect itself), to the thing asked for being usable (a dialog's frame with its spinner
 * counts) and to a dialog being complete. Starts the built site's server unless BENCH_URL points
 * at a running one; prints a table per language and writes bench-results/first-tap.json.
 * Every language is measured, each control found by the name its language gives it;
 * FIRST_TAP_LANGUAGES=en,zh narrows them, FIRST_TAP_CONTROLS="mobile menu,FAQ question" the
 * controls (by the names the table gives them). FIRST_TAP_LOADS sets the loads per control (3);
 * a tap that brought nothing within 8 s counts as lost.
 */
const loads = Number(process.env.FIRST_TAP_LOADS || 3);
const languages = (
  process.env.FIRST_TAP_LANGUAGES ? process.env.FIRST_TAP_LANGUAGES.split(",") : locales
).map((code) => {
  if (!(locales as readonly string[]).includes(code.trim()))
    throw new Error(`FIRST_TAP_LANGUAGES names an unknown language: ${code}`);
  return code.trim() as Locale;
});
const patienceMs = 8000;
const chosenControls = process.env.FIRST_TAP_CONTROLS?.split(",").map((name) => name.trim());

/** A language's first-tap controls, named from its own message catalogues. */
async function controlsIn(locale: Locale): Promise<FirstTapControl[]> {
  const catalogue = async (name: string) =>
    (await import(`../site/messages/${locale}/${name}.ts`)) as Record<string, unknown>;
  const [kit, booking, carousel, tourCard, wechat, search, tours, nav] = await Promise.all(
    [
      "kit",
      "kit-booking-panel",
      "kit-carousel",
      "kit-tour-card",
      "kit-wechat-modal",
      "kit-search-dialog",
      "tours",
      "nav",
    ].map(catalogue),
  );
  const controls = firstTapControlsIn(locale, {
    kit: kit!.kitMessages,
    booking: booking!.bookingPanelCopy,
    carousel: carousel!.carouselCopy,
    tourCard: tourCard!.tourCardCopy,
    wechat: wechat!.wechatModalCopy,
    search: search!.searchDialogCopy,
    tours: tours!.toursMessages,
    nav: nav!.navMessages,
  } as FirstTapCatalogues);
  if (!chosenControls) return controls;
  const unknown = chosenControls.filter((name) => !controls.some((entry) => entry.name === name));
  if (unknown.length > 0)
    throw new Error(
      `FIRST_TAP_CONTROLS names no control: ${unknown.join(", ")}. The controls: ${controls.map(({ name }) => name).join(", ")}.`,
    );
  return controls.filter(({ name }) => chosenControls.includes(name));
}

/** The value at `share` of the sorted values; a dash where there are none. */
function percentile(values: number[], share: number): number | string {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.max(0, Math.ceil(share * sorted.length) - 1);
  return sorted[index] ?? "–";
}

let server: RunningServer | undefined;
const url = process.env.BENCH_URL ?? (server = await startServer()).url;
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeFlags });
try {
  const results = [];
  for (const locale of languages) {
    const controls = await controlsIn(locale);
    const runs: FirstTapTiming[] = [];
    for (const entry of controls) {
      for (let load = 0; load < loads; load += 1) {
        const page = await openSlowPage(browser, entry);
        runs.push(await tapAsSoonAsPainted(page, url, entry, patienceMs));
        await page.context().close();
      }
    }
    const rows = controls.map(({ name }) => {
      const mine = runs.filter((run) => run.control === name);
      const of = (pick: (run: FirstTapTiming) => number | null) =>
        mine.map(pick).filter((value): value is number => value !== null);
      const median = (pick: (run: FirstTapTiming) => number | null) => percentile(of(pick), 0.5);
      const slowest = (pick: (run: FirstTapTiming) => number | null) => percentile(of(pick), 0.95);
      return {
        control: name,
        "lost taps": mine.filter((run) => run.tapToUsable === null).length,
        "painted ms": median((run) => run.painted),
        "live ms": median((run) => run.live),
        "tap→response p50": median((run) => run.tapToResponse),
        "tap→response p95": slowest((run) => run.tapToResponse),
        "tap→usable p50": median((run) => run.tapToUsable),
        "tap→usable p95": slowest((run) => run.tapToUsable),
        "tap→complete p50": median((run) => run.tapToComplete),
      };
    });
    console.log(
      `First tap in ${locale} on the slow profile (${slowProfile.latencyMs} ms, 1.6 Mbps, CPU ×${slowProfile.cpuSlowdown}), ${loads} loads a control; painted and live are medians, in ms from navigation:`,
    );
    console.table(rows);
    results.push({ locale, summary: rows, runs });
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/first-tap.json",
    `${JSON.stringify({ profile: slowProfile, loads, languages: results }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  await server?.stop();
}
