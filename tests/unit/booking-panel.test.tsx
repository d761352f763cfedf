import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { bookingPanelFields } from "../../data/domain/enquiry";
import { BookingPanel, type BookingValues } from "../../ui/booking-panel";
import { renderWithKit } from "./kit";

function Harness({ onSubmit }: { onSubmit: (values: BookingValues) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <BookingPanel
      id="booking-panel"
      fields={bookingPanelFields}
      open={open}
      onOpenChange={setOpen}
      onSubmit={onSubmit}
    />
  );
}

// jsdom has the <dialog> element but not its modal methods: these open it as an attribute with
// the focus on its first field, and close it with the focus back where it was, as the browser
// does, as far as these tests need.
let openedFrom: Element | null = null;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openedFrom = document.activeElement;
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    if (openedFrom instanceof HTMLElement) openedFrom.focus();
    this.dispatchEvent(new Event("close"));
  };
});

afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
});

describe("BookingPanel", () => {
  it("is a closed dialog in the page, with its form, that its button opens by itself", () => {
    renderWithKit(<Harness onSubmit={() => Promise.resolve()} />);
    const toggle = screen.getByRole("button", { name: "Book Now" });
    expect(toggle).toHaveAttribute("commandfor", "booking-panel");
    expect(toggle).toHaveAttribute("command", "show-modal");
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    const panel = document.getElementById("booking-panel");
    expect(panel?.tagName).toBe("DIALOG");
    expect(panel).not.toHaveAttribute("open");
    expect(panel?.querySelector("form")).not.toBeNull();
  });

  it("opens from the toggle with focus on the first field; Esc closes it and focus returns", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(<Harness onSubmit={() => Promise.resolve()} />);
    const toggle = screen.getByRole("button", { name: "Book Now" });

    await user.click(toggle);

    expect(screen.getByRole("dialog", { name: "Book Your Safari" })).toHaveAttribute("open");
    expect(screen.getByLabelText("First Name")).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("sends once while busy, however often the form is submitted", async () => {
    const user = userEvent.setup({ delay: null });
    let finish!: () => void;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithKit(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await user.type(screen.getByLabelText(/Your Email/), "kofi@example.com");

    const form = screen.getByLabelText(/Your Email/).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows the error beside the button and keeps every value when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.reject(new Error("offline")));
    renderWithKit(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await user.type(screen.getByLabelText("First Name"), "Kofi");
    await user.type(screen.getByLabelText(/Your Email/), "kofi@example.com");
    await user.type(screen.getByLabelText("Message"), "Mara in August");
    await user.type(screen.getByLabelText("4 + 4 ="), "8");

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, something went wrong. Please try again.",
    );
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: "Kofi",
      email: "kofi@example.com",
      phone: "",
      message: "Mara in August",
      sum: "8",
    });
    expect(screen.getByLabelText("First Name")).toHaveValue("Kofi");
    expect(screen.getByLabelText("Message")).toHaveValue("Mara in August");
    expect(screen.getByLabelText("4 + 4 =")).toHaveValue("8");
  });
});
