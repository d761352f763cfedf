import * as React from "react";

import { cn } from "./cn";
import {
  Field,
  FieldError,
  FieldSummary,
  FormAlert,
  Input,
  Label,
  Legend,
  Select,
  SendFailedAlert,
  SubmitButton,
  Textarea,
} from "./field";
import { useAsyncSubmit, useFormValues } from "./form-state";
import { fill, useKitCopy, useKitLocale, type KitMessages } from "./kit-provider";
import { monthNames } from "./month-calendar";
import { StarRatingInput } from "./star-rating";

/** Who a traveller went with, as the form sends it. */
const reviewCompanions = ["couple", "family", "friends", "solo"] as const;
type ReviewCompanion = (typeof reviewCompanions)[number];

/** A lodge or camp of the trip: its id names its rating's field, `lodge.<id>`. */
type ReviewLodge = { id: string; name: string };

/** A lodge's rating field. */
const lodgeField = (lodge: ReviewLodge) => `lodge.${lodge.id}` as const;

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

/** The field that takes the focus for a part in error. */
function focusTarget(part: ReviewErrorField, values: ReviewValues): string {
  if (part !== "travelled") return part;
  return values.travelledMonth === "" ? "travelledMonth" : "travelledYear";
}

/** A part's message while in error, and its label in the summary. */
function errorCopy(copy: KitMessages["reviewForm"], limits: ReviewLimits) {
  return {
    message: (part: ReviewErrorField, error: ReviewFieldError) =>
      error === "tooShort"
        ? fill(copy.textTooShort, { min: limits.textMin })
        : {
            rating: copy.ratingRequired,
            title: copy.titleRequired,
            text: copy.textRequired,
            travelled: copy.travelledRequired,
            companions: copy.companionsRequired,
          }[part],
    label: (part: ReviewErrorField) => copy.fieldNames[part],
  };
}

/**
 * The review form's state: its values (from `defaultValues`), the errors (the server's at first,
 * then the checks on submit, which follow the typing once they have failed), focus moved to the
 * first field in error, and the send, once at a time; `sent` once it went through.
 */
