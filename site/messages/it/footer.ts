import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links. */
  about: "Chi siamo",
  contact: "Contatti",
  reviews: "Recensioni dei viaggiatori",
  tours: "Pacchetti safari in Kenya",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  /** The policy links. */
  privacy: "Informativa sulla privacy",
  terms: "Termini e condizioni",
  cookies: "Informativa sui cookie",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
