export const compareMessages = {
  eyebrow: "Compare",
  title: "Compare Safaris",
  metaTitle: "Compare Safari Tours Side by Side",
  description:
    "Two or three of our safaris side by side: length, parks, time on the road and in the air, where you sleep, meals, prices and what is included.",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "Comparison of {tours}",
  choose: "Choose two or three safaris below to see them side by side.",
  chooseAnother: "Choose at least one more safari below to compare.",
  /** "{count}": the most that can be compared. */
  pick: "Choose up to {count} safaris",
  submit: "Compare",
  from: "from {price}",
  rows: {
    length: "Length",
    destinations: "Destinations",
    road: "By road",
    flights: "By air",
    nights: "Where you sleep",
    meals: "Meals",
    included: "Included",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "{distance} in all, about {duration}",
  noFlights: "No flights",
  noRoad: "No road transfers",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "Night {from}: {value}",
  nights: "Nights {from}–{to}: {value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "Day {from}: {value}",
  days: "Days {from}–{to}: {value}",
  onRequest: "Shared with your proposal",
  /** The tour list's comparison bar. */
  tray: {
    label: "Your comparison",
    /** "{count}" chosen of "{limit}". */
    count: { one: "{count} of {limit} safaris chosen", other: "{count} of {limit} safaris chosen" },
    more: "Choose one more to compare",
    open: "Compare",
    clear: "Clear",
  },
};
