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
    "Mit der Annahme halten wir diesen Reisezeitraum für Sie fest. Anschließend leisten Sie hier die Anzahlung, um Ihre Buchung zu bestätigen.",
  terms: {
    agree: "Ich habe die {terms} gelesen und bin damit einverstanden.",
    link: "Buchungsbedingungen",
    newTab: "(öffnet in einem neuen Tab)",
    required:
      "Bitte bestätigen Sie mit dem Häkchen, dass Sie mit den Buchungsbedingungen einverstanden sind, bevor Sie annehmen.",
    changed:
      "Unsere Buchungsbedingungen wurden geändert, während diese Seite geöffnet war. Ihre Zusage haben wir deshalb nicht gespeichert. Bitte laden Sie die Seite neu, lesen Sie die Bedingungen noch einmal und nehmen Sie dann an.",
  },
  accepted: {
    title: "Sie haben diesen Reisevorschlag angenommen",
    text: "Vielen Dank! Wir haben Ihre Zusage und Ihr Einverständnis mit den Buchungsbedingungen am {date} gespeichert.",
  },
  booking: {
    loading: "Ihre Buchung wird geladen …",
    loadFailed: "Die Zahlungen zu Ihrer Buchung konnten gerade nicht geladen werden.",
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
