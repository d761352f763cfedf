import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { tourCardProps } from "../tour-fixtures";
import { TourCard } from "../../ui/tour-card";
import { requireTour, withMaxWidth } from "../support";

const luxury = tourCardProps(requireTour("luxury-7-days"));
const kenyaTanzania = tourCardProps(requireTour("kenya-tanzania-11-days"));
const withoutPrice = tourCardProps(
  requireTour("8-day-mid-range-safari-amboseli-lake-naivasha-lake-nakuru-masai-mara"),
);
const rhino = tourCardProps(requireTour("3-day-rhino-safari-ol-pejeta-samburu"));
const urban = tourCardProps(requireTour("2-day-nairobi-urban-safari-hells-gate-escape"));

/** The card is controlled; the story keeps its open state so the toggle works on the canvas. */
function StatefulTourCard(props: React.ComponentProps<typeof TourCard>) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <TourCard
      {...props}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        props.onExpandedChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/Tour card",
  component: TourCard,
  args: {
    ...luxury,
    expanded: false,
    onExpandedChange: fn(),
    onViewDetails: fn(),
    onBookNow: fn(),
    onBookThisSafari: fn(),
    onGetCustomQuote: fn(),
  },
  argTypes: {
    image: { control: false },
    gallery: { control: false },
    itinerary: { control: false },
    defaultTab: {
      control: "inline-radio",
      options: ["itinerary", "pricing", "included", "gallery"],
    },
  },
  parameters: { maxWidth: "5xl" },
  decorators: [withMaxWidth],
  render: (args) => <StatefulTourCard key={String(args.expanded)} {...args} />,
} satisfies Meta<typeof TourCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter or Space on the focused card, or a click on it, opens the tour like 'View Full Details'. */
export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: luxury.title });
    await expect(card).toHaveAttribute("data-state", "closed");

    card.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onViewDetails).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(args.onViewDetails).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByText("Key Highlights"));
    await expect(args.onViewDetails).toHaveBeenCalledTimes(3);

    await userEvent.click(canvas.getByRole("link", { name: "Book Now" }));
    await expect(args.onBookNow).toHaveBeenCalledOnce();
    await expect(args.onViewDetails).toHaveBeenCalledTimes(3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Expanded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show Itinerary & Prices" }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("article", { name: luxury.title })).toHaveAttribute(
      "data-state",
      "open",
    );
    await expect(canvas.getByRole("tab", { name: "Itinerary" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("heading", { name: "Ready to Book?" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Book This Safari" }));
    await expect(args.onBookThisSafari).toHaveBeenCalledOnce();
    await expect(args.onViewDetails).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Arrow keys move between the tabs; each shows its panel. */
export const EachTab: Story = {
  args: { expanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Itinerary" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Accommodation:");

    await step("Pricing", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("tab", { name: "Pricing" })).toHaveFocus();
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Best value option");
    });
    await step("What's Included", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent("What's Excluded");
    });
    await step("Gallery", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(within(canvas.getByRole("tabpanel")).getAllByRole("img")).toHaveLength(
        luxury.gallery.length,
      );
    });
    await step("Wraps back to Itinerary", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("tab", { name: "Itinerary" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    });
    await userEvent.keyboard("{ArrowLeft}");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoPrice: Story = {
  args: withoutPrice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Contact Us")).toBeVisible();
    await expect(canvas.getByText("For personalized pricing")).toBeVisible();
  },
};

export const SoloOnly: Story = {
  args: {
    price: { amount: 607, basis: "solo" },
    prices: { solo: 607, forTwo: null, perPersonForTwo: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("solo traveler")).toBeVisible();
  },
};

export const ForTwoOnly: Story = {
  args: rhino,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$2,040")).toBeVisible();
    await expect(canvas.getByText("for 2 travelers")).toBeVisible();
  },
};

export const LongTour: Story = {
  args: kenyaTanzania,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Multi-Park")).toBeVisible();
    await expect(canvas.getByText("+8 more days")).toBeVisible();
  },
};

export const FewDays: Story = {
  args: urban,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Single Park")).toBeVisible();
    await expect(canvas.queryByText(/more days?$/)).not.toBeInTheDocument();
  },
};

/** On the tour list: the 'Compare' checkbox adds the tour to a comparison. */
export const ForComparison: Story = {
  args: { compare: { checked: false, onCheckedChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Compare" });
    await expect(checkbox).toHaveAccessibleDescription(luxury.title);
    await userEvent.click(checkbox);
    await expect(args.compare?.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(args.onViewDetails).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Three tours already chosen: an unticked card's checkbox cannot be ticked. */
export const ComparisonFull: Story = {
  args: { compare: { checked: false, disabled: true, onCheckedChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Compare" })).toBeDisabled();
  },
};
