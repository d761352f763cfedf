import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { galleryImages } from "../../data/content/gallery";
import { imageSource } from "../../data/content/images";
import type { Locale } from "../../data/domain/locales";
import { GalleryGrid, type GalleryGridImage } from "../../ui/gallery-grid";
import { generatedIn } from "../languages";
import { imageIn } from "../tour-fixtures";

/** The gallery's photos in `locale`. */
function photosIn(locale: Locale): GalleryGridImage[] {
  return generatedIn(locale, "gallery", galleryImages).map((photo) => ({
    id: photo.id,
    image: imageIn(locale, imageSource(photo.src)),
    alt: photo.alt,
    category: photo.category,
    location: photo.location,
  }));
}

const photos = photosIn("en");

const wildlife = photos.filter((photo) => photo.category === "wildlife");

const meta = {
  title: "UI/Gallery grid",
  component: GalleryGrid,
  args: { images: photos, onOpen: fn(), onCategoryChange: fn() },
  argTypes: { images: { control: false } },
  parameters: {
    textLayout: "All and Teaser lay out as Filtered with more photos.",
    localeArgs: (locale: Locale) => ({ images: photosIn(locale) }),
  },
} satisfies Meta<typeof GalleryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every photo, with All plus one filter per category; a photo opens the lightbox. */
export const All: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole("group", { name: "Filter photos by category" }));
    await expect(filters.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "All",
      "Wildlife",
      "Landscape",
      "Cultural",
    ]);
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByText(`${photos.length} photos`)).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: photos[4]?.alt }));
    await expect(args.onOpen).toHaveBeenCalledWith(4);
  },
};

/** Wildlife chosen: only wildlife photos, and the index passed to onOpen is within them. */
export const Filtered: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wildlifeFilter = canvas.getByRole("button", { name: "Wildlife" });
    await userEvent.click(wildlifeFilter);
    await expect(wildlifeFilter).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(args.onCategoryChange).toHaveBeenCalledWith("wildlife");
    await expect(canvas.getByText(`${wildlife.length} photos`)).toBeVisible();
    const items = canvasElement.querySelectorAll('[data-slot="gallery-grid-item"]');
    await expect(items).toHaveLength(wildlife.length);
    for (const item of items) await expect(item).toHaveAttribute("data-category", "wildlife");

    await userEvent.click(canvas.getByRole("button", { name: wildlife[1]?.alt }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** The home page teaser: the first six photos, no filters. */
export const Teaser: Story = {
  args: { teaser: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="gallery-grid-item"]')).toHaveLength(6);
    await expect(
      canvas.queryByRole("group", { name: "Filter photos by category" }),
    ).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  tags: ["text-layout"],
  args: { teaser: 6 },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
