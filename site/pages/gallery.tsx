import { useState } from "react";
import { galleryMessages } from "#messages/gallery";
import { navMessages } from "#messages/nav";
import { galleryGridCopy } from "#messages/kit-gallery-grid";
import { lightboxCopy } from "#messages/kit-lightbox";
import { galleryImages } from "../../data/content/gallery";
import { filterGalleryImages, GalleryGrid } from "../../ui/gallery-grid";
import { PhotoDialog } from "../../ui/photo-dialog";
import { galleryGridImages, galleryLightboxImage } from "../components/gallery-photos";
import { PageIntro } from "../components/page-intro";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { withKitCopy } from "../components/with-kit-copy";

const allPhotos = "all";

/** The id of a photo's dialog, which its tile opens. */
const photoDialogId = (photoId: string) => `photo-${photoId}`;

/** Each photo's place among all photos, and among its category's. */
const photoPositions = galleryImages.map((photo, index) => {
  const ofCategory = filterGalleryImages(galleryImages, photo.category);
  return [
    { filter: allPhotos, number: index + 1, count: galleryImages.length },
    { filter: photo.category, number: ofCategory.indexOf(photo) + 1, count: ofCategory.length },
  ];
});

/**
 * The full gallery: every photo, category filters, and each photo's own dialog with Download.
 * The filters and the dialogs work as HTML from the first paint; the page's state follows the
 * filter chosen, for previous/next to step through the photos it shows.
 */
export const GalleryPage = withKitCopy(
  { ...galleryGridCopy, ...lightboxCopy },
  function GalleryPage() {
    usePageMeta({
      ...galleryMessages.meta,
      path: paths.gallery,
      breadcrumbs: [{ name: navMessages.gallery, path: paths.gallery }],
    });
    const [category, setCategory] = useState(allPhotos);
    const shown = filterGalleryImages(galleryImages, category);
    const neighbour = (photoId: string, step: -1 | 1) => {
      const at = shown.findIndex((photo) => photo.id === photoId);
      const next = at < 0 ? undefined : shown[at + step];
      return next ? photoDialogId(next.id) : undefined;
    };

    return (
      <>
        <PageIntro
          eyebrow={galleryMessages.eyebrow}
          title={galleryMessages.title}
          description={galleryMessages.description}
        />
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
          <GalleryGrid
            images={galleryGridImages}
            category={category}
            onCategoryChange={setCategory}
            photoDialogId={photoDialogId}
          >
            {galleryImages.map((photo, index) => (
              <PhotoDialog
                key={photo.id}
                id={photoDialogId(photo.id)}
                image={galleryLightboxImage(photo)}
                positions={photoPositions[index] ?? []}
                previousId={neighbour(photo.id, -1)}
                nextId={neighbour(photo.id, 1)}
              />
            ))}
          </GalleryGrid>
        </div>
      </>
    );
  },
);
