import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in German. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "Ein Reisegast",
    author: "{name}, {country}",
    writtenIn: "Verfasst auf {language}",
    travelled: "Gereist im {date}",
    companion: {
      couple: "Als Paar gereist",
      family: "Mit der Familie gereist",
      friends: "Mit Freunden gereist",
      solo: "Allein gereist",
    },
    lodges: "Unterkünfte",
    replyFrom: "Antwort von {name}",
    readMore: "Weiterlesen",
    readLess: "Weniger anzeigen",
  },
};
