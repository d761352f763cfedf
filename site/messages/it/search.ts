import type { Catalogue } from "../catalogue";
import type { searchMessages as english } from "../en/search";

export const searchMessages: Catalogue<typeof english> = {
  eyebrow: "Cerca",
  title: "Cerca nel sito",
  description:
    "I nostri safari, le destinazioni, i consigli di viaggio e le risposte alle domande più frequenti.",
  submit: "Cerca",
  count: {
    one: "{count} risultato per “{query}”",
    other: "{count} risultati per “{query}”",
  },
  hint: "Scrivi un parco, una durata del viaggio o una domanda, poi premi Cerca.",
  tooLong: "La ricerca è troppo lunga: usa al massimo {max} caratteri.",
  tooMany: "Hai fatto molte ricerche nell’ultimo minuto. Attendi un minuto, poi cerca di nuovo.",
  meta: {
    title: "Cerca",
    description:
      "Cerca tra i nostri safari in Kenya e Tanzania, le destinazioni, i consigli di viaggio e le domande frequenti.",
  },
};