function useReviewForm({
  defaultValues,
  initialErrors,
  limits,
  onSubmit,
}: {
  defaultValues: Partial<ReviewValues> | undefined;
  initialErrors: ReviewErrors | undefined;
  limits: ReviewLimits;
  onSubmit: ((values: ReviewValues) => Promise<void>) | undefined;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<ReviewErrors>(initialErrors ?? {});
  const [checked, setChecked] = React.useState(initialErrors !== undefined);
  const [sent, setSent] = React.useState(false);
  const { values, setField } = useFormValues<ReviewValues>({
    values: undefined,
    defaultValues,
    emptyValues: emptyReviewValues,
    onValuesChange: undefined,
  });
  const { status, submit } = useAsyncSubmit(onSubmit ?? (() => Promise.resolve()), () =>
    setSent(true),
  );

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const found = validateReview(values, limits);
    setErrors(found);
    setChecked(true);
    const firstInvalid = reviewErrorFields.find((part) => found[part]);
    if (firstInvalid) {
      event.preventDefault();
      const field = formRef.current?.elements.namedItem(focusTarget(firstInvalid, values));
      const target = field instanceof RadioNodeList ? field[0] : field;
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    // Without `onSubmit` the browser posts the form to its action.
    if (!onSubmit) return;
    event.preventDefault();
    if (status !== "busy") void submit(values);
  };

  const change = (name: keyof ReviewValues, value: string) => {
    setField(name, value);
    if (checked) {
      const next = validateReview({ ...values, [name]: value }, limits);
      setErrors((current) =>
        Object.fromEntries(
          reviewErrorFields.filter((part) => current[part] && next[part]).map((p) => [p, next[p]]),
        ),
      );
    }
  };

  return {
    formRef,
    values,
    errors,
    state: sent ? ("sent" as const) : status,
    change,
    handleSubmit,
    retry: () => void submit(values),
  };
}

/** "120 of 4,000 characters" under a text field, which points its aria-describedby here. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const copy = useKitCopy("reviewForm");
  const number = new Intl.NumberFormat(useKitLocale());
  return (
    <p
      id={id}
      data-slot="review-form-counter"
      className="text-xs text-muted-foreground tabular-nums"
    >
      {fill(copy.counter, { count: number.format(length), max: number.format(max) })}
    </p>
  );
}

/** A radio or a checkbox with its label beside it. */
function Choice({ children, ...props }: React.ComponentProps<"input">) {
  return (
    <label
      data-slot="review-form-choice"
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3.5 text-sm text-foreground transition-colors duration-(--duration-short) hover:border-foreground/40 has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-ring motion-reduce:transition-none"
    >
      <input className="size-4 shrink-0 accent-primary focus-visible:outline-none" {...props} />
      <span>{children}</span>
    </label>
  );
}

/**
 * Where a group's legend sits and what it looks like, as the fields' labels; the legend of a
 * group whose message is `errorId` points at it.
 */
function Group({
  legend,
  required = false,
  errorId,
  error,
  className,
  children,
}: {
  legend: string;
  required?: boolean;
  errorId?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      data-slot="review-form-group"
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <Legend required={required}>{legend}</Legend>
      <div className={className}>{children}</div>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** The month and the year of the trip, as two of the platform's selects. */
function TravelledFields({
  id,
  years,
  values,
  error,
  onChange,
}: {
  id: string;
  years: readonly number[];
  values: ReviewValues;
  error: string | undefined;
  onChange: (name: "travelledMonth" | "travelledYear", value: string) => void;
}) {
  const copy = useKitCopy("reviewForm");
  const months = monthNames(useKitLocale(), "long");
  const invalid = error
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-travelled-error` }
    : {};
  return (
    <Group
      legend={copy.travelled}
      required
      errorId={`${id}-travelled-error`}
      error={error}
      className="grid grid-cols-2 gap-3"
    >
      <Field>
        <Label htmlFor={`${id}-month`}>{copy.month}</Label>
        <Select
          id={`${id}-month`}
          name="travelledMonth"
          required
          value={values.travelledMonth}
          onChange={(event) => onChange("travelledMonth", event.target.value)}
          {...(values.travelledMonth === "" ? invalid : {})}
        >
          <option value="" />
          {months.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={`${id}-year`}>{copy.year}</Label>
        <Select
          id={`${id}-year`}
          name="travelledYear"
          required
          value={values.travelledYear}
          onChange={(event) => onChange("travelledYear", event.target.value)}
          {...(values.travelledYear === "" ? invalid : {})}
        >
          <option value="" />
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Select>
      </Field>
    </Group>
  );
}

/** Every field of the form, each with its message while in error. */
function ReviewFields({
  lodges,
  years,
  limits,
  values,
  errors,
  onChange: change,
}: {
  lodges: readonly ReviewLodge[];
  years: readonly number[];
  limits: ReviewLimits;
  values: ReviewValues;
  errors: ReviewErrors;
  onChange: (name: keyof ReviewValues, value: string) => void;
}) {
  const copy = useKitCopy("reviewForm");
  const id = React.useId();
  const { message } = errorCopy(copy, limits);
  const errorOf = (part: ReviewErrorField) => {
    const error = errors[part];
    return error ? message(part, error) : undefined;
  };
  const describedBy = (part: "title" | "text") =>
    [errors[part] ? `${id}-${part}-error` : "", `${id}-${part}-counter`].join(" ").trim();

  return (
    <>
      <StarRatingInput
        legend={copy.rating}
        name="rating"
        required
        value={values.rating}
        onValueChange={(value) => change("rating", value)}
        error={errorOf("rating")}
      />

      {lodges.length > 0 ? (
        <Group legend={copy.lodges} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{copy.lodgesHint}</p>
          {lodges.map((lodge) => (
            <StarRatingInput
              key={lodge.id}
              legend={lodge.name}
              name={lodgeField(lodge)}
              size="md"
              value={values[lodgeField(lodge)] ?? ""}
              onValueChange={(value) => change(lodgeField(lodge), value)}
            />
          ))}
        </Group>
      ) : null}

      <Field>
        <Label htmlFor={`${id}-title`} required>
          {copy.title}
        </Label>
        <Input
          id={`${id}-title`}
          name="title"
          required
          maxLength={limits.titleMax}
          placeholder={copy.titlePlaceholder}
          value={values.title}
          onChange={(event) => change("title", event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
        />
        <FieldError id={`${id}-title-error`}>{errorOf("title")}</FieldError>
        <Counter id={`${id}-title-counter`} length={values.title.length} max={limits.titleMax} />
      </Field>

      <Field>
        <Label htmlFor={`${id}-text`} required>
          {copy.text}
        </Label>
        <Textarea
          id={`${id}-text`}
          name="text"
          rows={8}
          required
          minLength={limits.textMin}
          maxLength={limits.textMax}
          placeholder={copy.textPlaceholder}
          value={values.text}
          onChange={(event) => change("text", event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy("text")}
        />
        <FieldError id={`${id}-text-error`}>{errorOf("text")}</FieldError>
        <Counter id={`${id}-text-counter`} length={values.text.length} max={limits.textMax} />
      </Field>

      <TravelledFields
        id={id}
        years={years}
        values={values}
        error={errorOf("travelled")}
        onChange={change}
      />

      <Group
        legend={copy.companions}
        required
        errorId={`${id}-companions-error`}
        error={errorOf("companions")}
        className="grid gap-2 @md:grid-cols-2"
      >
        {reviewCompanions.map((companion) => (
          <Choice
            key={companion}
            type="radio"
            name="companions"
            value={companion}
            required
            checked={values.companions === companion}
            onChange={(event) => change("companions", event.target.value)}
            aria-invalid={errors.companions ? true : undefined}
            aria-describedby={errors.companions ? `${id}-companions-error` : undefined}
          >
            {copy.companion[companion]}
          </Choice>
        ))}
      </Group>

      <Group legend={copy.consent} className="grid gap-2 @md:grid-cols-2">
        {(["showName", "showCountry"] as const).map((name) => (
          <Choice
            key={name}
            type="checkbox"
            name={name}
            value="yes"
            checked={values[name] === "yes"}
            onChange={(event) => change(name, event.target.checked ? "yes" : "")}
          >
            {copy[name]}
          </Choice>
        ))}
      </Group>
    </>
  );
}

/**
 * A traveller's review of their trip: the overall rating, one for each of `lodges` (optional),
 * a title and a text within `limits` with their counters, when they travelled and with whom, and
 * whether their first name and country may be shown. It is a real form: before any script, or
 * without `onSubmit`, it posts to `action` (the server answers a post in error by drawing it
 * again with the values sent as `defaultValues` and its `errors`). With `onSubmit` it sends
 * itself: busy while sending, 'Try again' with every value kept when the send fails, and a
 * thank-you in place of its fields once sent.
 */
function ReviewForm({
  action,
  lodges,
  years,
  limits,
  defaultValues,
  errors: initialErrors,
  onSubmit,
  successMessage,
  errorMessage,
  className,
  ...props
}: Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "action" | "method"> & {
  /** Where the form posts: the address of the traveller's own review link. */
  action: string;
  lodges: readonly ReviewLodge[];
  /** The years a trip may have been in, the trip's own among them. */
  years: readonly number[];
  limits: ReviewLimits;
  /** The trip's month and year filled in; after a post in error, everything sent. */
  defaultValues?: Partial<ReviewValues>;
  /** The server's findings on a post in error. */
  errors?: ReviewErrors;
  /**
   * Sends the review. Reject and the form keeps every value and offers 'Try again'; log the
   * error before rejecting.
   */
  onSubmit?: (values: ReviewValues) => Promise<void>;
  /** Shown in place of the fields once the review is sent, in place of the kit's own. */
  successMessage?: string;
  errorMessage?: string;
}) {
  const copy = useKitCopy("reviewForm");
  const {
    formRef,
    values,
    errors,
    state: status,
    change,
    handleSubmit,
    retry,
  } = useReviewForm({
    defaultValues,
    initialErrors,
    limits,
    onSubmit,
  });
  const { label } = errorCopy(copy, limits);

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      data-slot="review-form"
      data-state={status}
      onSubmit={handleSubmit}
      className={cn("@container flex flex-col gap-6", className)}
      {...props}
    >
      {status === "sent" ? null : (
        <ReviewFields
          lodges={lodges}
          years={years}
          limits={limits}
          values={values}
          errors={errors}
          onChange={change}
        />
      )}

      <div className="flex flex-col">
        <FieldSummary
          labels={reviewErrorFields.filter((part) => errors[part]).map(label)}
          copy={copy}
          data-slot="review-form-field-summary"
          className="mb-4"
        />
        {status === "sent" ? null : (
          <SubmitButton busy={status === "busy"} className="@xl:w-fit @xl:min-w-48">
            {copy.send}
          </SubmitButton>
        )}
        <SendFailedAlert
          failed={status === "failed"}
          message={errorMessage}
          retry={copy.retry}
          onRetry={retry}
          data-slot="review-form-error"
          className="mt-4"
        />
        <div role="status" data-slot="review-form-success">
          {status === "sent" ? (
            <FormAlert variant="success">{successMessage ?? copy.sent}</FormAlert>
          ) : null}
        </div>
      </div>
    </form>
  );
}

export {
  emptyReviewValues,
  ReviewForm,
  reviewCompanions,
  validateReview,
  type ReviewCompanion,
  type ReviewErrors,
  type ReviewLimits,
  type ReviewLodge,
  type ReviewValues,
};
