import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { bookingPanelFields } from "../../data/domain/enquiry";
import type { Locale } from "../../data/domain/locales";
import { bookingPanelFieldsIn } from "../enquiry-fixtures";
import { BookingPanel, type BookingValues } from "../../ui/booking-panel";
import { WithoutScript as AsHtmlAlone } from "../support";

const filled: BookingValues = {
  firstName: "Kofi",
  email: "kofi.mensah@example.com",
  phone: "+233 20 555 0199",
  message: "Two of us, ten days in late August, and we would love to see a river crossing.",
  sum: "8",
};

/** The panel is controlled; the story keeps its open state so the toggle works on the canvas. */
function StatefulBookingPanel(props: React.ComponentProps<typeof BookingPanel>) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="min-h-[720px]">
      <p className="max-w-md text-sm text-muted-foreground">
        The home page lies behind the floating button; the panel opens over it.
      </p>
      <BookingPanel
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "UI/Booking panel",
  component: BookingPanel,
  args: {
    id: "booking-panel",
    fields: bookingPanelFields,
    open: false,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
    onValuesChange: fn(),
  },
  parameters: {
    textLayout: "Closed shows one button; Submitting lays out as Open.",
    localeArgs: (locale: Locale) => ({ fields: bookingPanelFieldsIn(locale) }),
    layout: "padded",
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  render: (args) => <StatefulBookingPanel key={String(args.open)} {...args} />,
} satisfies Meta<typeof BookingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The button opens the panel and moves focus into it; Esc closes it and focus comes back. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Book Now" });
    await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(canvas.getByLabelText("First Name")).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    // The browser tells of the closing with its "close" event, a task after the key.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
    toggle.blur();
  },
};

export const Open: Story = {
  tags: ["text-layout"],
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("dialog", { name: "Book Your Safari" })).toBeVisible();
    await expect(canvas.getByLabelText(/Your Email/)).toBeRequired();
    await expect(canvas.getByPlaceholderText("Tell us about your dream safari...")).toBeVisible();
    await expect(canvas.getByLabelText("4 + 4 =")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the enquiry is on its way the button reads 'Sending...' and a second submit does nothing. */
export const Submitting: Story = {
  args: {
    open: true,
    defaultValues: filled,
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const busy = canvas.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    busy.closest("form")?.requestSubmit();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** A failed send shows the error beside the button and keeps every value. */
export const Error: Story = {
  tags: ["text-layout"],
  args: {
    open: true,
    defaultValues: filled,
    onSubmit: fn(() => Promise.reject(new globalThis.Error("Network request failed"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Sorry, something went wrong. Please try again.",
    );
    await expect(canvas.getByLabelText("First Name")).toHaveValue(filled.firstName);
    await expect(canvas.getByLabelText("Message")).toHaveValue(filled.message);
    await expect(canvas.getByRole("button", { name: "Send Message" })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Before the page's script has run, as HTML alone: the button opens the panel by itself
 * (`commandfor`), the focus goes to the first field, and the close button closes it with the
 * focus back on the button.
 */
export const WithoutScript: Story = {
  render: (args) => (
    <div className="min-h-[720px]">
      <AsHtmlAlone>
        <BookingPanel {...args} />
      </AsHtmlAlone>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Book Now" });
    await userEvent.click(toggle);
    const panel = canvas.getByRole("dialog", { name: "Book Your Safari" });
    await expect(panel).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("First Name")).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(panel).not.toBeVisible();
    await expect(toggle).toHaveFocus();
    toggle.blur();
  },
};
