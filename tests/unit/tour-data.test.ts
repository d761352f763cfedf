import { describe, expect, it } from "vitest";
import { normaliseTours } from "../../data/tour-catalog";
import { tours } from "../../data/tours";

describe("tour data", () => {
  it("serves exactly the tours the rules normalise (run npm run tour-data when this fails)", () => {
    expect(tours).toEqual(normaliseTours());
  });
});
