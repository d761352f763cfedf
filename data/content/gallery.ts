import generatedGallery from "../generated/gallery.json" with { type: "json" };
import type { GalleryImage } from "./types";

/**
 * The gallery's photos in their order, as content/gallery/<photo>.yaml holds them (`npm run
 * tour-data` writes data/generated/gallery.json; each language's build takes its own
 * gallery.<locale>.json).
 */
export const galleryImages: GalleryImage[] = generatedGallery as GalleryImage[];
