import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in Italian. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "carosello",
    slideRoleDescription: "diapositiva",
    slide: "{number} di {count}",
    previous: "Diapositiva precedente",
    next: "Diapositiva successiva",
    stop: "Interrompi la presentazione automatica",
    start: "Avvia la presentazione automatica",
    dots: "Scegli una diapositiva",
    dot: "Diapositiva {number}",
  },
  heroCarousel: {
    label: "Foto di safari",
    balloon: "Safari in mongolfiera",
  },
  partnerCarousel: {
    label: "I nostri partner",
    dot: "Mostra {name}",
    visitWebsite: "Visita il sito",
  },
};
