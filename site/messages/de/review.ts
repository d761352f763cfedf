import type { Catalogue } from "../catalogue";
import type { reviewMessages as english } from "../en/review";

export const reviewMessages: Catalogue<typeof english> = {
  metaTitle: "Ihre Safari-Bewertung",
  metaDescription: "Erzählen Sie anderen Reisenden von Ihrer Safari.",
  eyebrow: "Ihre Bewertung",
  title: "Wie war Ihre Safari?",
  intro:
    "Erzählen Sie anderen Reisenden, wie es war. Wir lesen jede Bewertung, bevor sie auf der Website erscheint, und ändern kein Wort daran.",
  used: {
    title: "Dieser Link wurde bereits verwendet",
    text: "Ihre Bewertung ist bei uns angekommen – vielen Dank! Jeder Link gilt nur einmal. Möchten Sie noch etwas ergänzen, schreiben Sie uns einfach.",
  },
  expired: {
    title: "Dieser Link ist abgelaufen",
    text: "Bewertungslinks gelten 90 Tage. Schreiben Sie uns, und wir schicken Ihnen gern einen neuen.",
  },
  unknown: {
    title: "Wir finden diesen Bewertungslink nicht",
    text: "Vielleicht ist der Link unvollständig. Bitte prüfen Sie den Link in Ihrer E-Mail, oder schreiben Sie uns – wir schicken Ihnen gern einen neuen.",
  },
  contact: "Kontakt aufnehmen",
  sendFailed:
    "Ihre Bewertung ist nicht bei uns angekommen, es wurde also noch nichts gespeichert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.",
};
