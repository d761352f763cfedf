import type { BreadcrumbList, Thing, TravelAgency, WithContext } from "schema-dts";
import { navMessages } from "#messages/nav";
import { siteConfig } from "../../data/content/site-config";
import { defaultSocialImage, type Crumb } from "./head";
import { absoluteUrl, pageUrl } from "./site-url";

/** A JSON-LD node of a schema.org type, ready for an application/ld+json block. */
export type JsonLd<T extends Thing> = WithContext<Exclude<T, string>>;

export type StructuredData = JsonLd<Thing>;

export const context = "https://schema.org" as const;
export const organizationId = absoluteUrl("/#organization");

/** The operator itself, on every page, described as a travel agency. */
export function travelAgency(): JsonLd<TravelAgency> {
  const { address, hours } = siteConfig;
  return {
    "@context": context,
    "@type": "TravelAgency",
    "@id": organizationId,
    name: siteConfig.brandName,
    description: siteConfig.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl(defaultSocialImage),
    telephone: siteConfig.phone.tel,
    email: siteConfig.emails.info,
    foundingDate: String(siteConfig.facts.founded),
    priceRange: "$$$",
    currenciesAccepted: siteConfig.facts.currency,
    areaServed: [
      { "@type": "Country", name: "Kenya" },
      { "@type": "Country", name: "Tanzania" },
    ],
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressCountry: address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: address.geo.latitude,
      longitude: address.geo.longitude,
    },
    openingHoursSpecification: hours.structuredData.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
      opens: slot.opens,
      closes: slot.closes,
    })),
    sameAs: Object.values(siteConfig.socials),
  };
}

/** The trail from the home page to this one; the home page itself has none. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: navMessages.home, path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}
