import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { faqItems } from "../../data/content/faq";
import type { Locale } from "../../data/domain/locales";
import { generatedIn } from "../languages";
import { withMaxWidth } from "../support";
import { FaqAccordion } from "../../ui/faq-accordion";

const question = (index: number) => faqItems[index]?.question ?? "";
const answer = (index: number) => faqItems[index]?.answer ?? "";
/** The disclosure (`<details>`) of the question with `index`. */
const item = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector<HTMLDetailsElement>(`details#${faqItems[index]?.id}`)!;

const meta = {
  title: "UI/FAQ accordion",
  component: FaqAccordion,
  args: { items: faqItems, onValueChange: fn() },
  argTypes: { items: { control: false } },
  parameters: {
    textLayout: "Collapsed and One Open show a part of Several Open.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({ items: generatedIn(locale, "faq", faqItems) }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Eight questions, all closed; each item's id is its element id for links and search results. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(faqItems.length);
    for (const index of faqItems.keys()) {
      await expect(item(canvasElement, index).open).toBe(false);
      await expect(canvas.getByText(answer(index))).not.toBeVisible();
    }
    await expect(item(canvasElement, 0)).toHaveTextContent(question(0));
  },
};

/** Opened from outside: the site passes the id of the question a search result points to. */
export const OneOpen: Story = {
  args: { defaultValue: [faqItems[1]?.id ?? ""] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(item(canvasElement, 1).open).toBe(true);
    await expect(canvas.getByText(answer(1))).toBeVisible();
    await expect(canvas.getByText(answer(0))).not.toBeVisible();
  },
};

/**
 * Several answers stay open at once; a second click closes one without touching the others.
 * (Enter and Space on a question are the browser's own: site-home.spec.ts presses them.)
 */
export const SeveralOpen: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("heading", { name: question(0) }));
    await userEvent.click(canvas.getByRole("heading", { name: question(2) }));
    await userEvent.click(canvas.getByRole("heading", { name: question(4) }));
    await expect(canvas.getByText(answer(0))).toBeVisible();
    await expect(canvas.getByText(answer(2))).toBeVisible();
    await expect(canvas.getByText(answer(4))).toBeVisible();

    await userEvent.click(canvas.getByRole("heading", { name: question(4) }));
    await expect(canvas.getByText(answer(4))).not.toBeVisible();
    await expect(canvas.getByText(answer(0))).toBeVisible();
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith([faqItems[0]?.id, faqItems[2]?.id]),
    );
  },
};
