import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in Italian. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "Un viaggiatore",
    author: "{name}, {country}",
    writtenIn: "Scritta in {language}",
    travelled: "Periodo del viaggio: {date}",
    companion: {
      couple: "In viaggio in coppia",
      family: "In viaggio con la famiglia",
      friends: "In viaggio con gli amici",
      solo: "In viaggio in solitaria",
    },
    lodges: "Dove ha soggiornato",
    replyFrom: "Risposta di {name}",
    readMore: "Continua a leggere",
    readLess: "Mostra meno",
  },
};
