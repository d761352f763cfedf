import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links the footer adds to the pages it links (site/routes.ts). */
  /** The tours page's link, named for what the footer offers rather than by the page's name. */
  tours: "Pacchetti safari in Kenya",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
