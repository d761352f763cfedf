import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-form.tsx, in German. */
export const reviewFormCopy: Pick<KitMessages, "reviewForm"> = {
  reviewForm: {
    rating: "Ihre Gesamtbewertung",
    lodges: "Die Lodges und Camps Ihrer Reise",
    lodgesHint: "Bewerten Sie, so viele Sie möchten; die übrigen können Sie auslassen.",
    title: "Titel Ihrer Bewertung",
    titlePlaceholder: "Ihre Reise in wenigen Worten",
    text: "Ihre Bewertung",
    textPlaceholder:
      "Was haben Sie gesehen, wo haben Sie übernachtet, was würden Sie Freunden erzählen?",
    counter: "{count} von {max} Zeichen",
    travelled: "Wann waren Sie unterwegs?",
    month: "Monat",
    year: "Jahr",
    companions: "Mit wem sind Sie gereist?",
    companion: {
      couple: "Als Paar",
      family: "Mit der Familie",
      friends: "Mit Freunden",
      solo: "Allein",
    },
    consent: "Was dürfen wir mit Ihrer Bewertung zeigen?",
    showName: "Meinen Vornamen",
    showCountry: "Mein Land",
    ratingRequired: "Bitte vergeben Sie 1 bis 5 Sterne.",
    titleRequired: "Bitte geben Sie Ihrer Bewertung einen Titel.",
    textRequired: "Bitte schreiben Sie Ihre Bewertung.",
    textTooShort: "Bitte schreiben Sie mindestens {min} Zeichen.",
    travelledRequired: "Bitte wählen Sie Monat und Jahr Ihrer Reise.",
    companionsRequired: "Bitte wählen Sie, mit wem Sie gereist sind.",
    check: "Bitte prüfen Sie {which}: {fields}.",
    checkWhich: {
      one: "dieses Feld",
      other: "diese Felder",
    },
    fieldSeparator: ", ",
    fieldNames: {
      rating: "Gesamtbewertung",
      title: "Titel",
      text: "Bewertung",
      travelled: "Reisezeit",
      companions: "Mitreisende",
    },
    send: "Bewertung senden",
    retry: "Erneut versuchen",
    sent: "Vielen Dank für Ihre Bewertung! Wir lesen jede Bewertung, bevor sie erscheint; Ihre ist in wenigen Tagen auf der Website zu sehen.",
  },
};
