export const toursMessages = {
  eyebrow: "Safari tours",
  title: "Kenya & Tanzania Safari Tours",
  description:
    "Every itinerary we run, with the lodges, the day-by-day plan and honest prices per person. All tours are private, for 2-6 people per vehicle.",
  searchLabel: "Find a tour",
  textLabel: "Search tours",
  durationLabel: "Duration",
  allDurations: "All Durations",
  search: "Search Tours",
  popular: "Popular:",
  /** The quick filter chips that fill the search box, beside "4 Days" and "7 Days". */
  quickFilters: {
    masaiMara: "Masai Mara",
    amboseli: "Amboseli",
    lakeNakuru: "Lake Nakuru",
    luxury: "Luxury",
  },
  showingAll: { one: "Showing {count} tour", other: "Showing all {count} tours" },
  showingSome: {
    one: "Showing {shown} of {count} tour",
    other: "Showing {shown} of {count} tours",
  },
  meta: {
    title: "Safari Tours",
    description:
      "{count} private safaris in Kenya and Tanzania, from {shortest} to {longest} days: itineraries, lodges and prices per person for the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru and the Serengeti.",
  },
};
