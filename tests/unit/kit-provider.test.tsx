import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import {
  fill,
  fillParts,
  KitLink,
  KitProvider,
  plural,
  type KitLinkProps,
} from "../../ui/kit-provider";
import { Price } from "../../ui/price";
import { kitMessages as kit, renderWithKit } from "./kit";

describe("templates", () => {
  it("fills every slot it has a value for and leaves the others", () => {
    expect(fill("{brand} on {network}", { brand: "Savannah", network: "X" })).toBe("Savannah on X");
    expect(fill("{count} of {total}", { count: 3 })).toBe("3 of {total}");
  });

  it("keeps each value a piece of its own", () => {
    expect(fillParts("Day {number}", { number: 4 })).toEqual(["Day ", 4]);
    expect(fillParts("{count} {photos}", { count: 18, photos: "photos" })).toEqual([
      18,
      " ",
      "photos",
    ]);
  });
});

describe("plural", () => {
  const days = { one: "{count} day", other: "{count} days" };

  it("takes the form the locale uses for the count", () => {
    expect(plural(days, 1, "en-US")).toBe("1 day");
    expect(plural(days, 7, "en-US")).toBe("7 days");
    expect(
      plural(
        { one: "{count} jour", many: "{count} de jours", other: "{count} jours" },
        1000000,
        "fr-FR",
      ),
    ).toBe("1000000 de jours");
  });

  it("falls back to other for a category the messages leave out", () => {
    expect(plural({ other: "{count} 天" }, 1, "zh-CN")).toBe("1 天");
  });
});

describe("KitProvider", () => {
  it("is required: a kit component without it says so", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Price amount={3517} />)).toThrow(/KitProvider/);
    vi.restoreAllMocks();
  });

  it("gives prices the locale and links a plain anchor without a link component", () => {
    renderWithKit(
      <>
        <Price amount={3517} />
        <KitLink href="/contact">Contact</KitLink>
      </>,
    );
    expect(screen.getByText("$3,517")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  it("renders links with the app's link component", () => {
    function RouterLink(props: KitLinkProps) {
      return <a data-router="" {...props} />;
    }
    render(
      <KitProvider messages={kit} locale="en-US" link={RouterLink}>
        <KitLink href="/gallery">Gallery</KitLink>
      </KitProvider>,
    );
    expect(screen.getByRole("link", { name: "Gallery" })).toHaveAttribute("data-router");
  });
});
