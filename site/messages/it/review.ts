import type { Catalogue } from "../catalogue";
import type { reviewMessages as english } from "../en/review";

export const reviewMessages: Catalogue<typeof english> = {
  metaTitle: "La vostra recensione del safari",
  metaDescription: "Raccontate il vostro safari ad altri viaggiatori.",
  eyebrow: "La vostra recensione",
  title: "Com'è andato il vostro safari?",
  intro:
    "Raccontate agli altri viaggiatori com'è stato. Leggiamo ogni recensione prima di pubblicarla e non ne cambiamo mai una parola.",
  used: {
    title: "Questo link è già stato usato",
    text: "La vostra recensione ci è arrivata: grazie! Ogni link si usa una volta sola. Se volete aggiungere qualcosa, scriveteci.",
  },
  expired: {
    title: "Questo link è scaduto",
    text: "I link per le recensioni valgono 90 giorni. Scriveteci e ve ne invieremo volentieri uno nuovo.",
  },
  unknown: {
    title: "Non troviamo questo link",
    text: "Forse il link è incompleto. Controllate il link nella vostra e-mail, oppure scriveteci e ve ne invieremo uno nuovo.",
  },
  contact: "Contattaci",
  sendFailed:
    "La vostra recensione non ci è arrivata, quindi non è stato ancora salvato nulla. Controllate la connessione e riprovate.",
};
