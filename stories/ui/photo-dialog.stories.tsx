import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { Button } from "../../ui/button";
import { PhotoDialog, type LightboxImage } from "../../ui/photo-dialog";
import { lightboxPhotosIn } from "../photo-fixtures";
import { WithoutScript as AsHtmlAlone } from "../support";

/** The first three gallery photos in `locale`, as the gallery page shows them large. */
const photosIn = (locale: Locale) => lightboxPhotosIn(locale).slice(0, 3);

const dialogPhotos = photosIn("en");
const dialogId = (index: number) => `story-photo-${index}`;

/** The photos as the gallery page has them: a button and a dialog of its own each. */
function PhotoDialogs({ photos }: { photos: LightboxImage[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <Button
          key={photo.name}
          variant="outline"
          commandfor={dialogId(index)}
          command="show-modal"
        >
          {`Open photo ${index + 1}`}
        </Button>
      ))}
      {photos.map((photo, index) => (
        <PhotoDialog
          key={photo.name}
          id={dialogId(index)}
          image={photo}
          positions={[{ filter: "all", number: index + 1, count: photos.length }]}
          previousId={index > 0 ? dialogId(index - 1) : undefined}
          nextId={index < photos.length - 1 ? dialogId(index + 1) : undefined}
        />
      ))}
    </div>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: "UI/Photo dialog",
  component: PhotoDialogs,
  args: { photos: dialogPhotos },
  argTypes: { photos: { control: false } },
  parameters: {
    textLayout:
      "A photo's caption and buttons lay out as the lightbox's, which UI/Lightbox checks.",
    localeArgs: (locale: Locale) => ({ photos: photosIn(locale) }),
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
} satisfies Meta<typeof PhotoDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * The gallery page's photos, each a `<dialog>` its button opens (`commandfor`): ArrowRight and
 * ArrowLeft close it and open the next or previous one, and its close button closes it.
 */
export const WithScript: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const open = screen.getByRole("button", { name: "Open photo 2" });
    await userEvent.click(open);
    const second = screen.getByRole("dialog", { name: dialogPhotos[1]?.caption });
    await expect(second).toBeVisible();
    await expect(within(second).getByText("2 of 3")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    const third = screen.getByRole("dialog", { name: dialogPhotos[2]?.caption });
    await expect(third).toBeVisible();
    await expect(second).not.toBeVisible();
    await expect(within(third).getByRole("button", { name: "Next photo" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(within(third).getByRole("button", { name: "Previous photo" }));
    await expect(second).toBeVisible();
    await userEvent.click(within(second).getByRole("button", { name: "Close photo" }));
    await expect(second).not.toBeVisible();
  },
};

/**
 * Before the page's script has run, as HTML alone: a photo's button opens its dialog by itself,
 * photograph, caption, position and Download included, and its close button closes it.
 */
export const WithoutScript: Story = {
  render: (args) => (
    <AsHtmlAlone>
      <PhotoDialogs {...args} />
    </AsHtmlAlone>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const open = screen.getByRole("button", { name: "Open photo 1" });
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog", { name: dialogPhotos[0]?.caption });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText("1 of 3")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      dialogPhotos[0]?.downloadUrl,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Close photo" }));
    await expect(dialog).not.toBeVisible();
    await expect(open).toHaveFocus();
  },
};
