import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in Italian. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "Social",
    social: "{brand} su {network} (si apre in una nuova scheda)",
    quickLinks: "Link rapidi",
    talkToUs: "Scriveteci",
    office: "Il nostro ufficio",
    legal: "Note legali",
    cookieSettings: "Impostazioni dei cookie",
    copyright: "© {year} {brand}. Tutti i diritti riservati.",
  },
};
