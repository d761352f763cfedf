import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links. */
  about: "Quiénes somos",
  contact: "Contacto",
  reviews: "Opiniones de viajeros",
  tours: "Paquetes de safari en Kenia",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  /** The policy links. */
  privacy: "Política de privacidad",
  terms: "Condiciones generales",
  cookies: "Política de cookies",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
