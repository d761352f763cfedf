import type { Catalogue } from "../catalogue";
import type { enquiryMessages as english } from "../en/enquiry";

export const enquiryMessages: Catalogue<typeof english> = {
  contactSuccess: "Merci pour votre demande ! Nous vous contacterons sous 24 heures.",
  heroBookingSuccess: "Merci ! Nous vous répondrons très prochainement.",
};
