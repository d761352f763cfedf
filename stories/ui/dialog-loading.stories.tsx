import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { DialogLoading } from "../../ui/dialog-loading";
import { kitCopy } from "../languages";

/** The search dialog's frame in any language, as the site opens it. */
const search = (locale: Locale) => kitCopy[locale].dialogLoading.search;

const meta = {
  title: "UI/Dialog loading",
  component: DialogLoading,
  args: search("en"),
  parameters: { textLayout: "WeChat's one word lays out as Search's.", localeArgs: search },
} satisfies Meta<typeof DialogLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The search dialog's frame, opened on the tap while InstantSearch arrives. */
export const Search: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = screen.getByRole("dialog", { name: "Search" });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading search");
  },
};

export const WeChat: Story = { args: { label: "WeChat", status: "Loading WeChat" } };
