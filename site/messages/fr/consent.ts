import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "Votre choix actuel : mesure d’audience acceptée.",
  choiceRejected: "Votre choix actuel : mesure d’audience refusée.",
};
