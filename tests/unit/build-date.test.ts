import { describe, expect, it } from "vitest";
import { buildDay } from "../../scripts/lib/build-date";

describe("buildDay", () => {
  it("is the same for every build of one day in Nairobi", () => {
    const morning = buildDay(new Date("2026-11-27T04:10:00+03:00"));
    expect(buildDay(new Date("2026-11-27T23:50:00+03:00"))).toBe(morning);
    expect(morning).toBe("2026-11-27T09:00:00.000Z");
  });

  it("turns with Nairobi's midnight, not London's", () => {
    expect(buildDay(new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-28T09:00:00.000Z");
    expect(buildDay(new Date("2026-12-31T20:59:00Z"))).toBe("2026-12-31T09:00:00.000Z");
  });

  it("falls on the same calendar day in UTC, which the sitemap's lastmod reads", () => {
    const day = buildDay(new Date("2027-03-01T00:30:00+03:00"));
    expect(day.slice(0, 10)).toBe("2027-03-01");
  });
});
