import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in German. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "Suche schließen",
    title: "Safaris und Reisen durchsuchen",
    description: "Finden Sie Ihr perfektes Abenteuer in Kenia und Tansania",
    formHeading: "Finden Sie, was Sie suchen",
    inputLabel: "Website durchsuchen",
    placeholder: "Safaris, Reiseziele, Aktivitäten, FAQ durchsuchen …",
    clear: "Suche löschen",
    results: "Suchergebnisse",
    searching: "Suche läuft",
    searchingShown: "Suche läuft …",
    unavailable: "Die Suche ist nicht verfügbar.",
    noResultsStatus: "Keine Ergebnisse.",
    resultCount: {
      one: "{count} Ergebnis. Wählen Sie es mit den Pfeiltasten nach oben und unten aus.",
      other: "{count} Ergebnisse. Wählen Sie eines mit den Pfeiltasten nach oben und unten aus.",
    },
    errorTitle: "Die Suche macht gerade eine Pause.",
    errorText:
      "Unser Suchdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    retry: "Erneut versuchen",
    noResultsTitle: "Keine Ergebnisse für „{query}“",
    noResultsText:
      "Versuchen Sie es mit einem Park wie Masai Mara, einer Reisedauer wie 7 Tage oder mit weniger Wörtern.",
    hint: "Geben Sie einen Begriff ein, um unsere Safaris, Reiseziele, Reisetipps und FAQ zu durchsuchen.",
  },
  searchHits: {
    label: "Suchergebnisse",
    types: {
      tour: "Safari",
      faq: "FAQ",
      service: "Leistung",
      tip: "Reisetipp",
      destination: "Reiseziel",
      month: "Reisezeit",
      other: "Ergebnis",
    },
    from: "Ab {price}",
  },
};
