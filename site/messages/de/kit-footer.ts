import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in German. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "Soziale Medien",
    social: "{brand} auf {network} (öffnet in neuem Tab)",
    quickLinks: "Schnellzugriff",
    talkToUs: "Sprechen Sie mit uns",
    office: "Unser Büro",
    legal: "Rechtliches",
    cookieSettings: "Cookie-Einstellungen",
    copyright: "© {year} {brand}. Alle Rechte vorbehalten.",
  },
};
