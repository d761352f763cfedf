import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { enquiryFields, type EnquiryField } from "../../data/domain/enquiry";
import { emptyQuoteValues, QuoteForm, type QuoteValues } from "../../ui/quote-form";
import { Kit, renderWithKit } from "./kit";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), "Amina Schulz");
  await user.type(screen.getByLabelText(/Email Address/), "amina@example.com");
  await user.type(screen.getByLabelText("Phone"), "+49 30 1234567");
  await user.selectOptions(screen.getByLabelText("Group Size"), "3-4 Travelers");
  await user.selectOptions(screen.getByLabelText("Safari Interest"), "Photography Safari");
  await user.selectOptions(screen.getByLabelText(/Budget Range/), "$5,000 - $8,000");
  await user.type(screen.getByLabelText("Preferred Travel Dates"), "August 2026");
  await user.type(screen.getByLabelText("Additional Information"), "Migration please");
}

// Every field of the enquiry, those not filled in here left empty.
const filled: QuoteValues<EnquiryField> = {
  ...emptyQuoteValues(enquiryFields),
  name: "Amina Schulz",
  email: "amina@example.com",
  phone: "+49 30 1234567",
  groupSize: "3-4",
  safariInterest: "photography",
  budget: "5000-8000",
  preferredDates: "August 2026",
  message: "Migration please",
};

describe("QuoteForm", () => {
  it("is a form the browser posts and checks itself until its script runs, which then checks it", () => {
    const form = (
      <QuoteForm
        method="post"
        action="/enquiry"
        hiddenFields={{ formType: "contact", documentId: "draft-1" }}
        fields={enquiryFields}
        onSubmit={() => Promise.resolve()}
      />
    );
    const html = renderToString(<Kit>{form}</Kit>);
    expect(html).toMatch(/<form[^>]*action="\/enquiry" method="post"/);
    expect(html).not.toMatch(/novalidate/i);
    expect(html).toContain('<input type="hidden" name="documentId" value="draft-1"/>');

    const { container } = renderWithKit(form);
    const mounted = container.querySelector("form")!;
    expect(mounted.noValidate).toBe(true);
    expect(new FormData(mounted).get("formType")).toBe("contact");
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
  });

  it("flags an empty name and e-mail on submit, announces them and focuses the first", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithKit(<QuoteForm fields={enquiryFields} onSubmit={onSubmit} />);

    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));

    const name = screen.getByLabelText(/Full Name/);
    const email = screen.getByLabelText(/Email Address/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your full name.");
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    expect(name).toHaveFocus();
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent(
      "Please check these fields: Full Name, Email Address.",
    );
  });

  it("rejects an address the browser would reject and focuses the e-mail field", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithKit(<QuoteForm fields={enquiryFields} onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText(/Full Name/), "Amina");
    await user.type(screen.getByLabelText(/Email Address/), "amina@@example");
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));

    const email = screen.getByLabelText(/Email Address/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      "Please enter a valid email address, such as name@example.com.",
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute("aria-invalid", "false");

    await user.clear(email);
    await user.type(email, "amina@example.com");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument();
  });

  it("says an address with a query in it is not one, as the enquiry contract does", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithKit(<QuoteForm fields={enquiryFields} onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText(/Full Name/), "Amina");
    const email = screen.getByLabelText(/Email Address/);
    for (const address of [
      "amina?cc=boss@example.com",
      "amina&x=1@example.com",
      "50%@example.com",
    ]) {
      await user.clear(email);
      await user.type(email, address);
      await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
      expect(email, address).toHaveAccessibleDescription(
        "Please enter a valid email address, such as name@example.com.",
      );
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, "amina.o'neill+safari@example.co.ke");
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("sends the exact option values, reads 'Sending...' while busy and ignores a second submit", async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    renderWithKit(<QuoteForm fields={enquiryFields} onSubmit={onSubmit} />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    const busyButton = screen.getByRole("button", { name: "Sending..." });
    expect(busyButton).toBeDisabled();
    fireEvent.submit(busyButton.closest("form")!);
    fireEvent.submit(busyButton.closest("form")!);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(filled);

    pending.resolve();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(""));
    expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
  });

  it("keeps everything typed when sending fails, and 'Try again' resends the same values", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi
      .fn<(values: QuoteValues) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    renderWithKit(<QuoteForm fields={enquiryFields} onSubmit={onSubmit} />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));

    const error = await screen.findByText("Sorry, something went wrong. Please try again.");
    expect(error.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Amina Schulz");
    expect(screen.getByLabelText(/Budget Range/)).toHaveValue("5000-8000");
    expect(screen.getByLabelText("Additional Information")).toHaveValue("Migration please");

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(filled);
    await waitFor(() => expect(screen.queryByText(/something went wrong/)).not.toBeInTheDocument());
  });

  it("asks for the fields it is given, in their order, and sends a new one with the others", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    const fields = {
      ...enquiryFields,
      nationality: { control: "text", label: "Nationality", maxLength: 60 },
    } as const;
    renderWithKit(<QuoteForm fields={fields} onSubmit={onSubmit} />);

    const labels = screen.getAllByRole("textbox").map((box) => box.getAttribute("name"));
    expect(labels).toEqual(["name", "email", "phone", "preferredDates", "message", "nationality"]);
    const nationality = screen.getByLabelText("Nationality");
    expect(nationality).toHaveAttribute("maxlength", "60");
    expect(nationality).not.toBeRequired();

    await fillValidForm(user);
    await user.type(nationality, "Kenyan");
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, nationality: "Kenyan" });
  });

  it("shows the success message in a status region", () => {
    renderWithKit(
      <QuoteForm
        fields={enquiryFields}
        onSubmit={() => Promise.resolve()}
        successMessage="Thank you for your inquiry! We will contact you within 24 hours."
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you for your inquiry! We will contact you within 24 hours.",
    );
  });

  it("leaves a parent-owned value untouched and reports each change", async () => {
    const user = userEvent.setup({ delay: null });
    const onValuesChange = vi.fn();
    renderWithKit(
      <QuoteForm
        fields={enquiryFields}
        values={{ ...filled, name: "" }}
        onValuesChange={onValuesChange}
        onSubmit={() => Promise.resolve()}
      />,
    );
    await user.type(screen.getByLabelText(/Full Name/), "A");
    expect(onValuesChange).toHaveBeenLastCalledWith({ ...filled, name: "A" });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("");
  });
});
