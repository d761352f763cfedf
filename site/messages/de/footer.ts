import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links. */
  about: "Über uns",
  contact: "Kontakt",
  reviews: "Bewertungen von Reisenden",
  tours: "Safarireisen in Kenia",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  /** The policy links. */
  privacy: "Datenschutzerklärung",
  terms: "Allgemeine Geschäftsbedingungen",
  cookies: "Cookie-Erklärung",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
