/** The reviews' page (/reviews), a tour page's reviews and the home page's featured reviews. */
export const reviewsMessages = {
  meta: {
    description:
      "What travellers wrote after their safari with us: every review as it was written, in its own language, with its rating.",
    /** A tour's reviews page, "{tour}". */
    tourTitle: "Reviews of {tour}",
    tourDescription:
      "What travellers wrote after the {tour}: every review as it was written, in its own language, with its rating.",
  },
  intro:
    "Every review here is from a traveller who went. We ask once the trip is over, publish their words unedited and reply where we can.",
  /** The filters' group, read out before its links and choices. */
  filters: "Filter the reviews",
  tour: "Tour",
  allTours: "All tours",
  rating: "Rating",
  allRatings: "All ratings",
  /** A rating to filter by, "{count}" stars. */
  stars: { one: "{count} star", other: "{count} stars" },
  /** Where no review of the list has the chosen rating. */
  noMatch: "No review with this rating yet.",
  /** The page before any review is published. */
  empty:
    "No reviews have been published yet. Once our first travellers of the season are home, you will read them here.",
  /** Under a review on the reviews page: the tour it is about, "{tour}". */
  aboutTour: "Tour: {tour}",
  /** A tour page's reviews section. */
  sectionTitle: "What Travellers Say",
  /** Its link to all of the tour's reviews on the reviews page. */
  allOfTour: "All reviews of this tour",
  /** The home page's featured reviews. */
  homeTitle: "From Our Travellers",
  homeAll: "Read all reviews",
};
