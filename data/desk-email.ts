import { translateConstant, type ModuleTranslations } from "./content-modules";
import { locales, type Locale } from "./locales";
import { siteConfig } from "./site-config";
import de from "../locales/de/data.json";
import es from "../locales/es/data.json";
import fr from "../locales/fr/data.json";
import it from "../locales/it/data.json";
import zh from "../locales/zh/data.json";

/**
 * What the operator writes to a traveller, in the traveller's language: the greeting (the desk's
 * "Reply" starts with it too) and the e-mail that carries the link to a proposal. The English is
 * here; like every text of data/ (data/content-modules.ts, docs/languages.md) each text has a
 * stable id, `data/desk-email:travellerEmail.<key>`, its translations are in
 * locales/<code>/data.json and locales/<code>/sources.json records the English each was made from,
 * so `npm run translations` lists a changed English for review. The e-mail is sent by an Appwrite
 * Function in any language, so it takes every language's translations here, by id, as the search
 * records do, rather than through a language's build. `{name}` is the traveller's name, `{brand}`
 * the company's. The words follow each language's glossary (locales/<code>/glossary.md:
 * "proposal" is Reisevorschlag, proposition, proposta, propuesta, 行程方案, never the word for a
 * binding quote) and its form of address (Sie, vous, voi, tú, 您).
 */
export const travellerEmail = {
  /** The opening line, with the traveller's name. */
  greeting: "Dear {name},",
  /** The opening line when the enquiry has no name. */
  greetingWithoutName: "Hello,",
  proposalSubject: "Your safari proposal from {brand}",
  /** The paragraphs before the link. */
  proposalIntro:
    "Thank you for your enquiry. We have put together a day-by-day proposal for your safari: the itinerary, where you will stay each night and the price.",
  /** Before the link instead, for a version after the first. */
  proposalRevisedIntro:
    "We have updated your safari proposal. The link below now shows the new version, which replaces the one we sent you before.",
  /** The line that leads to the link, which follows on its own line. */
  proposalLinkLead: "You can read it, print it and accept it here:",
  /** The paragraph after the link. */
  proposalOutro: "If you would like anything changed, simply reply to this e-mail.",
  /** The closing before the operator's signature. */
  closing: "Kind regards,",
};

type TravellerEmailCopy = Omit<typeof travellerEmail, "greeting" | "greetingWithoutName"> & {
  /** The opening line, with the traveller's name when the enquiry has one. */
  greeting: (name: string | null) => string;
};

const { brandName } = siteConfig;

const translations: Record<Exclude<Locale, "en">, ModuleTranslations> = { de, fr, it, es, zh };

function emailCopy(locale: Locale): TravellerEmailCopy {
  const texts =
    locale === "en"
      ? travellerEmail
      : translateConstant(
          "data/desk-email.ts",
          "travellerEmail",
          travellerEmail,
          (id, english) => translations[locale][id]?.trim() || english,
        );
  const { greeting, greetingWithoutName, proposalSubject, ...rest } = texts;
  return {
    ...rest,
    greeting: (name) => (name ? greeting.replace("{name}", name) : greetingWithoutName),
    proposalSubject: proposalSubject.replace("{brand}", brandName),
  };
}

export const travellerEmailCopy = Object.fromEntries(
  locales.map((locale) => [locale, emailCopy(locale)]),
) as Record<Locale, TravellerEmailCopy>;

/** The signature under an e-mail to a traveller: the operator's name, when known, and the company. */
export function operatorSignature(operatorName: string | null, siteOrigin: string): string[] {
  return [...(operatorName ? [operatorName] : []), brandName, siteConfig.phone.display, siteOrigin];
}
