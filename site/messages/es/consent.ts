import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "Elección actual: analítica aceptada.",
  choiceRejected: "Elección actual: analítica rechazada.",
};
