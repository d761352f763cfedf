import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { commonMessages } from "#messages/common";
import { fill, plural } from "../../site/i18n/format";

describe("fill", () => {
  it("puts text and numbers in their places", () => {
    expect(fill("Showing {shown} of {count} tours", { shown: 3, count: 19 })).toBe(
      "Showing 3 of 19 tours",
    );
    expect(fill("{name} safari", { name: "Amboseli" })).toBe("Amboseli safari");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fill("Day {number}: {title}", { number: 2 })).toBe("Day 2: {title}");
    expect(fill("About {toString}", {})).toBe("About {toString}");
  });

  it("places an element inside the sentence", () => {
    const { container } = render(
      <p>
        {fill("Last updated: {date}", { date: <time dateTime="2031-07-15">15 July 2031</time> })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Last updated: <time datetime="2031-07-15">15 July 2031</time></p>',
    );
  });
});

describe("plural", () => {
  const days = { one: "{count} Day", other: "{count} Days" };

  it("picks the form by the language's rules", () => {
    expect(plural(days, 1, "en")).toBe("{count} Day");
    expect(plural(days, 7, "en")).toBe("{count} Days");
    expect(plural(days, 0, "fr")).toBe("{count} Day");
  });

  it("falls back to `other` for a category the forms leave out", () => {
    expect(plural({ other: "{count} 天" }, 1, "zh")).toBe("{count} 天");
    expect(plural(days, 1_000_000, "fr")).toBe("{count} Days");
  });
});

describe("the English catalogue through #messages", () => {
  it("writes a tour's length as the site always has", () => {
    const { dayCount } = commonMessages;
    expect(fill(plural(dayCount, 7, "en"), { count: 7 })).toBe("7 Days");
  });
});
