import type { Catalogue } from "../catalogue";
import type { aboutMessages as english } from "../en/about";

export const aboutMessages: Catalogue<typeof english> = {
  eyebrow: "Über uns",
  title: "Safaris von Menschen, die das Land kennen",
  story: "Unsere Geschichte",
  facts: {
    founded: "Gegründet in Nairobi",
    groupSize: "Pro Privatfahrzeug",
    responseTime: "Bis zur Antwort auf jede Anfrage",
    responseHours: "{hours} Std.",
    temperature: "An typischen Safaritagen",
  },
  missionAndVision: "Mission und Vision",
  mission: "Unsere Mission",
  vision: "Unsere Vision",
  valuesEyebrow: "Wofür wir stehen",
  valuesTitle: "Unsere Werte",
  next: {
    title: "Bereit, Kenia mit uns zu entdecken?",
    text: "Stöbern Sie in unseren Reiseverläufen oder erzählen Sie uns von der Reise, die Ihnen vorschwebt.",
    exploreTours: "Unsere Safaris entdecken",
  },
  meta: {
    title: "Über uns",
    description:
      "Wer wir sind: ein {founded} gegründeter Safariveranstalter aus Nairobi mit kenianischen Guides, Privatfahrzeugen für 2–6 Personen und klarem Bekenntnis zu Naturschutz, Gemeinschaft, Sicherheit und Qualität.",
  },
};
