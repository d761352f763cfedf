import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { packageCards } from "../../data/featured-tours";
import { packageCardProps } from "../tour-fixtures";
import { PackageCard } from "../../ui/package-card";
import { withMaxWidth } from "../support";

const cards = packageCards.map(packageCardProps);
const [luxury] = cards;
const crossBorder = cards.find((card) => card.destinations.length === 5);
if (!luxury || !crossBorder) throw new Error("The home page needs its package cards.");

const meta = {
  title: "UI/Package card",
  component: PackageCard,
  args: { ...luxury, onViewDetails: fn() },
  argTypes: { image: { control: false } },
  parameters: {
    textLayout: "Luxury and No Price lay out as Many Destinations, with less.",
    maxWidth: "sm",
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter on the focused card opens it, as 'View Details' does. */
export const Luxury: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: luxury.title });
    card.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onViewDetails).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      luxury.href,
    );
    await expect(canvas.getByText("+2 more")).toBeVisible();
    card.blur();
  },
};

export const ManyDestinations: Story = {
  tags: ["text-layout"],
  args: crossBorder,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("+3 more")).toBeVisible();
  },
};

export const NoPrice: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Contact Us")).toBeVisible();
  },
};

export const HomeGrid: Story = {
  tags: ["text-layout"],
  parameters: { maxWidth: "6xl" },
  render: (args) => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href} className="flex">
          <PackageCard {...card} onViewDetails={args.onViewDetails} className="w-full" />
        </li>
      ))}
    </ul>
  ),
};
