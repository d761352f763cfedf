import { useState } from "react";
import { imageSource } from "../../data/content/images";
import { TourCardDetails } from "../../ui/tour-card-details";
import { TourCardOutline } from "../../ui/tour-card-outline";
import { useTour } from "../content-entries";
import { paths } from "../paths";
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

/**
 * What a card's details hold in the list's HTML, before their code has run: the tour's days by
 * their titles and a link to its itinerary on the tour's page.
 */
export function TourListOutline({ slug }: { slug: string }) {
  const tour = useTour(slug);
  if (!tour) return null;
  return <TourCardOutline days={tour.days} href={`${paths.tour(slug)}#itinerary`} />;
}
