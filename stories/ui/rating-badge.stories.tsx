import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { RatingBadge } from "../../ui/rating-badge";

/** A tour card's rating, for a tour with enough reviews (the caller's rule: three or more). */
const meta = {
  title: "UI/Rating badge",
  component: RatingBadge,
  args: { average: 4.8, count: 23 },
  parameters: { textLayout: "Playground lays out as Variants' first badge." },
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a card and on a photograph, with the count in the locale's digits. */
export const Variants: Story = {
  tags: ["text-layout"],
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <RatingBadge average={4.8} count={23} />
      <div className="rounded-lg bg-foreground p-4">
        <RatingBadge average={4.25} count={1280} variant="overlay" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Rated 4.8 out of 5 from 23 reviews")).toBeInTheDocument();
    await expect(canvas.getByText("Rated 4.3 out of 5 from 1,280 reviews")).toBeInTheDocument();
  },
};
