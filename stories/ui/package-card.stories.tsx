import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { packageCards } from "../../data/content/featured-tours";
import type { Locale } from "../../data/domain/locales";
import { packageCardFor, tourListings } from "../../data/content/package-cards";
import { generatedIn } from "../languages";
import { packageCardProps } from "../tour-fixtures";
import { PackageCard } from "../../ui/package-card";
import { withMaxWidth } from "../support";

/** The home page's package cards in `locale`: its tours' listings in that language. */
function cardsIn(locale: Locale) {
  const listings = generatedIn(locale, "tour-listings", tourListings);
  return packageCards.map((card) => {
    const listing = listings.find((tour) => tour.id === card.tourId);
    if (!listing) throw new Error(`No listing of "${card.tourId}" in ${locale}.`);
    return packageCardProps(packageCardFor(card.id, listing), locale);
  });
}

const cards = cardsIn("en");
const luxury = cards[0];
const crossBorderIndex = cards.findIndex((card) => card.destinations.length === 5);
const crossBorder = cards[crossBorderIndex];
if (!luxury || !crossBorder) throw new Error("The home page needs its package cards.");

const meta = {
  title: "UI/Package card",
  component: PackageCard,
  args: { ...luxury, onViewDetails: fn() },
  argTypes: { image: { control: false } },
  parameters: {
    textLayout: "Luxury and No Price lay out as Many Destinations, with less.",
    maxWidth: "sm",
    localeArgs: (locale: Locale) => cardsIn(locale)[0] ?? {},
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
  parameters: { localeArgs: (locale: Locale) => cardsIn(locale)[crossBorderIndex] ?? {} },
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
