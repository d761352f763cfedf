import { describe, expect, it } from "vitest";
import { firstReplies, replyMedian, timeToFirstReply } from "../../data/domain/desk-reply-times";

const hour = 3_600_000;

describe("the time to first reply", () => {
  it("takes each enquiry's earliest reply or proposal, in whatever order the entries come", () => {
    const replies = firstReplies([
      { enquiryId: "a", at: "2027-03-01T12:00:00.000+00:00" },
      { enquiryId: "b", at: "2027-03-01T09:30:00.000+00:00" },
      { enquiryId: "a", at: "2027-03-01T10:00:00.000+00:00" },
    ]);
    expect([...replies].sort()).toEqual([
      ["a", "2027-03-01T10:00:00.000+00:00"],
      ["b", "2027-03-01T09:30:00.000+00:00"],
    ]);
    expect(timeToFirstReply("2027-03-01T08:00:00.000+00:00", replies.get("a"))).toBe(2 * hour);
    expect(timeToFirstReply("2027-03-01T08:00:00.000+00:00", undefined)).toBeNull();
  });

  it("gives the median of the answered enquiries and counts the ones still waiting", () => {
    const arrived = "2027-03-01T00:00:00.000Z";
    const at = (hours: number) => new Date(Date.parse(arrived) + hours * hour).toISOString();
    const enquiries = ["a", "b", "c", "d", "e"].map(($id) => ({ $id, submittedAt: arrived }));
    const odd = new Map([
      ["a", at(1)],
      ["b", at(30)],
      ["c", at(5)],
    ]);
    expect(replyMedian(enquiries, odd)).toEqual({ medianMs: 5 * hour, answered: 3, waiting: 2 });
    const even = new Map([...odd, ["d", at(2)]]);
    expect(replyMedian(enquiries, even)).toEqual({
      medianMs: 3.5 * hour,
      answered: 4,
      waiting: 1,
    });
    expect(replyMedian(enquiries, new Map())).toEqual({ medianMs: null, answered: 0, waiting: 5 });
  });
});
