import type { Catalogue } from "../catalogue";
import type { metaMessages as english } from "../en/meta";

export const metaMessages: Catalogue<typeof english> = {
  about: {
    title: "Chi siamo",
    description:
      "Chi siamo: un operatore di safari di Nairobi fondato nel {founded}, con guide keniane, veicoli privati per 2-6 persone e un impegno concreto per conservazione, comunità, sicurezza ed eccellenza.",
  },
  tours: {
    title: "Safari in Kenya e Tanzania",
    description:
      "{count} safari privati in Kenya e Tanzania, da {shortest} a {longest} giorni: itinerari, lodge e prezzi a persona per Masai Mara, Amboseli, Samburu, Ol Pejeta, lago Nakuru e Serengeti.",
  },
  gallery: {
    title: "Foto di safari in Kenya e Tanzania",
    description:
      "Fotografie di fauna, paesaggi e cultura dai nostri safari in Kenya e Tanzania: la Grande Migrazione, gli elefanti di Amboseli, la cultura masai e molto altro.",
  },
  contact: {
    title: "Contatti",
    description:
      "Richiedete un preventivo gratuito per il vostro safari: indicateci date, numero di partecipanti e budget, e il nostro team di Nairobi vi risponderà {responseTime}. Per e-mail, telefono, WhatsApp o nel nostro ufficio di Nairobi, in Kenya.",
  },
  destination: {
    title: "{name}: guida al safari",
    description: {
      one: "{name}, {country}: {tagline}. Quando andare, quali animali si possono vedere e {count} safari che include questa meta.",
      other:
        "{name}, {country}: {tagline}. Quando andare, quali animali si possono vedere e {count} safari che includono questa meta.",
    },
  },
  cookiePolicy: {
    title: "Informativa sui cookie",
    description:
      "I cookie e gli altri dati che questo sito memorizza nel browser, a cosa serve ciascuno e per quanto tempo resta attivo, e come modificare la scelta sui cookie analitici.",
  },
  notFound: {
    title: "Pagina non trovata",
    description:
      "La pagina che cercate potrebbe essere stata spostata o eliminata, oppure l'indirizzo potrebbe essere errato.",
  },
  placeKeyword: "safari {name}",
};
