import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in Spanish. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "Reservar ahora",
    title: "Reserva tu safari",
    description: "Cuéntanos un poco sobre tu viaje; te respondemos en menos de 24 horas.",
    close: "Cerrar",
    send: "Enviar mensaje",
  },
};
