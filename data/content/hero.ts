import generatedHome from "../generated/home.json" with { type: "json" };
import type { HomeFile } from "./schema";
import type { HeroPhoto } from "./types";

/**
 * The home page's hero photos in the carousel's order, as content/pages/home.yaml holds them
 * (`npm run tour-data` writes data/generated/home.json; each language's build takes its own).
 */
export const heroPhotos: HeroPhoto[] = (generatedHome as HomeFile["en"]).hero;
