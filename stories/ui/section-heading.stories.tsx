import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { SectionHeading } from "../../ui/section-heading";
import { siteMessage } from "../languages";

/** The About page's eyebrow in any language: the page's name in the header. */
const aboutEyebrow = (locale: Locale) => ({ eyebrow: siteMessage(locale, "nav", "about") });

const meta = {
  title: "UI/Section heading",
  component: SectionHeading,
  args: {
    eyebrow: "Popular Packages",
    title: "Safaris our travellers love",
    description:
      "Private trips in a pop-up-roof 4x4 with your own guide, from four days in the Mara to eleven days across the border to the Serengeti.",
    align: "start",
    as: "h2",
  },
  argTypes: {
    align: { control: "inline-radio", options: ["start", "center"] },
    as: { control: "inline-radio", options: ["h1", "h2", "h3"] },
  },
  parameters: { textLayout: "Start and Title Only lay out as Center." },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Start: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "Safaris our travellers love" }),
    ).toBeVisible();
  },
};

export const Center: Story = {
  tags: ["text-layout"],
  args: { align: "center" },
};

export const PageTitle: Story = {
  tags: ["text-layout"],
  args: {
    as: "h1",
    ...aboutEyebrow("en"),
    title: "Planned in Nairobi, guided by people who grew up here",
    description: undefined,
  },
  parameters: { localeArgs: aboutEyebrow },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: "Frequently Asked Questions" },
};
