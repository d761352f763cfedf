import type { Catalogue } from "../catalogue";
import type { homeMessages as english } from "../en/home";

export const homeMessages: Catalogue<typeof english> = {
  hero: {
    eyebrow: "Safaris in Kenia und Tansania",
    title: "Private Safaris, geplant in Nairobi",
    text: "Masai Mara, Amboseli, Samburu und die Serengeti im eigenen 4x4 mit Hubdach – mit Guides, die mit dieser Tierwelt aufgewachsen sind.",
    exploreTours: "Safaris entdecken",
    getQuote: "Angebot anfordern",
    since: "Seit {year}",
    reply: "Antwort {responseTime}",
  },
  packages: {
    eyebrow: "Beliebte Reisen",
    title: "Unsere beliebtesten Safaris",
    description:
      "Feste Reiseverläufe mit ehrlichen Preisen pro Person – direkt buchbar oder auf Ihre Reisedaten zugeschnitten.",
    seeAll: "Alle Safaris ansehen",
  },
  destinations: {
    eyebrow: "Wohin wir reisen",
    title: "Reiseziele",
    description:
      "Sechs Parks und Reservate in Kenia, jedes mit eigener Tierwelt und eigener Saison – auf unseren Reisen lassen sie sich kombinieren.",
  },
  gallery: {
    eyebrow: "Galerie",
    title: "Momente aus dem Busch",
    description:
      "Fotos aus den Parks und Reservaten, die wir besuchen – vom Mara River bis zum Rand des Ngorongoro-Kraters.",
    viewAll: "Alle Fotos ansehen",
  },
  partners: {
    eyebrow: "Partner",
    title: "Gemeinsam mit Kenias Naturschutz- und Tourismusorganisationen",
  },
  services: {
    eyebrow: "Leistungen",
    title: "Alles, was Ihre Safari braucht",
    description:
      "Vom Flughafen bis zur letzten Pirschfahrt kümmert sich ein einziges Team in Nairobi um jedes Detail.",
  },
  tips: {
    eyebrow: "Reisetipps",
    title: "Vor der Reise",
    description:
      "Was unsere Guides allen Reisenden mit auf den Weg geben: Reisezeit, Packliste, Gesundheit und Geld.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Häufig gestellte Fragen",
    description: "Noch Fragen? Schreiben Sie uns an {email} – wir antworten {responseTime}.",
  },
};
