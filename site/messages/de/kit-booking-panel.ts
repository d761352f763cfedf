import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in German. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "Jetzt buchen",
    title: "Buchen Sie Ihre Safari",
    description: "Erzählen Sie uns kurz von Ihrer Reise – wir antworten innerhalb von 24 Stunden.",
    close: "Schließen",
    send: "Nachricht senden",
  },
};
