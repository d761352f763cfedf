import "../ui/theme.css";
import { isPageModuleName, pageModules } from "./page-modules";

/**
 * The prerendered page is complete HTML with its styles inline: the browser paints it, and its
 * main image, before any of the app's code is fetched or run, so neither shares the line with
 * JavaScript. Then React and the page's own module come down together and the page hydrates.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The longest the app waits for the main image, so a stalled download never blocks it. */
const mainImageWait = 3000;

/** Resolves once the page's priority image has loaded and decoded (or failed, or taken too long). */
function mainImageShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  return Promise.race([
    image.decode().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, mainImageWait)),
  ]);
}

/** The page modules the prerender used, listed on the root element (`data-pages="home"`). */
function prerenderedPages(root: HTMLElement): void {
  for (const name of (root.dataset.pages ?? "").split(" ")) {
    if (isPageModuleName(name)) void pageModules[name]();
  }
}

void mainImageShown()
  .then(afterFirstPaint)
  .then(() => {
    const root = document.getElementById("root");
    if (!root) throw new Error('index.html has no element with id "root".');
    prerenderedPages(root);
    return import("./hydrate").then(({ hydrate }) => hydrate(root));
  });
