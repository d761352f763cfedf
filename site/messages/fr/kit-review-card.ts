import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in French. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "Un voyageur",
    author: "{name}, {country}",
    writtenIn: "Rédigé en {language}",
    travelled: "Voyage en {date}",
    companion: {
      couple: "Voyage en couple",
      family: "Voyage en famille",
      friends: "Voyage entre amis",
      solo: "Voyage en solo",
    },
    lodges: "Hébergements",
    replyFrom: "Réponse de {name}",
    readMore: "Lire la suite",
    readLess: "Réduire",
  },
};
