import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "Ihre aktuelle Auswahl: Webanalyse akzeptiert.",
  choiceRejected: "Ihre aktuelle Auswahl: Webanalyse abgelehnt.",
};
