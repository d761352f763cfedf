import generatedContact from "../generated/contact.json" with { type: "json" };
import type { ContactFile } from "./schema";

/**
 * The contact page's reasons to book with the operator, in the order of their icons,
 * as content/pages/contact.yaml holds them (each language's build takes its own
 * data/generated/contact.<locale>.json). The operator replaces the placeholders before going live.
 */
export const whyChooseUs: ContactFile["en"]["whyChooseUs"] = (generatedContact as ContactFile["en"])
  .whyChooseUs;
