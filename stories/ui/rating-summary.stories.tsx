import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { RatingSummary } from "../../ui/rating-summary";
import { withMaxWidth } from "../support";

const meta = {
  title: "UI/Rating summary",
  component: RatingSummary,
  args: { average: 4.6, count: 23, distribution: { 5: 16, 4: 5, 3: 1, 2: 1, 1: 0 } },
  parameters: {
    textLayout: "Playground lays out as Many's summary.",
    maxWidth: "2xl",
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  tags: ["text-layout"],
  args: { average: 0, count: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No reviews yet")).toBeVisible();
  },
};

export const OneReview: Story = {
  tags: ["text-layout"],
  args: { average: 4, count: 1, distribution: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 review")).toBeVisible();
    await expect(canvas.getByText("4.0")).toBeVisible();
  },
};

/** The average to one decimal, the count, and a row a screen reader reads for each number of stars. */
export const Many: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("4.6")).toBeVisible();
    await expect(canvas.getByText("23 reviews")).toBeVisible();
    const rows = within(canvas.getByRole("list", { name: "Ratings by stars" })).getAllByRole(
      "listitem",
    );
    await expect(rows[0]).toHaveTextContent("5 of 5 stars: 16 reviews");
    await expect(rows[4]).toHaveTextContent("1 of 5 stars: 0 reviews");
  },
};

export const Phone: Story = {
  tags: ["text-layout"],
  globals: { viewport: { value: "mobile", isRotated: false } },
};
