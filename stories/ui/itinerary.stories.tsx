import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { Itinerary } from "../../ui/itinerary";
import { requireTour, withMaxWidth } from "../support";

const luxury = requireTour("luxury-7-days");
const urban = requireTour("2-day-nairobi-urban-safari-hells-gate-escape");

const meta = {
  title: "UI/Itinerary",
  component: Itinerary,
  args: { days: luxury.days, headingLevel: "h3" },
  argTypes: { headingLevel: { control: "inline-radio", options: ["h2", "h3", "h4"] } },
  parameters: {
    textLayout: "The older list and the empty one lay out as Seven Days.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({ days: requireTour("luxury-7-days", locale).days }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof Itinerary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SevenDays: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    await expect(canvas.getAllByText("Elephant Bedroom Camp")).toHaveLength(2);
  },
};

/** An older itinerary: accommodation and meal plan were read out of the day's text. */
export const FromOlderList: Story = {
  args: { days: urban.days },
  parameters: {
    localeArgs: (locale: Locale) => ({
      days: requireTour("2-day-nairobi-urban-safari-hells-gate-escape", locale).days,
    }),
  },
};

export const NoDays: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The day-by-day plan is shared with your proposal."),
    ).toBeVisible();
  },
};
