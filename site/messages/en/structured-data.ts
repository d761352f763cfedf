/** The prose of the pages' JSON-LD (names of places and tours come from the content). */
export const structuredDataMessages = {
  galleryName: "{brand} photo gallery",
  tourListName: "Safari tours",
  itineraryName: { one: "{count}-day itinerary", other: "{count}-day itinerary" },
  dayName: "Day {number}",
  dayNameWithTitle: "Day {number}: {title}",
  priceBasis: {
    perPersonForTwo: "Per person, two travellers sharing",
    forTwo: "Total for two travellers",
    solo: "Solo traveller",
  },
  touristTypes: {
    wildlife: "Wildlife safari",
    photography: "Photography safari",
  },
};
