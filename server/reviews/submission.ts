import { reviewLimits, type ReviewTrip } from "../../data/domain/reviews";
import {
  emptyReviewValues,
  reviewCompanions,
  validateReview,
  type ReviewErrors,
  type ReviewValues,
} from "../../ui/review-validation";
import type { NewReview } from "./store";
import type { BookedTrip } from "./trips";

/**
 * A review as the form sends it (a native post's fields, or the script's JSON with the same
 * names), checked by the form's own checks, then by what no form of ours sends: a field we do
 * not know, a rating outside 1 to 5, a lodge that is not the trip's, a text past its length.
 */

/** A send no form of ours makes: refused with 400 and the reason, and nothing is stored. */
export class SubmissionRefusal extends Error {
  readonly status = 400;
}

const plainFields = Object.keys(emptyReviewValues) as Array<keyof typeof emptyReviewValues>;
const ratingPattern = /^[1-5]$/;

/** The fields sent, each once, as the form's values; a field we do not know is refused. */
export function postedValues(fields: Iterable<[string, unknown]>, trip: ReviewTrip): ReviewValues {
  const lodgeFields = new Set(trip.lodges.map((lodge) => `lodge.${lodge.id}`));
  const values: Record<string, string> = { ...emptyReviewValues };
  const seen = new Set<string>();
  for (const [name, value] of fields) {
    if (seen.has(name)) throw new SubmissionRefusal(`The field "${name}" was sent more than once.`);
    seen.add(name);
    if (typeof value !== "string") throw new SubmissionRefusal(`The field "${name}" must be text.`);
    if (name.startsWith("lodge.") && !lodgeFields.has(name))
      throw new SubmissionRefusal(`"${name}" is not a lodge of this trip.`);
    if (!name.startsWith("lodge.") && !(plainFields as string[]).includes(name))
      throw new SubmissionRefusal(`Unknown field "${name}".`);
    values[name] = value;
  }
  return values as ReviewValues;
}

/** Line ends as \n, and no control characters but the line end and the tab. */
function plainText(value: string): string {
  const kept = (character: string) => {
    const code = character.charCodeAt(0);
    return character === "\n" || character === "\t" || (code >= 0x20 && code !== 0x7f);
  };
  return [...value.replace(/\r\n?/g, "\n")].filter(kept).join("").trim();
}

/** What the form's checks find, for a page or an answer to show beside the fields. */
export function fieldErrors(values: ReviewValues): ReviewErrors {
  return validateReview(values, reviewLimits);
}

/**
 * The review to store, from values the form's checks passed: refused when a value is one no
 * form of ours sends. The traveller's first name goes with it only when they allowed it.
 */
export function reviewOf(
  values: ReviewValues,
  { trip, booked }: { trip: ReviewTrip; booked: BookedTrip },
): NewReview {
  const refuse = (reason: string): never => {
    throw new SubmissionRefusal(reason);
  };
  if (!ratingPattern.test(values.rating)) refuse('"rating" must be a whole number from 1 to 5.');
  const title = plainText(values.title);
  const text = plainText(values.text);
  if (title.length > reviewLimits.titleMax)
    refuse(`The title may have at most ${reviewLimits.titleMax} characters.`);
  if (text.length > reviewLimits.textMax)
    refuse(`The text may have at most ${reviewLimits.textMax} characters.`);
  const month = Number(values.travelledMonth);
  const year = Number(values.travelledYear);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    refuse('"travelledMonth" must be a month from 1 to 12.');
  if (!trip.years.includes(year))
    refuse(`"travelledYear" must be one of ${trip.years.join(", ")}.`);
  if (!(reviewCompanions as readonly string[]).includes(values.companions))
    refuse(`"companions" must be one of ${reviewCompanions.join(", ")}.`);
  for (const consent of ["showName", "showCountry"] as const) {
    if (values[consent] !== "" && values[consent] !== "yes")
      refuse(`"${consent}" must be "yes" or left out.`);
  }
  const lodges = trip.lodges.flatMap((lodge) => {
    const rating = values[`lodge.${lodge.id}`] ?? "";
    if (rating === "") return [];
    if (!ratingPattern.test(rating))
      refuse(`"lodge.${lodge.id}" must be a whole number from 1 to 5, or left out.`);
    return [{ name: lodge.name, rating: Number(rating) }];
  });
  const firstName = booked.traveller.name?.split(/\s+/)[0] ?? null;
  return {
    proposalId: booked.proposalId,
    enquiryId: booked.enquiryId,
    tour: booked.tour,
    language: booked.locale,
    rating: Number(values.rating),
    lodges,
    title,
    text,
    travelled: `${year}-${String(month).padStart(2, "0")}`,
    companions: values.companions,
    name: values.showName === "yes" ? firstName : null,
    // The enquiry asks for no country: none is shown, whatever the consent.
    country: null,
  };
}
