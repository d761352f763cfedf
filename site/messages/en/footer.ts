/** The footer's links and contact lines. */
export const footerMessages = {
  /** The quick links the footer adds to the pages it links (site/routes.ts). */
  /** The tours page's link, named for what the footer offers rather than by the page's name. */
  tours: "Kenya Safari Packages",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
