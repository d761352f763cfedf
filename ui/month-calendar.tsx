import * as React from "react";

import { Badge } from "./badge";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, useKitLocale, useKitCopy } from "./kit-provider";

type MonthRain = "dry" | "showers" | "wet";
type MonthCrowds = "quiet" | "moderate" | "busy";
type MonthSeason = "high" | "shoulder" | "low";

/** What a month is like at one place: weather, season, crowds and what to see. */
type CalendarMonth = {
  rain: MonthRain;
  lowC: number;
  highC: number;
  season: MonthSeason;
  crowds: MonthCrowds;
  best: boolean;
  note: string;
};

const rainIcons = { dry: "sun", showers: "cloud-sun", wet: "cloud-rain" } as const;

/** The locale's month names, January first. */
function monthNames(locale: string, month: "long" | "short") {
  const format = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2026, index, 15)));
}

/**
 * One month at one place: the month (or the place) as its heading, rain, the day's temperature
 * range, crowds, a line on what the month brings, and the season; a best month stands out.
 */
function MonthCard({
  title,
  month,
  current = false,
  headingLevel: Heading = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "children" | "title"> & {
  title: React.ReactNode;
  month: CalendarMonth;
  /** The month a traveller picked, ringed. */
  current?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const copy = useKitCopy("monthCalendar");
  const locale = useKitLocale();
  const degrees = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "celsius",
    unitDisplay: "short",
  });
  const number = new Intl.NumberFormat(locale);
  return (
    <div
      data-slot="month-card"
      data-best={month.best || undefined}
      className={cn(
        "flex h-full break-inside-avoid flex-col gap-2 rounded-lg border p-4",
        month.best ? "border-secondary/40 bg-secondary-soft" : "border-border bg-card",
        current && "ring-2 ring-primary ring-offset-2 ring-offset-background",
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-display text-lg font-semibold">{title}</Heading>
        {month.best ? (
          <Badge variant="secondary-inverse">
            <Icon name="star" aria-hidden />
            {copy.best}
          </Badge>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Icon name={rainIcons[month.rain]} aria-hidden className="size-4" />
          {copy.rain[month.rain]}
        </li>
        <li className="flex items-center gap-1.5">
          <Icon name="thermometer" aria-hidden className="size-4" />
          {fill(copy.temperature, {
            low: number.format(month.lowC),
            high: degrees.format(month.highC),
          })}
        </li>
        <li className="flex items-center gap-1.5">
          <Icon name="users" aria-hidden className="size-4" />
          {copy.crowds[month.crowds]}
        </li>
      </ul>
      <p className="text-sm leading-relaxed text-foreground/90">{month.note}</p>
      <p className="mt-auto text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {copy.season[month.season]}
      </p>
    </div>
  );
}

/**
 * A year at one place, month by month (MonthCard each), January first. `current` rings the
 * month a traveller picked.
 */
function MonthCalendar({
  months,
  current,
  headingLevel = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"ol">, "children"> & {
  months: readonly CalendarMonth[];
  current?: number;
  headingLevel?: "h3" | "h4";
}) {
  const names = monthNames(useKitLocale(), "long");
  return (
    <ol
      data-slot="month-calendar"
      className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-3", className)}
      {...props}
    >
      {months.map((month, index) => (
        <li key={names[index]} aria-current={index === current ? "date" : undefined}>
          <MonthCard
            title={names[index]}
            month={month}
            current={index === current}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ol>
  );
}

export { MonthCalendar, MonthCard, monthNames, type CalendarMonth };
