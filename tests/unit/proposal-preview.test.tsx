import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { proposalPreviewMessages, type ProposalView } from "../../data/domain/desk";
import { ProposalPage } from "../../site/pages/proposal";
import { renderWithKit } from "./kit";

/** A proposal the operator has begun in the desk's composer: a tour, no first day yet. */
const unfinished: ProposalView = {
  id: "preview",
  locale: "en",
  version: 1,
  tourSlug: "",
  tourTitle: "",
  startDate: "",
  travellers: 2,
  days: [
    { day: 1, title: "Nairobi to the Masai Mara", description: "", lodge: "Mara camp", note: "" },
    { day: 2, title: "A full day in the Mara", description: "", lodge: "", note: "" },
  ],
  pricePerPerson: 3500,
  priceTotal: 7000,
  currency: "USD",
  note: "",
  travellerName: "Wanjiru Kamau",
  sentAt: null,
  acceptedAt: null,
};

/** What the desk posts to the preview's frame. */
function post(proposal: ProposalView) {
  window.dispatchEvent(
    new MessageEvent("message", {
      data: { type: proposalPreviewMessages.proposal, proposal },
      origin: window.location.origin,
    }),
  );
}

describe("the desk's preview of a proposal", () => {
  it("shows a proposal without its first day, saying the dates follow once it is set", async () => {
    renderWithKit(<ProposalPage slug="preview" />);
    await act(async () => post(unfinished));

    expect(await screen.findByText("Nairobi to the Masai Mara", { exact: false })).toBeVisible();
    expect(screen.getByText("Dates to follow: the first day is not set yet.")).toBeVisible();
    expect(document.querySelector('[data-slot="itinerary-date"]')).toBeNull();

    await act(async () => post({ ...unfinished, startDate: "2027-07-14" }));
    expect(screen.getByText("14 July 2027 to 15 July 2027")).toBeVisible();
    expect(screen.queryByText(/Dates to follow/)).toBeNull();
  });
});
