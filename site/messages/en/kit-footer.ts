import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in English. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "Social media",
    social: "{brand} on {network} (opens in a new tab)",
    quickLinks: "Quick links",
    talkToUs: "Talk to us",
    office: "Our office",
    legal: "Legal",
    cookieSettings: "Cookie settings",
    copyright: "© {year} {brand}. All rights reserved.",
  },
};
