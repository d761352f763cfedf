import type {
  CardEnglish,
  ContentIcon,
  DestinationEnglish,
  FaqEnglish,
  GalleryEnglish,
  HomeFile,
  PartnersFile,
} from "./schema";

/** Name of an image in the image catalogue (`data/content/image-catalog.ts`), e.g. "mara-river-crossing". */
export type ImageName = string;

export type TourCosts = {
  /** Dollar string such as "$5405", or null when the tour has no solo price. */
  solo: string | null;
  /** Total for two travellers. */
  forTwo: string | null;
  /** Per person when two travel together. */
  perPersonForTwo: string | null;
};

export type TourDay = {
  dayNumber: number;
  /** Title of the day, e.g. "Nairobi to Masai Mara". */
  title: string;
  description: string;
  accommodation: string;
  mealPlan: string;
};

export type TourType =
  | "Luxury Safari"
  | "Mid-range Safari"
  | "Iconic Safari"
  | "Ultimate Luxury"
  | "Cross-Border Safari"
  | "Adventure Safari"
  | "Safari Experience";

/** A tour as the pages use it, after normalisation. */
export type Tour = {
  /** Stable identifier: the package id for the current tours, the slug for the raw ones. */
  id: string;
  /** The slug rule (data/domain/tour-rules.ts) applied to the title: the URL segment of the detail page. */
  slug: string;
  title: string;
  /** One or two sentences that sell the trip, used in cards, metadata and search. */
  summary: string;
  coverImage: ImageName;
  days: TourDay[];
  costs: TourCosts;
  included: string[];
  excluded: string[];
  images: ImageName[];
  /** What the rules derive from the English title (tour type, destinations, highlights). */
  type: TourType;
  destinations: string[];
  highlights: string[];
  /** The destinations (slugs) the tour visits, in its title or its days. */
  visits: string[];
  /** The guide (slug) of each of `destinations`, in its order: null for a place with none. */
  destinationGuides: (string | null)[];
  /** "fixed" for the current packages, "raw" for tours built from the earlier raw list. */
  origin: "fixed" | "raw";
};

/** What a tour knows of the destinations' guides, beyond what the spec's rules derive. */
export type DestinationLinks = "visits" | "destinationGuides";

/** A tour as written in the current packages. */
export type FixedTourInput = {
  title: string;
  summary: string;
  coverImage: ImageName;
  days: Array<Partial<TourDay> & { dayNumber: number; description: string }>;
  costs: { solo?: string | null; forTwo?: string | null; perPersonForTwo?: string | null };
  included?: string[];
  excluded?: string[];
  images?: ImageName[];
};

/** A day of the earlier raw list: any of its fields may be missing (normaliseDay fills them in). */
export type RawDayInput = {
  dayNumber?: number;
  title?: string;
  description?: string;
  accommodation?: string;
  mealPlan?: string;
};

export type RawTourInput = {
  title: string;
  summary: string;
  costs?: Partial<TourCosts> | null;
  days?: RawDayInput[];
  included?: string[];
  excluded?: string[];
  images?: ImageName[];
};

export type SafariPackageCard = {
  id: number;
  title: string;
  dayCount: number;
  type: TourType;
  /** The lead price in whole US dollars (3517, shown as "$3,517"); null when the tour has none. */
  price: number | null;
  perPerson: boolean;
  image: ImageName;
  destinations: string[];
  highlights: string[];
  accommodation: string;
  /** Id of the tour the card opens. */
  tourId: string;
  /**
   * Slug of the tour the card opens, which the spec's rule made from the English title: the
   * card's title may be a translation.
   */
  slug: string;
};

/** A destination as its page shows it: its file's guide in one language, without its months. */
export type Destination = Omit<DestinationEnglish, "order" | "image" | "months"> & {
  /** The file's name: the lowercase name with spaces turned into hyphens. */
  slug: string;
  image: ImageName;
  /** Trip count shown on the home page card. */
  tripCount: number;
};

/** A destination as its cards, links and lists show it: everything but its guide's paragraphs. */
export type DestinationSummary = Omit<Destination, "guide">;

/*
 * The content's entries as the pages take them (data/content/load.ts writes them): the schema's
 * fields (data/content/schema.ts) in one language, named by their file (`id`), without `order`.
 */

export type GalleryCategory = GalleryEnglish["category"];

export type GalleryImage = Omit<GalleryEnglish, "order" | "image"> & {
  id: string;
  /** The catalogue photo, the file's `image`. */
  src: ImageName;
};

export type FaqItem = Omit<FaqEnglish, "order"> & { id: string };

export type Partner = PartnersFile["en"]["partners"][number];

export type { ContentIcon };

export type Service = Omit<CardEnglish, "order"> & { id: string };

export type TravelTip = Service;

export type HeroPhoto = HomeFile["en"]["hero"][number];

export type SearchHitType = "tour" | "faq" | "service" | "tip" | "destination" | "month";

/** A search result as the search dialog shows it. */
export type SearchRecord = {
  objectID: string;
  type: SearchHitType;
  slug: string;
  title: string;
  description: string;
  location?: string;
  price?: string;
  duration?: string;
  /** Joined with ", ". */
  highlights?: string;
};
