import { Query, type Models } from "appwrite";
import {
  deskIds,
  type EnquiryChangeRequest,
  type EnquiryStatus,
  type HistoryAction,
} from "../../data/domain/desk";
import { replyWithinMs } from "../../data/content/desk-reply";
import type { FormType } from "../../data/domain/enquiry";
import type { Locale } from "../../data/domain/locales";
import type { ReplyMedian } from "../../data/domain/desk-reply-times";
import { appwrite, call, refused, runFunction } from "./appwrite";
import { balancesDue } from "./payments";
import { firstRepliesOf, recentReplyMedian } from "./reply-times";

export type Enquiry = Models.Document & {
  formType: FormType;
  name?: string | null;
  email: string;
  phone?: string | null;
  message?: string | null;
  submittedAt: string;
  safariInterest?: string | null;
  groupSize?: string | null;
  budget?: string | null;
  preferredDates?: string | null;
  locale?: Locale | null;
  status?: EnquiryStatus | null;
  notes?: string | null;
  repliedAt?: string | null;
};

export type HistoryEntry = Models.Document & {
  enquiryId: string;
  at: string;
  actor: string;
  action: HistoryAction;
  from?: string | null;
  to?: string | null;
};

export const pageSize = 25;

/**
 * The inbox's view, as its address holds it:
 * `?status=new&locale=de&form=contact&payments=balance-due&q=…&after=…`.
 */
export type InboxView = {
  status: EnquiryStatus | null;
  locale: Locale | null;
  form: FormType | null;
  /** Only the enquiries whose balance is due within `balanceDueDays` days, or overdue. */
  payments: PaymentsFilter | null;
  search: string;
  /** Paging: the page after (or before) the enquiry with this id. */
  after: string | null;
  before: string | null;
};

export type InboxPage = { enquiries: Enquiry[]; total: number };

export const paymentsFilters = ["balance-due"] as const;
export type PaymentsFilter = (typeof paymentsFilters)[number];

/** How many days ahead the "balance due" filter looks. */
export const balanceDueDays = 14;

/** The most enquiries one filter by id names (Appwrite's limit of values in a query). */
const idsPerQuery = 100;

const { databaseId, messagesCollectionId } = appwrite.ids;

function viewQueries(view: InboxView, onlyIds: string[] | null): string[] {
  const queries = [Query.orderDesc("submittedAt"), Query.limit(pageSize)];
  if (onlyIds) queries.push(Query.equal("$id", onlyIds));
  if (view.status) queries.push(Query.equal("status", view.status));
  if (view.locale) queries.push(Query.equal("locale", view.locale));
  if (view.form) queries.push(Query.equal("formType", view.form));
  const search = view.search.trim();
  if (search) {
    queries.push(
      Query.or([
        Query.search("name", search),
        Query.search("email", search),
        Query.search("message", search),
      ]),
    );
  }
  if (view.after) queries.push(Query.cursorAfter(view.after));
  else if (view.before) queries.push(Query.cursorBefore(view.before));
  return queries;
}

export async function listEnquiries(view: InboxView): Promise<InboxPage> {
  // The payments live on the server: it names the enquiries, Appwrite lists them as any view.
  const onlyIds = view.payments
    ? [...new Set((await balancesDue(balanceDueDays)).map((booking) => booking.enquiryId))]
    : null;
  if (onlyIds?.length === 0) return { enquiries: [], total: 0 };
  return call(async () => {
    const list = await appwrite.databases.listDocuments<Enquiry>({
      databaseId,
      collectionId: messagesCollectionId,
      queries: viewQueries(view, onlyIds?.slice(0, idsPerQuery) ?? null),
    });
    return { enquiries: list.documents, total: list.total };
  });
}

/** The first reply of each enquiry listed, from the history: see reply-times.ts. */
export function listFirstReplies(enquiries: readonly Enquiry[]): Promise<Map<string, string>> {
  return call(() =>
    firstRepliesOf(
      appwrite.databases,
      enquiries.map((enquiry) => enquiry.$id),
    ),
  );
}

/** The median time to first reply of the last 30 days. */
export function loadReplyMedian(now: number): Promise<ReplyMedian> {
  return call(() => recentReplyMedian(appwrite.databases, now));
}

/** How many enquiries are still "new" after the promised reply time. */
export function countOverdue(now: number): Promise<number> {
  return call(async () => {
    const list = await appwrite.databases.listDocuments<Enquiry>({
      databaseId,
      collectionId: messagesCollectionId,
      queries: [
        Query.equal("status", "new"),
        Query.lessThan("submittedAt", new Date(now - replyWithinMs).toISOString()),
        Query.limit(1),
      ],
    });
    return list.total;
  });
}

