import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { EmptyState } from "../../ui/empty-state";

const meta = {
  title: "UI/Empty state",
  component: EmptyState,
  args: { onAction: fn() },
  parameters: { textLayout: "Without Action and Custom Text are No Tours less a part." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The tour list with nothing matching: the button resets the search text and the duration. */
export const NoTours: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No tours found matching your search criteria.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear Filters" }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutAction: Story = { args: { onAction: undefined } };

export const CustomText: Story = {
  args: { message: "No photos in this category yet.", actionLabel: "Show all photos" },
};
