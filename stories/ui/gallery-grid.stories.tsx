import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { galleryImages } from "../../data/content/gallery";
import { imageSource } from "../../data/content/images";
import type { Locale } from "../../data/domain/locales";
import { GalleryGrid, type GalleryGridImage } from "../../ui/gallery-grid";
import { generatedIn } from "../languages";
import { WithoutScript as AsHtmlAlone } from "../support";
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
    const filters = within(canvas.getByRole("radiogroup", { name: "Filter photos by category" }));
    await expect(
      filters.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["All", "Wildlife", "Landscape", "Cultural"]);
    await expect(filters.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(canvas.getByText(`${photos.length} photos`)).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: photos[4]?.alt }));
    await expect(args.onOpen).toHaveBeenCalledWith(4);
  },
};

/** The photos a visitor sees: the grid's styles hide the others. */
const shownItems = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="gallery-grid-item"]')].filter((item) =>
    item.checkVisibility(),
  );

/** Only wildlife photos, as the chosen filter's styles show them. */
async function expectWildlifeOnly(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(`${wildlife.length} photos`)).toBeVisible();
  await expect(canvas.getByText(`${photos.length} photos`)).not.toBeVisible();
  const items = shownItems(canvasElement);
  await expect(items).toHaveLength(wildlife.length);
  for (const item of items) await expect(item).toHaveAttribute("data-category", "wildlife");
}

/** Wildlife chosen: only wildlife photos, and the index passed to onOpen is within them. */
export const Filtered: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wildlifeFilter = canvas.getByRole("radio", { name: "Wildlife" });
    await userEvent.click(canvas.getByText("Wildlife"));
    await expect(wildlifeFilter).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "All" })).not.toBeChecked();
    await expect(args.onCategoryChange).toHaveBeenCalledWith("wildlife");
    await expectWildlifeOnly(canvasElement);

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
      canvas.queryByRole("radiogroup", { name: "Filter photos by category" }),
    ).not.toBeInTheDocument();
  },
};

/**
 * Before the page's script has run, as HTML alone: each filter is a radio button whose choice
 * the grid's own styles show, the other photos hidden and the count the chosen filter's;
 * the arrow keys move between the filters as in any radio group.
 */
export const FilterWithoutScript: Story = {
  render: (args) => (
    <AsHtmlAlone>
      <GalleryGrid {...args} />
    </AsHtmlAlone>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownItems(canvasElement)).toHaveLength(photos.length);
    await userEvent.click(canvas.getByText("Wildlife"));
    await expect(canvas.getByRole("radio", { name: "Wildlife" })).toBeChecked();
    await expectWildlifeOnly(canvasElement);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Landscape" })).toBeChecked();
    await expect(shownItems(canvasElement).length).toBeGreaterThan(0);
    for (const item of shownItems(canvasElement))
      await expect(item).toHaveAttribute("data-category", "landscape");
  },
};

export const Mobile: Story = {
  tags: ["text-layout"],
  args: { teaser: 6 },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
