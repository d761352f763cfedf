import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useEnquiryDraft } from "../../ui/enquiry-drafts";

type Values = { name: string; email: string };
const empty: Values = { name: "", email: "" };
const storageKey = "safari:enquiry-draft:test";

function Form() {
  const draft = useEnquiryDraft("test", empty);
  return (
    <form data-enquiry-id={draft.documentId}>
      <input aria-label="Name" value={draft.values.name} readOnly />
    </form>
  );
}

function stored(): { values: Values; documentId: string } | null {
  return JSON.parse(localStorage.getItem(storageKey) ?? "null");
}

const draftHook = () => renderHook(() => useEnquiryDraft("test", empty));

afterEach(() => {
  localStorage.clear();
});

describe("useEnquiryDraft", () => {
  it("prerenders the empty form, leaving the stored draft for after hydration", () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ values: { name: "Stored" }, documentId: "abc" }),
    );
    const html = renderToString(<Form />);
    expect(html).toContain('data-enquiry-id=""');
    expect(html).toContain('value=""');
    expect(html).not.toContain("Stored");
  });

  it("starts a draft with a new id and saves every change", () => {
    const { result } = draftHook();
    const id = result.current.documentId;
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(stored()).toEqual({ values: empty, documentId: id });

    act(() => result.current.setValues({ name: "Wanjiru", email: "" }));
    act(() => result.current.setValues((previous) => ({ ...previous, email: "w@example.com" })));
    expect(result.current.values).toEqual({ name: "Wanjiru", email: "w@example.com" });
    expect(stored()).toEqual({
      values: { name: "Wanjiru", email: "w@example.com" },
      documentId: id,
    });
    expect(result.current.documentId).toBe(id);
  });

  it("restores a stored draft and its id, ignoring unknown or mistyped fields", () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ values: { name: "Kofi", email: 42, admin: "yes" }, documentId: "draft-1" }),
    );
    const { result } = draftHook();
    expect(result.current.values).toEqual({ name: "Kofi", email: "" });
    expect(result.current.documentId).toBe("draft-1");
  });

  it("restores lists as lists and a field that starts as nothing chosen as stored", () => {
    type Proposal = { days: string[]; total: string | null };
    localStorage.setItem(
      "safari:enquiry-draft:proposal",
      JSON.stringify({ values: { days: ["Arrival", "Mara"], total: "8400" }, documentId: "p" }),
    );
    const proposal = renderHook(() =>
      useEnquiryDraft<Proposal>("proposal", { days: [], total: null }),
    );
    expect(proposal.result.current.values).toEqual({ days: ["Arrival", "Mara"], total: "8400" });

    localStorage.setItem(
      "safari:enquiry-draft:proposal",
      JSON.stringify({ values: { days: { 0: "Arrival" } }, documentId: "p" }),
    );
    const mistyped = renderHook(() =>
      useEnquiryDraft<Proposal>("proposal", { days: [], total: null }),
    );
    expect(mistyped.result.current.values).toEqual({ days: [], total: null });
  });

  it("starts afresh when the stored draft is unreadable", () => {
    localStorage.setItem(storageKey, "{not json");
    const { result } = draftHook();
    expect(result.current.values).toEqual(empty);
    expect(result.current.documentId).toMatch(/^[0-9a-f]{20}$/);
  });

  it("clears the values and makes a new id for the next enquiry", () => {
    const { result } = draftHook();
    act(() => result.current.setValues({ name: "Amani", email: "a@example.com" }));
    const sentId = result.current.documentId;
    act(() => result.current.clear());
    expect(result.current.values).toEqual(empty);
    expect(result.current.documentId).not.toBe(sentId);
    expect(stored()).toEqual({ values: empty, documentId: result.current.documentId });
  });
});
