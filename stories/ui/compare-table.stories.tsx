import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import type { Tour } from "../../data/content/types";
import { kitCopy, siteMessage } from "../languages";
import { tourPrices } from "../tour-fixtures";
import { CompareTable } from "../../ui/compare-table";
import { formatPrice } from "../../ui/format-price";
import { plural, useKitLocale, useKitCopy } from "../../ui/kit-provider";
import { requireTour, withMaxWidth } from "../support";

const luxury = requireTour("luxury-7-days");
const flying = requireTour("exquisite-luxury-flight");
const twoTours = ["luxury-7-days", "exquisite-luxury-flight"];
const threeTours = [...twoTours, "11-day-kenya-to-tanzania-overland-safari"];

function columnsOf(chosen: Tour[]) {
  return chosen.map((tour) => ({
    id: tour.slug,
    title: tour.title,
    href: `/safari-tours/${tour.slug}`,
    quoteHref: `/contact?tour=${tour.slug}`,
  }));
}

/** A tour's length, in the story's language. */
function DayCount({ count }: { count: number }) {
  const common = useKitCopy("common");
  return plural(common.days, count, useKitLocale());
}

/** A price, formatted for the story's language, or the kit's "on request". */
function PriceCell({ amount }: { amount: number | null }) {
  const pricing = useKitCopy("pricing");
  const locale = useKitLocale();
  return amount === null ? pricing.rowOnRequest : formatPrice(amount, locale);
}

/** Places as a list in a sentence, in the story's language. */
function PlaceList({ places }: { places: string[] }) {
  return new Intl.ListFormat(useKitLocale(), { type: "conjunction" }).format(places);
}

function rowsOf(chosen: Tour[], locale: Locale) {
  const label = (key: string) => siteMessage(locale, "compare", `rows.${key}`);
  return [
    {
      label: label("length"),
      cells: chosen.map((tour) => <DayCount key={tour.slug} count={tour.days.length} />),
    },
    {
      label: label("destinations"),
      cells: chosen.map((tour) => <PlaceList key={tour.slug} places={tour.destinations} />),
    },
    {
      label: label("nights"),
      cells: chosen.map((tour) => (
        <ol key={tour.slug} className="list-decimal ps-5">
          {tour.days.slice(0, -1).map((day) => (
            <li key={day.dayNumber}>{day.accommodation}</li>
          ))}
        </ol>
      )),
    },
    {
      label: kitCopy[locale].pricing.rows.forTwo,
      cells: chosen.map((tour) => (
        <PriceCell key={tour.slug} amount={tourPrices(tour.costs).forTwo} />
      )),
    },
  ];
}

/** The comparison of the tours `ids` in `locale`. */
const comparisonOf = (ids: string[]) => (locale: Locale) => {
  const chosen = ids.map((id) => requireTour(id, locale));
  return {
    caption: siteMessage(locale, "compare", "title"),
    columns: columnsOf(chosen),
    rows: rowsOf(chosen, locale),
  };
};

const meta = {
  title: "UI/Compare table",
  component: CompareTable,
  args: comparisonOf(twoTours)("en"),
  parameters: {
    textLayout: "Two tours lay out as three, with a column less.",
    maxWidth: "6xl",
    localeArgs: comparisonOf(twoTours),
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two tours: a column each, the facts in rows, and each column's way to its page and a quote. */
export const TwoTours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("region", { name: "Compare Safaris" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(2);
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Length", "Destinations", "Where you sleep", "For 2 Travelers"]);
    await expect(
      canvas.getByRole("link", { name: `Get a Quote: ${flying.title}` }),
    ).toHaveAttribute("href", `/contact?tour=${flying.slug}`);
    await expect(canvas.getByRole("link", { name: `View Tour: ${luxury.title}` })).toHaveAttribute(
      "href",
      `/safari-tours/${luxury.slug}`,
    );
  },
};

/** Three tours, the most a comparison holds. */
export const ThreeTours: Story = {
  tags: ["text-layout"],
  args: comparisonOf(threeTours)("en"),
  parameters: { localeArgs: comparisonOf(threeTours) },
};

/** On a phone the table scrolls sideways in its frame, the row names staying in view. */
export const Phone: Story = {
  tags: ["text-layout"],
  parameters: { maxWidth: "xs" },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region");
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute("tabindex", "0");
  },
};
