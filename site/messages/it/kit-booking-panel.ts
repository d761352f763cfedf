import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in Italian. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "Prenota ora",
    title: "Prenotate il vostro safari",
    description: "Raccontateci qualcosa del vostro viaggio: rispondiamo entro 24 ore.",
    close: "Chiudi",
    send: "Invia messaggio",
  },
};
