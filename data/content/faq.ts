import generatedFaq from "../generated/faq.json" with { type: "json" };
import type { FaqItem } from "./types";

/**
 * The FAQ, the 8 questions of content/faq/, in their order (written to JSON by
 * `npm run tour-data`; each language's build takes its own, data/generated/faq.<locale>.json).
 */
export const faqItems = generatedFaq as FaqItem[];
