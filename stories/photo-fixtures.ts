import { galleryImages } from "../data/content/gallery";
import { imageSource } from "../data/content/images";
import type { Locale } from "../data/domain/locales";
import type { LightboxImage } from "../ui/photo-dialog";
import { generatedIn } from "./languages";
import { imageIn } from "./tour-fixtures";

/** The gallery's photos in `locale`, as the lightbox and the photo dialogs show them. */
export function lightboxPhotosIn(locale: Locale): LightboxImage[] {
  return generatedIn(locale, "gallery", galleryImages).map((photo) => {
    const image = imageIn(locale, imageSource(photo.src));
    return {
      name: photo.src,
      image,
      alt: photo.alt,
      caption: photo.alt,
      location: photo.location,
      downloadUrl: image.downloadUrl,
    };
  });
}
