import * as prettier from "prettier";
import { locales } from "../../data/domain/locales";
import { projectFile } from "../../server/appwrite/schema";

/** A collection's `locale` attribute, up to the list of values its enum allows. */
const localeEnum = /("key": "locale",[^{}]*?"elements": )\[[^\]]*\]/g;

/**
 * The Appwrite project file (appwrite.config.json) with every `locale` attribute's enum listing
 * the site's languages (data/domain/languages.ts), in their order: the enquiries and the proposals store
 * the language a traveller wrote in, and Appwrite refuses a value its enum lacks.
 */
export async function withSiteLanguages(config: string): Promise<string> {
  let found = 0;
  const listed = config.replace(localeEnum, (_match, start: string) => {
    found += 1;
    return `${start}${JSON.stringify(locales)}`;
  });
  if (found === 0)
    throw new Error(`${projectFile} has no "locale" enum attribute to list the languages in.`);
  const options = await prettier.resolveConfig(projectFile);
  return prettier.format(listed, { ...options, filepath: projectFile });
}
