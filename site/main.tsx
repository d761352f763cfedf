import "../ui/theme.css";
import type * as ShellModule from "./hydrate";
import { loadFailurePart, reloadWhenReachable } from "./load-failure";
import { loadPageFile } from "./routes";

/**
 * The prerendered page is complete HTML with its styles inline: its main image and fonts come
 * before any of the app's code, so none of them shares the line with JavaScript. This module
 * runs as soon as it has arrived (the page loads it `async`), while the browser may still be
 * parsing the page. Once the image and fonts have arrived and the first screen is painted,
 * React, the site's shell and the page's own module come down together while the browser parses
 * the rest of the page (on a slow phone the line is otherwise idle for that long), and once the
 * whole page is parsed and it and its image are on screen the code runs and the page hydrates.
 * Nothing of the code is asked for before the first paint, where it would share the line with
 * what that paint needs. A visitor who taps or types first does not wait for the image: their
 * input is held by the head script until the code is live, so the code comes at once.
 */

/** The longest the app waits for the main image, the fonts or the first paint. */
const longestWait = 3000;

const firstInput = new Promise<void>((resolve) => {
  for (const type of ["pointerdown", "keydown"] as const) {
    addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
  }
});

function atMost<T>(wait: Promise<T>): Promise<unknown> {
  return Promise.race([
    wait,
    firstInput,
    new Promise<void>((resolve) => setTimeout(resolve, longestWait)),
  ]);
}

/** Resolves in a task of its own, after the current one and its microtasks. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has rendered its next frame. */
function nextFrameShown(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/** Resolves once one of `urls` has arrived, or failed, as Resource Timing reports it. */
function arrived(...urls: string[]): Promise<void> {
  const named = (list: PerformanceObserverEntryList | Performance) =>
    urls.some((url) => list.getEntriesByName(url).length > 0);
  if (named(performance)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!named(entries)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "resource" });
  });
}

/** Resolves once the browser has parsed the whole page. */
const pageParsed = new Promise<void>((resolve) => {
  if (document.readyState !== "loading") resolve();
  else document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
});

/** Resolves with the element of `id` as soon as the browser has parsed its start. */
function parsedElement(id: string): Promise<HTMLElement | null> {
  const now = document.getElementById(id);
  if (now || document.readyState !== "loading") return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        observer.disconnect();
        resolve(element);
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    void pageParsed.then(() => {
      observer.disconnect();
      resolve(document.getElementById(id));
    });
  });
}

/** The page's priority image (its LCP candidate), if it has one. */
function mainImage(): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
}

/**
 * Resolves once the page's priority image (preloaded in <head>, parsed before this module runs)
 * and its preloaded fonts have arrived (or failed).
 */
function firstBytesArrived(): Promise<unknown> {
  const image = document.querySelector<HTMLLinkElement>(
    'link[rel="preload"][as="image"][fetchpriority="high"]',
  );
  const fonts = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');
  const candidates = (srcset: string) =>
    srcset
      .split(",")
      .map((candidate) => new URL(candidate.trim().split(/\s+/)[0] ?? "", document.baseURI).href);
  return Promise.all([
    image ? arrived(...candidates(image.imageSrcset)) : undefined,
    ...Array.from(fonts, (font) => arrived(font.href)),
  ]);
}

/** Resolves once the page's priority image has loaded, decoded (or failed) and been drawn. */
function mainImageShown(): Promise<void> {
  const image = mainImage();
  return image
    ? image
        .decode()
        .catch(() => undefined)
        .then(nextFrameShown)
    : Promise.resolve();
}

/**
 * Resolves once the browser has put the page on screen: its first contentful paint, as Paint
 * Timing reports it, or the frame after next where Paint Timing is missing.
 */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      void nextFrameShown().then(resolve);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Imports the site's shell. Should it fail to arrive, the prerendered page stays as it is and the
 * prerendered load-failure notice offers a retry, live from here on, React or not.
 */
function loadShell(): Promise<typeof ShellModule> {
  return import("./hydrate").catch(() => {
    const notice = document.querySelector<HTMLElement>(`[data-part="${loadFailurePart}"]`);
    const root = document.documentElement;
    if (notice) {
      notice.hidden = false;
      notice.onclick = reloadWhenReachable;
      root.dataset.hydrated = `${root.dataset.hydrated ?? ""} ${loadFailurePart}`;
    }
    return new Promise(() => undefined);
  });
}

const root = parsedElement("root").then((element) => {
  if (!element) throw new Error('index.html has no element with id "root".');
  return element;
});

void atMost(firstBytesArrived())
  .then(() => atMost(firstPaintShown()))
  .then(async () => {
    // Every file of the shell's and the page's code, and of the content's data it reads
    // (`data-code` on the root), asked for at once, rather than each file's imports only once
    // that file has arrived.
    for (const href of ((await root).dataset.code ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  });

void pageParsed
  .then(() => atMost(mainImageShown()))
  .then(() => atMost(firstPaintShown()))
  .then(async () => {
    const app = await root;
    // The page files the prerender used (`data-pages="home"` on the root), and the content
    // their routes read for the address's query, fetched alongside React and the shell rather
    // than after them; a failure shows when the page asks again.
    const search = new URLSearchParams(window.location.search);
    for (const name of (app.dataset.pages ?? "").split(" ")) {
      void loadPageFile(name, search)?.catch(() => undefined);
    }
    // Evaluating React and the shell is one long task already; hydration starts in the next.
    return loadShell().then(({ hydrate }) => nextTask().then(() => hydrate(app)));
  });
