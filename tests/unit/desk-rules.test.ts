import { describe, expect, it } from "vitest";
import { generatedTours } from "../../data/content/generated";
import {
  dayDate,
  proposalDaysOf,
  proposalProblems,
  renumberDays,
  startingPricePerPerson,
  travellersOf,
} from "../../data/domain/desk-proposal";
import { proposalOpening, type ProposalFields } from "../../data/domain/desk";
import {
  isOverdue,
  mailtoLink,
  replyGreeting,
  replyMailto,
  replyWhatsApp,
  replyWithinMs,
} from "../../data/content/desk-reply";
import { tours } from "../../data/content/tour-set";

describe("the reply to an enquiry", () => {
  it("opens WhatsApp with the greeting begun for an international number, and not for a local one", () => {
    expect(replyWhatsApp({ phone: "+49 (170) 123-4567", name: "Jonas", locale: "de" })).toBe(
      `https://wa.me/491701234567?text=${encodeURIComponent("Guten Tag Jonas,\n\n")}`,
    );
    expect(replyWhatsApp({ phone: "0044 7700 900123" })).toBe(
      `https://wa.me/447700900123?text=${encodeURIComponent("Hello,\n\n")}`,
    );
    expect(replyWhatsApp({ phone: "0712 345 678" })).toBeNull();
    expect(replyWhatsApp({ phone: "+12" })).toBeNull();
    expect(replyWhatsApp({ phone: "+44 7700 900123?text=hi" })).toBeNull();
    expect(replyWhatsApp({ phone: null })).toBeNull();
  });

  it("greets the traveller in their language, by name or without one", () => {
    expect(replyGreeting("de", "Jonas Weber")).toBe("Guten Tag Jonas Weber,");
    expect(replyGreeting("fr", "Claire")).toBe("Bonjour Claire,");
    expect(replyGreeting("it", "Giulia Rossi")).toBe("Gentile Giulia Rossi,");
    expect(replyGreeting("es", "Lucía")).toBe("Hola, Lucía:");
    expect(replyGreeting("zh", "王芳")).toBe("王芳，您好！");
    expect(replyGreeting("en", "  ")).toBe("Hello,");
  });

  it("opens the mail program with the subject and greeting, spaces as %20", () => {
    const link = replyMailto({ email: "jonas@example.com", name: "Jonas", locale: "de" });
    expect(link.startsWith("mailto:jonas@example.com?")).toBe(true);
    expect(link).not.toContain("+");
    const query = new URL(link).searchParams;
    expect(query.get("subject")).toBe("Ihre Safari-Anfrage · Savannah Horizon Safaris");
    expect(query.get("body")).toBe("Guten Tag Jonas,\n\n");
  });

  it("links to a stored address as one recipient, whatever it holds", () => {
    const link = mailtoLink("a?cc=boss@x.example&body=hi%0A@example.com");
    expect(link).toBe("mailto:a%3Fcc%3Dboss@x.example%26body%3Dhi%250A%40example.com");
    const url = new URL(link);
    expect(url.search).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe("a?cc=boss@x.example&body=hi%0A@example.com");
    expect(mailtoLink("jonas@example.com")).toBe("mailto:jonas@example.com");
  });

  it("marks a new enquiry overdue after the promised reply time, and only a new one", () => {
    const now = Date.parse("2027-01-02T12:00:00Z");
    const late = new Date(now - replyWithinMs - 1).toISOString();
    const early = new Date(now - replyWithinMs + 60_000).toISOString();
    expect(isOverdue({ status: "new", submittedAt: late }, now)).toBe(true);
    expect(isOverdue({ status: null, submittedAt: late }, now)).toBe(true);
    expect(isOverdue({ status: "replied", submittedAt: late }, now)).toBe(false);
    expect(isOverdue({ status: "new", submittedAt: early }, now)).toBe(false);
  });
});

describe("a proposal as the operator composes it", () => {
  const tour = tours[0]!;

  it("starts from the tour's days in the traveller's language, with no lodge on the last", () => {
    const german = generatedTours("de").find((each) => each.id === tour.id)!;
    const days = proposalDaysOf(german);
    expect(days).toHaveLength(tour.days.length);
    expect(days[0]).toEqual({
      day: 1,
      title: german.days[0]!.title,
      description: german.days[0]!.description,
      lodge: german.days[0]!.accommodation,
      note: "",
    });
    expect(days[0]!.title).not.toBe(tour.days[0]!.title);
    expect(days.at(-1)!.lodge).toBe("");
  });

  it("numbers days again after one is removed, and dates them from the first", () => {
    const days = renumberDays(proposalDaysOf(tour).slice(1));
    expect(days.map((day) => day.day)).toEqual(days.map((_, index) => index + 1));
    expect(dayDate("2027-12-30", 3)).toBe("2028-01-02");
    expect(dayDate("not a date", 0)).toBeNull();
  });

  it("takes the price per person and the group from the tour and the enquiry", () => {
    expect(
      startingPricePerPerson({ costs: { solo: null, forTwo: "$7,034", perPersonForTwo: null } }),
    ).toBe(3517);
    expect(
      startingPricePerPerson({ costs: { solo: null, forTwo: null, perPersonForTwo: null } }),
    ).toBe(0);
    expect(travellersOf("3-4")).toBe(3);
    expect(travellersOf("7+")).toBe(7);
    expect(travellersOf(null)).toBe(2);
  });

  it("names every field that is wrong, and none when all is well", () => {
    const good: ProposalFields = {
      tourSlug: tour.slug,
      tourTitle: tour.title,
      startDate: "2027-07-14",
      travellers: 2,
      days: proposalDaysOf(tour),
      pricePerPerson: 4200,
      priceTotal: 8400,
      note: "",
    };
    expect(proposalProblems(good, "2027-01-01")).toEqual({});
    const bad = proposalProblems(
      {
        ...good,
        tourSlug: "",
        startDate: "2026-12-31",
        travellers: 2.5,
        days: [{ ...good.days[0]!, title: " " }],
        pricePerPerson: Number.NaN,
        priceTotal: 0,
      },
      "2027-01-01",
    );
    expect(Object.keys(bad).sort()).toEqual(
      [
        "days.0.title",
        "priceTotal",
        "pricePerPerson",
        "startDate",
        "tourSlug",
        "travellers",
      ].sort(),
    );
    expect(bad.startDate).toBe("The first day is in the past.");
    expect(proposalProblems({ ...good, tourTitle: "Two\nlines" }, "2027-01-01")).toEqual({
      tourSlug: "The tour's title must be one line of at most 200 characters.",
    });
  });
});

describe("when the traveller opened a proposal", () => {
  const at = (time: string) => new Date(`2027-03-01T${time}Z`);
  const never = { firstOpenedAt: null, lastOpenedAt: null };

  it("records the first opening as the first and the last", () => {
    expect(proposalOpening(never, at("10:00:00.000"))).toEqual({
      firstOpenedAt: "2027-03-01T10:00:00.000Z",
      lastOpenedAt: "2027-03-01T10:00:00.000Z",
    });
  });

  it("writes nothing for an opening within a minute of the last, and the last one after it", () => {
    const opened = {
      firstOpenedAt: "2027-03-01T09:00:00.000Z",
      lastOpenedAt: "2027-03-01T10:00:00.000Z",
    };
    expect(proposalOpening(opened, at("10:00:59.999"))).toBeNull();
    expect(proposalOpening(opened, at("10:01:00.000"))).toEqual({
      lastOpenedAt: "2027-03-01T10:01:00.000Z",
    });
  });
});
