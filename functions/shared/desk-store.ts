/**
 * The desk's documents as the server's functions read and write them, with the key of one
 * execution: proposals, the enquiries they answer, and the enquiries' history (which only these
 * functions write).
 */
import { ID, Query, type Databases, type Models } from "node-appwrite";
import {
  deskIds,
  type EnquiryStatus,
  type HistoryAction,
  type ProposalDay,
  type ProposalFields,
  type ProposalOpened,
  type ProposalView,
} from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { isLocale, type Locale } from "../../data/domain/locales";
import { showBidiControls } from "../../data/domain/visible-text";
import { isAppwriteError } from "./runtime";

export type StoredProposal = Omit<ProposalView, "travellerName"> &
  ProposalOpened & {
    enquiryId: string;
    createdBy: string;
  };

/**
 * The id of the history entry that records, once, what became of a proposal's version: its
 * acceptance, or the next version that replaced it (Appwrite keeps ids unique, so one of the two
 * gets it).
 */
export const versionClaimId = (proposal: Pick<StoredProposal, "id" | "version">) =>
  `${proposal.id}-${proposal.version}`;

/** What the functions need of an enquiry: who wrote, where to answer, and how far it has come. */
export type EnquirySummary = {
  id: string;
  name: string | null;
  email: string;
  status: EnquiryStatus;
  /** The language the traveller wrote in, which their proposal is written in. */
  locale: Locale | null;
};

export type HistoryEntry = {
  enquiryId: string;
  actor: string;
  action: HistoryAction;
  from: string | null;
  to: string | null;
};

const { databaseId } = enquiryIds;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const integer = (value: unknown) => (typeof value === "number" ? value : 0);
const datetimeOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/** The days a proposal stores as JSON; throws when they are not the composer's `ProposalDay[]`. */
export function parseProposalDays(json: string): ProposalDay[] {
  const days: unknown = JSON.parse(json);
  const isDay = (day: unknown): day is ProposalDay => {
    if (typeof day !== "object" || day === null) return false;
    const { day: number, title, description, lodge, note } = day as Record<string, unknown>;
    return (
      Number.isInteger(number) &&
      [title, description, lodge, note].every((field) => typeof field === "string")
    );
  };
  if (!Array.isArray(days) || !days.every(isDay)) {
    throw new Error("The proposal's days are not a list of days.");
  }
  return days.map(({ day, title, description, lodge, note }) => ({
    day,
    title,
    description,
    lodge,
    note,
  }));
}

function storedProposal(document: Models.DefaultDocument): StoredProposal {
  const locale: Locale =
    typeof document.locale === "string" && isLocale(document.locale) ? document.locale : "en";
  return {
    id: document.$id,
    enquiryId: text(document.enquiryId),
    locale,
    tourSlug: text(document.tourSlug),
    tourTitle: text(document.tourTitle),
    startDate: text(document.startDate),
    travellers: integer(document.travellers),
    days: parseProposalDays(text(document.days)),
    pricePerPerson: integer(document.pricePerPerson),
    priceTotal: integer(document.priceTotal),
    currency: text(document.currency),
    note: text(document.note),
    // A proposal stored before versions were counted is the first.
    version: typeof document.version === "number" ? document.version : 1,
    createdBy: text(document.createdBy),
    sentAt: datetimeOrNull(document.sentAt),
    acceptedAt: datetimeOrNull(document.acceptedAt),
    firstOpenedAt: datetimeOrNull(document.firstOpenedAt),
    lastOpenedAt: datetimeOrNull(document.lastOpenedAt),
  };
}

/**
 * What the traveller's page shows: the proposal, and of the enquiry only the name (its bidi
 * controls as code points, as everywhere a traveller's text is shown).
 */
export function proposalView(
  proposal: StoredProposal,
  enquiry: EnquirySummary | null,
): ProposalView {
  return {
    id: proposal.id,
    locale: proposal.locale,
    version: proposal.version,
    tourSlug: proposal.tourSlug,
    tourTitle: proposal.tourTitle,
    startDate: proposal.startDate,
    travellers: proposal.travellers,
    days: proposal.days,
    pricePerPerson: proposal.pricePerPerson,
    priceTotal: proposal.priceTotal,
    currency: proposal.currency,
    note: proposal.note,
    travellerName: showBidiControls(enquiry?.name ?? ""),
    sentAt: proposal.sentAt,
    acceptedAt: proposal.acceptedAt,
  };
}

