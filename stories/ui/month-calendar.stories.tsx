import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { whenToGo } from "../../data/content/when-to-go";
import { MonthCalendar, type CalendarMonth } from "../../ui/month-calendar";
import { generatedIn } from "../languages";
import { withMaxWidth } from "../support";

/** A destination's months in `locale`, by its slug. */
function yearOf(slug: string, locale: Locale = "en"): readonly CalendarMonth[] {
  const year = generatedIn(locale, "when-to-go", whenToGo)[slug];
  if (!year) throw new Error(`No months for "${slug}": content/destinations/${slug}.yaml`);
  return year;
}

/** The story's months in any language: those of the destination `slug`. */
const monthsOf = (slug: string) => (locale: Locale) => ({ months: yearOf(slug, locale) });

const meta = {
  title: "UI/Month calendar",
  component: MonthCalendar,
  args: { months: yearOf("masai-mara") },
  parameters: {
    textLayout: "Current Month marks a month of Masai Mara.",
    maxWidth: "6xl",
    localeArgs: monthsOf("masai-mara"),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The Mara's year: the migration months and the short dry season stand out as best. */
export const MasaiMara: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll("[data-slot=month-card]")).toHaveLength(12);
    const august = canvas
      .getByRole("heading", { name: "August" })
      .closest("[data-slot=month-card]");
    await expect(august).toHaveAttribute("data-best", "true");
    await expect(within(august as HTMLElement).getByText("Best time")).toBeVisible();
    const april = canvas.getByRole("heading", { name: "April" }).closest("[data-slot=month-card]");
    await expect(april).not.toHaveAttribute("data-best");
    await expect(within(april as HTMLElement).getByText("Rainy")).toBeVisible();
    await expect(within(april as HTMLElement).getByText("Low season")).toBeVisible();
  },
};

/** The month a traveller picked is ringed and read as the current date. */
export const CurrentMonth: Story = {
  args: { months: yearOf("serengeti"), current: 1 },
  parameters: { localeArgs: monthsOf("serengeti") },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector("[aria-current=date]");
    await expect(current).toHaveTextContent(/^February/);
  },
};

/** On a phone the months stack, one card to a row. */
export const Phone: Story = {
  tags: ["text-layout"],
  args: { months: yearOf("samburu") },
  parameters: { maxWidth: "xs", localeArgs: monthsOf("samburu") },
};
