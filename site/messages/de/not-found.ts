import type { Catalogue } from "../catalogue";
import type { notFoundMessages as english } from "../en/not-found";

export const notFoundMessages: Catalogue<typeof english> = {
  title: "Seite nicht gefunden",
  text: "Die Seite, die Sie suchen, wurde möglicherweise verschoben oder gelöscht, oder die URL ist nicht korrekt.",
  home: "Zur Startseite",
  popularPages: "Beliebte Seiten",
  meta: {
    title: "Seite nicht gefunden",
    description:
      "Die gesuchte Seite wurde möglicherweise verschoben oder gelöscht, oder die URL ist nicht korrekt.",
  },
};
