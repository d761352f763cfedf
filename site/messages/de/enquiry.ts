import type { Catalogue } from "../catalogue";
import type { enquiryMessages as english } from "../en/enquiry";

export const enquiryMessages: Catalogue<typeof english> = {
  contactSuccess:
    "Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
  heroBookingSuccess: "Vielen Dank! Wir melden uns in Kürze bei Ihnen.",
};
