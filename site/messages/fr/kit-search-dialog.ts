import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in French. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "Fermer la recherche",
    title: "Rechercher safaris et circuits",
    description: "Trouvez l’aventure idéale au Kenya et en Tanzanie",
    formHeading: "Trouvez ce que vous cherchez",
    inputLabel: "Rechercher sur le site",
    placeholder: "Safaris, destinations, activités, FAQ…",
    clear: "Effacer la recherche",
    results: "Résultats de recherche",
    searching: "Recherche en cours",
    searchingShown: "Recherche en cours…",
    unavailable: "La recherche est indisponible.",
    noResultsStatus: "Aucun résultat.",
    resultCount: {
      one: "{count} résultat. Utilisez les flèches haut et bas pour le sélectionner.",
      other: "{count} résultats. Utilisez les flèches haut et bas pour en choisir un.",
    },
    errorTitle: "La recherche fait une pause.",
    errorText:
      "Impossible de joindre notre service de recherche. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
    noResultsTitle: "Aucun résultat pour « {query} »",
    noResultsText:
      "Essayez un parc comme le Masai Mara, une durée comme 7 jours, ou moins de mots.",
    hint: "Commencez à taper pour rechercher parmi nos safaris, destinations, conseils de voyage et FAQ.",
  },
  searchHits: {
    label: "Résultats de recherche",
    types: {
      tour: "Safari",
      faq: "FAQ",
      service: "Service",
      tip: "Conseil de voyage",
      destination: "Destination",
      month: "Quand partir",
      other: "Résultat",
    },
    from: "À partir de {price}",
  },
};
