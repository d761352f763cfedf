import type { Catalogue } from "../catalogue";
import type { notFoundMessages as english } from "../en/not-found";

export const notFoundMessages: Catalogue<typeof english> = {
  title: "Page introuvable",
  text: "La page que vous cherchez a peut-être été déplacée ou supprimée, ou son adresse est erronée.",
  home: "Retour à l’accueil",
  popularPages: "Pages populaires",
  meta: {
    title: "Page introuvable",
    description:
      "La page que vous cherchez a peut-être été déplacée ou supprimée, ou son adresse est erronée.",
  },
};
