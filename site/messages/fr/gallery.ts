import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galerie",
  title: "Galerie photos de safari",
  description:
    "La faune, les paysages et les peuples d’Afrique de l’Est, dans les parcs et réserves que nous visitons. Ouvrez une photo pour l’afficher en grand ou la télécharger.",
  meta: {
    title: "Photos de safari au Kenya et en Tanzanie",
    description:
      "Faune, paysages et culture : les photos de nos safaris au Kenya et en Tanzanie, de la Grande Migration aux éléphants d’Amboseli en passant par la culture maasaï.",
  },
};
