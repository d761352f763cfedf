import type { Catalogue } from "../catalogue";
import type { contactMessages as english } from "../en/contact";

export const contactMessages: Catalogue<typeof english> = {
  eyebrow: "Kontakt",
  title: "Planen Sie Ihre Safari mit uns",
  description:
    "Erzählen Sie uns, wann Sie reisen möchten, wer mitkommt und was Sie unbedingt sehen möchten. Wir antworten auf jede Anfrage {responseTime} mit einem maßgeschneiderten Reiseverlauf und einem klaren Preis.",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "Ich interessiere mich für die Reise „{title}“.",
  quoteTitle: "Kostenloses Angebot anfordern",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
  info: {
    title: "Kontaktdaten",
    email: "E-Mail",
    phone: "Telefon",
    address: "Adresse",
  },
  quickResponse: {
    title: "Schnelle Antwort",
    text: "Wir beantworten jede Anfrage {responseTime}. Unsere Bürozeiten:",
    faq: "Visum, Impfungen, Packliste? {link}.",
    faqLink: "Antworten in unseren FAQ",
  },
  whyChooseUs: "Warum Sie mit uns reisen",
  meta: {
    title: "Kontakt",
    description:
      "Fordern Sie ein kostenloses Safari-Angebot an: Nennen Sie uns Reisedaten, Gruppengröße und Budget, und unser Team in Nairobi antwortet {responseTime}. Per E-Mail, Telefon, WhatsApp oder persönlich in unserem Büro in Nairobi, Kenia.",
  },
};
