import type { Catalogue } from "../catalogue";
import type { commonMessages as english } from "../en/common";

export const commonMessages: Catalogue<typeof english> = {
  dayCount: { one: "{count} jour", other: "{count} jours" },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "safari {name}",
};
