import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { imageSource } from "../../data/content/images";
import type { Locale } from "../../data/domain/locales";
import { imageIn } from "../tour-fixtures";
import { withBox, withMaxWidth } from "../support";
import { Image } from "../../ui/image";

const elephants = imageSource("elephants-kilimanjaro");

const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() =>
    expect(canvasElement.querySelector("[data-slot=image]")).toHaveAttribute("data-state", state),
  );

const meta = {
  title: "UI/Image",
  component: Image,
  args: { image: elephants, aspect: "3/2", sizes: "(min-width: 768px) 640px, 100vw" },
  argTypes: {
    aspect: { control: "inline-radio", options: ["3/2", "4/3", "16/9", "1/1", "4/5", "fill"] },
    image: { control: false },
  },
  parameters: {
    textLayout: "Its captions are read, not shown.",
    maxWidth: "xl",
    localeArgs: (locale: Locale) => ({ image: imageIn(locale, elephants) }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, "loaded");
    const img = within(canvasElement).getByRole("img", { name: elephants.alt });
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("width", String(elephants.width));
  },
};

/** A photo that never arrives keeps its blurred placeholder rather than a broken-image icon. */
export const Placeholder: Story = {
  args: {
    image: {
      ...elephants,
      src: "/img/never-loads.webp",
      avifSrcSet: undefined,
      webpSrcSet: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, "error");
    await expect(
      within(canvasElement).getByRole("img", { name: elephants.alt }),
    ).toBeInTheDocument();
  },
};

export const ThreeByTwo: Story = { args: { aspect: "3/2" } };

export const FourByThree: Story = {
  args: { aspect: "4/3", image: imageSource("lions-golden-grass") },
};

export const SixteenByNine: Story = {
  args: { aspect: "16/9", image: imageSource("balloon-mara-sunrise") },
};

export const Square: Story = { args: { aspect: "1/1", image: imageSource("rhino-ol-pejeta") } };

export const FourByFive: Story = {
  args: { aspect: "4/5", image: imageSource("samburu-reticulated-giraffe") },
};

/** A backdrop: no ratio of its own, it fills the positioned box around it (a page hero). */
export const Fill: Story = {
  args: { aspect: "fill", image: imageSource("mara-river-crossing"), sizes: "100vw" },
  decorators: [withBox("relative h-64 overflow-hidden rounded-xl")],
};
