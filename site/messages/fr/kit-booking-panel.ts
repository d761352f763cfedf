import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in French. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "Réserver",
    title: "Réservez votre safari",
    description: "Parlez-nous un peu de votre voyage ; nous vous répondons sous 24 heures.",
    close: "Fermer",
    send: "Envoyer le message",
  },
};
