import type { expect as jestExpect } from "@jest/globals";
import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, configureAxe, injectAxe } from "axe-playwright";
import { toMatchImageSnapshot, type ImageSnapshotOptions } from "jest-image-snapshot";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright";
import { languageTags, type Locale } from "../data/domain/locales";
import { describeClassConflicts } from "../scripts/lib/class-conflicts";
import {
  actualDir,
  baselineDir,
  differingPixels,
  matchingThreshold,
  screenshotStyle,
  thresholdPixel,
} from "../scripts/lib/visual-report";

/** Jest's global `expect`, present in every test-runner test. */
declare const expect: typeof jestExpect;

type ViewportOption = { styles?: { width?: string; height?: string } };

const defaultViewport = { width: 1280, height: 800 };

/** Storybook's own chrome in iframe.html; everything else in <body> belongs to the story. */
const storybookChrome = [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"];

const snapshotOptions: ImageSnapshotOptions = {
  customSnapshotsDir: baselineDir,
  customDiffDir: resolve("tests/visual/__diff_output__"),
  storeReceivedOnFailure: true,
  customReceivedDir: resolve("tests/visual/__diff_output__"),
  customDiffConfig: { threshold: matchingThreshold },
  failureThreshold: thresholdPixel,
  failureThresholdType: "pixel",
  // Compared in the test's own process: a process started for each screenshot that is not the
  // baseline's pixel for pixel cost more than the comparison.
  runInProcess: true,
};

/** The story's viewport global (parameters.viewport.options in preview.tsx) in pixels. */
async function storyViewport(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  const story = await getStoryContext(page, context);
  const globals = (story as { storyGlobals?: { viewport?: { value?: string } } }).storyGlobals;
  const name = globals?.viewport?.value;
  const options = (story.parameters.viewport as { options?: Record<string, ViewportOption> })
    ?.options;
  const styles = name ? options?.[name]?.styles : undefined;
  if (!styles?.width || !styles.height) return defaultViewport;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/**
 * Every image loaded and decoded, lazy ones included, and every icon drawn from the sprite (a
 * shown icon whose sprite has not arrived measures 0 × 0), so a screenshot never catches one
 * mid-load.
 */
async function waitForImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<SVGUseElement>("svg use")).every(
      (glyph) => glyph.getClientRects().length === 0 || glyph.getBBox().width > 0,
    ),
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

type StoryOutcomes = Record<string, { status?: string; error?: string }>;

/**
 * Keeps, from here on, how each story's render ends, as the preview tells it (its `storyFinished`
 * event, and the message of a play function that threw): the test-runner goes on at the first
 * `storyFinished` of any story, and one still on its way from an earlier story's re-render (a
 * language switched back, the accessibility addon's check) arrives while this story plays.
 */
async function recordOutcome(page: Page, id: string) {
  await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window);
  await page.evaluate((storyId) => {
    type Channel = { on: (event: string, listener: (payload: never) => void) => void };
    const preview = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: Channel;
      __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } };
      storyOutcomes?: StoryOutcomes;
    };
    if (!preview.storyOutcomes) {
      const outcomes: StoryOutcomes = {};
      preview.storyOutcomes = outcomes;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      channel.on("playFunctionThrewException", (error: { message?: string }) => {
        const current = preview.__STORYBOOK_PREVIEW__?.currentRender?.id;
        if (current) outcomes[current] = { error: error.message };
      });
      channel.on("storyFinished", (finished: { storyId: string; status: string }) => {
        outcomes[finished.storyId] = { ...outcomes[finished.storyId], status: finished.status };
      });
    }
    delete preview.storyOutcomes[storyId];
  }, id);
}

/**
 * Waits for the preview to finish this story: its play function done and the accessibility
 * addon's check made, so that the screenshot shows where the play left the story. A play that
 * threw fails the test here, with its message, if the test-runner had gone on before it.
 */
async function expectStoryFinished(page: Page, id: string) {
  const outcome = await page.waitForFunction((storyId) => {
    const { storyOutcomes } = window as unknown as { storyOutcomes: StoryOutcomes };
    return storyOutcomes[storyId]?.status ? storyOutcomes[storyId] : false;
  }, id);
  const { status, error } = (await outcome.jsonValue()) as { status: string; error?: string };
  // The preview reports a play that threw as finished with "success" when its accessibility
  // check passed: the play's own error decides first.
  const failure = error ?? (status === "error" ? "the story ended in an error" : undefined);
  expect(failure === undefined ? null : `${id}: ${failure}`).toBeNull();
}

