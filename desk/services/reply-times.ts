import { Query, type Databases, type Models } from "appwrite";
import { deskIds } from "../../data/domain/desk";
import {
  firstReplies,
  replyActions,
  replyMedian,
  replyMedianDays,
  type ReplyMedian,
} from "../../data/domain/desk-reply-times";
import { enquiryIds } from "../../data/domain/enquiry";

/**
 * The answers' times as the inbox reads them from the history with the operator's own session
 * (the `databases` of the desk's client): each listed enquiry's first reply, and the median time
 * to first reply of the last 30 days.
 */

const { databaseId, messagesCollectionId } = enquiryIds;
/** The most documents one list answers (Appwrite's limit). */
const listLimit = 5000;

type ReplyEntry = Models.Document & { enquiryId: string; at: string };

function replyEntries(databases: Databases, filters: string[]) {
  return databases.listDocuments<ReplyEntry>({
    databaseId,
    collectionId: deskIds.historyCollectionId,
    queries: [
      Query.equal("action", [...replyActions]),
      ...filters,
      Query.select(["enquiryId", "at"]),
      Query.orderAsc("at"),
      Query.limit(listLimit),
    ],
  });
}

/** The first reply of each of these enquiries (at most 100, a page of the inbox) that has one. */
export async function firstRepliesOf(
  databases: Databases,
  enquiryIdsShown: readonly string[],
): Promise<Map<string, string>> {
  if (enquiryIdsShown.length === 0) return new Map();
  const list = await replyEntries(databases, [
    Query.equal("enquiryId", enquiryIdsShown.slice(0, 100)),
  ]);
  return firstReplies(list.documents);
}

/** The median time to first reply of the enquiries that arrived in the last 30 days. */
export async function recentReplyMedian(databases: Databases, now: number): Promise<ReplyMedian> {
  const since = new Date(now - replyMedianDays * 86_400_000).toISOString();
  const [enquiries, replies] = await Promise.all([
    databases.listDocuments<Models.Document & { submittedAt: string }>({
      databaseId,
      collectionId: messagesCollectionId,
      queries: [
        Query.greaterThanEqual("submittedAt", since),
        Query.select(["$id", "submittedAt"]),
        Query.limit(listLimit),
      ],
    }),
    // An enquiry of the period was answered within it: no earlier reply is needed.
    replyEntries(databases, [Query.greaterThanEqual("at", since)]),
  ]);
  return replyMedian(enquiries.documents, firstReplies(replies.documents));
}
