import { useState } from "react";
import { imageSource } from "../../data/content/images";
import { TourCardDetails } from "../../ui/tour-card-details";
import { useTour } from "../content-entries";
import { tourCardDetailsProps } from "../tour-view";
import { LazyLightbox, lightboxImage } from "./lazy-lightbox";

/**
 * An opened card's details on the tour list, from the tour's own data file, which comes with
 * this code as the card opens (or as the traveller reaches for the card); a gallery photo opens
 * in the lightbox.
 */
export function TourListDetails({
  slug,
  onBookThisSafari,
  onGetCustomQuote,
}: {
  slug: string;
  onBookThisSafari: () => void;
  onGetCustomQuote: () => void;
}) {
  const tour = useTour(slug);
  const [photo, setPhoto] = useState<number | null>(null);
  if (!tour) return null;
  return (
    <>
      <TourCardDetails
        {...tourCardDetailsProps(tour)}
        onBookThisSafari={onBookThisSafari}
        onGetCustomQuote={onGetCustomQuote}
        onGalleryImageOpen={setPhoto}
      />
      <LazyLightbox
        images={tour.images.map((name) => lightboxImage(imageSource(name)))}
        index={photo}
        onIndexChange={setPhoto}
      />
    </>
  );
}
