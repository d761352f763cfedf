import { describe, expect, it } from "vitest";
import { formatPrice } from "../../ui/format-price";

describe("formatPrice", () => {
  it("writes whole US dollars with thousands separators, as en-US currency does", () => {
    const usd = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 607, 3517, 12182, 24364, 1000000, 1234567.5, 999.49, -3517]) {
      expect(formatPrice(amount)).toBe(usd.format(amount));
    }
  });

  it("formats the spec's prices", () => {
    expect(formatPrice(12182)).toBe("$12,182");
    expect(formatPrice(607)).toBe("$607");
  });
});
