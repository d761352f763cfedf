import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Price } from "../../ui/price";

const meta = {
  title: "UI/Price",
  component: Price,
  args: { amount: 3517, label: "From", note: "per person (2 travelers)", size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    layout: { control: "inline-radio", options: ["inline", "stacked"] },
  },
  parameters: { textLayout: "The other notes lay out as For Two's, or have none." },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PerPerson: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$3,517")).toBeVisible();
  },
};

export const ForTwo: Story = {
  tags: ["text-layout"],
  args: { amount: 24364, note: "for 2 travelers" },
};

export const Solo: Story = { args: { amount: 607, note: "solo traveler" } };

export const Small: Story = { args: { size: "sm" } };

export const Large: Story = { args: { size: "lg", amount: 12182, note: "per person" } };

/** Label, amount and note one above the other, as on a package card. */
export const Stacked: Story = {
  tags: ["text-layout"],
  args: { layout: "stacked", note: "per person" },
};

export const AmountOnly: Story = { args: { label: undefined, note: undefined } };
