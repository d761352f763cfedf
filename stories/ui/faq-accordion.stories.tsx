import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { faqItems } from "../../data/faq";
import { withMaxWidth } from "../support";
import { FaqAccordion } from "../../ui/faq-accordion";

const question = (index: number) => faqItems[index]?.question ?? "";
const answer = (index: number) => faqItems[index]?.answer ?? "";

const meta = {
  title: "UI/FAQ accordion",
  component: FaqAccordion,
  args: { items: faqItems, onValueChange: fn() },
  argTypes: { items: { control: false } },
  parameters: { maxWidth: "2xl" },
  decorators: [withMaxWidth],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Eight questions, all closed; each item's id is its element id for links and search results. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = canvas.getAllByRole("button");
    await expect(triggers).toHaveLength(faqItems.length);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector(`#${faqItems[0]?.id}`)).toHaveTextContent(question(0));
  },
};

/** Opened from outside: the site passes the id of the question a search result points to. */
export const OneOpen: Story = {
  args: { defaultValue: [faqItems[1]?.id ?? ""] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: question(1) })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByText(answer(1))).toBeVisible();
    await expect(canvas.queryByText(answer(0))).not.toBeInTheDocument();
  },
};

/** Several answers stay open at once; a second click closes one without touching the others. */
export const SeveralOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: question(0) }));
    await userEvent.click(canvas.getByRole("button", { name: question(2) }));
    await userEvent.click(canvas.getByRole("button", { name: question(4) }));
    await expect(canvas.getByText(answer(0))).toBeVisible();
    await expect(canvas.getByText(answer(2))).toBeVisible();
    await expect(canvas.getByText(answer(4))).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: question(4) }));
    await expect(canvas.queryByText(answer(4))).not.toBeInTheDocument();
    await expect(canvas.getByText(answer(0))).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([faqItems[0]?.id, faqItems[2]?.id]);

    const trigger = canvas.getByRole("button", { name: question(5) });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};
