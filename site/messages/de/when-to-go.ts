import type { Catalogue } from "../catalogue";
import type { whenToGoMessages as english } from "../en/when-to-go";

export const whenToGoMessages: Catalogue<typeof english> = {
  eyebrow: "Reisezeit",
  title: "Die beste Reisezeit für Ihre Safari in Kenia und Tansania",
  description:
    "Irgendwo ist immer Safarisaison. Wählen Sie einen Monat und sehen Sie, welche Parks dann in Bestform sind, wie das Wetter ist und welche unserer Safaris dorthin führen.",
  metaTitle: "Beste Reisezeit für eine Safari: Kenia und Tansania Monat für Monat",
  metaDescription:
    "Masai Mara, Serengeti, Amboseli, Samburu, Ngorongoro und die Seen des Rift Valley Monat für Monat: Regen, Temperaturen, Besucherandrang, die Große Tierwanderung und die passenden Safaris für jeden Monat.",
  months: "Monate",
  yearTitle: "Das Jahr im Überblick",
  yearDescription:
    "Die besten Monate für jedes Reiseziel. Details finden Sie, wenn Sie oben einen Monat wählen.",
  destination: "Reiseziel",
  best: "Beste Reisezeit",
  notBest: "Möglich",
  monthTitle: "Safari im {month}",
  monthMetaTitle: "Safari im {month}: Wohin in Kenia und Tansania?",
  monthDescription: {
    one: "Eines unserer {total} Reiseziele zeigt sich im {month} von seiner besten Seite: {places}. Hier erfahren Sie, wie das Wetter ist, was es zu sehen gibt und welche Safaris dorthin führen.",
    other:
      "{count} unserer {total} Reiseziele zeigen sich im {month} von ihrer besten Seite: {places}. Hier erfahren Sie, wie das Wetter ist, was es zu sehen gibt und welche Safaris dorthin führen.",
  },
  noBestDescription:
    "Der {month} fällt mitten in die Regenzeit: Kein Park ist jetzt in Bestform, dafür sind die Preise am niedrigsten und die Parks fast menschenleer. So sieht es an den einzelnen Reisezielen aus.",
  bestTitle: "Im {month} in Bestform",
  alsoTitle: "Im {month} ebenfalls möglich",
  toursTitle: "Safaris für den {month}",
  toursDescription: "Unsere Reisen zu den Zielen, die im {month} in Bestform sind.",
  noTours:
    "Nennen Sie uns Ihre Reisedaten, und wir planen eine Safari, die das Beste aus dem {month} herausholt.",
  planCustom: "Individuelle Safari planen",
};
