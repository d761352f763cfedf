import { siteConfig } from "../../data/content/site-config";
import { siteEnv } from "../../data/domain/env";
import { locale } from "../i18n/current-locale";
import { localizedPath } from "../../data/domain/locales";

/** The public origin canonical links, social tags and structured data point at. */
export const siteUrl = (siteEnv.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, "");

/** "/about" → "https://www.example.com/about"; "/" → "https://www.example.com/". */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A page of the site in this build's language: "/about" → "https://www.example.com/de/about". */
export function pageUrl(path: string): string {
  return absoluteUrl(localizedPath(locale, path));
}
