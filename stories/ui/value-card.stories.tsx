import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { about } from "../../data/content/about";
import type { Locale } from "../../data/domain/locales";
import { Icon } from "../../ui/icon";
import { generatedIn } from "../languages";
import { withMaxWidth } from "../support";
import { ValueCard } from "../../ui/value-card";

const values = {
  conservation: {
    icon: <Icon name="leaf" />,
    title: "Conservation",
    text: "Park and conservancy fees are part of every price, and we choose camps that put money back into protecting the land and its wildlife.",
  },
  community: {
    icon: <Icon name="hand-heart" />,
    title: "Community",
    text: "Our guides, drivers and hosts are Kenyan, and village visits are run with the families who live there, not staged for visitors.",
  },
  safety: {
    icon: <Icon name="shield-check" />,
    title: "Safety",
    text: "Serviced 4x4 vehicles with pop-up roofs, experienced guides, drinking water on board and a phone line that answers day and night.",
  },
  excellence: {
    icon: <Icon name="award" />,
    title: "Excellence",
    text: "Small groups of two to six, honest prices stated up front, and an itinerary shaped around what you most want to see.",
  },
};

/** A value's name in `locale`, as the About page names the value with `icon`. */
const valueTitle = (icon: string) => (locale: Locale) => {
  const value = generatedIn(locale, "about", about).values.find((entry) => entry.icon === icon);
  return value ? { title: value.title } : {};
};

const meta = {
  title: "UI/Value card",
  component: ValueCard,
  args: values.conservation,
  argTypes: { icon: { control: false } },
  parameters: {
    textLayout: "Each value lays out in Core Values.",
    maxWidth: "xs",
    localeArgs: valueTitle("leaf"),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof ValueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Conservation: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 3, name: "Conservation" }),
    ).toBeVisible();
  },
};

export const Community: Story = {
  args: values.community,
  parameters: { localeArgs: valueTitle("hand-heart") },
};

export const Safety: Story = {
  args: values.safety,
  parameters: { localeArgs: valueTitle("shield-check") },
};

export const Excellence: Story = {
  args: values.excellence,
  parameters: { localeArgs: valueTitle("award") },
};

export const CoreValues: Story = {
  tags: ["text-layout"],
  parameters: { maxWidth: "6xl" },
  render: () => (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {Object.values(values).map((value) => (
        <ValueCard key={value.title} {...value} />
      ))}
    </div>
  ),
};
