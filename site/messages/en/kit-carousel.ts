import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in English. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slide: "{number} of {count}",
    previous: "Previous slide",
    next: "Next slide",
    stop: "Stop automatic slide show",
    start: "Start automatic slide show",
    dots: "Choose a slide",
    dot: "Slide {number}",
  },
  heroCarousel: {
    label: "Safari photographs",
    balloon: "Hot Air Balloon Safari",
  },
  partnerCarousel: {
    label: "Our partners",
    dot: "Show {name}",
    visitWebsite: "Visit website",
  },
};
