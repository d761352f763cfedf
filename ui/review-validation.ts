/**
 * The review form's values and the checks on them, apart from its components: the server checks
 * a review sent to it with these same rules, and answers in the form's own messages.
 */
/** Who a traveller went with, as the form sends it. */
const reviewCompanions = ["couple", "family", "friends", "solo"] as const;
type ReviewCompanion = (typeof reviewCompanions)[number];

/**
 * What the form holds and posts, by field name, "" when left empty: the ratings "1" to "5", the
 * month "1" to "12", a consent "yes" when given.
 */
type ReviewValues = {
  rating: string;
  title: string;
  text: string;
  travelledMonth: string;
  travelledYear: string;
  companions: "" | ReviewCompanion;
  showName: "" | "yes";
  showCountry: "" | "yes";
  [lodge: `lodge.${string}`]: string;
};

const emptyReviewValues: ReviewValues = {
  rating: "",
  title: "",
  text: "",
  travelledMonth: "",
  travelledYear: "",
  companions: "",
  showName: "",
  showCountry: "",
};

/** The lengths the title and the text must keep to, the server's own. */
type ReviewLimits = { titleMax: number; textMin: number; textMax: number };

/** The parts of the form that can be in error, in the form's order, and how. */
const reviewErrorFields = ["rating", "title", "text", "travelled", "companions"] as const;
type ReviewErrorField = (typeof reviewErrorFields)[number];
type ReviewFieldError = "required" | "tooShort";
type ReviewErrors = Partial<Record<ReviewErrorField, ReviewFieldError>>;

/** The checks the server makes too: what is required, and the text's least length. */
function validateReview(values: ReviewValues, limits: ReviewLimits): ReviewErrors {
  const errors: ReviewErrors = {};
  if (values.rating === "") errors.rating = "required";
  if (values.title.trim() === "") errors.title = "required";
  const text = values.text.trim();
  if (text === "") errors.text = "required";
  else if (text.length < limits.textMin) errors.text = "tooShort";
  if (values.travelledMonth === "" || values.travelledYear === "") errors.travelled = "required";
  if (values.companions === "") errors.companions = "required";
  return errors;
}

export {
  emptyReviewValues,
  reviewCompanions,
  reviewErrorFields,
  validateReview,
  type ReviewCompanion,
  type ReviewErrorField,
  type ReviewErrors,
  type ReviewFieldError,
  type ReviewLimits,
  type ReviewValues,
};
