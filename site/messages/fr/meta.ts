import type { Catalogue } from "../catalogue";
import type { metaMessages as english } from "../en/meta";

export const metaMessages: Catalogue<typeof english> = {
  about: {
    title: "Qui sommes-nous ? Votre voyagiste safari à Nairobi",
    description:
      "Voyagiste basé à Nairobi et fondé en {founded} : guides kényans, véhicules privatifs pour 2 à 6 personnes et un engagement pour la conservation, les communautés, la sécurité et l’excellence.",
  },
  tours: {
    title: "Safaris au Kenya et en Tanzanie : nos circuits",
    description:
      "{count} safaris privés au Kenya et en Tanzanie, de {shortest} à {longest} jours : itinéraires, lodges et prix par personne pour le Masai Mara, Amboseli, Samburu, Ol Pejeta, le lac Nakuru et le Serengeti.",
  },
  gallery: {
    title: "Photos de safari au Kenya et en Tanzanie",
    description:
      "Faune, paysages et culture : les photos de nos safaris au Kenya et en Tanzanie, de la Grande Migration aux éléphants d’Amboseli en passant par la culture maasaï.",
  },
  contact: {
    title: "Contact et devis de safari gratuit",
    description:
      "Demandez un devis de safari gratuit : indiquez vos dates, le nombre de voyageurs et votre budget, et notre équipe de Nairobi vous répond {responseTime}. Par e-mail, téléphone, WhatsApp ou à notre bureau de Nairobi, au Kenya.",
  },
  destination: {
    title: "{name} : guide de safari",
    description: {
      one: "{name}, {country}. {tagline}. Quand partir, quels animaux observer, et {count} safari qui s’y rend.",
      other:
        "{name}, {country}. {tagline}. Quand partir, quels animaux observer, et {count} safaris qui s’y rendent.",
    },
  },
  cookiePolicy: {
    title: "Politique relative aux cookies",
    description:
      "Les cookies et le stockage dans le navigateur qu’utilise ce site : la finalité de chacun, sa durée de conservation et la façon de modifier votre choix en matière de mesure d’audience.",
  },
  notFound: {
    title: "Page introuvable",
    description:
      "La page que vous cherchez a peut-être été déplacée ou supprimée, ou son adresse est erronée.",
  },
  placeKeyword: "safari {name}",
};
