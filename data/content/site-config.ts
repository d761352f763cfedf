import type { Settings } from "./schema";
import settings from "../generated/texts/settings.json" with { type: "json" };

/**
 * The site's settings: the brand, the contact details, the office's hours and the company's
 * facts, with the texts a traveller reads beside them, as the language shown has them. The
 * operator edits them in content/site/settings.yaml (its shipped values are placeholders to
 * replace before going live).
 */
export const siteConfig = settings as Settings;
