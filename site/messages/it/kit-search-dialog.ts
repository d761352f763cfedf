import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in Italian. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "Chiudi la ricerca",
    title: "Cerca tra i nostri safari",
    description: "Trovate l'avventura perfetta per voi in Kenya e Tanzania",
    formHeading: "Che cosa state cercando?",
    inputLabel: "Cerca nel sito",
    placeholder: "Cerca safari, destinazioni, attività, FAQ…",
    clear: "Cancella la ricerca",
    results: "Risultati della ricerca",
    searching: "Ricerca in corso",
    searchingShown: "Ricerca in corso…",
    unavailable: "La ricerca non è disponibile.",
    noResultsStatus: "Nessun risultato.",
    resultCount: {
      one: "{count} risultato. Usate le frecce su e giù per sceglierne uno.",
      other: "{count} risultati. Usate le frecce su e giù per sceglierne uno.",
    },
    errorTitle: "La ricerca si è presa una pausa.",
    errorText:
      "Non siamo riusciti a raggiungere il nostro servizio di ricerca. Controllate la connessione e riprovate.",
    retry: "Riprova",
    noResultsTitle: "Nessun risultato per «{query}»",
    noResultsText:
      "Provate con un parco come il Masai Mara, una durata come 7 giorni o con meno parole.",
    hint: "Iniziate a digitare per cercare tra safari, destinazioni, consigli di viaggio e FAQ.",
  },
  searchHits: {
    label: "Risultati della ricerca",
    types: {
      tour: "Safari",
      faq: "FAQ",
      service: "Servizio",
      tip: "Consiglio di viaggio",
      destination: "Destinazione",
      month: "Quando andare",
      other: "Risultato",
    },
    from: "Da {price}",
  },
};
