import type { CmsCollection, CmsCollectionFile } from "decap-cms-core";
import { collections, contentFile, type Collection } from "../data/content/schema";
import { entryFields } from "./schema-fields";

/**
 * The collections the editor shows: which content files it edits, under what names in its menu.
 * Their fields are the schema's (data/content/schema.ts, through admin/schema-fields.ts), so what
 * the schema refuses the editor marks before it is sent (the server checks again on every save).
 */

/**
 * A folder of YAML files, one entry a file named by its slug, in the six languages of Decap's
 * `single_file` structure, listed by `titleField` and sortable by `order`.
 */
const folderCollection = (
  name: Collection,
  label: string,
  labelSingular: string,
  titleField: string,
): CmsCollection => ({
  name,
  label,
  label_singular: labelSingular,
  folder: `content/${name}`,
  extension: "yaml",
  format: "yaml",
  create: true,
  slug: "{{slug}}",
  identifier_field: titleField,
  summary: `{{${titleField}}}`,
  sortable_fields: ["order", titleField],
  i18n: true,
  fields: entryFields(collections[name]),
});

/**
 * A page of the site kept in one file (content/pages/about.yaml is the collection `pages/about`),
 * as a file of a Decap file collection: it is edited, never created or deleted.
 */
const pageFile = (collection: Collection, label: string): CmsCollectionFile => ({
  name: collection.split("/").at(-1) ?? collection,
  label,
  file: contentFile(collection, ""),
  i18n: true,
  fields: entryFields(collections[collection]),
});

export const tours = folderCollection("tours", "Tours", "Tour", "title");
export const faq = folderCollection("faq", "FAQ", "Question", "question");
export const services = folderCollection("services", "Services", "Service", "title");
export const tips = folderCollection("tips", "Travel tips", "Travel tip", "title");
export const destinations = folderCollection("destinations", "Destinations", "Destination", "name");

/**
 * The site's pages: the about page's story, mission, vision and core values, the home page's
 * featured tours and hero photos, and the contact page's reasons to book.
 */
export const pages: CmsCollection = {
  name: "pages",
  label: "Pages",
  i18n: true,
  files: [
    pageFile("pages/about", "About page"),
    pageFile("pages/home", "Home page"),
    pageFile("pages/contact", "Contact page's reasons to book"),
  ],
};

/**
 * The legal pages, one file each: the privacy policy and the terms of service in numbered
 * sections; the cookie policy's introduction, its two sections of prose and the storage entries
 * its tables list (the tables' headings are the site's copy).
 */
export const legal: CmsCollection = {
  name: "legal",
  label: "Legal pages",
  i18n: true,
  files: [
    pageFile("legal/privacy-policy", "Privacy policy"),
    pageFile("legal/terms-of-service", "Terms of service"),
    pageFile("legal/cookie-policy", "Cookie policy"),
  ],
};

/** The gallery page's photos: one file a photo, named by its catalogue image, in `order`. */
export const gallery = folderCollection("gallery", "Gallery", "Photo", "image");

/** The home page's partners, in the carousel's order: names and addresses, in English alone. */
export const partners: CmsCollection = {
  name: "partners",
  label: "Partners",
  i18n: true,
  files: [pageFile("partners", "Partners (home page)")],
};

/**
 * The site's texts beside the content, one file each (content/site/): the settings a traveller
 * reads, the photos' captions, the route maps' place names, the enquiry forms' copy, the tour
 * cards' and search results' labels, the e-mail that carries a proposal and the desk's reply.
 */
export const site: CmsCollection = {
  name: "site",
  label: "Site texts",
  i18n: true,
  files: [
    pageFile("site/settings", "Settings"),
    pageFile("site/photos", "Photo captions"),
    pageFile("site/places", "Route map places"),
    pageFile("site/countries", "Countries"),
    pageFile("site/enquiry-form", "Enquiry forms"),
    pageFile("site/tour-cards", "Tour cards' labels"),
    pageFile("site/search-results", "Search results' labels"),
    pageFile("site/traveller-email", "Proposal e-mail"),
    pageFile("site/desk-reply", "Reply to an enquiry"),
    pageFile("site/booking", "Deposit and balance"),
    pageFile("site/language-suggestion", "Language suggestion"),
  ],
};
