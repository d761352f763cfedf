import { describe, expect, it } from "vitest";
import { tripLastDay } from "../../data/domain/reviews";
import { countryLabel, monthLabel } from "../../desk/labels";
import {
  decisionOutcome,
  decisionsFor,
  newlyArrived,
  reviewsByState,
} from "../../desk/pages/reviews/moderation";
import { proposalDayCount } from "../../desk/services/proposals";
import type { DeskReview } from "../../desk/services/reviews";

const review = (id: string, change: Partial<DeskReview> = {}): DeskReview => ({
  id,
  proposalId: `p-${id}`,
  enquiryId: `e-${id}`,
  tour: "4-day-luxury-safari-lake-naivasha-masai-mara",
  tourTitle: "4-Day Luxury Safari: Lake Naivasha & Masai Mara",
  language: "de",
  rating: 5,
  lodges: [{ name: "Ashnil Mara Camp", rating: 4 }],
  title: "Unvergessliche Tage",
  text: "Die Große Tierwanderung mit eigenen Augen zu sehen, war überwältigend.",
  travelled: "2026-10",
  companions: "couple",
  name: "Anna",
  country: "DE",
  status: "pending",
  declineReason: null,
  reply: null,
  featured: false,
  createdAt: "2026-11-02T10:00:00.000Z",
  published: null,
  ...change,
});

describe("the desk's Reviews page", () => {
  it("lists the waiting reviews first, then the published and the declined, each newest first", () => {
    const reviews = [
      review("a", { status: "published" }),
      review("b", { status: "declined" }),
      review("c"),
      review("d", { status: "published" }),
      review("e"),
    ];
    expect(
      reviewsByState(reviews).map(({ state, reviews }) => [state, reviews.map(({ id }) => id)]),
    ).toEqual([
      ["pending", ["c", "e"]],
      ["published", ["a", "d"]],
      ["declined", ["b"]],
    ]);
    expect(reviewsByState([]).map(({ reviews }) => reviews.length)).toEqual([0, 0, 0]);
  });

  it("offers the decisions a review's state allows: featuring only a published one", () => {
    expect(decisionsFor({ status: "pending", featured: false })).toEqual({
      publish: true,
      unpublish: false,
      decline: true,
      feature: false,
      unfeature: false,
    });
    expect(decisionsFor({ status: "published", featured: false })).toEqual({
      publish: false,
      unpublish: true,
      decline: true,
      feature: true,
      unfeature: false,
    });
    expect(decisionsFor({ status: "published", featured: true })).toMatchObject({
      feature: false,
      unfeature: true,
    });
    expect(decisionsFor({ status: "declined", featured: false })).toEqual({
      publish: true,
      unpublish: false,
      decline: false,
      feature: false,
      unfeature: false,
    });
  });

  it("says where a reply shows: at once under a published review, else once it is published", () => {
    const replied = { text: "Danke!", date: "2026-11-03" };
    expect(
      decisionOutcome(
        { action: "reply", text: "Danke!" },
        review("a", { status: "published", reply: replied }),
      ),
    ).toMatch(/^Reply saved: it shows under the review on the site/);
    expect(
      decisionOutcome({ action: "reply", text: "Danke!" }, review("a", { reply: replied })),
    ).toMatch(/once the review is published/);
    expect(decisionOutcome({ action: "reply", text: "" }, review("a"))).toBe("Reply removed.");
    expect(decisionOutcome({ action: "feature", featured: false }, review("a"))).toBe(
      "No longer featured on the home page.",
    );
  });

  it("marks as arrived the reviews that were not in the first list loaded", () => {
    const first = newlyArrived(null, [review("a"), review("b")]);
    expect(first.arrived).toEqual([]);
    const second = newlyArrived(first.known, [review("c"), review("a"), review("b")]);
    expect(second.arrived).toEqual(["c"]);
    expect(newlyArrived(second.known, [review("c"), review("a")]).arrived).toEqual([]);
  });

  it("names a travel month and a country in the desk's English", () => {
    expect(monthLabel("2026-10")).toBe("October 2026");
    expect(monthLabel("2027-01")).toBe("January 2027");
    expect(countryLabel("DE")).toBe("Germany");
    expect(countryLabel("not a code")).toBe("not a code");
  });
});

describe("a trip's last day", () => {
  it("is its first day plus one day for each day after the first", () => {
    expect(tripLastDay("2027-07-14", 3)).toBe("2027-07-16");
    expect(tripLastDay("2027-07-14T00:00:00.000+00:00", 1)).toBe("2027-07-14");
    expect(tripLastDay("2027-02-27", 4)).toBe("2027-03-02");
    // A proposal whose days are not known yet lasts its first day.
    expect(tripLastDay("2027-07-14", 0)).toBe("2027-07-14");
  });

  it("counts a stored proposal's days from their JSON, none when it cannot be read", () => {
    expect(proposalDayCount({ days: JSON.stringify([{ day: 1 }, { day: 2 }]) })).toBe(2);
    expect(proposalDayCount({ days: null })).toBe(0);
    expect(proposalDayCount({ days: "{not json" })).toBe(0);
    expect(proposalDayCount({ days: '{"day": 1}' })).toBe(0);
  });
});
