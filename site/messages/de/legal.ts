import type { Catalogue } from "../catalogue";
import type { legalMessages as english } from "../en/legal";

export const legalMessages: Catalogue<typeof english> = {
  eyebrow: "Rechtliches",
  lastUpdated: "Stand: {date}",
  inForceFrom: "Gültig ab {date}",
  englishGoverns:
    "Diese Übersetzung dient nur Ihrer Information; maßgeblich ist die englische Fassung dieser Seite.",
  onThisPage: "Auf dieser Seite",
  storage: {
    cookie: "Cookie",
    localStorage: "Lokaler Speicher",
    sessionStorage: "Sitzungsspeicher",
  },
  columns: {
    name: "Name",
    type: "Art",
    purpose: "Zweck",
    duration: "Speicherdauer",
    setBy: "Anbieter",
  },
  cookiePolicy: {
    essential: {
      heading: "Notwendige Speicher",
      text: "Sie halten die Website funktionsfähig und merken sich Ihre Auswahl. Sie enthalten keine Analyse- oder Werbekennungen und lassen sich hier nicht deaktivieren.",
    },
    analytics: {
      heading: "Webanalyse",
      text: "Nur wenn Sie der Webanalyse zustimmen, laden wir PostHog. Es zählt Besuche und die genutzten Schaltflächen, damit wir sehen, welche Seiten Reisenden bei der Planung helfen. Lehnen Sie ab, wird PostHog nie geladen und nichts gespeichert.",
    },
    yourChoice: {
      heading: "Ihre Auswahl ändern",
      text: "Sie können der Webanalyse jederzeit zustimmen oder sie ablehnen. Eine Ablehnung beendet die Webanalyse in diesem Browser sofort.",
      change: "Cookie-Einstellungen ändern",
    },
    meta: {
      title: "Cookie-Erklärung",
      description:
        "Welche Cookies und Browser-Speicher diese Website verwendet, wozu sie dienen und wie lange sie bestehen bleiben – und wie Sie Ihre Auswahl zur Webanalyse ändern.",
    },
  },
};
