import type { Catalogue } from "../catalogue";
import type { structuredDataMessages as english } from "../en/structured-data";

export const structuredDataMessages: Catalogue<typeof english> = {
  galleryName: "Fotogalerie von {brand}",
  tourListName: "Safarireisen",
  itineraryName: { one: "{count}-tägiger Reiseverlauf", other: "{count}-tägiger Reiseverlauf" },
  dayName: "Tag {number}",
  dayNameWithTitle: "Tag {number}: {title}",
  priceBasis: {
    perPersonForTwo: "Pro Person bei zwei Reisenden im Doppelzimmer",
    forTwo: "Gesamtpreis für zwei Reisende",
    solo: "Für Alleinreisende",
  },
  touristTypes: {
    wildlife: "Wildtiersafari",
    photography: "Fotosafari",
  },
};
