import * as React from "react";
import { Link } from "wouter";
import { enquiryStatuses, type EnquiryStatus } from "../../data/domain/desk";
import { isOverdue, mailtoLink, replyMailto, replyWhatsApp } from "../../data/content/desk-reply";
import {
  enquiryFieldKeys,
  enquiryFields,
  optionLabel,
  type EnquiryField,
} from "../../data/domain/enquiry";
import { showBidiControls } from "../../data/domain/visible-text";
import { Badge } from "../../ui/badge";
import { Button, buttonVariants } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, FieldError, FormAlert, Label, Select, Textarea } from "../../ui/field";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import type { PaymentKind } from "../../data/domain/booking-payments";
import {
  dateTimeLabel,
  formLabels,
  languageLabel,
  moneyLabel,
  paymentKindLabels,
  statusBadges,
  statusLabels,
} from "../labels";
import { OfflineNote, useRetryWhenOnline } from "../offline-note";
import { deskPaths } from "../paths";
import { travellerText } from "../traveller-text";
import { failureMessage, isUnreachable } from "../services/appwrite";
import {
  changeEnquiry,
  EditConflict,
  getEnquiry,
  listHistory,
  subscribeToEnquiry,
  type Enquiry,
  type EnquiryChange,
  type HistoryEntry,
} from "../services/enquiries";
import { keptEnquiry } from "../services/offline";
import { useOperator } from "../session";
import { useNow } from "../use-now";
import { useTitle } from "../use-title";
import { BookingCard, useProposalsAndPayments } from "./enquiry/booking-card";
import { Detail } from "./enquiry/detail";

const notesLimit = 10_000;

/** One line of history as the operator reads it. */
function historyText(entry: HistoryEntry): string {
  const status = (value?: string | null) =>
    value && value in statusLabels ? statusLabels[value as EnquiryStatus] : (value ?? "—");
  switch (entry.action) {
    case "status":
      return `changed the status from ${status(entry.from)} to ${status(entry.to)}`;
    case "note":
      return "saved the notes";
    case "reply":
      return "replied by e-mail";
    case "proposal":
      return "sent a proposal";
    case "revised":
      return `changed the proposal to version ${entry.to ?? "—"}`;
    case "accepted":
      return "accepted the proposal";
    case "payment":
      return paymentHistoryText(entry.from, entry.to);
    case "balance_request":
      return `asked for the balance${amountText(entry.to)} by e-mail`;
  }
}

/** " of US$5,992.00" for an amount the history holds as "599200 USD". */
function amountText(stored?: string | null): string {
  const [, minor, currency] = /^(\d+) ([A-Z]{3})$/.exec(stored ?? "") ?? [];
  return minor && currency ? ` of ${moneyLabel(Number(minor), currency)}` : "";
}

/** A payment's move as the history says it: its kind in `from`, its new status in `to`. */
function paymentHistoryText(kind?: string | null, status?: string | null): string {
  const what =
    kind && kind in paymentKindLabels
      ? paymentKindLabels[kind as PaymentKind].toLowerCase()
      : "payment";
  switch (status) {
    case "completed":
      return `paid the ${what}`;
    case "failed":
      return `tried to pay the ${what}; the payment failed`;
    case "reversed":
      return `had the ${what} payment reversed`;
    default:
      return `started paying the ${what}`;
  }
}

function conflictMessage(conflict: EditConflict): string {
  const who = conflict.by
    ? `Changed by ${conflict.by.actor} at ${dateTimeLabel(conflict.by.at)} (${historyText(conflict.by)})`
    : `Changed by someone else at ${dateTimeLabel(conflict.current.$updatedAt)}`;
  return `${who}: your change was not saved; your text is kept below. Save again to replace theirs.`;
}

type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | {
      state: "ready";
      enquiry: Enquiry;
      history: HistoryEntry[];
      /** When the enquiry shown was loaded, if it is the inbox's copy kept on this device. */
      keptAt?: string;
    };

