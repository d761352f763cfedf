import type { Catalogue } from "../catalogue";
import type { commonMessages as english } from "../en/common";

export const commonMessages: Catalogue<typeof english> = {
  dayCount: { other: "{count}天" },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "{name}游猎",
};
