import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { monthSlugs } from "../../data/domain/months";
import type { Locale } from "../../data/domain/locales";
import { MonthPicker } from "../../ui/month-picker";
import { siteMessage } from "../languages";
import { withMaxWidth } from "../support";

const meta = {
  title: "UI/Month picker",
  component: MonthPicker,
  args: {
    label: siteMessage("en", "when-to-go", "months"),
    href: (month: number) => `/when-to-go/${monthSlugs[month] ?? ""}`,
  },
  parameters: {
    textLayout: "None Chosen lays out as July Chosen.",
    maxWidth: "6xl",
    localeArgs: (locale: Locale) => ({ label: siteMessage(locale, "when-to-go", "months") }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Twelve links, each a month's address; none is current before a month is picked. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Months" });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(12);
    await expect(links[0]).toHaveAttribute("href", "/when-to-go/january");
    await expect(nav.querySelector("[aria-current]")).toBeNull();
  },
};

/** July chosen: marked as the current page. */
export const JulyChosen: Story = {
  tags: ["text-layout"],
  args: { current: 6 },
  play: async ({ canvasElement }) => {
    const july = within(canvasElement).getByRole("link", { name: "July" });
    await expect(july).toHaveAttribute("aria-current", "page");
    await expect(july).toHaveAttribute("href", "/when-to-go/july");
  },
};

/** On a phone: three months to a row. */
export const Phone: Story = {
  tags: ["text-layout"],
  args: { current: 0 },
  parameters: { maxWidth: "xs" },
};
