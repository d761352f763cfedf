import type { Catalogue } from "../catalogue";
import type { aboutMessages as english } from "../en/about";

export const aboutMessages: Catalogue<typeof english> = {
  eyebrow: "Qui sommes-nous",
  title: "Des safaris menés par ceux qui connaissent le terrain",
  story: "Notre histoire",
  facts: {
    founded: "Création à Nairobi",
    groupSize: "Par véhicule privatif",
    responseTime: "Pour répondre à chaque demande",
    responseHours: "{hours} h",
    temperature: "Températures habituelles en journée",
  },
  missionAndVision: "Mission et vision",
  mission: "Notre mission",
  vision: "Notre vision",
  valuesEyebrow: "Ce qui nous anime",
  valuesTitle: "Nos valeurs",
  next: {
    title: "Envie de découvrir le Kenya avec nous ?",
    text: "Parcourez nos itinéraires ou parlez-nous du voyage dont vous rêvez.",
    exploreTours: "Découvrir nos safaris",
  },
  meta: {
    title: "Qui sommes-nous ? Votre voyagiste safari à Nairobi",
    description:
      "Voyagiste basé à Nairobi et fondé en {founded} : guides kényans, véhicules privatifs pour 2 à 6 personnes et un engagement pour la conservation, les communautés, la sécurité et l’excellence.",
  },
};
