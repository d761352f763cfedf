import "../ui/theme.css";
import { isPageModuleName, pageModules } from "./page-modules";

/**
 * The prerendered page is complete HTML with its styles inline: the browser paints it before
 * any of the app's code is fetched or run, so the first paint shares the line with nothing but
 * the hero image and the fonts. Then React and the page's own module come down together and the
 * page hydrates.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The page modules the prerender used, listed on the root element (`data-pages="home"`). */
function prerenderedPages(root: HTMLElement): void {
  for (const name of (root.dataset.pages ?? "").split(" ")) {
    if (isPageModuleName(name)) void pageModules[name]();
  }
}

void afterFirstPaint().then(() => {
  const root = document.getElementById("root");
  if (!root) throw new Error('index.html has no element with id "root".');
  prerenderedPages(root);
  return import("./hydrate").then(({ hydrate }) => hydrate(root));
});
