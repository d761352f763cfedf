import * as React from "react";
import { enquiryStatuses } from "../../../data/domain/desk";
import { formTypes } from "../../../data/domain/enquiry";
import { localeNames, locales } from "../../../data/domain/locales";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { Field, Input, Label, Select } from "../../../ui/field";
import { formLabels, statusLabels } from "../../labels";
import { balanceDueDays, paymentsFilters, type InboxView } from "../../services/enquiries";

const paymentsLabels = { "balance-due": `Balance due within ${balanceDueDays} days` } as const;

/** One of the inbox's filters: a choice of `options` by their labels, or all of them. */
function FilterSelect<Option extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: Option | null;
  options: readonly Option[];
  labels: Record<Option, string>;
  onChange: (value: Option | null) => void;
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as Option | null)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The inbox's filters (status, language, form, a balance due soon) and its search by name, e-mail and message: a
 * filter applies as soon as it is chosen, the search when it is sent. On a phone the filters fold
 * behind one button that says how many are set.
 */
function InboxSearch({
  view,
  onFilter,
}: {
  view: InboxView;
  onFilter: (change: Partial<InboxView>) => void;
}) {
  const [searchText, setSearchText] = React.useState(view.search);
  const [searchShown, setSearchShown] = React.useState(view.search);
  const [filtersShown, setFiltersShown] = React.useState(false);

  // The search box shows the view's search again when the address changes (back, a link).
  if (searchShown !== view.search) {
    setSearchShown(view.search);
    setSearchText(view.search);
  }

  const filtersSet = [view.status, view.locale, view.form, view.payments].filter(Boolean).length;

  return (
    <form
      role="search"
      aria-label="Enquiries"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ search: searchText });
      }}
    >
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={filtersShown}
        aria-controls="inbox-filters"
        onClick={() => setFiltersShown((shown) => !shown)}
      >
        Filter{" "}
        {filtersSet > 0 ? (
          <Badge variant="primary" data-testid="filters-set">
            {filtersSet} set
          </Badge>
        ) : null}
      </Button>
      <div id="inbox-filters" className={cn("contents", !filtersShown && "max-sm:hidden")}>
        <FilterSelect
          id="filter-status"
          label="Status"
          value={view.status}
          options={enquiryStatuses}
          labels={statusLabels}
          onChange={(status) => onFilter({ status })}
        />
        <FilterSelect
          id="filter-language"
          label="Language"
          value={view.locale}
          options={locales}
          labels={localeNames}
          onChange={(locale) => onFilter({ locale })}
        />
        <FilterSelect
          id="filter-form"
          label="Form"
          value={view.form}
          options={formTypes}
          labels={formLabels}
          onChange={(form) => onFilter({ form })}
        />
        <FilterSelect
          id="filter-payments"
          label="Payments"
          value={view.payments}
          options={paymentsFilters}
          labels={paymentsLabels}
          onChange={(payments) => onFilter({ payments })}
        />
      </div>
      <div className="flex items-end gap-2 sm:contents">
        <Field className="min-w-0 flex-1">
          <Label htmlFor="filter-search">Search name, e-mail and message</Label>
          <Input
            id="filter-search"
            type="search"
            value={searchText}
            maxLength={200}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </div>
    </form>
  );
}

export { InboxSearch };
