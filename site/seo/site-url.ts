import { siteConfig } from "../../data/site-config";
import { siteEnv } from "../env";

/** The public origin canonical links, social tags and structured data point at. */
export const siteUrl = (siteEnv.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, "");

/** "/about" → "https://www.example.com/about"; "/" → "https://www.example.com/". */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
