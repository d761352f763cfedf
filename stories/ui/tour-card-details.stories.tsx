import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { tourCardDetailsProps } from "../tour-fixtures";
import { TourCardDetails } from "../../ui/tour-card-details";
import { requireTour, withBox, withMaxWidth } from "../support";

const luxury = requireTour("luxury-7-days");

/**
 * An opened tour card's details, as the tour list loads them when a card opens: here in the
 * card's own box (its width sets the tabs' columns), without the card above them.
 */
const meta = {
  title: "UI/Tour card details",
  component: TourCardDetails,
  args: {
    ...tourCardDetailsProps(luxury),
    onBookThisSafari: fn(),
    onGetCustomQuote: fn(),
    onGalleryImageOpen: fn(),
  },
  argTypes: {
    itinerary: { control: false },
    gallery: { control: false },
    defaultTab: {
      control: "inline-radio",
      options: ["itinerary", "pricing", "included", "gallery"],
    },
  },
  parameters: {
    textLayout: "Gallery shows photos; No Photos one sentence.",
    maxWidth: "5xl",
    localeArgs: (locale: Locale) =>
      tourCardDetailsProps(requireTour("luxury-7-days", locale), locale),
  },
  decorators: [withBox("@container rounded-xl border border-border bg-card p-5"), withMaxWidth],
} satisfies Meta<typeof TourCardDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The itinerary first, then the Ready to Book block, whose buttons lead to the enquiry. */
export const Itinerary: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: `${luxury.title}: details` })).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Accommodation:");
    await userEvent.click(canvas.getByRole("link", { name: "Get Custom Quote" }));
    await expect(args.onGetCustomQuote).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pricing: Story = {
  tags: ["text-layout"],
  args: { defaultTab: "pricing" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tabpanel")).toHaveTextContent(
      "Best value option",
    );
  },
};

/** A photo of the gallery opens the lightbox at that photo. */
export const Gallery: Story = {
  args: { defaultTab: "gallery" },
  play: async ({ args, canvasElement }) => {
    const panel = within(within(canvasElement).getByRole("tabpanel"));
    const photos = panel.getAllByRole("button");
    await expect(photos).toHaveLength(luxury.images.length);
    await userEvent.click(photos[1]!);
    await expect(args.onGalleryImageOpen).toHaveBeenCalledWith(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoPhotos: Story = {
  args: { defaultTab: "gallery", gallery: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Photos of this tour are coming soon."),
    ).toBeVisible();
  },
};
