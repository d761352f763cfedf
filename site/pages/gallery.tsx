import { useState } from "react";
import { galleryMessages } from "#messages/gallery";
import { navMessages } from "#messages/nav";
import { galleryGridCopy } from "#messages/kit-gallery-grid";
import { galleryImages } from "../../data/content/gallery";
import { filterGalleryImages, GalleryGrid } from "../../ui/gallery-grid";
import { galleryGridImages, galleryLightboxImage } from "../components/gallery-photos";
import { LazyLightbox } from "../components/lazy-lightbox";
import { PageIntro } from "../components/page-intro";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { withKitCopy } from "../components/with-kit-copy";

/** The full gallery: every photo, category filters, a lightbox with Download. */
export const GalleryPage = withKitCopy(galleryGridCopy, function GalleryPage() {
  usePageMeta({
    ...galleryMessages.meta,
    path: paths.gallery,
    breadcrumbs: [{ name: navMessages.gallery, path: paths.gallery }],
  });
  const [category, setCategory] = useState("all");
  const [open, setOpen] = useState<number | null>(null);
  const shown = filterGalleryImages(galleryImages, category);

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
          onCategoryChange={(next) => {
            setCategory(next);
            setOpen(null);
          }}
          onOpen={setOpen}
        />
      </div>
      <LazyLightbox images={shown.map(galleryLightboxImage)} index={open} onIndexChange={setOpen} />
    </>
  );
});