export class DeskStore {
  private readonly databases: Databases;

  constructor(databases: Databases) {
    this.databases = databases;
  }

  private async find(collectionId: string, documentId: string) {
    try {
      return await this.databases.getDocument({ databaseId, collectionId, documentId });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
  }

  async proposal(id: string): Promise<StoredProposal | null> {
    const document = await this.find(deskIds.proposalsCollectionId, id);
    return document ? storedProposal(document) : null;
  }

  /** The enquiry as the REST API returns it, or null. */
  enquiryDocument(id: string): Promise<Models.DefaultDocument | null> {
    return this.find(enquiryIds.messagesCollectionId, id);
  }

  async enquiry(id: string): Promise<EnquirySummary | null> {
    const document = await this.enquiryDocument(id);
    if (!document) return null;
    return {
      id,
      name: typeof document.name === "string" && document.name.trim() ? document.name.trim() : null,
      email: text(document.email),
      // An enquiry stored before statuses existed has none: it is new.
      status: typeof document.status === "string" ? (document.status as EnquiryStatus) : "new",
      locale:
        typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null,
    };
  }

  /**
   * Stores a proposal's version: a new proposal under `id` (version 1), or the next version of
   * the one stored there. Not sent yet: its `sentAt` is cleared until the e-mail goes.
   */
  async storeProposal(
    id: string,
    proposal: ProposalFields & Pick<StoredProposal, "enquiryId" | "locale" | "currency">,
    meta: { createdBy: string; version: number },
  ): Promise<StoredProposal> {
    const data = {
      ...proposal,
      startDate: `${proposal.startDate}T00:00:00.000+00:00`,
      days: JSON.stringify(proposal.days),
      createdBy: meta.createdBy,
      version: meta.version,
      sentAt: null,
    };
    const document =
      meta.version === 1
        ? await this.databases.createDocument({
            databaseId,
            collectionId: deskIds.proposalsCollectionId,
            documentId: id,
            data,
          })
        : await this.databases.updateDocument({
            databaseId,
            collectionId: deskIds.proposalsCollectionId,
            documentId: id,
            data,
          });
    return storedProposal(document);
  }

  async updateProposal(
    id: string,
    data: Partial<Pick<StoredProposal, "sentAt" | "acceptedAt" | keyof ProposalOpened>>,
  ): Promise<StoredProposal> {
    return storedProposal(
      await this.databases.updateDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data,
      }),
    );
  }

  async updateEnquiry(id: string, data: Record<string, unknown>): Promise<Models.DefaultDocument> {
    return this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: id,
      data,
    });
  }

  /** The enquiry's latest history entry, or null. */
  async latestHistory(enquiryId: string): Promise<Models.DefaultDocument | null> {
    const list = await this.databases.listDocuments({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderDesc("at"), Query.limit(1)],
    });
    return list.documents[0] ?? null;
  }

  async setStatus(enquiryId: string, status: EnquiryStatus) {
    await this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: enquiryId,
      data: { status },
    });
  }

  /**
   * Writes a history entry. Under a given id it is written once: false when an entry with that id
   * exists already.
   */
  async addHistory(
    entry: HistoryEntry,
    at: string,
    documentId: string = ID.unique(),
  ): Promise<boolean> {
    try {
      await this.databases.createDocument({
        databaseId,
        collectionId: deskIds.historyCollectionId,
        documentId,
        data: { ...entry, at },
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }

  /** The action of the history entry with this id, or null when there is none. */
  async historyAction(documentId: string): Promise<HistoryAction | null> {
    const document = await this.find(deskIds.historyCollectionId, documentId);
    return document ? (document.action as HistoryAction) : null;
  }

  async removeHistory(documentId: string) {
    await this.databases.deleteDocument({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      documentId,
    });
  }
}
