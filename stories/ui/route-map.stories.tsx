import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { countryNames } from "../../data/content/countries";
import type { Locale } from "../../data/domain/locales";
import placeTexts from "../../data/generated/texts/places.json" with { type: "json" };
import { routeMapBase, routeOnMap, tourRoute } from "../../data/content/tour-route-map";
import { RouteMap } from "../../ui/route-map";
import { generatedIn } from "../languages";
import { requireTour, withMaxWidth } from "../support";

function routeArgs(id: string) {
  const tour = requireTour(id);
  const route = tourRoute(tour.id);
  if (!route) throw new Error(`No route for tour "${id}" in data/content/tour-routes.ts`);
  return { base: routeMapBase, ...route, title: `Route map of ${tour.title}` };
}

/** The map's country and place names in `locale`, by the country and the place they name. */
function mapNamesIn(locale: Locale) {
  const countries = generatedIn(locale, "texts/countries", countryNames);
  const names = generatedIn(locale, "texts/places", placeTexts);
  return {
    base: {
      ...routeMapBase,
      labels: routeMapBase.labels.map((label) => ({
        ...label,
        name: countries[label.name as keyof typeof countryNames],
      })),
    },
    places: Object.fromEntries(
      Object.entries(routeOnMap([]).places).map(([id, place]) => [
        id,
        { ...place, name: names[id as keyof typeof placeTexts] },
      ]),
    ),
  };
}

const meta = {
  title: "UI/Route map",
  component: RouteMap,
  args: routeArgs("luxury-7-days"),
  parameters: {
    textLayout: "The other routes' labels lay out as Cross Border's.",
    maxWidth: "2xl",
    localeArgs: mapNamesIn,
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof RouteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A road safari: solid legs, the nights in each park, Nairobi ringed as start and end. */
export const ByRoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole("img", {
      name: "Route map of 7-Day Luxury Kenya Safari: Samburu, Ol Pejeta, Lake Nakuru & Masai Mara",
    });
    await expect(map).toHaveAccessibleDescription(
      /^Day 1: Nairobi → Samburu, 330 km, about 5.5 hr by road Day 2: Samburu, a full day there/,
    );
    for (const place of ["Nairobi", "Samburu", "Ol Pejeta", "Lake Nakuru", "Masai Mara"]) {
      await expect(within(map).getByText(place)).toBeInTheDocument();
    }
    await expect(canvas.getAllByRole("listitem").at(-1)).toHaveTextContent(
      /^Day 7: Masai Mara → Nairobi, \d+ km, about [\d.]+ hr by road$/,
    );
  },
};

/** A flying safari: every leg a dashed arc and read as "by air". */
export const ByAir: Story = {
  args: routeArgs("exquisite-luxury-flight"),
  play: async ({ canvasElement }) => {
    const legs = within(canvasElement).getByText("The route day by day").nextElementSibling;
    await expect(legs).toHaveTextContent("Day 1: Nairobi → Samburu");
    await expect(legs).toHaveTextContent(/by air/);
    await expect(legs).not.toHaveTextContent(/by road/);
  },
};

/** Across the border: Namanga, the northern Tanzanian parks, and an end at Kilimanjaro. */
export const CrossBorder: Story = {
  tags: ["text-layout"],
  args: routeArgs("11-day-kenya-to-tanzania-overland-safari"),
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole("img");
    for (const place of ["Namanga", "Serengeti", "Ngorongoro", "Kilimanjaro Airport"]) {
      await expect(within(map).getByText(place)).toBeInTheDocument();
    }
  },
};

/** Two days out of Nairobi: a short route still reads clearly. */
export const ShortTrip: Story = {
  args: routeArgs("2-day-nairobi-urban-safari-hells-gate-escape"),
};

/** On a phone: the map fills the width and the legs wrap beneath it. */
export const Phone: Story = {
  tags: ["text-layout"],
  args: routeArgs("kenya-tanzania-11-days"),
  parameters: { maxWidth: "xs" },
};
