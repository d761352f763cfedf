import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { imageSource } from "../../data/content/images";
import type { Locale } from "../../data/domain/locales";
import { imageIn } from "../tour-fixtures";
import { PhotoGrid } from "../../ui/photo-grid";
import { requireTour, withMaxWidth } from "../support";

const photos = requireTour("luxury-7-days").images.map(imageSource);

const meta = {
  title: "UI/Photo grid",
  component: PhotoGrid,
  args: { images: photos, onOpen: fn(), sizes: "240px" },
  argTypes: { images: { control: false } },
  parameters: {
    textLayout: "Page and Static lay out as Card, larger.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({ images: photos.map((photo) => imageIn(locale, photo)) }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In a card (the tour card's gallery tab): each thumbnail opens its photo by its index. */
export const Card: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole("button");
    if (!first || !second) throw new Error("The tour needs two photos.");
    await expect(first).toHaveAccessibleName(
      `Open photo 1 of ${photos.length}: ${photos[0]?.alt ?? ""}`,
    );
    await userEvent.click(second);
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** On a page (the tour page's photos): three columns from sm, a wider gap, rounder corners. */
export const Page: Story = { args: { size: "page" } };

/** Without onOpen the thumbnails are pictures, not buttons. */
export const Static: Story = {
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(photos.length);
  },
};
