import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { kitCopy } from "../languages";
import { RatingStars, StarRatingInput } from "../../ui/star-rating";
import { withMaxWidth, WithoutScript } from "../support";

const legend = (locale: Locale) => ({ legend: kitCopy[locale].reviewForm.rating });

const meta = {
  title: "UI/Star rating",
  component: StarRatingInput,
  args: { ...legend("en"), name: "rating", onValueChange: fn() },
  parameters: {
    textLayout: "Chosen, Required and Stars lay out as the others' legend and stars.",
    maxWidth: "sm",
    localeArgs: legend,
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each star is a radio read out as "1 of 5 stars" … "5 of 5 stars" in a group named by its legend. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Your overall rating" });
    const stars = within(group).getAllByRole("radio");
    await expect(stars).toHaveLength(5);
    await expect(stars[3]).toHaveAccessibleName("4 of 5 stars");
    for (const star of stars) await expect(star).not.toBeChecked();
  },
};

export const Chosen: Story = {
  tags: ["text-layout"],
  args: { defaultValue: "4" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "4 of 5 stars" })).toBeChecked();
  },
};

/** Tab into the group, the arrow keys move along the stars and choose as they go. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("radio", { name: "1 of 5 stars" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(first).toBeChecked();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    const fourth = canvas.getByRole("radio", { name: "4 of 5 stars" });
    await expect(fourth).toHaveFocus();
    await expect(fourth).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "3 of 5 stars" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("3");
    await userEvent.tab({ shift: true });
  },
};

/** Left without a rating when one is required: the message is each star's description. */
export const Required: Story = {
  tags: ["text-layout"],
  args: { required: true, error: "Please choose from 1 to 5 stars." },
  parameters: {
    localeArgs: (locale: Locale) => ({
      ...legend(locale),
      error: kitCopy[locale].reviewForm.ratingRequired,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const star of canvas.getAllByRole("radio")) {
      await expect(star).toBeRequired();
      await expect(star).toHaveAccessibleDescription("Please choose from 1 to 5 stars.");
    }
  },
};

/** Before any script: a click on a star chooses it and the stars up to it fill by CSS alone. */
export const BeforeScript: Story = {
  render: (args) => (
    <WithoutScript>
      <StarRatingInput {...args} />
    </WithoutScript>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("3 of 5 stars"));
    await expect(canvas.getByRole("radio", { name: "3 of 5 stars" })).toBeChecked();
    const filled = canvasElement.querySelectorAll('[data-slot="star-rating-star"] svg');
    const fill = (index: number) => getComputedStyle(filled[index] as Element).fill;
    await expect(fill(2)).not.toBe("none");
    await expect(fill(3)).toBe("none");
    await userEvent.tab({ shift: true });
  },
};

/** A rating shown, not asked: whole stars, and an average's part of a star. */
export const Stars: Story = {
  tags: ["text-layout"],
  render: () => (
    <div className="flex flex-col gap-3">
      <RatingStars rating={4} />
      <RatingStars rating={4.6} />
      <RatingStars rating={2.3} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "4 of 5 stars" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.6 of 5 stars" })).toBeVisible();
  },
};
