import type { Catalogue } from "../catalogue";
import type { searchMessages as english } from "../en/search";

export const searchMessages: Catalogue<typeof english> = {
  eyebrow: "Recherche",
  title: "Rechercher sur le site",
  description:
    "Nos safaris, nos destinations, nos conseils de voyage et les réponses aux questions fréquentes.",
  submit: "Rechercher",
  count: {
    one: "{count} résultat pour « {query} »",
    other: "{count} résultats pour « {query} »",
  },
  hint: "Saisissez un parc, une durée de voyage ou une question, puis appuyez sur Rechercher.",
  tooLong: "Votre recherche est trop longue : {max} caractères au maximum.",
  tooMany:
    "Vous avez lancé beaucoup de recherches au cours de la dernière minute. Patientez une minute, puis réessayez.",
  meta: {
    title: "Recherche",
    description:
      "Recherchez parmi nos safaris au Kenya et en Tanzanie, nos destinations, nos conseils de voyage et les questions fréquentes.",
  },
};
