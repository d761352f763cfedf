import type { Catalogue } from "../catalogue";
import type { reviewsMessages as english } from "../en/reviews";

export const reviewsMessages: Catalogue<typeof english> = {
  meta: {
    description:
      "Cosa hanno scritto i viaggiatori dopo il loro safari con noi: ogni recensione così com’è stata scritta, nella sua lingua, con il suo voto.",
    tourTitle: "Recensioni: {tour}",
    tourDescription:
      "Cosa hanno scritto i viaggiatori dopo il safari {tour}: ogni recensione così com’è stata scritta, nella sua lingua, con il suo voto.",
  },
  intro:
    "Ogni recensione qui viene da chi è partito davvero con noi. La chiediamo a viaggio concluso, pubblichiamo le parole del viaggiatore senza ritocchi e rispondiamo quando possiamo.",
  filters: "Filtra le recensioni",
  tour: "Safari",
  allTours: "Tutti i safari",
  rating: "Voto",
  allRatings: "Tutti i voti",
  stars: { one: "{count} stella", other: "{count} stelle" },
  noMatch: "Ancora nessuna recensione con questo voto.",
  empty:
    "Non abbiamo ancora pubblicato recensioni. Appena i primi viaggiatori della stagione saranno rientrati, le leggerete qui.",
  aboutTour: "Safari: {tour}",
  sectionTitle: "Cosa dicono i viaggiatori",
  allOfTour: "Tutte le recensioni di questo safari",
  homeTitle: "Dai nostri viaggiatori",
  homeAll: "Leggi tutte le recensioni",
};
