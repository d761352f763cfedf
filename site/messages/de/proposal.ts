import type { Catalogue } from "../catalogue";
import type { proposalMessages as english } from "../en/proposal";

export const proposalMessages: Catalogue<typeof english> = {
  metaTitle: "Ihr Safari-Reisevorschlag",
  metaDescription:
    "Ihr persönlicher Safari-Reisevorschlag: der Ablauf Tag für Tag, Ihre Unterkünfte, der Preis und die enthaltenen Leistungen.",
  eyebrow: "Ihr Reisevorschlag",
  preparedFor: "Erstellt für {name}",
  dates: "{start} bis {end}",
  datesPending: "Reisedaten folgen: Der erste Reisetag steht noch nicht fest.",
  revised:
    "Aktualisiert: Dies ist die neueste Fassung Ihres Reisevorschlags. Sie ersetzt die, die wir Ihnen zuvor geschickt haben.",
  travellers: {
    one: "{count} Person",
    other: "{count} Personen",
  },
  loading: "Ihr Reisevorschlag wird geladen …",
  notFound: {
    title: "Dieser Reisevorschlag ist nicht auffindbar",
    text: "Vielleicht ist der Link unvollständig oder der Vorschlag wurde zurückgezogen. Bitte prüfen Sie den Link in Ihrer E-Mail oder schreiben Sie uns – wir schicken ihn Ihnen gern noch einmal.",
    contact: "Kontakt aufnehmen",
  },
  loadFailed: {
    title: "Ihr Reisevorschlag konnte nicht geladen werden",
    text: "Unser Server war nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    retry: "Erneut versuchen",
  },
  note: "Ein paar Worte von Ihrem Safari-Spezialisten",
  route: "Ihre Route",
  routeMap: "Routenkarte: {title}",
  itinerary: "Tag für Tag",
  price: {
    title: "Ihr Preis",
    perPerson: "Pro Person",
    total: "Gesamtpreis für {travellers}",
  },
  accept: "Reisevorschlag annehmen",
  accepting: "Wird angenommen …",
  acceptHint:
    "Mit der Annahme halten wir diesen Reisezeitraum für Sie fest. Anschließend bestätigen wir Ihnen die Buchung und die nächsten Schritte per E-Mail.",
  accepted: {
    title: "Sie haben diesen Reisevorschlag angenommen",
    text: "Vielen Dank! Wir haben Ihre Zusage am {date} erhalten und melden uns in Kürze, um Ihre Buchung zu bestätigen.",
  },
  alreadyAccepted:
    "Dieser Reisevorschlag war bereits angenommen, vielleicht in einem anderen Fenster. Sie müssen nichts weiter tun.",
  changed:
    "Dieser Reisevorschlag wurde geändert, nachdem Sie ihn geöffnet hatten. Ihre Zusage haben wir deshalb nicht gespeichert. Sie sehen jetzt die neue Fassung: Bitte lesen Sie sie durch und nehmen Sie sie an, wenn sie Ihnen zusagt.",
  acceptFailed:
    "Ihre Zusage hat uns nicht erreicht, es wurde also noch nichts gespeichert. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  preview:
    "Vorschau: So sieht Ihr Gast diese Seite. Die Schaltfläche funktioniert nur auf seiner Seite.",
  previewWaiting: "Die Vorschau wird geladen …",
  print: "Drucken oder als PDF speichern",
  printedFrom: "Dieser Reisevorschlag online: {url}",
};
