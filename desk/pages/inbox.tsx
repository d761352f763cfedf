import * as React from "react";
import { Link, useLocation, useSearch } from "wouter";
import { enquiryStatuses, type EnquiryStatus } from "../../data/desk";
import { isOverdue } from "../../data/desk-reply";
import { formTypes, type FormType } from "../../data/enquiry";
import { isLocale, localeNames, locales } from "../../data/locales";
import { Badge } from "../../ui/badge";
import { cn } from "../../ui/cn";
import { Button } from "../../ui/button";
import { Field, Input, Label, Select } from "../../ui/field";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import {
  ageLabel,
  budgetLabel,
  formLabels,
  languageLabel,
  statusBadges,
  statusLabels,
  travellersLabel,
} from "../labels";
import { OfflineNote, useRetryWhenOnline } from "../offline-note";
import { deskPaths } from "../paths";
import { travellerText } from "../traveller-text";
import { failureMessage, isUnreachable } from "../services/appwrite";
import {
  countOverdue,
  listEnquiries,
  pageSize,
  subscribeToNewEnquiries,
  type Enquiry,
  type InboxPage as InboxList,
  type InboxView,
} from "../services/enquiries";
import { keepInbox, keptInbox } from "../services/offline";
import { useOperator, useSession } from "../session";
import { useNow } from "../use-now";
import { useTitle } from "../use-title";

type PagedView = InboxView & { page: number };

