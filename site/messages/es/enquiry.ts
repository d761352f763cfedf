import type { Catalogue } from "../catalogue";
import type { enquiryMessages as english } from "../en/enquiry";

export const enquiryMessages: Catalogue<typeof english> = {
  contactSuccess: "¡Gracias por tu consulta! Te responderemos en menos de 24 horas.",
  heroBookingSuccess: "¡Gracias! Te responderemos en breve.",
};
