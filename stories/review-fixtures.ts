import type { Locale } from "../data/domain/locales";
import type { ReviewLimits, ReviewLodge } from "../ui/review-form";
import type { ShownReview } from "../ui/review-card";
import { requireTour } from "./support";

/**
 * Reviews as travellers write them: each in its own language whatever the page's, so they are
 * the same in every language of the Storybook; and the lodges of a trip, from its tour's days.
 */

const reviewLimits: ReviewLimits = { titleMax: 120, textMin: 50, textMax: 4000 };

const tripYears = [2024, 2025, 2026];

/** The trip's month and year, as the server fills them in from the booking. */
const tripDates = { travelledMonth: "8", travelledYear: "2025" } as const;

/** The lodges and camps of a tour's days, each once, in the order the trip reaches them. */
function tripLodges(
  locale: Locale = "en",
  tourId = "7-day-luxury-flight-transfer-safari-samburu-lewa-masai-mara",
): ReviewLodge[] {
  const names = [
    ...new Set(
      requireTour(tourId, locale).days.flatMap((day) =>
        day.accommodation ? [day.accommodation] : [],
      ),
    ),
  ];
  return names.map((name) => ({
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
  }));
}

const englishReview: ShownReview = {
  rating: 5,
  title: "Leopards, lions and the kindest guide",
  text: "Daniel found us a leopard on our very first evening in Samburu and never once hurried a sighting. Sasaab was the highlight: waking to elephants at the river below our room.",
  language: "en",
  firstName: "Hannah",
  country: "GB",
  travelled: { year: 2025, month: 8 },
  companions: "couple",
  lodges: [
    { name: "Sasaab", rating: 5 },
    { name: "Lewa Safari Camp", rating: 4 },
    { name: "Mahali Mzuri", rating: 5 },
  ],
};

const germanReview: ShownReview = {
  rating: 4,
  title: "Unvergessliche Tage in der Mara",
  text: "Die Große Tierwanderung mit eigenen Augen zu sehen, war überwältigend. Unser Fahrer-Guide kannte jeden Winkel des Reservats. Nur die Fahrt von Nairobi war länger als gedacht.",
  language: "de",
  firstName: "Jonas",
  country: "DE",
  travelled: { year: 2025, month: 9 },
  companions: "family",
  reply: {
    from: "Savannah Horizon Safaris",
    text: "Vielen Dank, Jonas! Für Ihre nächste Reise empfehlen wir den Flug in die Mara: Er spart fünf Stunden.",
    language: "de",
  },
};

const longReview: ShownReview = {
  rating: 5,
  title: "Eleven days we will talk about for years",
  text: [
    "We had read every guide book and still were not ready for the first morning in the Masai Mara. The light comes up over the plains, the balloons rise in the distance and then, twenty metres from the vehicle, a cheetah and her three cubs walk past as if we were not there.",
    "Our guide Daniel was the best part of the trip. He knew when to wait and when to move on, he explained the behaviour of every animal we saw, and he found a black rhino in Ol Pejeta when the other vehicles had given up. Lunch in the bush on the fourth day, under an acacia, is something our children keep talking about.",
    "The camps were all different and all good: Sasaab felt like a private house on the river, Lewa Safari Camp was warm and simple, and Mahali Mzuri was pure luxury. If we changed anything, we would take the flight rather than the road between Nairobi and the Mara.",
  ].join("\n\n"),
  language: "en",
  firstName: "Carlos",
  country: "ES",
  travelled: { year: 2024, month: 7 },
  companions: "friends",
};

/** A traveller who kept name and country to themselves, and typed markup that stays text. */
const anonymousReview: ShownReview = {
  rating: 3,
  title: "Good trip, <b>long</b> drives",
  text: "The animals were wonderful, but <script>alert(1)</script> is what I typed to see whether you check. The drives were long and the roads very bumpy.",
  language: "en",
  travelled: { year: 2026, month: 1 },
  companions: "solo",
};

const chineseReview: ShownReview = {
  rating: 5,
  title: "一生难忘的肯尼亚之旅",
  text: "向导非常专业，每天都能看到大型动物。马赛马拉的日出和热气球是我们最美好的回忆。",
  language: "zh",
  firstName: "Li",
  country: "CN",
  travelled: { year: 2025, month: 10 },
  companions: "couple",
};

export {
  anonymousReview,
  chineseReview,
  englishReview,
  germanReview,
  longReview,
  reviewLimits,
  tripDates,
  tripLodges,
  tripYears,
};
