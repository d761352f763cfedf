import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { LoadError } from "../../ui/load-error";

const meta = {
  title: "UI/Load error",
  component: LoadError,
  args: {
    message: "Part of this page could not load. Check your connection and try again.",
    retryLabel: "Try again",
    onRetry: fn(),
  },
  parameters: { textLayout: "The playground is Inline." },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In the place of a part that failed to render: the retry renders it again. */
export const Inline: Story = {
  tags: ["text-layout"],
  args: { message: "Something went wrong while showing this part of the page." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Over the page when its code could not load; the page stays readable underneath. */
export const Floating: Story = {
  tags: ["text-layout"],
  args: { floating: true },
};
