import generatedTips from "../generated/tips.json" with { type: "json" };
import type { TravelTip } from "./types";

/**
 * The home page's travel tips, one file each in content/tips/, in their order (written to JSON by
 * `npm run tour-data`; each language's build takes its own, tips.<locale>.json).
 */
export const travelTips = generatedTips as TravelTip[];
