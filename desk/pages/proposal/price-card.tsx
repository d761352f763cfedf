import { Button } from "../../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card";
import { Field, FieldError, Input, Label, Textarea } from "../../../ui/field";
import { currency, describedBy, totalOf, type Draft, type Problems, type Stored } from "./draft";

/**
 * The price per person, the total (which follows per person × travellers until the operator types
 * their own) and the personal note to the traveller.
 */
function PriceCard({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: Problems;
  onChange: (change: Partial<Stored>) => void;
}) {
  const total = totalOf(draft);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Price and note</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field>
          <Label htmlFor="proposal-per-person" required>
            Price per person ({currency})
          </Label>
          <Input
            id="proposal-per-person"
            data-field="pricePerPerson"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.pricePerPerson}
            onChange={(event) => onChange({ pricePerPerson: event.target.value })}
            aria-invalid={problems.pricePerPerson ? true : undefined}
            aria-describedby={describedBy(problems, "pricePerPerson")}
          />
          <FieldError id="pricePerPerson-error">{problems.pricePerPerson}</FieldError>
        </Field>
        <Field>
          <Label htmlFor="proposal-total" required>
            Total ({currency})
          </Label>
          <Input
            id="proposal-total"
            data-field="priceTotal"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.priceTotal ?? (Number.isFinite(total) ? String(total) : "")}
            onChange={(event) => onChange({ priceTotal: event.target.value })}
            aria-invalid={problems.priceTotal ? true : undefined}
            aria-describedby={`proposal-total-hint${problems.priceTotal ? " priceTotal-error" : ""}`}
          />
          <p id="proposal-total-hint" className="text-sm text-muted-foreground">
            {draft.priceTotal === null ? (
              "Follows the price per person × travellers; type a total to set your own."
            ) : (
              <Button type="button" variant="link" onClick={() => onChange({ priceTotal: null })}>
                Use price per person × travellers again
              </Button>
            )}
          </p>
          <FieldError id="priceTotal-error">{problems.priceTotal}</FieldError>
        </Field>
        <Field className="sm:col-span-2">
          <Label htmlFor="proposal-note">Personal note to the traveller</Label>
          <Textarea
            id="proposal-note"
            data-field="note"
            rows={5}
            value={draft.note}
            onChange={(event) => onChange({ note: event.target.value })}
            aria-invalid={problems.note ? true : undefined}
            aria-describedby={describedBy(problems, "note")}
          />
          <FieldError id="note-error">{problems.note}</FieldError>
        </Field>
      </CardContent>
    </Card>
  );
}

export { PriceCard };
