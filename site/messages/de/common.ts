import type { Catalogue } from "../catalogue";
import type { commonMessages as english } from "../en/common";

export const commonMessages: Catalogue<typeof english> = {
  dayCount: { one: "{count} Tag", other: "{count} Tage" },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "{name} Safari",
};
