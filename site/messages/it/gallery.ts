import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galleria",
  title: "Le foto dei nostri safari",
  description:
    "Fauna, paesaggi e popoli dell'Africa orientale, dai parchi e dalle riserve che visitiamo. Aprite una foto per vederla a grandezza piena o scaricarla.",
  meta: {
    title: "Foto di safari in Kenya e Tanzania",
    description:
      "Fotografie di fauna, paesaggi e cultura dai nostri safari in Kenya e Tanzania: la Grande Migrazione, gli elefanti di Amboseli, la cultura masai e molto altro.",
  },
};
