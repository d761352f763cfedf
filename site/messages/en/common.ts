export const commonMessages = {
  dayCount: { one: "{count} Day", other: "{count} Days" },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "{name} safari",
};
