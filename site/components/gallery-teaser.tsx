import { useState } from "react";
import { Link } from "wouter";
import { galleryImages } from "../../data/gallery";
import { buttonVariants } from "../../ui/button";
import { GalleryGrid } from "../../ui/gallery-grid";
import { Icon } from "../../ui/icon";
import { paths } from "../paths";
import { galleryGridImages, galleryLightboxImage } from "./gallery-photos";
import { LazyLightbox } from "./lazy-lightbox";
import { Section } from "./section";

/** Spec §9: the home page shows the gallery's first 6 photos. */
const teaserSize = 6;
const teaserLightbox = galleryImages.slice(0, teaserSize).map(galleryLightboxImage);

/** The home page's gallery section: the first photos, a lightbox, and the way to all of them. */
export function GalleryTeaser() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section
      id="gallery"
      eyebrow="Gallery"
      title="Moments from the bush"
      description="Photographs from the parks and reserves we visit, from the Mara River to the Ngorongoro rim."
      action={
        <Link href={paths.gallery} className={buttonVariants({ variant: "outline" })}>
          View All Photos
          <Icon name="arrow-right" aria-hidden />
        </Link>
      }
    >
      <GalleryGrid images={galleryGridImages} teaser={teaserSize} onOpen={setOpen} />
      <LazyLightbox images={teaserLightbox} index={open} onIndexChange={setOpen} />
    </Section>
  );
}
