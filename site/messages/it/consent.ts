import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "Scelta attuale: cookie analitici accettati.",
  choiceRejected: "Scelta attuale: cookie analitici rifiutati.",
};
