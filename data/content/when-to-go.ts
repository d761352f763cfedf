import generatedWhenToGo from "../generated/when-to-go.json" with { type: "json" };

/** How wet a month usually is at a destination. */
export type Rain = "dry" | "showers" | "wet";
/** How busy the parks are. */
export type Crowds = "quiet" | "moderate" | "busy";
/** The lodges' rate season. */
export type Season = "high" | "shoulder" | "low";

export type MonthFacts = {
  rain: Rain;
  /** Typical daytime range in °C: overnight low and afternoon high, whole degrees. */
  lowC: number;
  highC: number;
  season: Season;
  crowds: Crowds;
  /** True when this is one of the destination's best months for a safari. */
  best: boolean;
  /** One short sentence on what makes this month what it is there: wildlife, birding, rain, light. */
  note: string;
};

/** Twelve months, January first. */
export type DestinationYear = readonly [
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
  MonthFacts,
];

/**
 * Month-by-month facts for each destination, keyed by its slug: the `months` of
 * content/destinations/<slug>.yaml (written to JSON by `npm run tour-data`; each language's build
 * takes its own, with the notes translated). The best months follow each destination's
 * `bestTime` line; the seasons follow the site's: dry June to October and December to March,
 * long rains March or April to May, short rains in November.
 */
export const whenToGo = generatedWhenToGo as unknown as Record<string, DestinationYear>;

/** One month's facts at every destination, keyed by the destination's slug. */
export type MonthGuide = {
  /** The month's address slug (data/domain/months.ts). */
  month: string;
  destinations: Record<string, MonthFacts>;
};
