import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "./cn";
import { FieldError, Legend } from "./field";
import { formatRating, maxRating } from "./format-rating";
import { Icon } from "./icon";
import { plural, useKitCopy, useKitLocale } from "./kit-provider";

const ratings = Array.from({ length: maxRating }, (_, index) => index + 1);

/** "4 of 5 stars" in the kit's language, for a whole rating or an average. */
function useStarsText() {
  const copy = useKitCopy("starRating");
  const locale = useKitLocale();
  return (rating: number) =>
    plural(copy.stars, rating, locale, { count: formatRating(rating, locale), max: maxRating });
}

const ratingStarsVariants = cva("relative inline-flex w-fit shrink-0 text-primary", {
  variants: {
    size: {
      sm: "[&_svg]:size-4",
      md: "[&_svg]:size-5",
    },
  },
  defaultVariants: { size: "md" },
});

/**
 * A rating shown as five stars, filled as far as `rating` (an average fills part of a star), read
 * out as its text, "4 of 5 stars"; beside a number that says it, pass `aria-hidden`.
 */
function RatingStars({
  rating,
  size,
  className,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof ratingStarsVariants> & {
    /** From 0 to 5. */
    rating: number;
  }) {
  const text = useStarsText();
  const row = (filled: boolean) =>
    ratings.map((rating) => (
      <Icon
        key={rating}
        name="star"
        aria-hidden
        className={filled ? "shrink-0 fill-current" : "shrink-0 text-muted-foreground"}
      />
    ));
  return (
    <span
      role="img"
      aria-label={text(rating)}
      data-slot="rating-stars"
      className={cn(ratingStarsVariants({ size }), className)}
      {...props}
    >
      {row(false)}
      <span
        data-slot="rating-stars-filled"
        className="absolute inset-y-0 left-0 inline-flex overflow-hidden"
        style={{ width: `${(Math.min(Math.max(rating, 0), maxRating) / maxRating) * 100}%` }}
      >
        {row(true)}
      </span>
    </span>
  );
}

const starRatingVariants = cva("flex", {
  variants: {
    size: {
      md: "[&_svg]:size-7",
      lg: "[&_svg]:size-9",
    },
  },
  defaultVariants: { size: "lg" },
});

/**
 * A rating from 1 to 5 as the platform's radio group: a `<fieldset>` named by its `<legend>`,
 * one radio a star, each read out as "4 of 5 stars". It works before any script: the arrow keys
 * move between the stars and choose, a form posts the chosen value under `name`, and the stars
 * up to the chosen one fill by CSS alone.
 */
function StarRatingInput({
  legend,
  name,
  value,
  defaultValue,
  onValueChange,
  required = false,
  error,
  size,
  className,
  ...props
}: Omit<React.ComponentProps<"fieldset">, "onChange" | "defaultValue" | "children"> &
  VariantProps<typeof starRatingVariants> & {
    legend: React.ReactNode;
    name: string;
    /** The chosen rating, "1" to "5", or "" for none; given, the parent owns it. */
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Shows the asterisk and makes the radios required. */
    required?: boolean;
    /** The message under the stars while the rating is in error, tied to the radios. */
    error?: string;
  }) {
  const text = useStarsText();
  const errorId = `${React.useId()}-error`;
  const described = error ? { "aria-describedby": errorId } : {};
  return (
    <fieldset
      data-slot="star-rating"
      data-invalid={error ? "" : undefined}
      className={cn("group/rating flex min-w-0 flex-col", className)}
      {...described}
      {...props}
    >
      <Legend required={required}>{legend}</Legend>
      <div data-slot="star-rating-stars" className={starRatingVariants({ size })}>
        {ratings.map((rating) => {
          const choice = String(rating);
          const checked =
            value === undefined
              ? { defaultChecked: defaultValue === choice }
              : { checked: value === choice };
          return (
            <label
              key={rating}
              data-slot="star-rating-star"
              className="relative flex size-11 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-[color,scale] duration-(--duration-short) group-data-invalid/rating:text-destructive has-checked:scale-110 has-checked:text-primary has-checked:*:fill-current has-focus-visible:outline-2 has-focus-visible:outline-ring motion-reduce:transition-none motion-reduce:has-checked:scale-100 [&:has(~*_:checked)]:text-primary [&:has(~*_:checked)>svg]:fill-current"
            >
              <input
                type="radio"
                name={name}
                value={choice}
                required={required}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onValueChange?.(event.target.value)}
                className="sr-only"
                {...checked}
                {...described}
              />
              <Icon name="star" aria-hidden />
              <span className="sr-only">{text(rating)}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} className="mt-1">
        {error}
      </FieldError>
    </fieldset>
  );
}

export { RatingStars, ratingStarsVariants, StarRatingInput, starRatingVariants, useStarsText };
