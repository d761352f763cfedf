export const whenToGoMessages = {
  eyebrow: "When to Go",
  title: "When to Go on Safari in Kenya and Tanzania",
  description:
    "Every month is a good month somewhere. Pick a month to see which parks are at their best, what the weather does and which of our safaris go there.",
  metaTitle: "When to Go on Safari: Kenya and Tanzania Month by Month",
  metaDescription:
    "Month by month in the Masai Mara, Serengeti, Amboseli, Samburu, Ngorongoro and the Rift Valley lakes: rain, temperatures, crowds, the Great Migration and the best safaris for each month.",
  months: "Months",
  yearTitle: "The Year at a Glance",
  yearDescription: "The best months at each destination. Pick a month above for the detail.",
  destination: "Destination",
  best: "Best time",
  notBest: "Possible",
  monthTitle: "Safari in {month}",
  monthMetaTitle: "Safari in {month}: Where to Go in Kenya and Tanzania",
  monthDescription: {
    one: "One of our {total} destinations is at its best in {month}: {places}. Here is what the weather does, what you will see and which safaris go there.",
    other:
      "{count} of our {total} destinations are at their best in {month}: {places}. Here is what the weather does, what you will see and which safaris go there.",
  },
  noBestDescription:
    "{month} brings the rains: no park is at its best, but rates are at their lowest and the parks almost empty. Here is what each place is like.",
  bestTitle: "At Their Best in {month}",
  alsoTitle: "Also Possible in {month}",
  toursTitle: "Safaris for {month}",
  toursDescription: "Our tours that visit the places at their best in {month}.",
  noTours: "Tell us your dates and we will plan a safari that makes the most of {month}.",
  planCustom: "Plan a Custom Safari",
};
