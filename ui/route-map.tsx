import * as React from "react";

import { cn } from "./cn";
import { travelFormats } from "./format-travel";
import { fill, useKitLocale, useKitCopy, type KitMessages } from "./kit-provider";

/** A place on the map, in the map's own units (its `width` × `height` frame). */
type RouteMapPlace = { name: string; x: number; y: number };

type RouteMapLeg = {
  from: string;
  to: string;
  mode: "road" | "flight";
  km: number;
  hours: number;
};

/** A day of the route: its travel, in order, and where its night is spent (none on the last). */
type RouteMapDay = { day: number; legs: RouteMapLeg[]; night: string | null };

/** The drawn background (countries and borders, an image) and the frame its places sit in. */
type RouteMapBase = {
  src: string;
  width: number;
  height: number;
  /** Country names, written where each stands. */
  labels: Array<{ name: string; x: number; y: number }>;
};

const labelSize = 22;
const nightRadius = 14;
const stopRadius = 7;

type Box = { left: number; top: number; right: number; bottom: number };
type Anchor = "start" | "middle" | "end";
type Point = { id: string; name: string; x: number; y: number; radius: number };
type Candidate = { anchor: Anchor; x: number; y: number; box: Box };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where each place's name goes: right of its point, else left, above or below, the first side
 * that stays inside the frame and clear of the names and points already placed.
 */
function placeLabels(points: Point[], width: number, height: number) {
  const taken: Box[] = points.map(({ x, y, radius }) => ({
    left: x - radius,
    right: x + radius,
    top: y - radius,
    bottom: y + radius,
  }));
  return points.map(({ id, name, x, y, radius }) => {
    const half = (name.length * labelSize * 0.56) / 2;
    const gap = radius + 5;
    const right: Candidate = {
      anchor: "start",
      x: x + gap,
      y,
      box: {
        left: x + gap,
        right: x + gap + 2 * half,
        top: y - labelSize / 2,
        bottom: y + labelSize / 2,
      },
    };
    const candidates: Candidate[] = [
      right,
      {
        anchor: "end",
        x: x - gap,
        y,
        box: {
          left: x - gap - 2 * half,
          right: x - gap,
          top: y - labelSize / 2,
          bottom: y + labelSize / 2,
        },
      },
      {
        anchor: "middle",
        x,
        y: y - gap - labelSize / 2,
        box: { left: x - half, right: x + half, top: y - gap - labelSize, bottom: y - gap },
      },
      {
        anchor: "middle",
        x,
        y: y + gap + labelSize / 2,
        box: { left: x - half, right: x + half, top: y + gap, bottom: y + gap + labelSize },
      },
    ];
    const inside = ({ box }: { box: Box }) =>
      box.left >= 2 && box.right <= width - 2 && box.top >= 2 && box.bottom <= height - 2;
    const clear = ({ box }: { box: Box }) => taken.every((other) => !overlaps(box, other));
    const chosen =
      candidates.find((candidate) => inside(candidate) && clear(candidate)) ??
      candidates.find(inside) ??
      right;
    taken.push(chosen.box);
    return { id, name, x: chosen.x, y: chosen.y, anchor: chosen.anchor };
  });
}

/** A flight's arc: a gentle curve bowing to the left of its direction. */
function arc(from: RouteMapPlace, to: RouteMapPlace) {
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const bow = 0.18;
  const cx = mx - (to.y - from.y) * bow;
  const cy = my + (to.x - from.x) * bow;
  const r = (value: number) => Math.round(value * 10) / 10;
  return `M${r(from.x)} ${r(from.y)}Q${r(cx)} ${r(cy)} ${r(to.x)} ${r(to.y)}`;
}

/**
 * The route laid out on the map: each place the days name (a place missing from `places` is an
 * error), the nights spent at each, where the route starts and ends, the legs that move, and the
 * places' points, largest first, with their names placed clear of one another.
 */
