import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in English. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      one: "{count} Photo",
      other: "{count} Photos",
    },
    keyHighlights: "Key Highlights",
    moreDays: {
      one: "{count} more day",
      other: "{count} more days",
    },
    basis: {
      perPersonForTwo: "per person (2 travelers)",
      forTwo: "for 2 travelers",
      solo: "solo traveler",
    },
    viewDetails: "View Full Details",
    bookNow: "Book Now",
    compare: "Compare",
    show: "Show Itinerary & Prices",
    hide: "Hide Itinerary & Prices",
    tabs: "{title}: details",
    tab: {
      itinerary: "Itinerary",
      pricing: "Pricing",
      included: "What's Included",
      gallery: "Gallery",
    },
    readyTitle: "Ready to Book?",
    readyText: "Tell us your dates and group size; we reply within 24 hours.",
    noPhotos: "Photos of this tour are coming soon.",
    fullItinerary: "Full itinerary, prices and photos",
  },
};
