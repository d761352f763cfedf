import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { ReviewForm, type ReviewValues } from "../../ui/review-form";
import { reviewLimits, tripDates, tripLodges, tripYears } from "../review-fixtures";
import { withMaxWidth } from "../support";

const filled: Partial<ReviewValues> = {
  ...tripDates,
  rating: "5",
  "lodge.sasaab": "5",
  "lodge.mahali-mzuri": "4",
  title: "Leopards, lions and the kindest guide",
  text: "Daniel found us a leopard on our very first evening in Samburu and never once hurried a sighting.",
  companions: "couple",
  showName: "yes",
};

/** The overall rating's stars, apart from the lodges'. */
const overall = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("group", { name: /Your overall rating/ }));

const meta = {
  title: "UI/Review form",
  component: ReviewForm,
  args: {
    action: "/reviews/write/0f8e2c",
    lodges: tripLodges("en"),
    years: tripYears,
    limits: reviewLimits,
    defaultValues: tripDates,
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: {
    textLayout:
      "Playground, Submitting, Sent and No Lodges lay out as Empty's and Field Errors' fields.",
    maxWidth: "2xl",
    localeArgs: (locale: Locale) => ({ lodges: tripLodges(locale) }),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The form as the link opens it: the trip's month and year filled in, the rest to do. */
export const Empty: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/reviews/write/0f8e2c");
    await expect(canvas.getByRole("group", { name: /Your overall rating/ })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Sasaab" })).toBeVisible();
    await expect(canvas.getByLabelText("Month")).toHaveValue("8");
    await expect(canvas.getByLabelText("Year")).toHaveValue("2025");
    await expect(canvas.getByText("0 of 4,000 characters")).toBeVisible();
  },
};

/** Sent with nothing chosen: each field says what it needs, the summary names them, focus goes to the first. */
export const FieldErrors: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your review/), "Too short.");
    await userEvent.click(canvas.getByRole("button", { name: "Send my review" }));
    const firstStar = overall(canvasElement).getByRole("radio", { name: "1 of 5 stars" });
    await expect(firstStar).toHaveFocus();
    await expect(firstStar).toHaveAccessibleDescription("Please choose from 1 to 5 stars.");
    await expect(canvas.getByLabelText(/Title of your review/)).toHaveAccessibleDescription(
      "Please give your review a title. 0 of 120 characters",
    );
    await expect(canvas.getByLabelText(/Your review/)).toHaveAccessibleDescription(
      "Please write at least 50 characters. 10 of 4,000 characters",
    );
    await expect(canvas.getByRole("radio", { name: "As a couple" })).toHaveAccessibleDescription(
      "Please choose who you travelled with.",
    );
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Please check these fields: Overall rating, Title, Review, Travel companions.",
    );
    await expect(canvas.getByLabelText(/Your review/)).toHaveValue("Too short.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    firstStar.blur();
  },
};

/** A fixed field stops being flagged as it is fixed; the others stay. */
export const FixingErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send my review" }));
    await userEvent.keyboard("{ArrowRight}");
    const second = overall(canvasElement).getByRole("radio", { name: "2 of 5 stars" });
    await expect(second).toBeChecked();
    await expect(second).not.toHaveAccessibleDescription();
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Please check these fields: Title, Review, Travel companions.",
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Posted without script and sent back by the server in error: what was typed, and its findings. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { ...filled, title: "", text: "Wonderful." },
    errors: { title: "required", text: "tooShort" },
    onSubmit: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(overall(canvasElement).getByRole("radio", { name: "5 of 5 stars" })).toBeChecked();
    await expect(
      within(canvas.getByRole("group", { name: "Sasaab" })).getByRole("radio", {
        name: "5 of 5 stars",
      }),
    ).toBeChecked();
    await expect(canvas.getByLabelText(/Your review/)).toHaveValue("Wonderful.");
    await expect(canvas.getByLabelText(/Your review/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("radio", { name: "As a couple" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "My first name" })).toBeChecked();
    await expect(canvas.getAllByRole("alert")[0]).toHaveTextContent(
      "Please check these fields: Title, Review.",
    );
  },
};

/** While the review is on its way the button reads 'Sending...' and a second submit does nothing. */
export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send my review" }));
    const busy = canvas.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    busy.closest("form")?.requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A failed send keeps every rating and word; 'Try again' sends the same review again. */
export const Failed: Story = {
  tags: ["text-layout"],
  args: {
    defaultValues: filled,
    onSubmit: fn(() => Promise.reject(new globalThis.Error("Network request failed"))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send my review" }));
    await expect(
      await canvas.findByText("Sorry, something went wrong. Please try again."),
    ).toBeVisible();
    await expect(overall(canvasElement).getByRole("radio", { name: "5 of 5 stars" })).toBeChecked();
    await expect(canvas.getByLabelText(/Title of your review/)).toHaveValue(filled.title);
    await expect(canvas.getByLabelText(/Your review/)).toHaveValue(filled.text);
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ rating: "5", "lodge.sasaab": "5", companions: "couple" }),
    );
    await canvas.findByRole("button", { name: "Try again" });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent: the thank-you in place of the fields. */
export const Sent: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send my review" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled));
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("Thank you for your review!"),
    );
    await expect(canvas.queryByRole("button", { name: "Send my review" })).toBeNull();
  },
};

/** A trip without lodges to rate (a day trip). */
export const NoLodges: Story = {
  args: { lodges: [] },
  parameters: { localeArgs: () => ({}) },
};

export const Phone: Story = {
  tags: ["text-layout"],
  args: { defaultValues: filled },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
