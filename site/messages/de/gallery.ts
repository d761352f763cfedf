import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galerie",
  title: "Safari-Fotogalerie",
  description:
    "Tiere, Landschaften und Menschen Ostafrikas aus den Parks und Reservaten, die wir besuchen. Öffnen Sie ein Foto, um es groß anzusehen oder herunterzuladen.",
  meta: {
    title: "Safari-Fotogalerie",
    description:
      "Fotos von Tieren, Landschaften und Kultur auf unseren Safaris in Kenia und Tansania: die Große Tierwanderung, die Elefanten von Amboseli, die Kultur der Massai und vieles mehr.",
  },
};
