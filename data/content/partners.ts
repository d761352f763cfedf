import generatedPartners from "../generated/partners.json" with { type: "json" };
import type { PartnersFile } from "./schema";
import type { Partner } from "./types";

/** The home page's partners in their order, as content/partners.yaml lists them. */
export const partners: Partner[] = (generatedPartners as PartnersFile["en"]).partners;
