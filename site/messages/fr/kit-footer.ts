import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in French. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "Réseaux sociaux",
    social: "{brand} sur {network} (s’ouvre dans un nouvel onglet)",
    quickLinks: "Liens rapides",
    talkToUs: "Discutons",
    office: "Notre bureau",
    legal: "Informations légales",
    cookieSettings: "Paramètres des cookies",
    copyright: "© {year} {brand}. Tous droits réservés.",
  },
};
