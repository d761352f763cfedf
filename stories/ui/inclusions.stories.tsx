import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { Inclusions } from "../../ui/inclusions";
import { requireTour, withMaxWidth } from "../support";

const luxury = requireTour("luxury-7-days");

const meta = {
  title: "UI/Inclusions",
  component: Inclusions,
  args: { included: luxury.included, excluded: luxury.excluded, headingLevel: "h3" },
  parameters: {
    textLayout: "The others are parts of Included And Excluded.",
    maxWidth: "5xl",
    localeArgs: (locale: Locale) => {
      const { included, excluded } = requireTour("luxury-7-days", locale);
      return { included, excluded };
    },
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof Inclusions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const IncludedAndExcluded: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "What's Included" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "What's Excluded" })).toBeVisible();
  },
};

export const IncludedOnly: Story = { args: { excluded: [] } };

export const Empty: Story = { args: { included: [], excluded: [] } };
