import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galería",
  title: "Galería de fotos de safari",
  description:
    "Fauna, paisajes y gentes de África oriental, en los parques y reservas que visitamos. Abre una foto para verla en grande o descargarla.",
  meta: {
    title: "Galería de fotos de safari",
    description:
      "Fotografías de fauna, paisajes y cultura de nuestros safaris en Kenia y Tanzania: la Gran Migración, los elefantes de Amboseli, la cultura masái y mucho más.",
  },
};
