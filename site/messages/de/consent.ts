import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "Ihre aktuelle Auswahl: Analysen akzeptiert.",
  choiceRejected: "Ihre aktuelle Auswahl: Analysen abgelehnt.",
};
