import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { destinationList } from "../../data/content/destination-list";
import type { Locale } from "../../data/domain/locales";
import { homeDestinations } from "../../data/content/package-cards";
import { generatedIn } from "../languages";
import { destinationCardProps } from "../tour-fixtures";
import { DestinationCard } from "../../ui/destination-card";
import { withMaxWidth } from "../support";

/** The home page's destination cards in `locale`, each destination's texts by its slug. */
function cardsIn(locale: Locale) {
  const listed = generatedIn(locale, "destination-list", destinationList);
  return homeDestinations.map((destination) => {
    const { name, tagline } =
      listed.find((entry) => entry.slug === destination.slug) ?? destination;
    return destinationCardProps({ ...destination, name, tagline }, locale);
  });
}

const [masaiMara, amboseli] = cardsIn("en");
if (!masaiMara || !amboseli) throw new Error("The home page needs its destinations.");

const meta = {
  title: "UI/Destination card",
  component: DestinationCard,
  args: masaiMara,
  argTypes: { image: { control: false } },
  parameters: {
    textLayout: "Amboseli and Single Tour differ from Masai Mara in figures alone.",
    maxWidth: "sm",
    localeArgs: (locale: Locale) => cardsIn(locale)[0] ?? {},
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof DestinationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MasaiMara: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Masai Mara/ });
    await expect(link).toHaveAttribute("href", "/destinations/masai-mara");
    await expect(link).toHaveTextContent("5 Tours");
  },
};

export const Amboseli: Story = {
  args: amboseli,
  parameters: { localeArgs: (locale: Locale) => cardsIn(locale)[1] ?? {} },
};

export const SingleTour: Story = {
  args: { tripCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 Tour")).toBeVisible();
  },
};

export const HomeGrid: Story = {
  tags: ["text-layout"],
  parameters: { maxWidth: "6xl" },
  render: () => (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {homeDestinations.map((destination) => (
        <li key={destination.slug}>
          <DestinationCard {...destinationCardProps(destination)} />
        </li>
      ))}
    </ul>
  ),
};
