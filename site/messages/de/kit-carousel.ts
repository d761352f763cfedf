import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in German. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "Karussell",
    slideRoleDescription: "Folie",
    slide: "{number} von {count}",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    stop: "Automatische Wiedergabe stoppen",
    start: "Automatische Wiedergabe starten",
    dots: "Folie auswählen",
    dot: "Folie {number}",
  },
  heroCarousel: {
    label: "Safarifotos",
    balloon: "Ballonsafari",
  },
  partnerCarousel: {
    label: "Unsere Partner",
    dot: "{name} anzeigen",
    visitWebsite: "Website besuchen",
  },
};
