import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { pricingCardProps } from "../tour-fixtures";
import { PricingCard } from "../../ui/pricing-card";
import { requireTour, withMaxWidth } from "../support";

const meta = {
  title: "UI/Pricing card",
  component: PricingCard,
  args: {
    ...pricingCardProps(requireTour("luxury-7-days")),
    onBookThisSafari: fn(),
    onGetCustomQuote: fn(),
  },
  parameters: { textLayout: "The others are With Solo less a price.", maxWidth: "sm" },
  decorators: [withMaxWidth],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithSolo: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Solo Traveler")).toBeVisible();
    await expect(canvas.getByText("$5,405")).toBeVisible();
    await expect(canvas.getByText("Best value option")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Book This Safari" }));
    await expect(args.onBookThisSafari).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("link", { name: "Get Custom Quote" }));
    await expect(args.onGetCustomQuote).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No solo price: the 'Solo Traveler' row is left out. */
export const WithoutSolo: Story = {
  args: pricingCardProps(requireTour("exquisite-luxury-flight")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Solo Traveler")).not.toBeInTheDocument();
    await expect(canvas.getByText("$24,364")).toBeVisible();
  },
};

export const NoPrice: Story = {
  args: pricingCardProps(
    requireTour("8-day-mid-range-safari-amboseli-lake-naivasha-lake-nakuru-masai-mara"),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("For personalized pricing")).toBeVisible();
  },
};
