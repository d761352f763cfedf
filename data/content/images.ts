import manifest from "../generated/images.json" with { type: "json" };
import captions from "../generated/texts/photos.json" with { type: "json" };
import type { CatalogImageName } from "./image-catalog";
import type { ImageName } from "./types";

/** One image of data/generated/images.json, as `npm run images` writes it. */
export type ManifestEntry = {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  dominant: string;
};

/** Everything an <img>/<picture> needs for one catalogue image, in the shape ui/image expects. */
export type ImageSource = {
  name: string;
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
  width: number;
  height: number;
  placeholder: string;
  dominant: string;
  alt: string;
  location: string;
  /** Full-size JPEG for the lightbox's Download button. */
  downloadUrl: string;
};

const entries = manifest as Record<string, ManifestEntry>;

export function isCatalogImage(name: string): name is CatalogImageName {
  return Object.hasOwn(captions, name);
}

/** Tours share photographs: each name is resolved once and the same object handed out after. */
const resolved = new Map<ImageName, ImageSource>();

/** Resolves a catalogue name to its responsive variants; throws for a name the catalogue lacks. */
export function imageSource(name: ImageName): ImageSource {
  const known = resolved.get(name);
  if (known) return known;
  const source = Object.freeze(resolve(name));
  resolved.set(name, source);
  return source;
}

function resolve(name: ImageName): ImageSource {
  const entry = entries[name];
  if (!isCatalogImage(name) || !entry) {
    throw new Error(
      `Unknown image "${name}": add it to data/content/image-catalog.ts and run npm run images.`,
    );
  }
  const srcSet = (format: string) =>
    entry.widths.map((w) => `/img/${name}-${w}.${format} ${w}w`).join(", ");
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return {
    name,
    src: `/img/${name}-${largest}.webp`,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    width: entry.width,
    height: entry.height,
    placeholder: entry.placeholder,
    dominant: entry.dominant,
    alt: captions[name].alt,
    location: captions[name].location,
    downloadUrl: `/img/${name}.jpg`,
  };
}
