import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in French. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    slide: "{number} sur {count}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    stop: "Arrêter le défilement automatique",
    start: "Lancer le défilement automatique",
    dots: "Choisir une diapositive",
    dot: "Diapositive {number}",
  },
  heroCarousel: {
    label: "Photos de safari",
    balloon: "Safari en montgolfière",
  },
  partnerCarousel: {
    label: "Nos partenaires",
    dot: "Afficher {name}",
    visitWebsite: "Visiter le site",
  },
};
