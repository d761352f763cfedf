import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { BookingStatus, type BookingMoney } from "../../ui/booking-status";
import { withMaxWidth } from "../support";

/** A proposal of US$8,560 for two, its deposit 30 %, the balance due 60 days before 10 Feb 2027. */
const unpaid: BookingMoney = {
  currency: "USD",
  totalMinor: 856_000,
  paidMinor: 0,
  depositMinor: 256_800,
  balanceDueDate: "2026-12-12",
  due: { kind: "deposit", amountMinor: 256_800 },
  stage: "unpaid",
};

const depositPaid: BookingMoney = {
  ...unpaid,
  paidMinor: 256_800,
  due: { kind: "balance", amountMinor: 599_200 },
  stage: "deposit_paid",
};

/** The form posts to nowhere in a story: a submit is stopped where the page would leave. */
const stopSubmit = (event: SubmitEvent) => event.preventDefault();

const meta = {
  title: "UI/Booking status",
  component: BookingStatus,
  args: {
    money: unpaid,
    payAction: "/payments/orders",
    payFields: { proposal: "0123456789abcdef0123456789abcdef" },
  },
  parameters: { maxWidth: "sm", textLayout: "The playground is DepositDue." },
  decorators: [withMaxWidth],
} satisfies Meta<typeof BookingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Accepted, nothing paid: the deposit to pay, the balance and its day, the button. */
export const DepositDue: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Deposit due" })).toBeVisible();
    await expect(
      canvas.getByText(
        "To confirm your booking, please pay the deposit of $2,568. The balance of $5,992 is due by December 12, 2026.",
      ),
    ).toBeVisible();
    const pay = canvas.getByRole("button", { name: "Pay deposit of $2,568" });
    const form = pay.closest("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/payments/orders");
    await expect(form.querySelector('input[name="proposal"]')).toHaveValue(
      "0123456789abcdef0123456789abcdef",
    );
  },
};

/** Pressed: the button says where the traveller goes, and a second press sends nothing more. */
export const Opening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.addEventListener("submit", stopSubmit, { capture: true, once: true });
    await userEvent.click(canvas.getByRole("button", { name: "Pay deposit of $2,568" }));
    const busy = canvas.getByRole("button", { name: "Opening the payment page…" });
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Inside the balance's days: the whole amount is due at once. */
export const FullDue: Story = {
  tags: ["text-layout"],
  args: { money: { ...unpaid, due: { kind: "full", amountMinor: 856_000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Payment due" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pay $8,560" })).toBeVisible();
  },
};

/** Back from the payment page before the provider confirmed it: no button, a word why. */
export const Pending: Story = {
  tags: ["text-layout"],
  args: { notice: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Your payment is being confirmed by Pesapal.",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Back from a failed payment: what happened, and the same button. */
export const Failed: Story = {
  tags: ["text-layout"],
  args: { notice: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Your payment did not go through and nothing was charged.",
    );
    await expect(canvas.getByRole("button", { name: "Pay deposit of $2,568" })).toBeVisible();
  },
};

export const Cancelled: Story = {
  tags: ["text-layout"],
  args: { notice: "cancelled" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("You cancelled the payment");
    await expect(canvas.getByRole("button", { name: "Pay deposit of $2,568" })).toBeVisible();
  },
};

/** The deposit confirmed: its amount and day, the balance and the day it is due. */
export const DepositPaid: Story = {
  tags: ["text-layout"],
  args: { money: depositPaid, depositPaidOn: "2026-12-06T10:41:00.000Z" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Deposit paid" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Thank you: your deposit of $2,568 reached us on December 6, 2026, and your booking is confirmed.",
      ),
    ).toBeVisible();
    const figures = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="booking-status-figures"]')!,
    );
    await expect(figures.getByText("$5,992")).toBeVisible();
    await expect(figures.getByText("December 12, 2026")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pay balance of $5,992" })).toBeVisible();
  },
};

export const PaidInFull: Story = {
  tags: ["text-layout"],
  args: {
    money: { ...depositPaid, paidMinor: 856_000, due: null, stage: "paid_in_full" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Paid in full" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A deposit with cents, as 30 % of a total that does not divide evenly. */
export const WithCents: Story = {
  args: {
    money: {
      ...unpaid,
      totalMinor: 700_100,
      depositMinor: 210_030,
      due: { kind: "deposit", amountMinor: 210_030 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Pay deposit of $2,100.30" })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ["text-layout"],
  args: { money: depositPaid, depositPaidOn: "2026-12-06T10:41:00.000Z" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
