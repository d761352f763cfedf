import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { enquiryFields, type EnquiryField } from "../../data/domain/enquiry";
import type { Locale } from "../../data/domain/locales";
import { enquiryFieldsIn } from "../enquiry-fixtures";
import { siteMessage } from "../languages";
import { emptyQuoteValues, QuoteForm, type QuoteValues } from "../../ui/quote-form";
import { withMaxWidth } from "../support";

// Every field of the enquiry, those not filled in here left empty.
const filled: QuoteValues<EnquiryField> = {
  ...emptyQuoteValues(enquiryFields),
  name: "Amina Schulz",
  email: "amina.schulz@example.com",
  phone: "+49 30 1234 5678",
  groupSize: "2",
  safariInterest: "photography",
  budget: "3000-5000",
  preferredDates: "Two weeks from 10 August 2026",
  message:
    "Our first safari. We would love the Mara during the migration and a night under canvas.",
};

const meta = {
  title: "UI/Quote form",
  component: QuoteForm,
  args: {
    fields: enquiryFields,
    onSubmit: fn(() => Promise.resolve()),
    onValuesChange: fn(),
  },
  parameters: {
    textLayout: "Empty, Filled, Submitting and Error lay out as Field Errors' fields.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({
      fields: enquiryFieldsIn(locale),
      successMessage: siteMessage(locale, "enquiry", "contactSuccess"),
    }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof QuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue("");
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute("type", "email");
    await expect(canvas.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Inquiry" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await waitFor(() => expect(canvas.getByLabelText(/Full Name/)).toHaveValue(""));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the request is on its way the button reads 'Sending...' and a second submit does nothing. */
export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Inquiry" }));
    const busy = canvas.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    busy.closest("form")?.requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A failed send keeps everything typed; 'Try again' sends the same values again. */
export const Error: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(() => Promise.reject(new globalThis.Error("Network request failed"))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Inquiry" }));
    await expect(
      await canvas.findByText("Sorry, something went wrong. Please try again."),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue(filled.name);
    await expect(canvas.getByLabelText(/Budget Range/)).toHaveValue(filled.budget);
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(filled);
    await canvas.findByRole("button", { name: "Try again" });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Success: Story = {
  tags: ["text-layout"],
  args: { successMessage: "Thank you for your inquiry! We will contact you within 24 hours." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Thank you for your inquiry! We will contact you within 24 hours.",
    );
  },
};

/** Empty name and a malformed address: both flagged, announced, and focus on the first. */
export const FieldErrors: Story = {
  tags: ["text-layout"],
  args: { defaultValues: { email: "amina.schulz@" } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Inquiry" }));
    const name = canvas.getByLabelText(/Full Name/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your full name.");
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAccessibleDescription(
      "Please enter a valid email address, such as name@example.com.",
    );
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Please check these fields: Full Name, Email Address.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    name.blur();
  },
};
