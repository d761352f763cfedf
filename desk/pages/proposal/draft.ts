import { useEffect } from "react";
import { proposalPreviewId, type ProposalDay, type ProposalView } from "../../../data/domain/desk";
import {
  proposalDaysOf,
  startingPricePerPerson,
  travellersOf,
} from "../../../data/domain/desk-proposal";
import type { Locale } from "../../../data/domain/locales";
import { siteConfig } from "../../../data/content/site-config";
import { findTourBySlug } from "../../../data/content/tour-set";
import type { Tour } from "../../../data/content/types";
import { useEnquiryDraft } from "../../../ui/enquiry-drafts";
import type { Enquiry } from "../../services/enquiries";

const currency = siteConfig.facts.currency;

/**
 * The tours as each language's pages show them (data/generated/tours.<code>.json, written by
 * `npm run tour-data` from the content files), loaded for the traveller's language only.
 */
const toursByLanguage = import.meta.glob<Tour[]>("../../../data/generated/tours.*.json", {
  import: "default",
});

const toursLoader = (locale: Locale) =>
  toursByLanguage[`../../../data/generated/tours.${locale}.json`];

/**
 * The tour in the traveller's language; in English when the language has no file of its own, or
 * its file cannot be fetched (the desk offline), so that the operator always has days to edit.
 */
async function tourIn(locale: Locale, tour: Tour): Promise<Tour> {
  const tours = await toursLoader(locale)?.().catch(() => undefined);
  return tours?.find((each) => each.id === tour.id) ?? tour;
}

/** The composer's fields as typed: numbers stay text until checked, so nothing typed is lost. */
type Draft = {
  tourSlug: string;
  startDate: string;
  travellers: string;
  days: ProposalDay[];
  pricePerPerson: string;
  /** null while the total follows per person × travellers. */
  priceTotal: string | null;
  note: string;
};

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function totalOf(draft: Draft): number {
  return draft.priceTotal === null
    ? toNumber(draft.pricePerPerson) * toNumber(draft.travellers)
    : toNumber(draft.priceTotal);
}

function fieldsOf(draft: Draft) {
  return {
    tourSlug: draft.tourSlug,
    tourTitle: findTourBySlug(draft.tourSlug)?.title ?? "",
    startDate: draft.startDate,
    travellers: toNumber(draft.travellers),
    days: draft.days,
    pricePerPerson: toNumber(draft.pricePerPerson),
    priceTotal: totalOf(draft),
    note: draft.note,
  };
}

function viewOf(draft: Draft, enquiry: Enquiry, version: number): ProposalView {
  return {
    id: proposalPreviewId,
    locale: enquiry.locale ?? "en",
    version,
    currency,
    travellerName: enquiry.name ?? "",
    sentAt: null,
    acceptedAt: null,
    ...fieldsOf(draft),
  };
}

/** The proposal as stored: the server's id, its version, the fields sent, and the e-mail's fate. */
type Sent = { id: string; link: string; version: number; fields: string; emailed: boolean };

/** The composer's fields and, once sent, the proposal as stored: the draft kept on the device. */
type Stored = Draft & { sent: Sent | null };

/** What is wrong with each field, by its `data-field` key, once Send was pressed. */
type Problems = Record<string, string>;

/** The id of the message under a field that says what is wrong with it, while something is. */
function describedBy(problems: Problems, key: string): string | undefined {
  return problems[key] ? `${key}-error` : undefined;
}

/**
 * The proposal for `enquiry` as the operator composes it, kept on the device as they type (a
 * reload, a locked phone or a closed tab loses nothing); the travellers start as the enquiry says.
 * Choosing a tour starts the price from the tour's price per person at once, and the days from its
 * itinerary in the traveller's language as soon as that language's tours have loaded (fetched
 * when the composer opens): what the operator types meanwhile is kept.
 */
function useProposalDraft(enquiry: Enquiry) {
  const stored = useEnquiryDraft<Stored>(`proposal:${enquiry.$id}`, {
    tourSlug: "",
    startDate: "",
    travellers: String(travellersOf(enquiry.groupSize)),
    days: [],
    pricePerPerson: "",
    priceTotal: null,
    note: "",
    sent: null,
  });
  const { setValues } = stored;
  const locale: Locale = enquiry.locale ?? "en";

  useEffect(() => {
    void toursLoader(locale)?.().catch(() => undefined);
  }, [locale]);

  function chooseTour(slug: string) {
    const tour = findTourBySlug(slug);
    if (!tour) {
      setValues((current) => ({ ...current, tourSlug: "", days: [], pricePerPerson: "" }));
      return;
    }
    setValues((current) => ({
      ...current,
      tourSlug: slug,
      days: [],
      pricePerPerson: String(startingPricePerPerson(tour)),
    }));
    void tourIn(locale, tour).then((travellersTour) =>
      setValues((current) =>
        current.tourSlug === slug && current.days.length === 0
          ? { ...current, days: proposalDaysOf(travellersTour) }
          : current,
      ),
    );
  }

  const update = (change: Partial<Stored>) => setValues((current) => ({ ...current, ...change }));

  return { draft: stored.values, setValues, update, chooseTour };
}

export {
  currency,
  describedBy,
  fieldsOf,
  totalOf,
  useProposalDraft,
  viewOf,
  type Draft,
  type Problems,
  type Stored,
};
