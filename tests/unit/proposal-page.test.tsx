import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { bookingTermsVersion } from "../../data/content/legal-settings";
import type { ProposalView } from "../../data/domain/desk";
import { ProposalPage } from "../../site/pages/proposal";
import { renderWithKit } from "./kit";

/** The proposal as the traveller opened it, and the version the operator sent meanwhile. */
const { seen, current, acceptProposal } = vi.hoisted(() => {
  const seen: ProposalView = {
    id: "0123456789abcdef0123456789abcdef",
    locale: "en",
    version: 1,
    tourSlug: "",
    tourTitle: "",
    startDate: "2027-07-14T00:00:00.000+00:00",
    travellers: 2,
    days: [{ day: 1, title: "Into the Mara", description: "", lodge: "", note: "" }],
    pricePerPerson: 3500,
    priceTotal: 7000,
    currency: "USD",
    note: "",
    travellerName: "Lena Vogel",
    sentAt: "2027-01-02T10:00:00.000+00:00",
    acceptedAt: null,
  };
  const current: ProposalView = { ...seen, version: 2, pricePerPerson: 3900, priceTotal: 7800 };
  return { seen, current, acceptProposal: vi.fn() };
});

vi.mock("../../site/services/proposals", () => ({
  getProposal: () => Promise.resolve(seen),
  acceptProposal,
}));

describe("a traveller's proposal", () => {
  it("accepts the version shown, once the booking terms are agreed to; when it was replaced meanwhile, shows the new one and says why, recording nothing", async () => {
    const user = userEvent.setup({ delay: null });
    acceptProposal.mockResolvedValueOnce({ kind: "changed", proposal: current });
    renderWithKit(<ProposalPage slug={seen.id} />);
    const prices = await screen.findByRole("region", { name: "Your price" });
    expect(prices).toHaveTextContent("$7,000");
    expect(screen.queryByText(/^Updated:/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Accept this proposal" }));
    const terms = screen.getByRole("checkbox", {
      name: /I have read and agree to the booking terms/,
    });
    expect(acceptProposal).not.toHaveBeenCalled();
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription(
      "Please tick the box to agree to the booking terms before you accept.",
    );

    await user.click(terms);
    await user.click(screen.getByRole("button", { name: "Accept this proposal" }));

    expect(acceptProposal).toHaveBeenCalledWith(seen, bookingTermsVersion);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This proposal changed after you opened it, so we have not recorded your acceptance.",
    );
    expect(prices).toHaveTextContent("$7,800");
    expect(screen.getByText(/^Updated: this is the latest version/)).toBeVisible();
    expect(screen.queryByText("You accepted this proposal")).toBeNull();

    acceptProposal.mockResolvedValueOnce({
      kind: "accepted",
      proposal: { ...current, acceptedAt: "2027-01-03T09:00:00.000+00:00" },
    });
    await user.click(screen.getByRole("button", { name: "Accept this proposal" }));
    expect(acceptProposal).toHaveBeenLastCalledWith(current, bookingTermsVersion);
    expect(await screen.findByText("You accepted this proposal")).toBeVisible();
  });
});
