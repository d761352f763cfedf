import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in German; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "(öffnet in neuem Tab)",
    days: {
      one: "{count} Tag",
      other: "{count} Tage",
    },
    more: {
      one: "{count} weitere",
      other: "{count} weitere",
    },
  },
  dialog: {
    close: "Schließen",
  },
  spinner: {
    page: "Seite wird geladen",
    section: "Wird geladen",
  },
  loadError: {
    retry: "Erneut versuchen",
    renderFailed: "Beim Anzeigen dieses Seitenbereichs ist ein Fehler aufgetreten.",
    loadFailed:
      "Ein Teil dieser Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  },
  consentBanner: {
    title: "Cookies und Webanalyse",
    message:
      "Mit Ihrer Zustimmung verwenden wir Analyse-Cookies von PostHog, um zu erfahren, welche Safaris und Seiten Reisenden weiterhelfen, und die Website zu verbessern. Ohne Ihre Zustimmung wird nichts gemessen, und Sie können Ihre Entscheidung jederzeit über die Fußzeile ändern.",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    policy: "Cookie-Erklärung lesen",
  },
  floatingContact: {
    whatsapp: "Per WhatsApp mit uns chatten (öffnet in neuem Tab)",
    wechat: "Per WeChat mit uns chatten",
  },
  header: {
    mainNav: "Hauptmenü",
    mobileNav: "Mobiles Menü",
    reviews: "Bewertungen von Reisenden",
    search: "Safaris und Reisen durchsuchen",
    menu: "Menü",
    searchTours: "Safaris suchen",
    quote: "Angebot anfordern",
    quoteMobile: "Angebot anfordern",
  },
  dialogLoading: {
    lightbox: {
      label: "Foto",
      status: "Foto wird geladen",
    },
  },
};
