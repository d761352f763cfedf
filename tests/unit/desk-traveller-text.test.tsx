import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { EnquiryPage } from "../../desk/pages/enquiry";
import { InboxPage } from "../../desk/pages/inbox";
import { renderWithKit } from "./kit";

/** An enquiry whose traveller typed bidi controls: "I can pay ‮0001$‬" reads "I can pay $1000". */
const { enquiry } = vi.hoisted(() => ({
  enquiry: {
    $id: "bidi-enquiry",
    $sequence: "1",
    $createdAt: "2027-01-02T10:00:00.000+00:00",
    $updatedAt: "2027-01-02T10:00:00.000+00:00",
    $permissions: [],
    $databaseId: "safari",
    $collectionId: "messages",
    formType: "contact",
    name: "I can pay \u202e0001$\u202c",
    email: "payer@example.com",
    phone: "+254 \u2067700\u2069",
    message: "Deposit \u202e0001$\u202c sent",
    preferredDates: "\u202dAugust\u202c",
    submittedAt: "2027-01-02T10:00:00.000+00:00",
    locale: "en",
    status: "new",
  },
}));

vi.mock("../../desk/services/appwrite", () => ({ failureMessage: String }));
vi.mock("../../desk/session", () => ({
  useSession: () => ({ state: "signed-in" }),
  useOperator: () => ({ name: "Amina Otieno", id: "operator" }),
}));
vi.mock("../../desk/services/enquiries", () => ({
  pageSize: 25,
  balanceDueDays: 14,
  paymentsFilters: ["balance-due"],
  listEnquiries: () => Promise.resolve({ enquiries: [enquiry], total: 1 }),
  countOverdue: () => Promise.resolve(0),
  subscribeToNewEnquiries: () => () => undefined,
  getEnquiry: () => Promise.resolve(enquiry),
  listHistory: () => Promise.resolve([]),
  changeEnquiry: () => Promise.reject(new Error("not in this test")),
  EditConflict: class EditConflict extends Error {},
  subscribeToEnquiry: () => () => undefined,
  listFirstReplies: () => Promise.resolve(new Map()),
  loadReplyMedian: () => Promise.resolve({ medianMs: null, answered: 0, waiting: 0 }),
}));
vi.mock("../../desk/services/proposals", () => ({ listProposals: () => Promise.resolve([]) }));
vi.mock("../../desk/services/payments", () => ({ enquiryBookings: () => Promise.resolve([]) }));

const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const shownName = "I can pay [U+202E]0001$[U+202C]";

describe("a traveller's text in the desk", () => {
  it("shows the inbox's name with its bidi controls as code points, isolated", async () => {
    renderWithKit(<InboxPage />);
    const link = await screen.findByRole("link", { name: shownName });
    expect(link.closest("bdi") ?? link.querySelector("bdi")).not.toBeNull();
    // In the phone's card and in the desktop's row alike.
    expect(screen.getAllByText("[U+202D]August[U+202C]")).toHaveLength(2);
    for (const card of screen.getAllByTestId("enquiry-card"))
      expect(card).toHaveTextContent(shownName);
    expect(document.body.textContent).not.toMatch(bidiControl);
  });

  it("shows the enquiry's every field, its heading and the tab's title the same way", async () => {
    renderWithKit(<EnquiryPage id={enquiry.$id} />);
    expect(await screen.findByRole("heading", { level: 1, name: shownName })).toBeInTheDocument();
    expect(screen.getByText("Deposit [U+202E]0001$[U+202C] sent")).toBeInTheDocument();
    expect(screen.getByText("+254 [U+2067]700[U+2069]")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(bidiControl);
    await waitFor(() => expect(document.title).toBe(`${shownName} · Desk`));
  });
});
