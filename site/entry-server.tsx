import { prerenderToNodeStream } from "react-dom/static";
import type { SsrContext } from "wouter";
import sprite from "../ui/generated/icons.svg?raw";
import type { GlyphName } from "../ui/glyphs";
import { inlineSprite } from "../ui/icon";
import { App } from "./app";
import { headTags, renderHeadTags, type PageMeta } from "./seo/head";
import { structuredDataTags } from "./seo/page-structured-data";

export type RenderResult =
  | {
      status: number;
      /** The app's markup, for inside the root element. */
      html: string;
      /** Title, meta, canonical and JSON-LD for <head>. */
      head: string;
      /** Page modules (site/pages/<name>.tsx) the page used, whose chunks the HTML should preload. */
      pages: string[];
      /** The content entries the page read from files of their own (`<name>/<key>`). */
      content: string[];
      /** The hidden <svg> holding the glyphs the page draws, for the start of <body>. */
      sprite: string;
    }
  | { status: 301 | 302; location: string };

/** Renders one URL to static HTML, waiting for every lazy page and resolving redirects. */
export async function render(url: string): Promise<RenderResult> {
  const ssrContext: SsrContext = {};
  let meta: PageMeta | null = null;
  let status = 200;
  const head = {
    set: (declared: PageMeta) => {
      meta = declared;
    },
    setStatus: (code: number) => {
      status = code;
    },
  };
  const renderedPages = new Set<string>();
  const readContent = new Set<string>();
  const glyphs = new Set<GlyphName>();
  // Every boundary is complete when a prerender flushes, so all of it stays inline: no
  // fallback-and-swap, hence no inline script (the CSP forbids them).
  const { prelude } = await prerenderToNodeStream(
    <App
      ssrPath={url}
      ssrContext={ssrContext}
      head={head}
      renderedPages={renderedPages}
      readContent={readContent}
      inlineGlyphs={{
        carries: (name) => {
          glyphs.add(name);
          return true;
        },
      }}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString("utf8");
  if (ssrContext.redirectTo) return { status: 302, location: ssrContext.redirectTo };
  if (!meta) throw new Error(`${url} rendered without declaring its metadata (usePageMeta).`);
  return {
    status,
    html,
    head: renderHeadTags([...headTags(meta), ...structuredDataTags(meta)]),
    pages: [...renderedPages],
    content: [...readContent],
    sprite: inlineSprite(glyphs, sprite),
  };
}

export {
  notFoundRenderPath,
  permanentRedirects,
  prerenderedPaths,
  unlistedPaths,
} from "./route-list";
export { buildDate } from "./build-info";
export { lazyPartModules } from "./lazy-part";
export { siteUrl } from "./seo/site-url";
