import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galerie",
  title: "Galerie photos de safari",
  description:
    "La faune, les paysages et les peuples d’Afrique de l’Est, dans les parcs et réserves que nous visitons. Ouvrez une photo pour l’afficher en grand ou la télécharger.",
};
