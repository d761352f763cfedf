import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { DialogLoading } from "../../ui/dialog-loading";
import { kitCopy } from "../languages";

/** The lightbox's frame in any language, as the site opens it. */
const photo = (locale: Locale) => kitCopy[locale].dialogLoading.lightbox;

const meta = {
  title: "UI/Dialog loading",
  component: DialogLoading,
  args: photo("en"),
  parameters: { textLayout: "WeChat's one word lays out as Photo's.", localeArgs: photo },
} satisfies Meta<typeof DialogLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The lightbox's frame, opened on the tap on a photograph while the lightbox's code arrives. */
export const Photo: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = screen.getByRole("dialog", { name: "Photo" });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading photo");
  },
};

export const WeChat: Story = { args: { label: "WeChat", status: "Loading WeChat" } };
