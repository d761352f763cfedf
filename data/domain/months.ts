/** The months in addresses (/when-to-go/july), January first, the same in every language. */
export const monthSlugs = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
