import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";
import { siteConfig } from "../../data/content/site-config.ts";

/** The kit's background (ui/theme.css --bone): the splash screen's and the browser's bar. */
const bone = "#fbf7f0";
const favicon = new URL("../../public/favicon.svg", import.meta.url);

/**
 * The desk's icon at `size` px, drawn from the site's mark at build time: as it is, its corners
 * rounded, for the tab strip and a launcher that shows icons whole; or maskable, for a launcher
 * that cuts its own shape (and Apple's): the mark unclipped, its ground to the edges, which keeps
 * the sun and the acacia within the middle 80 % a launcher may keep.
 */
function icon(size: number, maskable: boolean): Promise<Buffer> {
  const svg = readFileSync(favicon, "utf8");
  const drawn = maskable ? svg.replace(/\sclip-path="[^"]*"/g, "") : svg;
  return sharp(Buffer.from(drawn), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
}

const icons = [
  { size: 192, maskable: false },
  { size: 512, maskable: false },
  { size: 512, maskable: true },
] as const;

/**
 * Makes the desk an app the operator puts on a phone's home screen: a web app manifest at
 * /desk/manifest.webmanifest (the desk's own name and icons, opening full screen at /desk/ and
 * keeping every desk address in its window) and Apple's touch icon, named in the desk's page.
 * The manifest's address is fixed, as is its id, so the installed app stays the same one after
 * every build; the icons are hashed assets.
 */
export function deskManifest(): Plugin {
  const appleIcon = "apple-touch-icon.png";
  return {
    name: "desk-manifest",
    apply: "build",
    async generateBundle() {
      const files = await Promise.all(
        icons.map(async ({ size, maskable }) => ({
          size,
          maskable,
          file: this.getFileName(
            this.emitFile({
              type: "asset",
              name: `desk-${maskable ? "maskable-" : ""}${size}.png`,
              source: await icon(size, maskable),
            }),
          ),
        })),
      );
      this.emitFile({ type: "asset", fileName: appleIcon, source: await icon(180, true) });
      const manifest = {
        id: "/desk/",
        name: `${siteConfig.brandName} · Desk`,
        short_name: "Desk",
        description: "Enquiries, replies and proposals.",
        lang: "en",
        start_url: "/desk/",
        scope: "/desk/",
        display: "standalone",
        orientation: "any",
        background_color: bone,
        theme_color: bone,
        icons: files.map(({ size, maskable, file }) => ({
          src: `/desk/${file}`,
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose: maskable ? "maskable" : "any",
        })),
      };
      this.emitFile({
        type: "asset",
        fileName: "manifest.webmanifest",
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: "post",
      handler: () => [
        { tag: "link", attrs: { rel: "manifest", href: "/desk/manifest.webmanifest" } },
        { tag: "meta", attrs: { name: "theme-color", content: bone } },
        { tag: "link", attrs: { rel: "apple-touch-icon", href: `/desk/${appleIcon}` } },
      ],
    },
  };
}