/**
 * True when the story shows something outside its root's box: a modal `<dialog>` (drawn over the
 * whole page, wherever it sits), a dialog portalled to <body>, or only fixed-position elements
 * (the root then has no size).
 */
async function rendersOutsideRoot(page: Page) {
  return page.evaluate((chrome) => {
    if (document.querySelector("dialog:modal")) return true;
    const root = document.getElementById("storybook-root");
    const rootBox = root?.getBoundingClientRect();
    if (!rootBox || rootBox.width === 0 || rootBox.height === 0) return true;
    const portalled = Array.from(document.body.children).filter(
      (element) =>
        element !== root &&
        !chrome.some((selector) => element.matches(selector)) &&
        !["SCRIPT", "STYLE", "LINK", "svg"].includes(element.tagName) &&
        element.getClientRects().length > 0,
    );
    return portalled.length > 0;
  }, storybookChrome);
}

/**
 * The languages a story whose layout depends on its text (tagged `text-layout`) is checked in
 * after English, each against baselines of its own: German (long words) and Chinese (another
 * script). Every language of every page is checked by the end-to-end page checks.
 */
const textLayoutLocales: Locale[] = ["de", "zh"];
const textLayoutTag = "text-layout";

/** The story's text as a reader sees it, outside Storybook's own chrome. */
function storyText(page: Page) {
  return page.evaluate(
    (chrome) =>
      Array.from(document.body.children)
        .filter((element) => !chrome.some((selector) => element.matches(selector)))
        .map((element) => (element as HTMLElement).innerText)
        .join("\n"),
    storybookChrome,
  );
}

/**
 * Re-renders the story in another language (the toolbar's `locale` global) and waits for it.
 * The accessibility addon checks a story by itself only on its first render in English, whose
 * result the test-runner asserts; on the re-renders it is held back (its `manual` global), as
 * `checkAccessibility` checks each language and the addon's result there would go unread. Back
 * in English the addon is released again, for the next story's first render.
 */
async function renderIn(page: Page, locale: Locale) {
  await page.evaluate(
    (value) =>
      new Promise<void>((done) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once: (event: string, listener: () => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once("globalsUpdated", () => requestAnimationFrame(() => done()));
        channel.emit("updateGlobals", {
          globals: { locale: value, a11y: { manual: value !== "en" } },
        });
      }),
    locale,
  );
  await page.waitForFunction((tag) => document.documentElement.lang === tag, languageTags[locale]);
  // The decorator sets `lang` as it renders; the new copy is on screen a frame or two later.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Storybook's accessibility addon checks each story as it renders, with the same `window.axe`,
 * and axe refuses a second run while one is going: a story re-rendered in another language
 * starts the addon's run just as this one begins. Each check waits for a run in progress to end,
 * and starts again if the addon's began in between.
 */
async function checkAccessibility(page: Page, axeOptions: object) {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(() => !(window as { axe?: { _running?: boolean } }).axe?._running);
    try {
      await checkA11y(
        page,
        { include: [["body"]], exclude: storybookChrome.map((selector) => [selector]) },
        {
          detailedReport: true,
          detailedReportOptions: { html: true },
          verbose: false,
          axeOptions,
        },
      );
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Axe is already running")) throw error;
    }
  }
}

/**
 * Keeps the screenshot for the run's visual review report (scripts/lib/visual-report.ts), then
 * compares it with its baseline; jest-image-snapshot, which writes the difference for review,
 * gives the verdict on one over the tolerance.
 */
async function expectBaseline(image: Buffer, id: string) {
  mkdirSync(actualDir, { recursive: true });
  writeFileSync(join(actualDir, `${id}.png`), image);
  if ((await differingPixels(image, join(baselineDir, `${id}.png`))) <= thresholdPixel) return;
  expect(image).toMatchImageSnapshot({ ...snapshotOptions, customSnapshotIdentifier: id });
}

