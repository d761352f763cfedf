import * as React from "react";
import type { ProposalDay } from "../../../data/domain/desk";
import { dayDate, renumberDays } from "../../../data/domain/desk-proposal";
import { findTourBySlug } from "../../../data/content/tour-set";
import { Button } from "../../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card";
import { Field, FieldError, Input, Label, Textarea } from "../../../ui/field";
import { describedBy, type Draft, type Problems, type Stored } from "./draft";

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The operator's changes to the days: a day's fields, a day added after another or removed, and
 * a day moved up or down, which is said to a screen reader and whose button keeps the focus at
 * the day's new place (found in `formRef`'s form). The days are numbered again after each change.
 */
function useDayEditing(
  formRef: React.RefObject<HTMLFormElement | null>,
  dayCount: number,
  setValues: (change: (current: Stored) => Stored) => void,
) {
  const [moved, setMoved] = React.useState<{ text: string; focus: string } | null>(null);

  // A moved day's button keeps the focus, at the day's new place.
  React.useEffect(() => {
    if (!moved) return;
    formRef.current?.querySelector<HTMLElement>(moved.focus)?.focus();
  }, [moved, formRef]);

  const changeDays = (change: (days: ProposalDay[]) => ProposalDay[]) =>
    setValues((current) => ({ ...current, days: renumberDays(change(current.days)) }));
  const updateDay = (index: number, change: Partial<ProposalDay>) =>
    setValues((current) => ({
      ...current,
      days: current.days.map((day, at) => (at === index ? { ...day, ...change } : day)),
    }));
  const addDay = (index: number) =>
    changeDays((days) => [
      ...days.slice(0, index + 1),
      { day: 0, title: "", description: "", lodge: "", note: "" },
      ...days.slice(index + 1),
    ]);
  const removeDay = (index: number) => changeDays((days) => days.filter((_, at) => at !== index));
  const moveDay = (index: number, direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    changeDays((days) => {
      const reordered = [...days];
      const [day] = reordered.splice(index, 1);
      if (day) reordered.splice(to, 0, day);
      return reordered;
    });
    const last = dayCount - 1;
    const stillMoves = direction === "up" ? to > 0 : to < last;
    setMoved({
      text: `Day ${index + 1} is now day ${to + 1}.`,
      focus: `[data-move="${to}-${stillMoves ? direction : direction === "up" ? "down" : "up"}"]`,
    });
  };

  return { moved, updateDay, addDay, removeDay, moveDay };
}

type DayEditing = ReturnType<typeof useDayEditing>;

/**
 * One day of the proposal: its number and date, the buttons to move, add after and remove it, and
 * its title, what happens, the night's lodge and a note.
 */
function DayItem({
  day,
  index,
  count,
  startDate,
  problems,
  editing,
}: {
  day: ProposalDay;
  index: number;
  count: number;
  startDate: string;
  problems: Problems;
  editing: DayEditing;
}) {
  const { updateDay, addDay, removeDay, moveDay } = editing;
  const date = startDate ? dayDate(startDate, index) : null;
  const key = (field: string) => `days.${index}.${field}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
      aria-labelledby={`day-${index}-heading`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`day-${index}-heading`} className="font-semibold">
          Day {day.day}
          {date ? (
            <span className="font-normal text-muted-foreground">
              {" "}
              · {dayLabel.format(new Date(`${date}T00:00:00Z`))}
            </span>
          ) : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          {(["up", "down"] as const).map((direction) => (
            <Button
              key={direction}
              type="button"
              variant="ghost"
              size="sm"
              data-move={`${index}-${direction}`}
              disabled={direction === "up" ? index === 0 : index === count - 1}
              onClick={() => moveDay(index, direction)}
            >
              <span>
                Move<span className="sr-only"> day {day.day}</span> {direction}
              </span>
            </Button>
          ))}
          <Button type="button" variant="ghost" size="sm" onClick={() => addDay(index)}>
            Add a day after day {day.day}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => removeDay(index)}>
            Remove day {day.day}
          </Button>
        </div>
      </div>
      <Field>
        <Label htmlFor={key("title")} required>
          Title
        </Label>
        <Input
          id={key("title")}
          data-field={key("title")}
          value={day.title}
          onChange={(event) => updateDay(index, { title: event.target.value })}
          aria-invalid={problems[key("title")] ? true : undefined}
          aria-describedby={describedBy(problems, key("title"))}
        />
        <FieldError id={`${key("title")}-error`}>{problems[key("title")]}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={key("description")}>What happens</Label>
        <Textarea
          id={key("description")}
          data-field={key("description")}
          rows={3}
          value={day.description}
          onChange={(event) => updateDay(index, { description: event.target.value })}
          aria-invalid={problems[key("description")] ? true : undefined}
          aria-describedby={describedBy(problems, key("description"))}
        />
        <FieldError id={`${key("description")}-error`}>{problems[key("description")]}</FieldError>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field>
          <Label htmlFor={key("lodge")}>Night at</Label>
          <Input
            id={key("lodge")}
            data-field={key("lodge")}
            value={day.lodge}
            onChange={(event) => updateDay(index, { lodge: event.target.value })}
            aria-invalid={problems[key("lodge")] ? true : undefined}
            aria-describedby={describedBy(problems, key("lodge"))}
          />
          <FieldError id={`${key("lodge")}-error`}>{problems[key("lodge")]}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={key("note")}>Note for this day</Label>
          <Input
            id={key("note")}
            data-field={key("note")}
            value={day.note}
            onChange={(event) => updateDay(index, { note: event.target.value })}
            aria-invalid={problems[key("note")] ? true : undefined}
            aria-describedby={describedBy(problems, key("note"))}
          />
          <FieldError id={`${key("note")}-error`}>{problems[key("note")]}</FieldError>
        </Field>
      </div>
    </li>
  );
}

/**
 * The itinerary day by day, as the chosen tour starts it and the operator changes it, each day
 * dated from the first day once that is set, with a day to add at the end.
 */
function DaysCard({
  draft,
  problems,
  editing,
}: {
  draft: Draft;
  problems: Problems;
  editing: DayEditing;
}) {
  const tour = findTourBySlug(draft.tourSlug);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Day by day</CardTitle>
        {tour ? (
          <p className="text-sm text-muted-foreground">
            From “{tour.title}”: {draft.days.length} days, {Math.max(0, draft.days.length - 1)}{" "}
            nights.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose a tour to start from its itinerary.
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FieldError id="days-error">{problems.days}</FieldError>
        <p role="status" className="sr-only">
          {editing.moved?.text}
        </p>
        <ol className="flex flex-col gap-4">
          {draft.days.map((day, index) => (
            <DayItem
              key={index}
              day={day}
              index={index}
              count={draft.days.length}
              startDate={draft.startDate}
              problems={problems}
              editing={editing}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => editing.addDay(draft.days.length - 1)}
        >
          Add a day at the end
        </Button>
      </CardContent>
    </Card>
  );
}

export { DaysCard, useDayEditing };
