import { describe, expect, it } from "vitest";
import { balanceDueDate, bookingMoney, depositOf } from "../../data/domain/booking-payments";

const terms = { depositPercent: 30, balanceDueDays: 60 };
const proposal = { priceTotal: 8_560, currency: "USD", startDate: "2027-09-10T00:00:00.000+00:00" };

describe("a booking's money", () => {
  it("asks a deposit of the operator's share, to the cent, with the balance due 60 days before", () => {
    expect(depositOf(100_100, terms)).toBe(30_030);
    expect(depositOf(1, { ...terms, depositPercent: 100 })).toBe(1);
    expect(balanceDueDate(proposal.startDate, terms)).toBe("2027-07-12");
    expect(bookingMoney(proposal, [], terms, "2027-01-05")).toEqual({
      currency: "USD",
      totalMinor: 856_000,
      paidMinor: 0,
      depositMinor: 256_800,
      balanceDueDate: "2027-07-12",
      due: { kind: "deposit", amountMinor: 256_800 },
      stage: "unpaid",
    });
  });

  it("asks the whole amount from the balance's day on, when nothing is paid", () => {
    expect(bookingMoney(proposal, [], terms, "2027-07-12").due).toEqual({
      kind: "full",
      amountMinor: 856_000,
    });
    expect(bookingMoney(proposal, [], terms, "2027-07-11").due?.kind).toBe("deposit");
  });

  it("counts completed payments alone: pending, failed and reversed ones pay nothing", () => {
    const payments = [
      { amountMinor: 256_800, status: "failed" as const },
      { amountMinor: 256_800, status: "pending" as const },
      { amountMinor: 256_800, status: "reversed" as const },
    ];
    expect(bookingMoney(proposal, payments, terms, "2027-01-05")).toMatchObject({
      paidMinor: 0,
      stage: "unpaid",
    });
    const deposit = { amountMinor: 256_800, status: "completed" as const };
    expect(bookingMoney(proposal, [...payments, deposit], terms, "2027-01-05")).toMatchObject({
      paidMinor: 256_800,
      stage: "deposit_paid",
      due: { kind: "balance", amountMinor: 599_200 },
    });
    const balance = { amountMinor: 599_200, status: "completed" as const };
    expect(bookingMoney(proposal, [deposit, balance], terms, "2027-08-01")).toMatchObject({
      paidMinor: 856_000,
      stage: "paid_in_full",
      due: null,
    });
  });
});
