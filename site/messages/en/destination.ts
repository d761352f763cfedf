export const destinationMessages = {
  about: "About {name}",
  bestTime: "Best time to visit",
  wildlife: "Wildlife",
  calendarEyebrow: "When to Go",
  calendarTitle: "{name} Month by Month",
  allMonths: "Every Destination by Month",
  toursEyebrow: "Safaris",
  toursTitle: "Tours that visit {name}",
  planCustom: "Plan a Custom Safari",
  noTours:
    "We build {name} into tailor-made safaris: tell us your dates and we will plan one for you.",
  meta: {
    title: "{name} Safari Guide",
    description: {
      one: "{name}, {country}: {tagline}. When to go, the wildlife you can see, and {count} safari tour that visits.",
      other:
        "{name}, {country}: {tagline}. When to go, the wildlife you can see, and {count} safari tours that visit.",
    },
  },
};
