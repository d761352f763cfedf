import generatedAbout from "../generated/about.json" with { type: "json" };
import type { AboutFile } from "./schema";

/**
 * The About page's story, mission, vision and core values, as content/pages/about.yaml
 * holds them (`npm run tour-data` writes data/generated/about.json; each language's build takes
 * its own about.<locale>.json). The operator replaces the placeholder story before going live.
 */
export const about: AboutFile["en"] = generatedAbout as AboutFile["en"];
