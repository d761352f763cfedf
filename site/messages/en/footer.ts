/** The footer's links and contact lines. */
export const footerMessages = {
  /** The quick links. */
  about: "About us",
  contact: "Contact Us",
  reviews: "Traveller Reviews",
  tours: "Kenya Safari Packages",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  /** The policy links. */
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
