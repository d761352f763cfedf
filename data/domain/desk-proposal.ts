import type { ProposalDay, ProposalFields } from "./desk";
import { leadPrice } from "./tour-rules";
import type { Tour } from "../content/types";

/**
 * The rules of a proposal the operator composes: where it starts from (a tour's itinerary, its
 * price, the group the traveller gave) and what it must hold before it is sent.
 */

/**
 * A proposal's itinerary from a tour's days, as the tour is given (in the traveller's language,
 * from that language's tour data), with no lodge on the last day.
 */
export function proposalDaysOf(tour: Pick<Tour, "days">): ProposalDay[] {
  return tour.days.map((day, index) => ({
    day: index + 1,
    title: day.title,
    description: day.description,
    lodge: index === tour.days.length - 1 ? "" : day.accommodation,
    note: "",
  }));
}

/** Days numbered 1, 2, 3… in their order, after one was added or removed. */
export function renumberDays(days: readonly ProposalDay[]): ProposalDay[] {
  return days.map((day, index) => ({ ...day, day: index + 1 }));
}

/** The date of the day at `index` (0 for the first) of a trip starting on `startDate` ("2027-07-14"). */
export function dayDate(startDate: string, index: number): string | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + index * 86_400_000).toISOString().slice(0, 10);
}

/** The price per person a tour leads with, in whole dollars (0 when it has none). */
export function startingPricePerPerson(tour: Pick<Tour, "costs">): number {
  const price = leadPrice(tour.costs);
  if (price.kind === "none") return 0;
  return Math.round(price.kind === "forTwo" ? price.amount / 2 : price.amount);
}

/** How many travellers the enquiry's group size means, at least ("3-4" → 3). */
export function travellersOf(groupSize: string | null | undefined): number {
  const count = Number.parseInt(groupSize ?? "", 10);
  return Number.isInteger(count) && count > 0 ? count : 2;
}

export const proposalLimits = {
  travellers: 50,
  days: 60,
  /** In the proposal's currency, whole units. */
  price: 10_000_000,
  title: 200,
  tourTitle: 200,
  description: 2000,
  lodge: 200,
  dayNote: 1000,
  note: 5000,
} as const;

/** What is wrong with a proposal, field by field ("days.2.title" for a day's field). */
export function proposalProblems(proposal: ProposalFields, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!proposal.tourSlug) problems.tourSlug = "Choose the tour the proposal starts from.";
  else if (
    proposal.tourTitle.length > proposalLimits.tourTitle ||
    /[\r\n]/.test(proposal.tourTitle)
  )
    problems.tourSlug = `The tour's title must be one line of at most ${proposalLimits.tourTitle} characters.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(proposal.startDate) || dayDate(proposal.startDate, 0) === null)
    problems.startDate = "Enter the date of the first day.";
  else if (proposal.startDate < today) problems.startDate = "The first day is in the past.";
  if (!whole(proposal.travellers, 1, proposalLimits.travellers))
    problems.travellers = `Enter a whole number of travellers from 1 to ${proposalLimits.travellers}.`;
  if (proposal.days.length === 0) problems.days = "A proposal needs at least one day.";
  if (proposal.days.length > proposalLimits.days)
    problems.days = `A proposal can have at most ${proposalLimits.days} days.`;
  proposal.days.forEach((day, index) => {
    if (!day.title.trim()) problems[`days.${index}.title`] = "Give the day a title.";
    else if (day.title.length > proposalLimits.title)
      problems[`days.${index}.title`] = `At most ${proposalLimits.title} characters.`;
    if (day.description.length > proposalLimits.description)
      problems[`days.${index}.description`] = `At most ${proposalLimits.description} characters.`;
    if (day.lodge.length > proposalLimits.lodge)
      problems[`days.${index}.lodge`] = `At most ${proposalLimits.lodge} characters.`;
    if (day.note.length > proposalLimits.dayNote)
      problems[`days.${index}.note`] = `At most ${proposalLimits.dayNote} characters.`;
  });
  if (!whole(proposal.pricePerPerson, 1, proposalLimits.price))
    problems.pricePerPerson = "Enter the price per person in whole dollars.";
  if (!whole(proposal.priceTotal, 1, proposalLimits.price))
    problems.priceTotal = "Enter the total in whole dollars.";
  if (proposal.note.length > proposalLimits.note)
    problems.note = `The note can hold ${proposalLimits.note} characters; it has ${proposal.note.length}.`;
  return problems;
}
