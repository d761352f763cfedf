import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { ReviewCard } from "../../ui/review-card";
import {
  anonymousReview,
  chineseReview,
  englishReview,
  germanReview,
  longReview,
} from "../review-fixtures";
import { withMaxWidth } from "../support";

const meta = {
  title: "UI/Review card",
  component: ReviewCard,
  args: { review: englishReview },
  parameters: {
    textLayout: "Playground and Many lay out as One Review's and Another Language's cards.",
    maxWidth: "xl",
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The rating read out as text, who wrote it, when and with whom, and each lodge's stars. */
export const OneReview: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [overall, ...lodgeStars] = canvas.getAllByRole("img");
    await expect(overall).toHaveAccessibleName("5 of 5 stars");
    await expect(lodgeStars.map((stars) => stars.getAttribute("aria-label"))).toEqual([
      "5 of 5 stars",
      "4 of 5 stars",
      "5 of 5 stars",
    ]);
    await expect(canvas.getByText("Hannah, United Kingdom")).toBeVisible();
    await expect(canvas.getByText("Travelled in August 2025")).toBeVisible();
    await expect(canvas.getByText("Travelled as a couple")).toBeVisible();
    const lodges = within(
      canvas.getByRole("heading", { name: "Where they stayed" }).parentElement!,
    );
    await expect(lodges.getByText("Lewa Safari Camp").nextSibling).toHaveAccessibleName(
      "4 of 5 stars",
    );
    await expect(canvas.queryByText(/Written in/)).toBeNull();
  },
};

/** A German review on an English page: marked "Written in German", its text `lang="de"`, with the operator's reply. */
export const AnotherLanguage: Story = {
  tags: ["text-layout"],
  args: { review: germanReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Written in German")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: germanReview.title })).toHaveAttribute(
      "lang",
      "de",
    );
    await expect(canvas.getByText(germanReview.text).closest("[lang]")).toHaveAttribute(
      "lang",
      "de",
    );
    await expect(
      canvas.getByRole("heading", { name: "Reply from Savannah Horizon Safaris" }),
    ).toBeVisible();
  },
};

/** A long text shows its first lines; 'Read more', the platform's `<details>`, shows the rest. */
export const LongText: Story = {
  tags: ["text-layout"],
  args: { review: longReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="review-card-text"] > div');
    const clamped = text?.clientHeight ?? 0;
    await expect(text?.scrollHeight).toBeGreaterThan(clamped);
    await userEvent.click(canvas.getByText("Read more"));
    await expect(canvasElement.querySelector("details")).toHaveAttribute("open");
    await expect(text?.clientHeight).toBeGreaterThan(clamped);
    await expect(canvas.getByText("Show less")).toBeVisible();
    await userEvent.click(canvas.getByText("Show less"));
    await expect(canvasElement.querySelector("details")).not.toHaveAttribute("open");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Name and country kept private, and markup typed into the review shown as the text it is. */
export const AnonymousWithMarkup: Story = {
  args: { review: anonymousReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("A traveller")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: anonymousReview.title })).toBeVisible();
    await expect(canvasElement.querySelector("article b, article script")).toBeNull();
  },
};

export const Many: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {[englishReview, germanReview, chineseReview, anonymousReview].map((review) => (
        <ReviewCard key={review.title} review={review} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(4);
    await expect(canvas.getByText("Written in Chinese")).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ["text-layout"],
  args: { review: germanReview },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
