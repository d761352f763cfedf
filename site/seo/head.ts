import { siteConfig } from "../../data/content/site-config";
import { locale } from "../i18n/current-locale";
import { languageTags, localizedPath, locales, ogLocales } from "../../data/domain/locales";
import { absoluteUrl } from "./site-url";

/** The page in every language, and the English page for any other (x-default). */
function alternateLinks(path: string): HeadTag[] {
  const link = (hreflang: string, href: string) => ({
    tag: "link" as const,
    attrs: { rel: "alternate", hreflang, href },
  });
  return [
    ...locales.map((other) => link(languageTags[other], absoluteUrl(localizedPath(other, path)))),
    link("x-default", absoluteUrl(path)),
  ];
}

/** A step of the breadcrumb trail: its name and its path. */
export type Crumb = { name: string; path: string };

/** What a page says about itself to search engines and social networks. */
export type PageMeta = {
  /** The page's own title; the brand is appended ("About Us | Brand"). */
  title: string;
  description: string;
  /** The canonical path, e.g. "/about"; absent for the 404 page, which has no address of its own. */
  path?: string;
  keywords?: readonly string[];
  /** Keeps the page out of search results (the 404 page). */
  noIndex?: boolean;
  /** Path or URL of the social image; the default photo otherwise. */
  image?: string;
  imageAlt?: string;
  ogType?: "website" | "article";
  /** The trail after Home; pages other than the home page have one (BreadcrumbList). */
  breadcrumbs?: readonly Crumb[];
};

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta" | "link"; attrs: Record<string, string> }
  | { tag: "script"; attrs: Record<string, string>; text: string };

/** The marker on every element the site manages in <head>, so navigation can replace them. */
const headAttribute = "data-head";

/** The image shared on social networks when a page has none of its own. */
export const defaultSocialImage = "/img/og-default.jpg";

function documentTitle(title: string): string {
  return title === siteConfig.brandName ? title : `${title} | ${siteConfig.brandName}`;
}

function twitterHandle(): string {
  return `@${new URL(siteConfig.socials.x).pathname.replace(/^\/+/, "")}`;
}

/** Title, description, keywords, robots, canonical, social and geo tags, as data. */
export function headTags(meta: PageMeta): HeadTag[] {
  const title = documentTitle(meta.title);
  const url = meta.path === undefined ? null : absoluteUrl(localizedPath(locale, meta.path));
  const image = absoluteUrl(meta.image ?? defaultSocialImage);
  const imageAlt = meta.imageAlt ?? `${siteConfig.brandName}: ${siteConfig.tagline}`;
  const keywords = meta.keywords ?? siteConfig.keywords;
  const { latitude, longitude } = siteConfig.address.geo;
  const named = (name: string, content: string) => ({
    tag: "meta" as const,
    attrs: { name, content },
  });
  const property = (name: string, content: string) => ({
    tag: "meta" as const,
    attrs: { property: name, content },
  });
  return [
    { tag: "title", text: title },
    named("description", meta.description),
    named("keywords", keywords.join(", ")),
    named("robots", meta.noIndex ? "noindex, follow" : "index, follow, max-image-preview:large"),
    ...(url ? [{ tag: "link" as const, attrs: { rel: "canonical", href: url } }] : []),
    ...(meta.path === undefined ? [] : alternateLinks(meta.path)),
    property("og:type", meta.ogType ?? "website"),
    property("og:site_name", siteConfig.brandName),
    property("og:locale", ogLocales[locale]),
    ...locales
      .filter((other) => other !== locale)
      .map((other) => property("og:locale:alternate", ogLocales[other])),
    property("og:title", title),
    property("og:description", meta.description),
    ...(url ? [property("og:url", url)] : []),
    property("og:image", image),
    property("og:image:alt", imageAlt),
    named("twitter:card", "summary_large_image"),
    named("twitter:site", twitterHandle()),
    named("twitter:title", title),
    named("twitter:description", meta.description),
    named("twitter:image", image),
    named("twitter:image:alt", imageAlt),
    named("geo.region", "KE-110"),
    named("geo.placename", siteConfig.address.locality),
    named("geo.position", `${latitude};${longitude}`),
    named("ICBM", `${latitude}, ${longitude}`),
  ];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries({ ...attrs, [headAttribute]: "" })
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join("");
}

/** The tags as HTML, for the prerendered page. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case "title":
          return `<title${attributes({})}>${escapeHtml(tag.text)}</title>`;
        case "script":
          return `<script${attributes(tag.attrs)}>${tag.text}</script>`;
        default:
          return `<${tag.tag}${attributes(tag.attrs)}>`;
      }
    })
    .join("\n    ");
}

function createElement(tag: HeadTag, doc: Document): HTMLElement {
  const element = doc.createElement(tag.tag);
  element.setAttribute(headAttribute, "");
  if (tag.tag === "title" || tag.tag === "script") element.textContent = tag.text;
  if (tag.tag !== "title") {
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  }
  return element;
}

/**
 * Puts the page's tags in the live document after a client-side navigation. The JSON-LD the
 * prerender wrote describes the page first loaded, so it goes once the visitor moves on;
 * crawlers read each page's own from its prerendered HTML.
 */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document): void {
  const elements = tags.map((tag) => createElement(tag, doc));
  const managed = [...doc.head.querySelectorAll(`[${headAttribute}]`)];
  const current = managed.filter((element) => element.localName !== "script");
  const unchanged =
    current.length === elements.length &&
    current.every((element, index) => element.isEqualNode(elements[index] ?? null));
  if (unchanged) return;
  for (const element of managed) element.remove();
  doc.head.append(...elements);
}
