/**
 * How fast the operator answers: an enquiry's time to first reply runs from its arrival to the
 * first reply by e-mail or proposal the desk recorded (its history's `reply` and `proposal`
 * entries), and the median of the enquiries that arrived in the last 30 days is what the inbox
 * holds against the promised reply time.
 */

/** The history's actions that answer an enquiry. */
export const replyActions = ["reply", "proposal"] as const;

/** How far back the median looks. */
export const replyMedianDays = 30;

type Entry = { enquiryId: string; at: string };

/** Each enquiry's first answer, of history entries in any order. */
export function firstReplies(entries: readonly Entry[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const { enquiryId, at } of entries) {
    const known = first.get(enquiryId);
    if (known === undefined || Date.parse(at) < Date.parse(known)) first.set(enquiryId, at);
  }
  return first;
}

/** From arrival to first answer, in milliseconds; null while it waits for one. */
export function timeToFirstReply(submittedAt: string, firstReply: string | undefined) {
  return firstReply === undefined
    ? null
    : Math.max(0, Date.parse(firstReply) - Date.parse(submittedAt));
}

export type ReplyMedian = {
  /** The median time to first reply of the answered enquiries, or null when none was. */
  medianMs: number | null;
  answered: number;
  /** Enquiries of the period still waiting for their first answer. */
  waiting: number;
};

/** The median time to first reply of `enquiries` (those of the period), with who still waits. */
export function replyMedian(
  enquiries: ReadonlyArray<{ $id: string; submittedAt: string }>,
  replies: ReadonlyMap<string, string>,
): ReplyMedian {
  const times = enquiries
    .map((enquiry) => timeToFirstReply(enquiry.submittedAt, replies.get(enquiry.$id)))
    .filter((time): time is number => time !== null)
    .sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const medianMs =
    times.length === 0
      ? null
      : times.length % 2 === 1
        ? times[middle]!
        : (times[middle - 1]! + times[middle]!) / 2;
  return { medianMs, answered: times.length, waiting: enquiries.length - times.length };
}
