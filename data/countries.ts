import type { Destination } from "./types";

/** The countries' names as the pages write them. */
export const countryNames = {
  Kenya: "Kenya",
  Tanzania: "Tanzania",
} satisfies Record<Destination["country"], string>;
