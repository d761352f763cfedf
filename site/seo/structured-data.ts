import type {
  AggregateRating,
  FAQPage,
  ImageGallery,
  ImageObject,
  ItemList,
  TouristDestination,
  Review,
  TouristTrip,
} from "schema-dts";
import { reviewCardCopy } from "#messages/kit-review-card";
import type { TourReviews } from "../../data/content/reviews";
import { languageTags } from "../../data/domain/locales";
import { structuredDataMessages } from "#messages/structured-data";
import { imageSource } from "../../data/content/images";
import { leadPrice } from "../../data/domain/tour-rules";
import type {
  DestinationSummary,
  FaqItem,
  GalleryImage,
  ImageName,
  Tour,
} from "../../data/content/types";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { context, organizationId, type JsonLd } from "./organization";
import { absoluteUrl, pageUrl } from "./site-url";

/**
 * The structured data of particular pages: the FAQ, galleries, tours and destinations. It
 * needs the tour rules and the image manifest, so it lives apart from what every page emits.
 */

/** The full-size JPEG of a catalogue image, as an absolute URL. */
function imageUrl(name: ImageName): string {
  return absoluteUrl(imageSource(name).downloadUrl);
}

export function faqPage(items: readonly FaqItem[], path: string): JsonLd<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    url: pageUrl(path),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function imageObject(image: GalleryImage): ImageObject {
  return {
    "@type": "ImageObject",
    contentUrl: imageUrl(image.src),
    name: image.alt,
    caption: image.alt,
    contentLocation: { "@type": "Place", name: image.location },
  };
}

/** The gallery's structured data names its first 10 images. */
const galleryStructuredDataSize = 10;

export function imageGallery(
  images: readonly GalleryImage[],
  page: { name: string; path: string },
): JsonLd<ImageGallery> {
  return {
    "@context": context,
    "@type": "ImageGallery",
    name: page.name,
    url: pageUrl(page.path),
    image: images.slice(0, galleryStructuredDataSize).map(imageObject),
  };
}

/** The offer's validity: the whole of the given year (the operator's published prices hold for a calendar year). */
function offerValidity(today: Date): { validFrom: string; validThrough: string } {
  const year = today.getUTCFullYear();
  return { validFrom: `${year}-01-01`, validThrough: `${year}-12-31` };
}

const copy = structuredDataMessages;

/** The stars' scale of every rating: 1 to 5. */
const scale = { bestRating: 5, worstRating: 1 } as const;

/**
 * A tour's reviews as schema.org has them: the average of all of them and the reviews its page
 * shows, each naming the trip it reviews, in the language it was written in.
 */
function reviewsOfTrip(
  reviews: TourReviews,
  tripId: string,
): { aggregateRating: AggregateRating; review: Review[] } {
  const { average, count } = reviews.summary;
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: average,
      ...scale,
      ratingCount: count,
      reviewCount: count,
    },
    review: reviews.latest.map((review) => ({
      "@type": "Review",
      itemReviewed: { "@id": tripId },
      author: {
        "@type": "Person",
        name: review.firstName ?? reviewCardCopy.reviewCard.anonymous,
      },
      datePublished: review.published,
      name: review.title,
      reviewBody: review.text,
      inLanguage: languageTags[review.language],
      reviewRating: { "@type": "Rating", ratingValue: review.rating, ...scale },
    })),
  };
}

/**
 * A tour as a TouristTrip with its lead price as an Offer. Trip has no duration property, so
 * the length is the itinerary: an ItemList with one entry per day. A reviewed tour is a Product
 * too, the type schema.org and search engines give ratings and reviews on (a Trip has none).
 */
export function touristTrip(
  tour: Tour,
  path: string,
  today: Date,
  reviews?: TourReviews,
): JsonLd<TouristTrip> {
  const price = leadPrice(tour.costs);
  const url = pageUrl(path);
  const id = `${url}#trip`;
  return {
    "@context": context,
    // schema-dts types one @type per node; a node of two types is JSON-LD's own.
    "@type": (reviews ? ["TouristTrip", "Product"] : "TouristTrip") as "TouristTrip",
    "@id": id,
    name: tour.title,
    description: tour.summary,
    url,
    image: [tour.coverImage, ...tour.images.filter((name) => name !== tour.coverImage)].map(
      imageUrl,
    ),
    touristType: tour.type,
    provider: { "@id": organizationId },
    itinerary: {
      "@type": "ItemList",
      name: fill(plural(copy.itineraryName, tour.days.length, locale), {
        count: tour.days.length,
      }),
      numberOfItems: tour.days.length,
      itemListElement: tour.days.map((day) => ({
        "@type": "ListItem",
        position: day.dayNumber,
        name: day.title
          ? fill(copy.dayNameWithTitle, { number: day.dayNumber, title: day.title })
          : fill(copy.dayName, { number: day.dayNumber }),
        description: day.description,
      })),
    },
    ...(price.kind === "none"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            name: copy.priceBasis[price.kind],
            price: price.amount,
            priceCurrency: "USD",
            ...offerValidity(today),
            availability: "https://schema.org/InStock",
            url,
            seller: { "@id": organizationId },
          },
        }),
    ...(reviews ? reviewsOfTrip(reviews, id) : {}),
  };
}

export function touristDestination(
  destination: DestinationSummary,
  path: string,
): JsonLd<TouristDestination> {
  return {
    "@context": context,
    "@type": "TouristDestination",
    name: destination.name,
    description: destination.tagline,
    url: pageUrl(path),
    image: imageUrl(destination.image),
    containedInPlace: { "@type": "Country", name: destination.country },
    touristType: [copy.touristTypes.wildlife, copy.touristTypes.photography],
  };
}

/** The tour list page: every tour, in the order shown. */
export function tourList(tours: readonly Tour[], pathOf: (tour: Tour) => string): JsonLd<ItemList> {
  return {
    "@context": context,
    "@type": "ItemList",
    name: copy.tourListName,
    numberOfItems: tours.length,
    itemListElement: tours.map((tour, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: tour.title,
      url: pageUrl(pathOf(tour)),
    })),
  };
}