export function getEnquiry(id: string): Promise<Enquiry> {
  return call(() =>
    appwrite.databases.getDocument<Enquiry>({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: id,
    }),
  );
}

export function listHistory(enquiryId: string): Promise<HistoryEntry[]> {
  return call(async () => {
    const list = await appwrite.databases.listDocuments<HistoryEntry>({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderDesc("at"), Query.limit(100)],
    });
    return list.documents;
  });
}

/** What the operator changes: the status, the notes, or `replied` for a reply sent now. */
export type EnquiryChange = Omit<EnquiryChangeRequest, "id" | "updatedAt">;

/** The enquiry changed since the operator loaded it: by whom and when, as far as history says. */
export class EditConflict extends Error {
  constructor(
    readonly current: Enquiry,
    readonly by: HistoryEntry | null,
  ) {
    super("The enquiry changed since it was loaded.");
  }
}

/**
 * Writes a change to an enquiry the operator loaded as `loaded`, through the change-enquiry
 * function, which writes its history (the operator, the server's time, what changed from what).
 * If someone changed the enquiry meanwhile, nothing is written and an EditConflict says who, so
 * that no change is lost without anyone knowing.
 */
export async function changeEnquiry(loaded: Enquiry, change: EnquiryChange): Promise<Enquiry> {
  const request: EnquiryChangeRequest = { id: loaded.$id, updatedAt: loaded.$updatedAt, ...change };
  const { status, answer } = await runFunction(deskIds.enquiryChangeFunctionId, request);
  if (status === 409 && answer.enquiry) {
    throw new EditConflict(answer.enquiry as Enquiry, (answer.by as HistoryEntry | null) ?? null);
  }
  if (status !== 200 || !answer.enquiry) throw refused(status, answer);
  return answer.enquiry as Enquiry;
}

/** The realtime channel of the enquiries' documents. */
export const enquiriesChannel = `databases.${databaseId}.collections.${messagesCollectionId}.documents`;

/** The Web SDK's realtime state, which its types keep private. */
type RealtimeState = { subscriptions: Map<string, unknown>; heartbeat?: number };

/**
 * Calls `onCreate` with every enquiry created from now on, as Appwrite Realtime delivers it;
 * returns the unsubscribe function. The Web SDK (27.0) closes its socket once nothing is
 * subscribed but keeps pinging it every 20 s, each ping an error in the console while the
 * operator is away from the inbox: the last unsubscribe stops the ping with the socket (the
 * next subscription's socket starts its own).
 */
export function subscribeToNewEnquiries(onCreate: (enquiry: Enquiry) => void): () => void {
  const unsubscribe = appwrite.client.subscribe<Enquiry>(enquiriesChannel, (event) => {
    if (event.events.some((name) => name.endsWith(".create"))) onCreate(event.payload);
  });
  return () => {
    unsubscribe();
    stopIdlePing();
  };
}

/** Stops the SDK's ping once nothing is subscribed (see subscribeToNewEnquiries). */
function stopIdlePing() {
  const { realtime } = appwrite.client as unknown as { realtime: RealtimeState };
  if (realtime.subscriptions.size === 0) window.clearInterval(realtime.heartbeat);
}

/** What changed on an enquiry, as Realtime tells it. */
export type EnquiryChangeEvent =
  | { kind: "enquiry"; enquiry: Enquiry }
  | { kind: "history"; entry: HistoryEntry }
  | { kind: "proposal" };

/**
 * Calls `onChange` with every change to the enquiry `id`, its history and its proposals from now
 * on, as Appwrite Realtime delivers them (the operators' team reads all three); returns the
 * unsubscribe function.
 */
export function subscribeToEnquiry(
  id: string,
  onChange: (change: EnquiryChangeEvent) => void,
): () => void {
  const collection = (collectionId: string) =>
    `databases.${databaseId}.collections.${collectionId}.documents`;
  const enquiryChannel = `${enquiriesChannel}.${id}`;
  const historyChannel = collection(deskIds.historyCollectionId);
  const proposalsChannel = collection(deskIds.proposalsCollectionId);
  const unsubscribe = appwrite.client.subscribe<Record<string, unknown>>(
    [enquiryChannel, historyChannel, proposalsChannel],
    (event) => {
      const { payload } = event;
      if (event.channels.includes(enquiryChannel) && payload.$id === id) {
        onChange({ kind: "enquiry", enquiry: payload as unknown as Enquiry });
      } else if (event.channels.includes(historyChannel) && payload.enquiryId === id) {
        onChange({ kind: "history", entry: payload as unknown as HistoryEntry });
      } else if (event.channels.includes(proposalsChannel) && payload.enquiryId === id) {
        onChange({ kind: "proposal" });
      }
    },
  );
  return () => {
    unsubscribe();
    stopIdlePing();
  };
}
