import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in English. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "A traveller",
    author: "{name}, {country}",
    writtenIn: "Written in {language}",
    travelled: "Travelled in {date}",
    companion: {
      couple: "Travelled as a couple",
      family: "Travelled with family",
      friends: "Travelled with friends",
      solo: "Travelled solo",
    },
    lodges: "Where they stayed",
    replyFrom: "Reply from {name}",
    readMore: "Read more",
    readLess: "Show less",
  },
};
