import { tours } from "../../../data/content/tour-set";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card";
import { Field, FieldError, Input, Label, Select } from "../../../ui/field";
import { describedBy, type Draft, type Problems, type Stored } from "./draft";

/** The trip: the tour it starts from, the first day (today at the earliest) and the travellers. */
function TripCard({
  draft,
  today,
  problems,
  onChange,
  onChooseTour,
}: {
  draft: Draft;
  today: string;
  problems: Problems;
  onChange: (change: Partial<Stored>) => void;
  onChooseTour: (slug: string) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Trip</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field className="sm:col-span-2">
          <Label htmlFor="proposal-tour" required>
            Tour
          </Label>
          <Select
            id="proposal-tour"
            data-field="tourSlug"
            value={draft.tourSlug}
            onChange={(event) => onChooseTour(event.target.value)}
            aria-invalid={problems.tourSlug ? true : undefined}
            aria-describedby={describedBy(problems, "tourSlug")}
          >
            <option value="">Choose a tour</option>
            {tours.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.title} ({option.days.length} days)
              </option>
            ))}
          </Select>
          <FieldError id="tourSlug-error">{problems.tourSlug}</FieldError>
        </Field>
        <Field>
          <Label htmlFor="proposal-start" required>
            First day
          </Label>
          <Input
            id="proposal-start"
            data-field="startDate"
            type="date"
            min={today}
            value={draft.startDate}
            onChange={(event) => onChange({ startDate: event.target.value })}
            aria-invalid={problems.startDate ? true : undefined}
            aria-describedby={describedBy(problems, "startDate")}
          />
          <FieldError id="startDate-error">{problems.startDate}</FieldError>
        </Field>
        <Field>
          <Label htmlFor="proposal-travellers" required>
            Travellers
          </Label>
          <Input
            id="proposal-travellers"
            data-field="travellers"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.travellers}
            onChange={(event) => onChange({ travellers: event.target.value })}
            aria-invalid={problems.travellers ? true : undefined}
            aria-describedby={describedBy(problems, "travellers")}
          />
          <FieldError id="travellers-error">{problems.travellers}</FieldError>
        </Field>
      </CardContent>
    </Card>
  );
}

export { TripCard };
