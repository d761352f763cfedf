import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in Italian; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "(si apre in una nuova scheda)",
    days: {
      one: "{count} giorno",
      other: "{count} giorni",
    },
    more: {
      one: "{count} in più",
      other: "{count} in più",
    },
  },
  dialog: {
    close: "Chiudi",
  },
  spinner: {
    page: "Caricamento della pagina",
    section: "Caricamento",
  },
  loadError: {
    retry: "Riprova",
    renderFailed: "Si è verificato un problema nel mostrare questa parte della pagina.",
    loadFailed:
      "Non è stato possibile caricare una parte di questa pagina. Controllate la connessione e riprovate.",
  },
  consentBanner: {
    title: "Cookie e statistiche",
    message:
      "Con il vostro consenso utilizziamo i cookie analitici di PostHog per capire quali safari e quali pagine sono utili ai viaggiatori, così da migliorare il sito. Non misuriamo nulla se non accettate, e potete cambiare idea in qualsiasi momento dal piè di pagina.",
    accept: "Accetta",
    reject: "Rifiuta",
    policy: "Leggi l'informativa sui cookie",
  },
  floatingContact: {
    whatsapp: "Scrivici su WhatsApp (si apre in una nuova scheda)",
    wechat: "Scrivici su WeChat",
  },
  header: {
    mainNav: "Principale",
    mobileNav: "Menu mobile",
    reviews: "Recensioni dei viaggiatori",
    search: "Cerca tra i safari",
    menu: "Menu",
    searchTours: "Cerca safari",
    quote: "Richiedi un preventivo",
    quoteMobile: "Richiedi un preventivo",
  },
  dialogLoading: {
    lightbox: {
      label: "Foto",
      status: "Caricamento della foto",
    },
  },
};
