import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "Galleria",
  title: "Le foto dei nostri safari",
  description:
    "Fauna, paesaggi e popoli dell'Africa orientale, dai parchi e dalle riserve che visitiamo. Aprite una foto per vederla a grandezza piena o scaricarla.",
};
