import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in English. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "Book Now",
    title: "Book Your Safari",
    description: "Tell us a little about your trip; we reply within 24 hours.",
    close: "Close",
    send: "Send Message",
  },
};
