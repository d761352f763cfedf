import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { fillParts, useKitCopy } from "./kit-provider";

type ItineraryDay = {
  dayNumber: number;
  /** May be empty: older itineraries only number their days. */
  title: string;
  description: string;
  accommodation: string;
  mealPlan: string;
  /** The day's date, written out ("Mon 10 Feb"), where the trip has dates. */
  date?: string;
  /** A word from the operator about this day, where a proposal has one. */
  note?: string;
};

/** A tour's days in order, each with where the night is spent and which meals are included. */
function Itinerary({
  days,
  headingLevel: Heading = "h3",
  emptyMessage,
  className,
  ...props
}: Omit<React.ComponentProps<"ol">, "children"> & {
  days: ItineraryDay[];
  headingLevel?: "h2" | "h3" | "h4";
  emptyMessage?: string;
}) {
  const copy = useKitCopy("itinerary");
  if (days.length === 0) {
    return (
      <p data-slot="itinerary-empty" className={cn("text-sm text-muted-foreground", className)}>
        {emptyMessage ?? copy.empty}
      </p>
    );
  }
  return (
    <ol data-slot="itinerary" className={cn("@container flex flex-col", className)} {...props}>
      {days.map((day, index) => (
        <li
          key={day.dayNumber}
          data-slot="itinerary-day"
          className="relative grid break-inside-avoid grid-cols-[2rem_1fr] gap-x-3 pb-8 last:pb-0 @md:grid-cols-[2.5rem_1fr] @md:gap-x-4 print:pb-4"
        >
          {index < days.length - 1 ? (
            <span
              aria-hidden
              className="absolute top-10 bottom-1 left-4 w-px bg-border @md:top-12 @md:left-5"
            />
          ) : null}
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground tabular-nums @md:size-10"
          >
            {day.dayNumber}
          </span>
          <div className="flex min-w-0 flex-col gap-2 pt-1 @md:pt-1.5">
            {day.date ? (
              <p data-slot="itinerary-date" className="text-sm font-medium text-secondary">
                {day.date}
              </p>
            ) : null}
            <Heading className="font-display text-lg leading-snug font-semibold">
              <span className="text-muted-foreground">
                {fillParts(copy.day, { number: day.dayNumber })}
              </span>
              {day.title ? (
                <>
                  <span className="text-muted-foreground">{copy.separator}</span>
                  {day.title}
                </>
              ) : null}
            </Heading>
            {day.description ? (
              <p className="text-sm leading-relaxed text-foreground/90">{day.description}</p>
            ) : null}
            {day.accommodation || day.mealPlan ? (
              <dl className="mt-1 flex flex-col gap-1.5 text-sm @lg:flex-row @lg:flex-wrap @lg:gap-x-6">
                {day.accommodation ? (
                  <div>
                    <dt className="inline font-medium">
                      <Icon
                        name="bed-double"
                        aria-hidden
                        className="mr-2 inline size-4 align-[-0.2em] text-secondary"
                      />
                      {copy.accommodation}
                    </dt>{" "}
                    <dd className="inline text-muted-foreground">{day.accommodation}</dd>
                  </div>
                ) : null}
                {day.mealPlan ? (
                  <div>
                    <dt className="inline font-medium">
                      <Icon
                        name="utensils-crossed"
                        aria-hidden
                        className="mr-2 inline size-4 align-[-0.2em] text-secondary"
                      />
                      {copy.mealPlan}
                    </dt>{" "}
                    <dd className="inline text-muted-foreground">{day.mealPlan}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            {day.note ? (
              <p
                data-slot="itinerary-note"
                className="mt-1 rounded-lg bg-primary-soft px-3 py-2 text-sm leading-relaxed"
              >
                <span className="font-medium">{copy.note}</span> {day.note}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

export { Itinerary, type ItineraryDay };
