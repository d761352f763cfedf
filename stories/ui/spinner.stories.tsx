import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Spinner } from "../../ui/spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: {},
  parameters: { textLayout: "Decorative has no label." },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Beside words that already say what is happening, the spinner is hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner {...args} />
      Loading tours...
    </p>
  ),
};

/** On its own it needs a label, and becomes a polite status message. */
export const WithLabel: Story = {
  tags: ["text-layout"],
  args: { label: "Loading search results" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Loading search results",
    );
  },
};
