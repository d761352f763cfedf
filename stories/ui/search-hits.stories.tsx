import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { firstHitOfType, highlightParts, searchHits } from "../search-fixtures";
import { withMaxWidth } from "../support";
import { SearchHits, type SearchHit } from "../../ui/search-hits";

const otherHit: SearchHit = {
  objectID: "page-about",
  type: "page",
  slug: "about",
  title: highlightParts("About Savannah Horizon Safaris", ""),
  description: highlightParts(
    "Who we are, how we plan every safari, and the people you will meet.",
    "",
  ),
};

/** One hit of every type in `locale`, and one of a type the kit does not know. */
const eachTypeIn = (locale: Locale) => ({
  hits: [
    ...(["tour", "destination", "faq", "service", "tip"] as const).map((type) =>
      firstHitOfType(type, "", locale),
    ),
    otherHit,
  ],
});

const eachType = eachTypeIn("en").hits;

const meta = {
  title: "UI/Search hits",
  component: SearchHits,
  args: { id: "search-hits", hits: searchHits("masai mara", 4), activeIndex: -1, onSelect: fn() },
  argTypes: { hits: { control: false } },
  parameters: { textLayout: "Highlighted marks words of Each Type's hits.", maxWidth: "2xl" },
  decorators: [withMaxWidth],
} satisfies Meta<typeof SearchHits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One result of every type: its icon and badge colour, and grey for a type the kit does not know. */
export const EachType: Story = {
  tags: ["text-layout"],
  args: { hits: eachType },
  parameters: { localeArgs: eachTypeIn },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole("option");
    await expect(options).toHaveLength(6);
    const badges = options.map(
      (option) => option.querySelector('[data-slot="search-hit-type"]')?.textContent,
    );
    await expect(badges).toEqual(["Tour", "Destination", "FAQ", "Service", "Travel Tip", "Result"]);
    await expect(within(options[0] as HTMLElement).getByText("From $3517")).toBeVisible();
    await expect(within(options[0] as HTMLElement).getByText("7 Days")).toBeVisible();

    await userEvent.click(options[2] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(eachType[2]);
  },
};

/** The words that matched the query are marked in the title and the description. */
export const Highlighted: Story = {
  args: { hits: searchHits("elephants", 3), activeIndex: 0 },
  play: async ({ canvasElement }) => {
    const marks = Array.from(canvasElement.querySelectorAll("mark"), (mark) => mark.textContent);
    await expect(marks.length).toBeGreaterThan(0);
    await expect(marks.every((text) => text?.toLowerCase() === "elephants")).toBe(true);
    await expect(within(canvasElement).getAllByRole("option")[0]).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** A tour with nine highlights: three badges, then '+6 more'. */
export const ManyHighlights: Story = {
  args: { hits: [firstHitOfType("tour", "luxury")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Great Migration")).toBeVisible();
    await expect(canvas.getByText("Big Five")).toBeVisible();
    await expect(canvas.getByText("Flamingos")).toBeVisible();
    await expect(canvas.queryByText("Rhino Sanctuary")).not.toBeInTheDocument();
    await expect(canvas.getByText("+6 more")).toBeVisible();
  },
};
