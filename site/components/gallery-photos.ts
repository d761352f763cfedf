import { galleryImages } from "../../data/content/gallery";
import { imageSource } from "../../data/content/images";
import type { GalleryImage } from "../../data/content/types";
import type { GalleryGridImage } from "../../ui/gallery-grid";
import type { LightboxImage } from "../../ui/lightbox";

/** The gallery's photos as the grid shows them. */
export const galleryGridImages: GalleryGridImage[] = galleryImages.map((photo) => ({
  id: photo.id,
  image: imageSource(photo.src),
  alt: photo.alt,
  category: photo.category,
  location: photo.location,
}));

/** One gallery photo as the lightbox shows it: its own description as the caption. */
export function galleryLightboxImage(
  photo: Pick<GalleryImage, "src" | "alt" | "location">,
): LightboxImage {
  const image = imageSource(photo.src);
  return {
    name: photo.src,
    image,
    alt: photo.alt,
    caption: photo.alt,
    location: photo.location,
    downloadUrl: image.downloadUrl,
  };
}
