import type { Catalogue } from "../catalogue";
import type { searchMessages as english } from "../en/search";

export const searchMessages: Catalogue<typeof english> = {
  eyebrow: "Suche",
  title: "Website durchsuchen",
  description: "Unsere Safaris, Reiseziele, Reisetipps und Antworten auf häufige Fragen.",
  submit: "Suchen",
  count: {
    one: "{count} Ergebnis für „{query}“",
    other: "{count} Ergebnisse für „{query}“",
  },
  hint: "Geben Sie einen Park, eine Reisedauer oder eine Frage ein und drücken Sie dann auf Suchen.",
  tooLong: "Ihre Suche ist zu lang: Bitte verwenden Sie höchstens {max} Zeichen.",
  tooMany:
    "Sie haben in der letzten Minute sehr oft gesucht. Bitte warten Sie eine Minute und suchen Sie dann erneut.",
  meta: {
    title: "Suche",
    description:
      "Durchsuchen Sie unsere Safaris in Kenia und Tansania, die Reiseziele, Reisetipps und häufig gestellten Fragen.",
  },
};
