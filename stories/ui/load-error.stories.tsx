import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { LoadError } from "../../ui/load-error";
import { kitCopy } from "../languages";

/** The error in any language: `message`, one of the kit's, and the retry's label. */
const loadError = (message: "loadFailed" | "renderFailed") => (locale: Locale) => ({
  message: kitCopy[locale].loadError[message],
  retryLabel: kitCopy[locale].loadError.retry,
});

const meta = {
  title: "UI/Load error",
  component: LoadError,
  args: { ...loadError("loadFailed")("en"), onRetry: fn() },
  parameters: { textLayout: "The playground is Inline.", localeArgs: loadError("loadFailed") },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In the place of a part that failed to render: the retry renders it again. */
export const Inline: Story = {
  tags: ["text-layout"],
  args: loadError("renderFailed")("en"),
  parameters: { localeArgs: loadError("renderFailed") },
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
