import type { Catalogue } from "../catalogue";
import type { languageMessages as english } from "../en/language";

export const languageMessages: Catalogue<typeof english> = {
  label: "Lingua",
};
