import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in French; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "(s’ouvre dans un nouvel onglet)",
    days: {
      one: "{count} jour",
      other: "{count} jours",
    },
    more: {
      one: "{count} de plus",
      other: "{count} de plus",
    },
  },
  dialog: {
    close: "Fermer",
  },
  spinner: {
    page: "Chargement de la page",
    section: "Chargement",
  },
  loadError: {
    retry: "Réessayer",
    renderFailed: "Un problème est survenu lors de l’affichage de cette partie de la page.",
    loadFailed:
      "Une partie de cette page n’a pas pu se charger. Vérifiez votre connexion et réessayez.",
  },
  consentBanner: {
    title: "Cookies et mesure d’audience",
    message:
      "Avec votre accord, nous utilisons les cookies de mesure d’audience de PostHog pour savoir quels safaris et quelles pages sont utiles aux voyageurs, afin d’améliorer le site. Rien n’est mesuré sans votre accord, et vous pouvez changer d’avis à tout moment depuis le pied de page.",
    accept: "Accepter",
    reject: "Refuser",
    policy: "Lire la politique relative aux cookies",
  },
  floatingContact: {
    whatsapp: "Discuter avec nous sur WhatsApp (s’ouvre dans un nouvel onglet)",
    wechat: "Discuter avec nous sur WeChat",
  },
  header: {
    mainNav: "Menu principal",
    mobileNav: "Menu mobile",
    reviews: "Avis de voyageurs",
    search: "Rechercher safaris et circuits",
    menu: "Menu",
    searchTours: "Rechercher un safari",
    quote: "Demander un devis",
    quoteMobile: "Demander un devis",
  },
  dialogLoading: {
    lightbox: {
      label: "Photo",
      status: "Chargement de la photo",
    },
  },
};
