export const tourDetailMessages = {
  backToTours: "Back to Tours",
  contactForPricing: "Contact us for pricing",
  from: "From {price} {basis}",
  priceBasis: {
    perPersonForTwo: "per person",
    forTwo: "for 2 travelers",
    solo: "solo traveler",
  },
  print: "Print or save as PDF",
  /** On a printed page, "{url}". */
  printedFrom: "This itinerary online: {url}",
  overview: "Safari Overview",
  destinations: "Destinations",
  /** Where a tour whose title names no park goes. */
  defaultDestination: "Kenya",
  keyHighlights: "Key Highlights",
  route: "Route and Distances",
  /** The route map's name, "{title}". */
  routeMap: "Route map of {title}",
  itinerary: "Detailed Itinerary",
  photos: "Photo Gallery",
};
