import type { Catalogue } from "../catalogue";
import type { enquiryMessages as english } from "../en/enquiry";

export const enquiryMessages: Catalogue<typeof english> = {
  contactSuccess: "Grazie per la vostra richiesta! Vi contatteremo entro 24 ore.",
  heroBookingSuccess: "Grazie! Vi risponderemo al più presto.",
};
