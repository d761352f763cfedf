import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in Spanish. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "carrusel",
    slideRoleDescription: "diapositiva",
    slide: "{number} de {count}",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    stop: "Detener la presentación automática",
    start: "Iniciar la presentación automática",
    dots: "Elegir una diapositiva",
    dot: "Diapositiva {number}",
  },
  heroCarousel: {
    label: "Fotos de safari",
    balloon: "Safari en globo",
  },
  partnerCarousel: {
    label: "Nuestros colaboradores",
    dot: "Mostrar {name}",
    visitWebsite: "Visitar el sitio web",
  },
};
