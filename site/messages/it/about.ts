import type { Catalogue } from "../catalogue";
import type { aboutMessages as english } from "../en/about";

export const aboutMessages: Catalogue<typeof english> = {
  eyebrow: "Chi siamo",
  title: "Safari guidati da chi conosce questa terra",
  story: "La nostra storia",
  facts: {
    founded: "Fondata a Nairobi",
    groupSize: "Per veicolo privato",
    responseTime: "Per rispondere a ogni richiesta",
    responseHours: "{hours} ore",
    temperature: "In una tipica giornata di safari",
  },
  missionAndVision: "Missione e visione",
  mission: "La nostra missione",
  vision: "La nostra visione",
  valuesEyebrow: "In cosa crediamo",
  valuesTitle: "I nostri valori",
  next: {
    title: "Pronti a scoprire il Kenya con noi?",
    text: "Sfogliate i nostri itinerari o raccontateci il viaggio che avete in mente.",
    exploreTours: "Scopri i nostri safari",
  },
  meta: {
    title: "Chi siamo",
    description:
      "Chi siamo: un operatore di safari di Nairobi fondato nel {founded}, con guide keniane, veicoli privati per 2-6 persone e un impegno concreto per conservazione, comunità, sicurezza ed eccellenza.",
  },
};
