import countries from "../generated/texts/countries.json" with { type: "json" };
import type { Destination } from "./types";

/** The countries' names as the pages write them (content/site/countries.yaml). */
export const countryNames: Record<Destination["country"], string> = countries;
