import type { Catalogue } from "../catalogue";
import type { metaMessages as english } from "../en/meta";

export const metaMessages: Catalogue<typeof english> = {
  about: {
    title: "Über uns",
    description:
      "Wer wir sind: ein {founded} gegründeter Safariveranstalter aus Nairobi mit kenianischen Guides, Privatfahrzeugen für 2–6 Personen und klarem Bekenntnis zu Naturschutz, Gemeinschaft, Sicherheit und Qualität.",
  },
  tours: {
    title: "Safarireisen in Kenia und Tansania",
    description:
      "{count} private Safaris in Kenia und Tansania von {shortest} bis {longest} Tagen: Reiseverläufe, Lodges und Preise pro Person für Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru und die Serengeti.",
  },
  gallery: {
    title: "Safari-Fotogalerie",
    description:
      "Fotos von Tieren, Landschaften und Kultur auf unseren Safaris in Kenia und Tansania: die Große Tierwanderung, die Elefanten von Amboseli, die Kultur der Massai und vieles mehr.",
  },
  contact: {
    title: "Kontakt",
    description:
      "Fordern Sie ein kostenloses Safari-Angebot an: Nennen Sie uns Reisedaten, Gruppengröße und Budget, und unser Team in Nairobi antwortet {responseTime}. Per E-Mail, Telefon, WhatsApp oder persönlich in unserem Büro in Nairobi, Kenia.",
  },
  destination: {
    title: "{name}: Safari-Reiseführer",
    description: {
      one: "{name}, {country}: {tagline}. Beste Reisezeit, Tierwelt und {count} Safari, die dorthin führt.",
      other:
        "{name}, {country}: {tagline}. Beste Reisezeit, Tierwelt und {count} Safaris, die dorthin führen.",
    },
  },
  cookiePolicy: {
    title: "Cookie-Erklärung",
    description:
      "Welche Cookies und Browser-Speicher diese Website verwendet, wozu sie dienen und wie lange sie bestehen bleiben – und wie Sie Ihre Auswahl zur Webanalyse ändern.",
  },
  notFound: {
    title: "Seite nicht gefunden",
    description:
      "Die gesuchte Seite wurde möglicherweise verschoben oder gelöscht, oder die URL ist nicht korrekt.",
  },
  placeKeyword: "{name} Safari",
};
