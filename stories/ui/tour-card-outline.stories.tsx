import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { TourCardOutline } from "../../ui/tour-card-outline";
import { requireTour, withMaxWidth } from "../support";

const luxury = requireTour("luxury-7-days");

/**
 * What a tour card's details hold in the tour list's HTML before their code has run: the days by
 * their titles and a link to the tour's itinerary.
 */
const meta = {
  title: "UI/Tour card outline",
  component: TourCardOutline,
  args: { days: luxury.days, href: `/safari-tours/${luxury.slug}#itinerary` },
  parameters: {
    textLayout: "Playground lays out as Seven Days.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({ days: requireTour("luxury-7-days", locale).days }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof TourCardOutline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every day by its number and title, then the link to the tour's page. */
export const SevenDays: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole("listitem");
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent(/^Day 1: \S/);
    await expect(
      canvas.getByRole("link", { name: "Full itinerary, prices and photos" }),
    ).toHaveAttribute("href", `/safari-tours/${luxury.slug}#itinerary`);
  },
};
