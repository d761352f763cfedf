import { locales, type Locale } from "../domain/locales";
import { siteConfig } from "./site-config";
import everyLanguage from "../generated/texts/traveller-email.languages.json" with { type: "json" };

/**
 * What the operator writes to a traveller, in the traveller's language: the greeting (the desk's
 * "Reply" starts with it too), the e-mail that carries the link to a proposal, the receipt
 * for each payment, and the operator's request for the balance. Its texts are
 * content/site/traveller-email.yaml, each with its stable id (`site/traveller-email:greeting`)
 * and its translations, checked by `npm run translations` like every text. The e-mail is sent by
 * an Appwrite Function in any language, so it takes every language's copy here
 * (data/generated/texts/traveller-email.languages.json) rather than through a language's build.
 * `{name}` is the traveller's name, `{brand}` the company's. The words follow each language's
 * glossary (locales/<code>/glossary.md: "proposal" is Reisevorschlag, proposition, proposta,
 * propuesta, 行程方案, never the word for a binding quote) and its form of address (Sie, vous,
 * voi, tú, 您).
 */
export type TravellerEmail = (typeof everyLanguage)["en"];

const travellerEmails: Record<Locale, TravellerEmail> = everyLanguage;

type TravellerEmailCopy = Omit<TravellerEmail, "greeting" | "greetingWithoutName"> & {
  /** The opening line, with the traveller's name when the enquiry has one. */
  greeting: (name: string | null) => string;
};

const { brandName } = siteConfig;

function emailCopy(locale: Locale): TravellerEmailCopy {
  const {
    greeting,
    greetingWithoutName,
    proposalSubject,
    receiptSubject,
    balanceSubject,
    ...rest
  } = travellerEmails[locale];
  return {
    ...rest,
    greeting: (name) => (name ? greeting.replace("{name}", name) : greetingWithoutName),
    proposalSubject: proposalSubject.replace("{brand}", brandName),
    receiptSubject: receiptSubject.replace("{brand}", brandName),
    balanceSubject: balanceSubject.replace("{brand}", brandName),
  };
}

export const travellerEmailCopy = Object.fromEntries(
  locales.map((locale) => [locale, emailCopy(locale)]),
) as Record<Locale, TravellerEmailCopy>;

/** The signature under an e-mail to a traveller: the operator's name, when known, and the company. */
export function operatorSignature(operatorName: string | null, siteOrigin: string): string[] {
  return [...(operatorName ? [operatorName] : []), brandName, siteConfig.phone.display, siteOrigin];
}
