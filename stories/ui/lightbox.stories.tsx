import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { Button } from "../../ui/button";
import { Lightbox } from "../../ui/lightbox";
import { lightboxPhotosIn } from "../photo-fixtures";

const photosIn = lightboxPhotosIn;
const photos = photosIn("en");

/** The lightbox as the gallery drives it: the open index lives in state. */
function GalleryLightbox(args: ComponentProps<typeof Lightbox>) {
  const [index, setIndex] = useState(args.index);
  const change = (next: number | null) => {
    setIndex(next);
    args.onIndexChange(next);
  };
  return (
    <>
      <Button variant="outline" onClick={() => change(0)}>
        Open the gallery
      </Button>
      <Lightbox {...args} index={index} onIndexChange={change} />
    </>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open lightbox, once it has taken focus (and with it the pointer). */
async function openLightbox(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole("dialog");
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const position = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="lightbox-position"]');

const meta = {
  title: "UI/Lightbox",
  component: Lightbox,
  args: { images: photos, index: 2, onIndexChange: fn() },
  argTypes: { images: { control: false }, index: { control: { type: "number", min: 0 } } },
  render: GalleryLightbox,
  parameters: {
    textLayout: "First and Last differ from Open by a button; Closed shows nothing.",
    localeArgs: (locale: Locale) => ({ images: photosIn(locale) }),
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The third of eighteen photos; ArrowRight and ArrowLeft step through them. */
export const Open: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await openLightbox(canvasElement);
    await expect(dialog).toHaveAccessibleName(photos[2]?.caption);
    await expect(position(canvasElement)).toHaveTextContent(`3 of ${photos.length}`);
    await expect(within(dialog).getByRole("img", { name: photos[2]?.alt })).toBeVisible();
    const download = within(dialog).getByRole("link", { name: "Download" });
    await expect(download).toHaveAttribute("download", `${photos[2]?.name}.jpg`);
    await expect(download).toHaveAttribute("href", photos[2]?.downloadUrl);

    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(position(canvasElement)).toHaveTextContent(`4 of ${photos.length}`);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(position(canvasElement)).toHaveTextContent(`3 of ${photos.length}`);
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    await expect(position(canvasElement)).toHaveTextContent(`3 of ${photos.length}`);
  },
};

/** The first photo: nothing before it. */
export const First: Story = {
  args: { index: 0 },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await openLightbox(canvasElement);
    await expect(screen.getByRole("button", { name: "Previous photo" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(position(canvasElement)).toHaveTextContent(`1 of ${photos.length}`);
  },
};

/** The last photo: nothing after it. */
export const Last: Story = {
  args: { index: photos.length - 1 },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await openLightbox(canvasElement);
    await expect(screen.getByRole("button", { name: "Next photo" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(position(canvasElement)).toHaveTextContent(`${photos.length} of ${photos.length}`);
  },
};

/** Esc closes the lightbox (index becomes null); the close button does the same. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await openLightbox(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Open the gallery" }));
    await openLightbox(canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Close photo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(screen.getByRole("button", { name: "Open the gallery" })).toHaveFocus();
  },
};
