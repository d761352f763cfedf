import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { tourCardDetailsProps, tourCardProps } from "../tour-fixtures";
import { TourCard } from "../../ui/tour-card";
import { TourCardDetails } from "../../ui/tour-card-details";
import { requireTour, withMaxWidth, WithoutScript } from "../support";
import type { Locale } from "../../data/domain/locales";

/**
 * A tour's card in a language, with the details it shows once it opens (TourCardDetails, its
 * children).
 */
const withDetails = (id: string) => (locale: Locale) => {
  const tour = requireTour(id, locale);
  return {
    ...tourCardProps(tour, locale),
    details: {
      ...tourCardDetailsProps(tour, locale),
      onBookThisSafari: fn(),
      onGetCustomQuote: fn(),
    },
  };
};

const luxuryTour = requireTour("luxury-7-days");
const luxuryIn = withDetails("luxury-7-days");
const luxury = luxuryIn("en");
const kenyaTanzaniaIn = withDetails("kenya-tanzania-11-days");
const withoutPriceIn = withDetails(
  "8-day-mid-range-safari-amboseli-lake-naivasha-lake-nakuru-masai-mara",
);
const rhinoIn = withDetails("3-day-rhino-safari-ol-pejeta-samburu");
const urbanIn = withDetails("2-day-nairobi-urban-safari-hells-gate-escape");

type TourCardStoryProps = ComponentProps<typeof TourCard> & {
  /** What the card shows once it opens, as TourCardDetails, its children. */
  details: ComponentProps<typeof TourCardDetails>;
};

/**
 * The card is controlled; the story keeps its open state so the toggle works on the canvas, and
 * gives it the tour's details as the tour list does.
 */
function StatefulTourCard({ details, ...props }: TourCardStoryProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <TourCard
      {...props}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        props.onExpandedChange(next);
      }}
    >
      <TourCardDetails {...details} />
    </TourCard>
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
  },
  argTypes: {
    image: { control: false },
    details: { control: false },
  },
  parameters: {
    textLayout: "The other states lay out as Expanded, collapsed or with a price less.",
    maxWidth: "5xl",
    localeArgs: luxuryIn,
  },
  decorators: [withMaxWidth],
  render: (args) => <StatefulTourCard key={String(args.expanded)} {...args} />,
} satisfies Meta<typeof StatefulTourCard>;

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
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Show Itinerary & Prices"));
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
    await expect(args.details.onBookThisSafari).toHaveBeenCalledOnce();
    await expect(args.onViewDetails).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Before the page's script has run, as HTML alone: the card's details are a `<details>` that
 * opens by itself on its first tap, with the itinerary's days, and closes again.
 */
export const ExpandedWithoutScript: Story = {
  render: ({ details, ...args }) => (
    <WithoutScript>
      <TourCard {...args}>
        <TourCardDetails {...details} />
      </TourCard>
    </WithoutScript>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstDay = canvas.getByRole("heading", { name: /^Day 1/ });
    await expect(firstDay).not.toBeVisible();
    await userEvent.click(canvas.getByText("Show Itinerary & Prices"));
    await expect(firstDay).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Itinerary" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByText("Hide Itinerary & Prices")).toBeVisible();
    await userEvent.click(canvas.getByText("Hide Itinerary & Prices"));
    await expect(firstDay).not.toBeVisible();
    await userEvent.click(canvas.getByText("Show Itinerary & Prices"));
    await expect(firstDay).toBeVisible();
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
        luxuryTour.images.length,
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
  args: withoutPriceIn("en"),
  parameters: { localeArgs: withoutPriceIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Contact Us")).toBeVisible();
    await expect(canvas.getByText("For personalized pricing")).toBeVisible();
  },
};

export const SoloOnly: Story = {
  args: {
    price: { amount: 607, basis: "solo" },
    details: { ...luxury.details, prices: { solo: 607, forTwo: null, perPersonForTwo: null } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("solo traveler")).toBeVisible();
  },
};

export const ForTwoOnly: Story = {
  args: rhinoIn("en"),
  parameters: { localeArgs: rhinoIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$2,040")).toBeVisible();
    await expect(canvas.getByText("for 2 travelers")).toBeVisible();
  },
};

export const LongTour: Story = {
  tags: ["text-layout"],
  args: kenyaTanzaniaIn("en"),
  parameters: { localeArgs: kenyaTanzaniaIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Multi-Park")).toBeVisible();
    await expect(canvas.getByText("+8 more days")).toBeVisible();
  },
};

export const FewDays: Story = {
  args: urbanIn("en"),
  parameters: { localeArgs: urbanIn },
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
  tags: ["text-layout"],
  args: { compare: { checked: false, disabled: true, onCheckedChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Compare" })).toBeDisabled();
  },
};

/** A tour with three or more published reviews: their average and count under its title. */
export const Rated: Story = {
  tags: ["text-layout"],
  args: { rating: { average: 4.7, count: 12 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: luxury.title });
    await expect(within(card).getByText("Rated 4.7 out of 5 from 12 reviews")).toBeInTheDocument();
    await expect(within(card).getByText("(12)")).toBeVisible();
  },
};
