import type { Catalogue } from "../catalogue";
import type { whenToGoMessages as english } from "../en/when-to-go";

export const whenToGoMessages: Catalogue<typeof english> = {
  eyebrow: "Quand partir",
  title: "Quand partir en safari au Kenya et en Tanzanie",
  description:
    "À chaque mois sa destination. Choisissez un mois pour découvrir les parcs qui vivent alors leur meilleure période, le temps qu’il fait et ceux de nos safaris qui s’y rendent.",
  metaTitle: "Quand partir en safari ? Le Kenya et la Tanzanie mois par mois",
  metaDescription:
    "Le Masai Mara, le Serengeti, Amboseli, Samburu, le Ngorongoro et les lacs de la vallée du Rift mois par mois : pluies, températures, affluence, Grande Migration et les meilleurs safaris pour chaque mois.",
  months: "Mois",
  yearTitle: "L’année en un coup d’œil",
  yearDescription:
    "Les meilleurs mois pour chaque destination. Choisissez un mois ci-dessus pour en savoir plus.",
  destination: "Destination",
  best: "Meilleure période",
  notBest: "Possible",
  monthTitle: "Safari en {month}",
  monthMetaTitle: "Safari en {month} : où partir au Kenya et en Tanzanie ?",
  monthDescription: {
    one: "En {month}, l’une de nos {total} destinations connaît sa meilleure période : {places}. Voici le temps qu’il y fait, ce que vous y verrez et les safaris qui s’y rendent.",
    other:
      "En {month}, {count} de nos {total} destinations connaissent leur meilleure période : {places}. Voici le temps qu’il y fait, ce que vous y verrez et les safaris qui s’y rendent.",
  },
  noBestDescription:
    "En {month}, c’est le cœur de la saison des pluies : aucun parc n’est à son apogée, mais les tarifs sont au plus bas et les parcs presque déserts. Voici à quoi ressemble chaque destination à cette période.",
  bestTitle: "Les destinations idéales en {month}",
  alsoTitle: "Également envisageables en {month}",
  toursTitle: "Nos safaris en {month}",
  toursDescription:
    "Nos circuits vers les destinations qui connaissent leur meilleure période en {month}.",
  noTours:
    "Indiquez-nous vos dates et nous concevrons un safari qui tire le meilleur parti de votre voyage en {month}.",
  planCustom: "Organiser un safari sur mesure",
};
