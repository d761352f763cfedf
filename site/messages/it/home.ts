import type { Catalogue } from "../catalogue";
import type { homeMessages as english } from "../en/home";

export const homeMessages: Catalogue<typeof english> = {
  hero: {
    eyebrow: "Safari in Kenya e Tanzania",
    title: "Safari privati, organizzati da Nairobi",
    text: "Il Masai Mara, Amboseli, Samburu e il Serengeti a bordo di un fuoristrada 4x4 con tetto apribile tutto per voi, con guide cresciute insieme a questa fauna.",
    exploreTours: "Scopri i nostri safari",
    getQuote: "Richiedi un preventivo",
    since: "Dal {year}",
    reply: "Risposta {responseTime}",
  },
  packages: {
    eyebrow: "I più richiesti",
    title: "I safari più amati",
    description:
      "Itinerari già pronti con prezzi onesti a persona, da prenotare così come sono o da adattare alle vostre date.",
    seeAll: "Vedi tutti i safari",
  },
  destinations: {
    eyebrow: "Dove andiamo",
    title: "Destinazioni",
    description:
      "Sei parchi e riserve del Kenya, ognuno con la sua fauna e la sua stagione migliore: i nostri viaggi li combinano tra loro.",
  },
  gallery: {
    eyebrow: "Galleria",
    title: "Istantanee dal bush",
    description:
      "Fotografie dai parchi e dalle riserve che visitiamo, dal fiume Mara al bordo del cratere di Ngorongoro.",
    viewAll: "Vedi tutte le foto",
  },
  partners: {
    eyebrow: "Partner",
    title: "Collaboriamo con gli enti del turismo e della conservazione del Kenya",
  },
  services: {
    eyebrow: "Servizi",
    title: "Tutto ciò che serve al vostro safari",
    description:
      "Dall'arrivo in aeroporto all'ultimo fotosafari, un unico team di Nairobi si occupa di ogni dettaglio.",
  },
  tips: {
    eyebrow: "Consigli di viaggio",
    title: "Prima di partire",
    description:
      "Quello che le nostre guide raccontano a ogni viaggiatore: stagioni, bagaglio, salute e denaro.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Domande frequenti",
    description: "Altre domande? Scriveteci a {email}: vi risponderemo {responseTime}.",
  },
};