function routeLayout(
  base: RouteMapBase,
  places: Record<string, RouteMapPlace>,
  days: RouteMapDay[],
) {
  const place = (id: string) => {
    const found = places[id];
    if (!found) throw new Error(`RouteMap: no place "${id}"`);
    return found;
  };

  const nights = new Map<string, number>();
  const order: string[] = [];
  const visit = (id: string) => {
    if (!order.includes(id)) order.push(id);
  };
  for (const day of days) {
    for (const leg of day.legs) {
      visit(leg.from);
      visit(leg.to);
    }
    if (day.night) {
      visit(day.night);
      nights.set(day.night, (nights.get(day.night) ?? 0) + 1);
    }
  }
  const start = order[0];
  const lastDay = days.at(-1);
  const end = lastDay?.legs.at(-1)?.to ?? lastDay?.night ?? start;
  const legs = days.flatMap((day) => day.legs.filter((leg) => leg.from !== leg.to));

  const points: Point[] = order
    .map((id) => ({
      id,
      ...place(id),
      radius: nights.has(id)
        ? nightRadius
        : id === start || id === end
          ? nightRadius - 4
          : stopRadius,
    }))
    .sort((a, b) => b.radius - a.radius);
  const labels = placeLabels(points, base.width, base.height);

  return { place, nights, start, end, legs, points, labels };
}

type RouteLayout = ReturnType<typeof routeLayout>;

/**
 * The route as text, a line for each leg with its distance and time by road or by air, and one
 * for each day spent in a single place.
 */
function routeLines(
  days: RouteMapDay[],
  place: RouteLayout["place"],
  copy: KitMessages["routeMap"],
  locale: string,
) {
  const { distance, duration } = travelFormats(locale);

  return days.flatMap((day) => {
    const travel = day.legs.filter((leg) => leg.from !== leg.to);
    if (travel.length === 0) {
      const where = day.night ?? day.legs[0]?.to;
      return where
        ? [{ key: `${day.day}`, text: fill(copy.stay, { day: day.day, place: place(where).name }) }]
        : [];
    }
    return travel.map((leg, index) => ({
      key: `${day.day}-${index}`,
      mode: leg.mode,
      text: fill(leg.mode === "flight" ? copy.flight : copy.road, {
        day: day.day,
        from: place(leg.from).name,
        to: place(leg.to).name,
        distance: distance(leg.km),
        duration: duration(leg.hours),
      }),
    }));
  });
}

/**
 * The map's places: each overnight place filled, with its number of nights; the others open;
 * the start and the end ringed.
 */
