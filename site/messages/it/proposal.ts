import type { Catalogue } from "../catalogue";
import type { proposalMessages as english } from "../en/proposal";

export const proposalMessages: Catalogue<typeof english> = {
  metaTitle: "La vostra proposta di safari",
  metaDescription:
    "La vostra proposta di safari su misura: il programma giorno per giorno, gli alloggi, il prezzo e cosa è incluso.",
  eyebrow: "La vostra proposta di safari",
  preparedFor: "Preparata per {name}",
  dates: "{start} – {end}",
  datesPending: "Date da definire: il primo giorno non è ancora fissato.",
  revised:
    "Aggiornata: questa è l'ultima versione della vostra proposta e sostituisce quella che vi avevamo inviato.",
  travellers: {
    one: "{count} viaggiatore",
    other: "{count} viaggiatori",
  },
  loading: "Caricamento della proposta in corso…",
  notFound: {
    title: "Proposta non trovata",
    text: "Il link potrebbe essere incompleto o la proposta potrebbe essere stata ritirata. Controllate il link nella vostra e-mail, oppure scriveteci: ve lo invieremo di nuovo.",
    contact: "Contattaci",
  },
  loadFailed: {
    title: "Impossibile caricare la proposta",
    text: "Il nostro server non risponde. Controllate la connessione e riprovate.",
    retry: "Riprova",
  },
  note: "Un messaggio dal vostro specialista di safari",
  route: "Il vostro percorso",
  routeMap: "Mappa del percorso: {title}",
  itinerary: "Giorno per giorno",
  price: {
    title: "Il vostro prezzo",
    perPerson: "A persona",
    total: "Totale per {travellers}",
  },
  accept: "Accetta questa proposta",
  accepting: "Invio in corso…",
  acceptHint:
    "Accettando, bloccate queste date. Poi versate qui l'acconto per confermare la prenotazione.",
  terms: {
    agree: "Ho letto e accetto le {terms}.",
    link: "condizioni di prenotazione",
    newTab: "(si apre in una nuova scheda)",
    required:
      "Spuntate la casella per accettare le condizioni di prenotazione prima di confermare.",
    changed:
      "Le nostre condizioni di prenotazione sono state aggiornate mentre questa pagina era aperta, quindi la vostra conferma non è stata registrata. Ricaricate la pagina, rileggete le condizioni e poi accettate.",
  },
  accepted: {
    title: "Avete accettato questa proposta",
    text: "Grazie! Il {date} abbiamo registrato la vostra accettazione e il vostro consenso alle condizioni di prenotazione.",
  },
  booking: {
    loading: "Caricamento della prenotazione…",
    loadFailed: "Al momento non riusciamo a caricare i pagamenti della vostra prenotazione.",
  },
  alreadyAccepted:
    "Questa proposta era già stata accettata, forse in un'altra finestra. Non dovete fare altro.",
  changed:
    "Questa proposta è stata modificata dopo che l'avete aperta, quindi la vostra conferma non è stata registrata. Ora vedete la nuova versione: leggetela con attenzione e accettatela se fa per voi.",
  acceptFailed:
    "La vostra conferma non ci è arrivata, quindi non è stato ancora registrato nulla. Controllate la connessione e riprovate.",
  preview:
    "Anteprima: ecco la pagina come la vedrà il viaggiatore. Il pulsante funziona solo sulla sua pagina.",
  previewWaiting: "Caricamento dell'anteprima…",
  print: "Stampa o salva in PDF",
  printedFrom: "Questa proposta online: {url}",
};
