import type { Catalogue } from "../catalogue";
import type { homeMessages as english } from "../en/home";

export const homeMessages: Catalogue<typeof english> = {
  hero: {
    eyebrow: "Safaris au Kenya et en Tanzanie",
    title: "Des safaris privés, organisés depuis Nairobi",
    text: "Le Masai Mara, Amboseli, Samburu et le Serengeti à bord de votre propre 4x4 à toit ouvrant, avec des guides qui ont grandi auprès de cette faune.",
    exploreTours: "Découvrir nos safaris",
    getQuote: "Demander un devis",
    since: "Depuis {year}",
    reply: "Réponse {responseTime}",
  },
  packages: {
    eyebrow: "Les plus demandés",
    title: "Les safaris préférés de nos voyageurs",
    description:
      "Des itinéraires tout prêts, avec des prix par personne transparents, à réserver tels quels ou à adapter à vos dates.",
    seeAll: "Voir tous nos safaris",
  },
  destinations: {
    eyebrow: "Où nous allons",
    title: "Destinations",
    description:
      "Six parcs et réserves du Kenya, chacun avec sa faune et sa saison : nos voyages les combinent.",
  },
  gallery: {
    eyebrow: "Galerie",
    title: "Instants de brousse",
    description:
      "Des photos prises dans les parcs et réserves que nous visitons, de la rivière Mara au rebord du cratère du Ngorongoro.",
    viewAll: "Voir toutes les photos",
  },
  partners: {
    eyebrow: "Partenaires",
    title: "Aux côtés des organismes kényans de conservation et de tourisme",
  },
  services: {
    eyebrow: "Services",
    title: "Tout ce qu’il faut pour votre safari",
    description:
      "De l’aéroport à la dernière sortie d’observation, une seule équipe, à Nairobi, veille à chaque détail.",
  },
  tips: {
    eyebrow: "Conseils de voyage",
    title: "Avant de partir",
    description: "Ce que nos guides disent à chaque voyageur : saisons, bagages, santé et argent.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions fréquentes",
    description:
      "Une autre question ? Écrivez-nous à {email} ; nous vous répondons {responseTime}.",
  },
};