type ReadyEnquiry = Extract<Loaded, { state: "ready" }>;

/** What the last save said. */
type SaveOutcome = {
  kind: "error" | "success";
  text: string;
  /** After a conflict: the notes as the other operator saved them, beside the operator's own. */
  savedNotes?: string;
};

/**
 * The status and notes as the operator chooses and types them, which save is under way, and what
 * the last save said, with the element that says it: a refused save is brought into view wherever
 * the operator is on the page.
 */
function useEnquiryEdits() {
  const [status, setStatus] = React.useState<EnquiryStatus>("new");
  const [notes, setNotes] = React.useState("");
  const [busy, setBusy] = React.useState<"status" | "notes" | "reply" | null>(null);
  const [message, setMessage] = React.useState<SaveOutcome | null>(null);
  const [notesProblem, setNotesProblem] = React.useState<string | null>(null);
  const messageRef = React.useRef<HTMLDivElement>(null);
  // A refused change is said above the page's forms: brought into view wherever the operator is.
  React.useEffect(() => {
    if (message?.kind === "error") messageRef.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  const edits = {
    status,
    setStatus,
    notes,
    setNotes,
    busy,
    setBusy,
    message,
    setMessage,
    notesProblem,
    setNotesProblem,
  };
  return [edits, messageRef] as const;
}

type EnquiryEdits = ReturnType<typeof useEnquiryEdits>[0];

/**
 * The enquiry and its history, loaded again on Try again and when the connection comes back; with
 * no connection, the copy the inbox kept on this device. The tab is named after the traveller, and
 * the status and notes start as the enquiry has them.
 */
function useLoadedEnquiry(id: string, { setStatus, setNotes }: EnquiryEdits) {
  const operator = useOperator();
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  const enquiry = loaded.state === "ready" ? loaded.enquiry : null;
  useTitle(
    enquiry ? `${showBidiControls(enquiry.name || enquiry.email)} · Desk` : "Enquiry · Desk",
  );

  React.useEffect(() => {
    let live = true;
    Promise.all([getEnquiry(id), listHistory(id)]).then(
      ([found, history]) => {
        if (!live) return;
        setLoaded({ state: "ready", enquiry: found, history });
        setStatus(found.status ?? "new");
        setNotes(found.notes ?? "");
      },
      (error: unknown) => {
        if (!live) return;
        const kept = isUnreachable(error) ? keptEnquiry(operator.id, id) : null;
        if (!kept) {
          setLoaded({ state: "failed", message: failureMessage(error) });
          return;
        }
        setLoaded({ state: "ready", enquiry: kept.enquiry, history: [], keptAt: kept.savedAt });
        setStatus(kept.enquiry.status ?? "new");
        setNotes(kept.enquiry.notes ?? "");
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt, operator.id, setStatus, setNotes]);

  // The connection is back: a kept copy gives way to the enquiry as it is now.
  useRetryWhenOnline(setAttempt, loaded.state === "ready" && loaded.keptAt !== undefined);

  return { loaded, setLoaded, retry: () => setAttempt((count) => count + 1) };
}

/**
 * Keeps the enquiry shown as it is on the server while the page is open: its status (the status
 * chosen follows it unless the operator has changed it), its history as entries are written, and
 * its proposals and payments when one moves, as Appwrite Realtime tells of each.
 */
function useLiveEnquiry(
  id: string,
  live: boolean,
  setLoaded: React.Dispatch<React.SetStateAction<Loaded>>,
  onMoneyChange: () => void,
) {
  React.useEffect(() => {
    if (!live) return;
    return subscribeToEnquiry(id, (change) => {
      if (change.kind === "proposal") {
        onMoneyChange();
        return;
      }
      setLoaded((current) => {
        if (current.state !== "ready" || current.keptAt) return current;
        if (change.kind === "enquiry") return { ...current, enquiry: change.enquiry };
        if (current.history.some((entry) => entry.$id === change.entry.$id)) return current;
        return { ...current, history: [change.entry, ...current.history] };
      });
      if (change.kind === "history") onMoneyChange();
    });
  }, [id, live, setLoaded, onMoneyChange]);
}

/** The status chosen follows the enquiry's as it changes, unless the operator chose another. */
function useStatusFollowing(status: EnquiryStatus | null, edits: EnquiryEdits) {
  const shown = React.useRef(status);
  const { setStatus } = edits;
  React.useEffect(() => {
    const before = shown.current;
    shown.current = status;
    if (status && before && status !== before) {
      setStatus((chosen) => (chosen === before ? status : chosen));
    }
  }, [status, setStatus]);
}

/**
 * The operator's saves on the enquiry shown: its status, its notes, and the record that they
 * replied by e-mail (which makes a new enquiry replied).
 */
function enquirySaves(
  loaded: ReadyEnquiry,
  setLoaded: React.Dispatch<React.SetStateAction<Loaded>>,
  edits: EnquiryEdits,
) {
  const { status, setStatus, notes, setBusy, setMessage, setNotesProblem } = edits;
  const current = loaded.enquiry;
  const currentStatus = current.status ?? "new";

  /** Writes a change; on a conflict keeps what the operator typed and shows the newer enquiry. */
  async function write(what: "status" | "notes" | "reply", change: EnquiryChange, done: string) {
    setBusy(what);
    setMessage(null);
    try {
      const updated = await changeEnquiry(current, change);
      const fresh = await listHistory(current.$id).catch(() => loaded.history);
      setLoaded({ state: "ready", enquiry: updated, history: fresh });
      setMessage({ kind: "success", text: done });
    } catch (error) {
      if (error instanceof EditConflict) {
        const fresh = await listHistory(current.$id).catch(() => []);
        setLoaded({ state: "ready", enquiry: error.current, history: fresh });
        setMessage({
          kind: "error",
          text: conflictMessage(error),
          savedNotes:
            (error.current.notes ?? "") !== notes ? (error.current.notes ?? "") : undefined,
        });
      } else {
        setMessage({ kind: "error", text: `Not saved: ${failureMessage(error)}` });
      }
    } finally {
      setBusy(null);
    }
  }

  function saveStatus(event: React.FormEvent) {
    event.preventDefault();
    if (status === currentStatus) return;
    void write("status", { status }, `Status set to ${statusLabels[status]}.`);
  }

  function saveNotes(event: React.FormEvent) {
    event.preventDefault();
    if (notes.length > notesLimit) {
      setNotesProblem(
        `Notes can hold ${notesLimit.toLocaleString("en-GB")} characters; these have ${notes.length.toLocaleString("en-GB")}.`,
      );
      return;
    }
    setNotesProblem(null);
    void write("notes", { notes }, "Notes saved.");
  }

  function recordReply() {
    const becomesReplied = currentStatus === "new";
    if (becomesReplied) setStatus("replied");
    void write(
      "reply",
      { replied: true, ...(becomesReplied ? { status: "replied" } : {}) },
      "Reply recorded.",
    );
  }

  return { saveStatus, saveNotes, recordReply };
}

/** The enquiry's heading: who wrote, its status, and a mark when the answer is overdue. */
function EnquiryHeading({ enquiry, now }: { enquiry: Enquiry; now: number }) {
  const status = enquiry.status ?? "new";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="font-display text-3xl font-semibold">
        {travellerText(enquiry.name || enquiry.email)}
      </h1>
      <Badge variant={statusBadges[status]} size="md" data-testid="enquiry-status">
        {statusLabels[status]}
      </Badge>
      {isOverdue(enquiry, now) ? (
        <Badge variant="outline" size="md" className="text-destructive">
          Overdue
        </Badge>
      ) : null}
    </div>
  );
}

/**
 * What the last save said, read out as it changes; after a conflict, the notes as the other
 * operator saved them, to compare with the operator's own.
 */
function SaveMessage({
  message,
  ref,
}: {
  message: SaveOutcome | null;
  ref: React.Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} role="status" aria-live="polite">
      {message ? (
        <FormAlert variant={message.kind} data-testid="enquiry-message">
          {message.text}
        </FormAlert>
      ) : null}
      {message?.savedNotes !== undefined ? (
        <details className="mt-2 rounded-md border border-border bg-card px-4 py-2 text-sm">
          <summary className="cursor-pointer">The notes as they are saved now</summary>
          <p className="mt-2 whitespace-pre-wrap" data-testid="saved-notes">
            {message.savedNotes || "(empty)"}
          </p>
        </details>
      ) : null}
    </div>
  );
}

/** The ways to answer: reply by e-mail (recorded on the enquiry), on WhatsApp, or a proposal. */
function AnswerCard({
  enquiry,
  busy,
  onReply,
}: {
  enquiry: Enquiry;
  busy: boolean;
  onReply: () => void;
}) {
  const whatsApp = replyWhatsApp(enquiry);
  return (
    <Card className="lg:col-start-2 lg:row-start-1">
      <CardHeader>
        <CardTitle as="h2">Answer</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <a
          href={replyMailto(enquiry)}
          onClick={onReply}
          className={buttonVariants({ variant: "primary" })}
          aria-disabled={busy || undefined}
        >
          Reply by e-mail
        </a>
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "outline" })}
          >
            Reply on WhatsApp
          </a>
        ) : null}
        <Link
          href={deskPaths.proposal(enquiry.$id)}
          className={buttonVariants({ variant: "outline" })}
        >
          Compose a proposal
        </Link>
      </CardContent>
    </Card>
  );
}

