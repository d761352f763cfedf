import generatedServices from "../generated/services.json" with { type: "json" };
import type { Service } from "./types";

/**
 * The home page's services, one file each in content/services/, in their order (written to JSON
 * by `npm run tour-data`; each language's build takes its own, services.<locale>.json).
 */
export const services = generatedServices as Service[];
