/** The typefaces' files under public/ (`npm run fonts` writes them; ui/theme.css declares them). */
export const fontFiles = ["/fonts/fraunces-latin.woff2", "/fonts/inter-latin.woff2"] as const;

/** <link> tags that fetch both typefaces with the HTML, before any text is laid out. */
export function fontPreloadLinks(): string {
  return fontFiles
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join("\n    ");
}
