import { describe, expect, it } from "vitest";
import { formatPrice } from "../../ui/format-price";

describe("formatPrice", () => {
  it("writes whole US dollars with thousands separators in en-US", () => {
    expect(formatPrice(3517, "en-US")).toBe("$3,517");
    expect(formatPrice(12182, "en-US")).toBe("$12,182");
    expect(formatPrice(607, "en-US")).toBe("$607");
    expect(formatPrice(1234567.5, "en-US")).toBe("$1,234,568");
    expect(formatPrice(-3517, "en-US")).toBe("-$3,517");
  });

  it("writes them as the locale does", () => {
    expect(formatPrice(3517, "de-DE")).toBe("3.517\u00a0$");
    expect(formatPrice(3517, "fr-FR")).toBe("3\u202f517\u00a0$US");
  });

  it("leaves out the separators when asked", () => {
    expect(formatPrice(3517, "en-US", { grouping: false })).toBe("$3517");
  });
});
