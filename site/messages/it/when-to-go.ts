import type { Catalogue } from "../catalogue";
import type { whenToGoMessages as english } from "../en/when-to-go";

export const whenToGoMessages: Catalogue<typeof english> = {
  eyebrow: "Quando andare",
  title: "Quando fare un safari in Kenya e Tanzania",
  description:
    "Ogni mese ha la sua meta ideale. Scegliete un mese per scoprire quali parchi danno il meglio di sé, che tempo fa e quali dei nostri safari li visitano.",
  metaTitle: "Quando fare un safari: Kenya e Tanzania mese per mese",
  metaDescription:
    "Masai Mara, Serengeti, Amboseli, Samburu, Ngorongoro e laghi della Rift Valley mese per mese: piogge, temperature, affluenza, la Grande Migrazione e i safari migliori per ogni mese.",
  months: "Mesi",
  yearTitle: "L'anno a colpo d'occhio",
  yearDescription:
    "I mesi migliori per ogni destinazione. Scegliete un mese qui sopra per tutti i dettagli.",
  destination: "Destinazione",
  best: "Periodo migliore",
  notBest: "Possibile",
  monthTitle: "Safari in {month}",
  monthMetaTitle: "Safari in {month}: dove andare in Kenya e Tanzania",
  monthDescription: {
    one: "In {month}, una delle nostre {total} destinazioni vive il suo periodo migliore: {places}. Ecco che tempo fa, cosa vedrete e quali safari ci portano.",
    other:
      "In {month}, {count} delle nostre {total} destinazioni vivono il loro periodo migliore: {places}. Ecco che tempo fa, cosa vedrete e quali safari ci portano.",
  },
  noBestDescription:
    "In {month} si è nel pieno della stagione delle piogge: nessun parco è al suo meglio, ma le tariffe sono al minimo e i parchi quasi deserti. Ecco come si presenta ciascuna destinazione.",
  bestTitle: "Le mete ideali in {month}",
  alsoTitle: "Possibili anche in {month}",
  toursTitle: "Safari consigliati in {month}",
  toursDescription:
    "I nostri itinerari che toccano le destinazioni nel loro periodo migliore in {month}.",
  noTours:
    "Indicateci le vostre date e organizzeremo un safari che sfrutti al meglio il mese di {month}.",
  planCustom: "Organizza un safari su misura",
};
