import { useState } from "react";
import { Link } from "wouter";
import { homeMessages } from "#messages/home";
import { galleryImages } from "../../data/content/gallery";
import { buttonVariants } from "../../ui/button";
import { GalleryGrid } from "../../ui/gallery-grid";
import { Icon } from "../../ui/icon";
import { paths } from "../paths";
import { galleryGridImages, galleryLightboxImage } from "./gallery-photos";
import { LazyLightbox } from "./lazy-lightbox";
import { Section } from "./section";

/** The home page shows the gallery's first 6 photos. */
const teaserSize = 6;
const teaserLightbox = galleryImages.slice(0, teaserSize).map(galleryLightboxImage);
const copy = homeMessages.gallery;

/** The home page's gallery section: the first photos, a lightbox, and the way to all of them. */
export function GalleryTeaser() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section
      id="gallery"
      eyebrow={copy.eyebrow}
      title={copy.title}
      description={copy.description}
      action={
        <Link href={paths.gallery} className={buttonVariants({ variant: "outline" })}>
          {copy.viewAll}
          <Icon name="arrow-right" aria-hidden />
        </Link>
      }
    >
      <GalleryGrid images={galleryGridImages} teaser={teaserSize} onOpen={setOpen} />
      <LazyLightbox images={teaserLightbox} index={open} onIndexChange={setOpen} />
    </Section>
  );
}