function readView(search: string): PagedView {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const locale = params.get("locale");
  const form = params.get("form");
  const page = Number(params.get("page") ?? "1");
  return {
    status: (enquiryStatuses as readonly string[]).includes(status ?? "")
      ? (status as EnquiryStatus)
      : null,
    locale: locale && isLocale(locale) ? locale : null,
    form: (formTypes as readonly string[]).includes(form ?? "") ? (form as FormType) : null,
    search: params.get("q") ?? "",
    after: params.get("after"),
    before: params.get("before"),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeView(view: PagedView): string {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.locale) params.set("locale", view.locale);
  if (view.form) params.set("form", view.form);
  if (view.search.trim()) params.set("q", view.search.trim());
  if (view.page > 1) {
    params.set("page", String(view.page));
    if (view.after) params.set("after", view.after);
    else if (view.before) params.set("before", view.before);
  }
  const query = params.toString();
  return query ? `${deskPaths.inbox}?${query}` : deskPaths.inbox;
}

const firstPage = { after: null, before: null, page: 1 } as const;

/**
 * How many enquiries arrived while the operator was looking elsewhere: counted in the tab's
 * title ("(2) Inbox · Desk") until the tab is shown again.
 */
function useUnseenArrivals(): [number, () => void] {
  const [unseen, setUnseen] = React.useState(0);
  React.useEffect(() => {
    const seen = () => {
      if (document.visibilityState === "visible" && document.hasFocus()) setUnseen(0);
    };
    document.addEventListener("visibilitychange", seen);
    window.addEventListener("focus", seen);
    return () => {
      document.removeEventListener("visibilitychange", seen);
      window.removeEventListener("focus", seen);
    };
  }, []);
  return [unseen, () => setUnseen((count) => count + 1)];
}

/** The last answer for a view (by its key): shown until the next view's answer arrives. */
type Loaded = {
  key: string;
  list: InboxList | null;
  failure: string | null;
  /** When the list shown was loaded, if it is the one this device kept from before. */
  keptAt?: string;
};

/** The inbox table's columns, on a screen from 640 px. */
const tableColumns = [
  "From",
  "Status",
  "Form",
  "Language",
  "Travellers",
  "Budget",
  "Dates",
  "Age",
] as const;

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
 * An enquiry in the inbox on a phone: who, its status and whether it is late, the language, the
 * travellers and dates, and its age, the whole card a link to the enquiry.
 */
function EnquiryCard({
  enquiry,
  late,
  justIn,
  now,
}: {
  enquiry: Enquiry;
  late: boolean;
  justIn: boolean;
  now: number;
}) {
  const status = enquiry.status ?? "new";
  return (
    <li data-testid="enquiry-card" data-overdue={late || undefined}>
      <Link
        href={deskPaths.enquiry(enquiry.$id)}
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-overdue:border-destructive"
        data-overdue={late || undefined}
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 text-base font-semibold break-words">
            {travellerText(enquiry.name || enquiry.email)}
          </span>
          <time dateTime={enquiry.submittedAt} className="shrink-0 text-muted-foreground">
            {ageLabel(enquiry.submittedAt, now)}
          </time>
        </span>
        <span className="flex flex-wrap gap-1">
          <Badge variant={statusBadges[status]}>{statusLabels[status]}</Badge>
          {late ? (
            <Badge variant="outline" className="text-destructive">
              Overdue
            </Badge>
          ) : null}
          {justIn ? <Badge variant="secondary">Just in</Badge> : null}
        </span>
        <span className="text-muted-foreground">
          {languageLabel(enquiry.locale)}
          {enquiry.groupSize ? ` · ${travellersLabel(enquiry.groupSize)}` : null}
          {enquiry.preferredDates ? (
            <>
              {" · "}
              <span className="break-words">{travellerText(enquiry.preferredDates)}</span>
            </>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * The inbox: every enquiry, newest first, filtered by status, language and form and searched
 * by name, e-mail and message, 25 at a time; the view is the address, so a filtered view is a
 * link. New enquiries arrive through Appwrite Realtime. With no connection, a view shows the
 * list this device last loaded for it, marked with its time, until the connection is back.
 */
function InboxPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = React.useMemo(() => readView(search), [search]);
  const operator = useOperator();
  const [loaded, setLoaded] = React.useState<Loaded>({ key: "", list: null, failure: null });
  const [overdue, setOverdue] = React.useState<number | null>(null);
  const [arrived, setArrived] = React.useState<ReadonlySet<string>>(new Set());
  const [refresh, setRefresh] = React.useState(0);
  const [unseen, countArrival] = useUnseenArrivals();
  const [searchText, setSearchText] = React.useState(view.search);
  const [searchShown, setSearchShown] = React.useState(view.search);
  const [filtersShown, setFiltersShown] = React.useState(false);
  const now = useNow();
  const viewChangedAt = React.useRef<number | null>(null);
  useTitle(unseen > 0 ? `(${unseen}) Inbox · Desk` : "Inbox · Desk");

  // The search box shows the view's search again when the address changes (back, a link).
  if (searchShown !== view.search) {
    setSearchShown(view.search);
    setSearchText(view.search);
  }

  const key = `${search}#${refresh}`;
  const loading = loaded.key !== key;
  React.useEffect(() => {
    let live = true;
    listEnquiries(view).then(
      (list) => {
        if (!live) return;
        keepInbox(operator.id, search, list);
        setLoaded({ key, list, failure: null });
      },
      (error: unknown) => {
        if (!live) return;
        const kept = isUnreachable(error) ? keptInbox(operator.id, search) : null;
        setLoaded((current) =>
          kept
            ? { key, list: kept.page, failure: failureMessage(error), keptAt: kept.savedAt }
            : { key, list: current.list, failure: failureMessage(error) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [view, key, search, operator.id]);

  useRetryWhenOnline(setRefresh);

  React.useEffect(() => {
    let live = true;
    countOverdue(Date.now()).then(
      (count) => live && setOverdue(count),
      () => live && setOverdue(null),
    );
    return () => {
      live = false;
    };
  }, [refresh]);

  const onFirstPage = view.page === 1;
  // The socket delivers only what its session may read: when the session ends the subscription
  // goes with it, and signing in again opens a socket with the new session.
  const session = useSession();
  const signedIn = session.state === "signed-in";
  React.useEffect(
    () =>
      signedIn
        ? subscribeToNewEnquiries((enquiry) => {
            countArrival();
            setArrived((current) => new Set(current).add(enquiry.$id));
            if (onFirstPage) setRefresh((count) => count + 1);
          })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- countArrival only adds one
    [onFirstPage, signedIn],
  );

  const list = loaded.list;

  // The bench (scripts/bench-desk.ts) reads how long the list took to show: the first rows after
  // navigation, and the updated rows after a change of view.
  React.useEffect(() => {
    if (loading || loaded.failure) return;
    requestAnimationFrame(() => {
      const started = viewChangedAt.current;
      if (started === null) performance.mark("desk:inbox-rows");
      else performance.measure("desk:inbox-update", { start: started, end: performance.now() });
      viewChangedAt.current = null;
    });
  }, [loaded, loading]);

  function go(next: PagedView) {
    viewChangedAt.current = performance.now();
    navigate(writeView(next));
  }
  const filter = (change: Partial<InboxView>) => go({ ...view, ...change, ...firstPage });

  const filtersSet = [view.status, view.locale, view.form].filter(Boolean).length;
  const enquiries = list?.enquiries ?? [];
  const total = list?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Inbox</h1>
        <p className="flex items-center gap-3 text-sm" aria-live="polite">
          {overdue !== null && overdue > 0 ? (
            <Link
              href={writeView({ ...view, status: "new", ...firstPage })}
              className="font-semibold text-destructive underline underline-offset-4"
              data-testid="overdue-count"
            >
              {overdue} overdue
            </Link>
          ) : null}
          {list ? (
            <span data-testid="total-count">
              {total.toLocaleString("en-GB")} {total === 1 ? "enquiry" : "enquiries"}
            </span>
          ) : null}
        </p>
      </div>

      <form
        role="search"
        aria-label="Enquiries"
        className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          filter({ search: searchText });
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
            onChange={(status) => filter({ status })}
          />
          <FilterSelect
            id="filter-language"
            label="Language"
            value={view.locale}
            options={locales}
            labels={localeNames}
            onChange={(locale) => filter({ locale })}
          />
          <FilterSelect
            id="filter-form"
            label="Form"
            value={view.form}
            options={formTypes}
            labels={formLabels}
            onChange={(form) => filter({ form })}
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

      {loaded.keptAt && !loading ? (
        <OfflineNote what="the list" keptAt={loaded.keptAt} testId="inbox-kept">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (session.state === "offline") session.retry();
              setRefresh((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </OfflineNote>
      ) : loaded.failure && !loading ? (
        <LoadError message={loaded.failure} onRetry={() => setRefresh((count) => count + 1)} />
      ) : null}

      {list === null ? (
        loading ? (
          <Spinner label="Loading enquiries" className="self-center py-10" />
        ) : null
      ) : enquiries.length === 0 ? (
        <p className="rounded-xl border border-border bg-card px-4 py-8 text-center text-muted-foreground">
          {view.search || view.status || view.locale || view.form
            ? "No enquiry matches this view."
            : "No enquiries yet."}
        </p>
      ) : (
        <div aria-busy={loading}>
          <ul aria-label="Enquiries, newest first" className="flex flex-col gap-3 sm:hidden">
            {enquiries.map((enquiry) => (
              <EnquiryCard
                key={enquiry.$id}
                enquiry={enquiry}
                late={isOverdue(enquiry, now)}
                justIn={arrived.has(enquiry.$id)}
                now={now}
              />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-card sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Enquiries, newest first</caption>
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  {tableColumns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {enquiries.map((enquiry) => {
                  const status = enquiry.status ?? "new";
                  const late = isOverdue(enquiry, now);
                  return (
                    <tr
                      key={enquiry.$id}
                      data-testid="enquiry-row"
                      data-overdue={late || undefined}
                      className="border-b border-border last:border-0 data-overdue:bg-destructive-soft/40"
                    >
                      <td className="px-3 py-2">
                        <Link
                          href={deskPaths.enquiry(enquiry.$id)}
                          className="font-medium text-foreground underline decoration-foreground/30 underline-offset-4 hover:decoration-foreground"
                        >
                          {travellerText(enquiry.name || enquiry.email)}
                        </Link>
                        {enquiry.name ? (
                          <span className="block text-xs text-muted-foreground">
                            {travellerText(enquiry.email)}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">
                        <span className="flex flex-wrap gap-1">
                          <Badge variant={statusBadges[status]}>{statusLabels[status]}</Badge>
                          {late ? (
                            <Badge variant="outline" className="text-destructive">
                              Overdue
                            </Badge>
                          ) : null}
                          {arrived.has(enquiry.$id) ? (
                            <Badge variant="secondary">Just in</Badge>
                          ) : null}
                        </span>
                      </td>
                      <td className="px-3 py-2">{formLabels[enquiry.formType]}</td>
                      <td className="px-3 py-2">{languageLabel(enquiry.locale)}</td>
                      <td className="px-3 py-2">{travellersLabel(enquiry.groupSize)}</td>
                      <td className="px-3 py-2">{budgetLabel(enquiry.budget)}</td>
                      <td className="px-3 py-2">{travellerText(enquiry.preferredDates) ?? "—"}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={enquiry.submittedAt}>
                          {ageLabel(enquiry.submittedAt, now)}
                        </time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {list && total > pageSize ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            disabled={view.page <= 1}
            onClick={() => {
              const [first] = enquiries;
              go(
                view.page <= 2 || !first
                  ? { ...view, ...firstPage }
                  : { ...view, after: null, before: first.$id, page: view.page - 1 },
              );
            }}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {view.page} of {lastPage.toLocaleString("en-GB")}
          </span>
          <Button
            variant="outline"
            disabled={view.page >= lastPage || enquiries.length < pageSize}
            onClick={() => {
              const last = enquiries.at(-1);
              if (last) go({ ...view, after: last.$id, before: null, page: view.page + 1 });
            }}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

export { InboxPage };