async function screenshot(page: Page) {
  const options = { animations: "disabled", caret: "hide", scale: "css" } as const;
  return (await rendersOutsideRoot(page))
    ? page.screenshot(options)
    : page.locator("#storybook-root").screenshot(options);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The preview each story file's stories render in, loaded once per file, as the test-runner's
  // own preparation does. Its guard is the stories' (preVisit): on two cores busy with the other
  // checks, loading the preview has outlasted Playwright's default of 30 s.
  async prepare({ page }) {
    page.setDefaultTimeout(240_000);
    await page.goto(new URL("iframe.html", process.env.TARGET_URL).toString(), {
      waitUntil: "load",
    });
  },

  async preVisit(page, context) {
    // Each wait below is a guard against a hang, as long as the story's own (testTimeout).
    page.setDefaultTimeout(240_000);
    await page.setViewportSize(await storyViewport(page, context));
    // Every face of the kit's typefaces in memory before the story draws, as on a visitor's
    // second page. The faces are "optional": one that arrives late, such as the extended file
    // with German umlauts on the first switch to German, would leave its characters in the
    // fallback font for the rest of the page, and the screenshot would differ by those glyphs.
    await page.evaluate(() => Promise.all(Array.from(document.fonts, (face) => face.load())));
    // The accessibility addon's axe is on the page once it has checked a story: one copy serves
    // both, and the page is not sent the 550 KB of its source again for every story.
    if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
    await recordOutcome(page, context.id);
  },

  async postVisit(page, context) {
    // The story itself failed (its play threw, or it did not render): the test-runner reports
    // that error once this returns, and a screenshot of the half-played story would hide it.
    if (context.hasFailure) return;
    await expectStoryFinished(page, context.id);
    const story = await getStoryContext(page, context);
    const a11y = story.parameters.a11y as
      { config?: { rules?: { id: string; enabled: boolean }[] }; options?: object } | undefined;

    // Component stories are not whole pages, so "all content inside landmarks" does not apply.
    // The English render is checked by the accessibility addon, whose result the test-runner
    // asserts (`a11y: { test: "error" }` in preview.tsx); these rules serve the other languages.
    await configureAxe(page, {
      rules: [{ id: "region", enabled: false }, ...(a11y?.config?.rules ?? [])],
    });

    const classAttributes = await page.evaluate(
      (chrome) =>
        Array.from(document.body.querySelectorAll("[class]"))
          .filter((element) => !chrome.some((selector) => element.closest(selector)))
          .map((element) => element.getAttribute("class") ?? ""),
      storybookChrome,
    );
    expect(describeClassConflicts(classAttributes)).toEqual([]);

    await page.waitForLoadState("load");
    await page.evaluate(async () => {
      // A layout pass first, so every font the story uses has started loading.
      document.body.getBoundingClientRect();
      await document.fonts.ready;
    });
    await page.evaluate((css) => {
      if (document.getElementById("test-runner-freeze-motion")) return;
      const style = document.createElement("style");
      style.id = "test-runner-freeze-motion";
      style.textContent = css;
      document.head.append(style);
    }, screenshotStyle);
    await waitForImages(page);

    await expectBaseline(await screenshot(page), context.id);

    if (story.tags.includes(textLayoutTag)) {
      // No accessibility violation in German and Chinese either, and each against its baselines.
      try {
        for (const locale of textLayoutLocales) {
          await renderIn(page, locale);
          // The violations alone: the rules that passed are not described and sent back.
          await checkAccessibility(page, { ...a11y?.options, resultTypes: ["violations"] });
          await page.evaluate(() => document.fonts.ready);
          await waitForImages(page);
          await expectBaseline(await screenshot(page), `${context.id}--${locale}`);
        }
      } finally {
        // Back to English, whatever failed: the page, and its globals, serve the next story too.
        await renderIn(page, "en");
      }
    } else if (typeof story.parameters.textLayout !== "string") {
      // A story that shows copy is checked in the languages whose text changes its layout, or its
      // component's stories say why that is not needed (`parameters.textLayout`).
      const english = await storyText(page);
      let german: string;
      try {
        await renderIn(page, "de");
        german = await storyText(page);
      } finally {
        await renderIn(page, "en");
      }
      expect(
        german === english
          ? null
          : `${context.id} shows copy: tag it "${textLayoutTag}" to check it in German and Chinese, or say in its meta's parameters.textLayout why its text does not change its layout`,
      ).toBeNull();
    }
  },
};

export default config;
