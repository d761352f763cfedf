import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links. */
  about: "À propos",
  contact: "Contactez-nous",
  reviews: "Avis de voyageurs",
  tours: "Safaris au Kenya",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  /** The policy links. */
  privacy: "Politique de confidentialité",
  terms: "Conditions générales",
  cookies: "Politique relative aux cookies",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
