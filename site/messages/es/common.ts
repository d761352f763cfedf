import type { Catalogue } from "../catalogue";
import type { commonMessages as english } from "../en/common";

export const commonMessages: Catalogue<typeof english> = {
  dayCount: { one: "{count} día", other: "{count} días" },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "safari en {name}",
};