function RouteMapStops({
  points,
  nights,
  start,
  end,
}: Pick<RouteLayout, "points" | "nights" | "start" | "end">) {
  return (
    <>
      {points.map((point) => {
        const count = nights.get(point.id);
        const ends = point.id === start || point.id === end;
        return (
          <g key={point.id}>
            {ends ? (
              <circle
                cx={point.x}
                cy={point.y}
                r={point.radius + 5}
                className="fill-none stroke-foreground"
                strokeWidth={2.5}
              />
            ) : null}
            <circle
              cx={point.x}
              cy={point.y}
              r={point.radius}
              className={count ? "fill-primary stroke-card" : "fill-card stroke-foreground"}
              strokeWidth={2.5}
            />
            {count ? (
              <text
                x={point.x}
                y={point.y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={17}
                fontWeight={700}
                className="fill-primary-foreground"
              >
                {count}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/** A line of the legend: a short stroke drawn like the map's and what it stands for. */
function LegendEntry({
  lineClassName,
  dashArray,
  children,
}: {
  lineClassName: string;
  dashArray?: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-2">
      <svg aria-hidden viewBox="0 0 28 8" className="h-2 w-7">
        <line
          x1="2"
          y1="4"
          x2="26"
          y2="4"
          className={lineClassName}
          strokeWidth={3}
          strokeLinecap="round"
          strokeDasharray={dashArray}
        />
      </svg>
      {children}
    </li>
  );
}

/** The map's legend: road, flight, nights and the route's ends, each drawn as on the map. */
function RouteMapLegend() {
  const copy = useKitCopy("routeMap");
  return (
    <ul
      aria-label={copy.legend}
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"
    >
      <LegendEntry lineClassName="stroke-primary">{copy.roadLegend}</LegendEntry>
      <LegendEntry lineClassName="stroke-secondary" dashArray="1 6">
        {copy.flightLegend}
      </LegendEntry>
      <li className="flex items-center gap-2">
        <span
          aria-hidden
          className="flex size-5 items-center justify-center rounded-full bg-primary text-[0.65rem] font-bold text-primary-foreground"
        >
          2
        </span>
        {copy.nightsLegend}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className="size-4 rounded-full border-2 border-foreground" />
        {copy.endsLegend}
      </li>
    </ul>
  );
}

/**
 * A tour's route on a map drawn ahead of time: road legs as solid lines, flights as dashed arcs,
 * each overnight place with its number of nights, the start and end ringed. Below the map, the
 * same route as text, leg by leg with distance and time: the map's text alternative, for screen
 * readers, search engines and print.
 */
function RouteMap({
  base,
  places,
  days,
  title,
  className,
  ...props
}: Omit<React.ComponentProps<"figure">, "children" | "title"> & {
  base: RouteMapBase;
  /** Every place the days name, by the id the legs and nights use. */
  places: Record<string, RouteMapPlace>;
  days: RouteMapDay[];
  /** What the map shows, read as its name ("Route of the 7-Day Luxury Kenya Safari"). */
  title: string;
}) {
  const copy = useKitCopy("routeMap");
  const locale = useKitLocale();
  const { place, nights, start, end, legs, points, labels } = routeLayout(base, places, days);
  const lines = routeLines(days, place, copy, locale);

  const listId = React.useId();

  return (
    <figure data-slot="route-map" className={cn("flex flex-col gap-4", className)} {...props}>
      <div
        className="relative w-full max-w-lg overflow-hidden rounded-xl border border-border bg-[#dbe7ea] print:max-w-sm"
        style={{ aspectRatio: `${base.width} / ${base.height}` }}
      >
        <img
          src={base.src}
          alt=""
          width={base.width}
          height={base.height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full"
        />
        <svg
          viewBox={`0 0 ${base.width} ${base.height}`}
          role="img"
          aria-label={title}
          aria-describedby={listId}
          className="absolute inset-0 size-full"
        >
          <g className="fill-muted-foreground/70" fontSize={labelSize} letterSpacing={6}>
            {base.labels.map((label) => (
              <text key={label.name} x={label.x} y={label.y} textAnchor="middle">
                {label.name.toLocaleUpperCase(locale)}
              </text>
            ))}
          </g>
          <g fill="none" strokeLinecap="round">
            {legs.map((leg, index) =>
              leg.mode === "flight" ? (
                <path
                  key={index}
                  d={arc(place(leg.from), place(leg.to))}
                  className="stroke-secondary"
                  strokeWidth={3.5}
                  strokeDasharray="2 9"
                />
              ) : (
                <line
                  key={index}
                  x1={place(leg.from).x}
                  y1={place(leg.from).y}
                  x2={place(leg.to).x}
                  y2={place(leg.to).y}
                  className="stroke-primary"
                  strokeWidth={4}
                />
              ),
            )}
          </g>
          <RouteMapStops points={points} nights={nights} start={start} end={end} />
          <g
            fontSize={labelSize}
            fontWeight={600}
            className="fill-foreground stroke-card"
            strokeWidth={5}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {labels.map((label) => (
              <text key={label.id} x={label.x} y={label.y} dy="0.35em" textAnchor={label.anchor}>
                {label.name}
              </text>
            ))}
          </g>
        </svg>
      </div>
      <RouteMapLegend />
      <figcaption className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{copy.legs}</span>
        <ol id={listId} className="flex flex-col gap-1 text-sm text-foreground/90">
          {lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

export { RouteMap, type RouteMapBase, type RouteMapDay, type RouteMapLeg, type RouteMapPlace };
