import type { Catalogue } from "../catalogue";
import type { contactMessages as english } from "../en/contact";

export const contactMessages: Catalogue<typeof english> = {
  eyebrow: "Contact",
  title: "Organisez votre safari avec nous",
  description:
    "Dites-nous quand vous souhaitez partir, qui vous accompagne et ce que vous rêvez de voir. Nous répondons à chaque demande {responseTime} avec un itinéraire sur mesure et un prix clair.",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "Le circuit « {title} » m’intéresse.",
  quoteTitle: "Demandez un devis gratuit",
  requiredNote: "Les champs marqués d’un * sont obligatoires.",
  info: {
    title: "Nos coordonnées",
    email: "E-mail",
    phone: "Téléphone",
    address: "Adresse",
  },
  quickResponse: {
    title: "Réponse rapide",
    text: "Nous répondons à chaque demande {responseTime}. Nos horaires d’ouverture :",
    faq: "Visas, vaccins, que mettre dans votre valise ? {link}.",
    faqLink: "Consultez notre FAQ",
  },
  whyChooseUs: "Pourquoi nous choisir",
  meta: {
    title: "Contact et devis de safari gratuit",
    description:
      "Demandez un devis de safari gratuit : indiquez vos dates, le nombre de voyageurs et votre budget, et notre équipe de Nairobi vous répond {responseTime}. Par e-mail, téléphone, WhatsApp ou à notre bureau de Nairobi, au Kenya.",
  },
};