/** A field the traveller filled in, as the desk shows it: an address to write to, a choice's label. */
function TravellerValue({ enquiry, field }: { enquiry: Enquiry; field: EnquiryField }) {
  const value = enquiry[field];
  if (!value) return null;
  const { control } = enquiryFields[field];
  if (control === "email")
    return (
      <a href={mailtoLink(value)} className="underline underline-offset-4">
        {travellerText(value)}
      </a>
    );
  if (control === "select") return optionLabel(field, value);
  if (control === "textarea")
    return <span className="whitespace-pre-wrap">{travellerText(value)}</span>;
  return travellerText(value);
}

/** Everything the traveller sent, field by field, and when the operator replied. */
function TravellerCard({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Card className="lg:col-start-1 lg:row-span-4 lg:row-start-1">
      <CardHeader>
        <CardTitle as="h2">What the traveller sent</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          {enquiryFieldKeys.map((field) => (
            <Detail key={field} term={enquiryFields[field].operatorLabel}>
              <TravellerValue enquiry={enquiry} field={field} />
            </Detail>
          ))}
          <Detail term="Received">{dateTimeLabel(enquiry.submittedAt)}</Detail>
          <Detail term="Form">{formLabels[enquiry.formType]}</Detail>
          <Detail term="Language">{languageLabel(enquiry.locale)}</Detail>
          <Detail term="Replied">
            {enquiry.repliedAt ? dateTimeLabel(enquiry.repliedAt) : null}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The operator's two forms: the enquiry's status, and their notes on it (10,000 characters). */
function StatusAndNotesCard({
  edits,
  onSaveStatus,
  onSaveNotes,
}: {
  edits: EnquiryEdits;
  onSaveStatus: (event: React.FormEvent) => void;
  onSaveNotes: (event: React.FormEvent) => void;
}) {
  const { status, setStatus, notes, setNotes, busy, notesProblem } = edits;
  return (
    <Card className="lg:col-start-2">
      <CardHeader>
        <CardTitle as="h2">Status and notes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={onSaveStatus} className="flex flex-wrap items-end gap-3">
          <Field className="min-w-48 flex-1">
            <Label htmlFor="enquiry-status-select">Status</Label>
            <Select
              id="enquiry-status-select"
              value={status}
              onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
            >
              {enquiryStatuses.map((value) => (
                <option key={value} value={value}>
                  {statusLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {busy === "status" ? <Spinner /> : null}
            Save status
          </Button>
        </form>
        <form onSubmit={onSaveNotes} className="flex flex-col gap-3" noValidate>
          <Field>
            <Label htmlFor="enquiry-notes">Notes</Label>
            <Textarea
              id="enquiry-notes"
              rows={6}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              aria-invalid={notesProblem ? true : undefined}
              aria-describedby={notesProblem ? "enquiry-notes-error" : undefined}
            />
            <FieldError id="enquiry-notes-error">{notesProblem}</FieldError>
          </Field>
          <Button type="submit" variant="outline" className="self-start" disabled={busy !== null}>
            {busy === "notes" ? <Spinner /> : null}
            Save notes
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Who changed what on the enquiry and when, newest first; offline, a word that it comes back. */
function HistoryCard({ history, keptAt }: { history: HistoryEntry[]; keptAt?: string }) {
  return (
    <Card className="lg:col-start-2">
      <CardHeader>
        <CardTitle as="h2">History</CardTitle>
      </CardHeader>
      <CardContent>
        {keptAt ? (
          <p className="text-sm text-muted-foreground">
            The history shows when the connection is back.
          </p>
        ) : history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing changed yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm" data-testid="history">
            {history.map((entry) => (
              <li key={entry.$id}>
                <span className="font-medium">{entry.actor}</span> {historyText(entry)}{" "}
                <time dateTime={entry.at} className="text-muted-foreground">
                  · {dateTimeLabel(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * An enquiry: everything the traveller sent, its status, the operator's notes and the history
 * of both, the reply by e-mail and the way to a proposal. Every write first checks that nobody
 * changed the enquiry since it was loaded (see changeEnquiry).
 */
function EnquiryPage({ id }: { id: string }) {
  const now = useNow();
  const [edits, messageRef] = useEnquiryEdits();
  const { loaded, setLoaded, retry } = useLoadedEnquiry(id, edits);
  const offline = loaded.state !== "ready" || loaded.keptAt !== undefined;
  const money = useProposalsAndPayments(id, offline);
  useLiveEnquiry(id, !offline, setLoaded, money.reload);
  useStatusFollowing(loaded.state === "ready" ? (loaded.enquiry.status ?? "new") : null, edits);

  if (loaded.state === "loading") return <Spinner label="Loading the enquiry" />;
  if (loaded.state === "failed") {
    return (
      <>
        <h1 className="font-display text-2xl font-semibold">Enquiry</h1>
        <LoadError message={loaded.message} onRetry={retry} />
      </>
    );
  }
  const saves = enquirySaves(loaded, setLoaded, edits);

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href={deskPaths.inbox} className="text-sm text-primary underline underline-offset-4">
          ← Inbox
        </Link>
      </p>
      {loaded.keptAt ? (
        <OfflineNote what="the enquiry" keptAt={loaded.keptAt} testId="enquiry-kept" />
      ) : null}
      <EnquiryHeading enquiry={loaded.enquiry} now={now} />

      <SaveMessage ref={messageRef} message={edits.message} />

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_auto_auto_1fr]">
        <AnswerCard
          enquiry={loaded.enquiry}
          busy={edits.busy !== null}
          onReply={saves.recordReply}
        />
        <TravellerCard enquiry={loaded.enquiry} />
        <BookingCard loaded={money.loaded} onRetry={money.reload} offline={offline} />
        <StatusAndNotesCard
          edits={edits}
          onSaveStatus={saves.saveStatus}
          onSaveNotes={saves.saveNotes}
        />
        <HistoryCard history={loaded.history} keptAt={loaded.keptAt} />
      </div>
    </div>
  );
}

export { EnquiryPage };
