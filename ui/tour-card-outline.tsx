import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import type { ItineraryDay } from "./itinerary";
import { fillParts, KitLink, useKitCopy } from "./kit-provider";

/**
 * What a tour card's details hold in the page's HTML, before their code has run: the days by
 * their titles and a link to the tour's page, where every day is told in full with the prices
 * and photos. The details' tabs (TourCardDetails) take its place once their code has loaded.
 */
function TourCardOutline({
  days,
  href,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  days: Pick<ItineraryDay, "dayNumber" | "title">[];
  /** The tour's itinerary on its page. */
  href: string;
}) {
  const copy = useKitCopy("tourCard");
  const itinerary = useKitCopy("itinerary");
  return (
    <div data-slot="tour-card-outline" className={cn("flex flex-col gap-4", className)} {...props}>
      <ol className="flex flex-col gap-1.5 text-sm leading-relaxed">
        {days.map((day) => (
          <li key={day.dayNumber}>
            <span className="font-medium text-muted-foreground">
              {fillParts(itinerary.day, { number: day.dayNumber })}
              {day.title ? itinerary.separator : null}
            </span>
            {day.title}
          </li>
        ))}
      </ol>
      <KitLink
        href={href}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {copy.fullItinerary}
        <Icon name="arrow-right" aria-hidden className="size-4" />
      </KitLink>
    </div>
  );
}

export { TourCardOutline };
