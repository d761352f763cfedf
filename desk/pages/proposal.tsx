import * as React from "react";
import { Link } from "wouter";
import {
  proposalPath,
  proposalPreviewId,
  proposalPreviewMessages,
  type ProposalDay,
  type ProposalView,
} from "../../data/desk";
import {
  dayDate,
  proposalDaysOf,
  proposalProblems,
  renumberDays,
  startingPricePerPerson,
  travellersOf,
} from "../../data/desk-proposal";
import { localePrefix, type Locale } from "../../data/locales";
import { siteConfig } from "../../data/site-config";
import { findTourBySlug, tours } from "../../data/tours";
import type { Tour } from "../../data/types";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import {
  Field,
  FieldError,
  FormAlert,
  Input,
  Label,
  Select,
  SubmitButton,
  Textarea,
} from "../../ui/field";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import { languageLabel } from "../labels";
import { OfflineNote, useRetryWhenOnline } from "../offline-note";
import { deskPaths } from "../paths";
import { travellerText } from "../traveller-text";
import { failureMessage, isUnreachable } from "../services/appwrite";
import { getEnquiry, type Enquiry } from "../services/enquiries";
import { keptEnquiry } from "../services/offline";
import { sendProposal } from "../services/proposals";
import { useOperator } from "../session";
import { useTitle } from "../use-title";
import { useEnquiryDraft } from "../../site/services/enquiry-drafts";

const currency = siteConfig.facts.currency;

/**
 * The tours as each language's pages show them (data/generated/tours.<code>.json, written by
 * `npm run tour-data` from the content files), loaded for the traveller's language only.
 */
const toursByLanguage = import.meta.glob<Tour[]>("../../data/generated/tours.*.json", {
  import: "default",
});

/** The tour in the traveller's language; in English when the language has no file of its own. */
async function tourIn(locale: Locale, tour: Tour): Promise<Tour> {
  const load = toursByLanguage[`../../data/generated/tours.${locale}.json`];
  if (!load) return tour;
  return (await load()).find((each) => each.id === tour.id) ?? tour;
}

/** The composer's fields as typed: numbers stay text until checked, so nothing typed is lost. */
type Draft = {
  tourSlug: string;
  startDate: string;
  travellers: string;
  days: ProposalDay[];
  pricePerPerson: string;
  /** null while the total follows per person × travellers. */
  priceTotal: string | null;
  note: string;
};

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function totalOf(draft: Draft): number {
  return draft.priceTotal === null
    ? toNumber(draft.pricePerPerson) * toNumber(draft.travellers)
    : toNumber(draft.priceTotal);
}

function fieldsOf(draft: Draft) {
  return {
    tourSlug: draft.tourSlug,
    startDate: draft.startDate,
    travellers: toNumber(draft.travellers),
    days: draft.days,
    pricePerPerson: toNumber(draft.pricePerPerson),
    priceTotal: totalOf(draft),
    note: draft.note,
  };
}

function viewOf(draft: Draft, enquiry: Enquiry, version: number): ProposalView {
  return {
    id: proposalPreviewId,
    locale: enquiry.locale ?? "en",
    version,
    currency,
    travellerName: enquiry.name ?? "",
    sentAt: null,
    acceptedAt: null,
    ...fieldsOf(draft),
  };
}

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** The proposal as stored: the server's id, its version, the fields sent, and the e-mail's fate. */
type Sent = { id: string; link: string; version: number; fields: string; emailed: boolean };

/** The composer's fields and, once sent, the proposal as stored: the draft kept on the device. */
type Stored = Draft & { sent: Sent | null };

/**
 * The proposal composer, once its enquiry has loaded: see Composer.
 */
function ProposalPage({ id }: { id: string }) {
  useTitle("Proposal · Desk");
  const operator = useOperator();
  const [enquiry, setEnquiry] = React.useState<Enquiry | null>(null);
  /** When the enquiry shown was loaded, if it is the inbox's copy kept on this device. */
  const [keptAt, setKeptAt] = React.useState<string | null>(null);
  const [loadFailure, setLoadFailure] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let live = true;
    getEnquiry(id).then(
      (found) => {
        if (!live) return;
        setEnquiry(found);
        setKeptAt(null);
        setLoadFailure(null);
      },
      (error: unknown) => {
        if (!live) return;
        const kept = isUnreachable(error) ? keptEnquiry(operator.id, id) : null;
        if (!kept) {
          setLoadFailure(failureMessage(error));
          return;
        }
        setEnquiry(kept.enquiry);
        setKeptAt(kept.savedAt);
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt, operator.id]);
  // The connection is back: a kept copy gives way to the enquiry as it is now.
  useRetryWhenOnline(setAttempt, keptAt !== null);

  if (loadFailure) {
    return (
      <>
        <h1 className="font-display text-2xl font-semibold">Proposal</h1>
        <LoadError message={loadFailure} onRetry={() => setAttempt((count) => count + 1)} />
      </>
    );
  }
  if (!enquiry) return <Spinner label="Loading the enquiry" />;
  return (
    <>
      {keptAt ? <OfflineNote what="the enquiry" keptAt={keptAt} testId="proposal-kept" /> : null}
      <Composer key={enquiry.$id} enquiry={enquiry} />
    </>
  );
}

/**
 * The proposal composer: a tour's itinerary in the traveller's language as the start, the
 * dates, travellers, lodges, notes and price as the operator sets them, the days in the order
 * they choose; a preview of the traveller's own page; and sending, which stores the proposal
 * under an unguessable id the server makes, e-mails the traveller its link and records it on the
 * enquiry. A change after it was sent goes as a new version, which the traveller is e-mailed too.
 * Everything typed is kept on the device as the site's enquiry forms keep theirs, so a reload, a
 * locked phone or a closed tab loses nothing.
 */
function Composer({ enquiry }: { enquiry: Enquiry }) {
  const stored = useEnquiryDraft<Stored>(`proposal:${enquiry.$id}`, {
    tourSlug: "",
    startDate: "",
    travellers: String(travellersOf(enquiry.groupSize)),
    days: [],
    pricePerPerson: "",
    priceTotal: null,
    note: "",
    sent: null,
  });
  const draft = stored.values;
  const { sent } = draft;
  const { setValues } = stored;
  // Once Send was pressed, every change is checked again, so a fixed field's message goes.
  const [checked, setChecked] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [previewing, setPreviewing] = React.useState(false);
  const [moved, setMoved] = React.useState<{ text: string; focus: string } | null>(null);
  const previewRef = React.useRef<HTMLIFrameElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);

  const locale: Locale = enquiry.locale ?? "en";

  async function chooseTour(slug: string) {
    const tour = findTourBySlug(slug);
    if (!tour) {
      setValues((current) => ({ ...current, tourSlug: "", days: [], pricePerPerson: "" }));
      return;
    }
    const travellersTour = await tourIn(locale, tour);
    setValues((current) => ({
      ...current,
      tourSlug: slug,
      days: proposalDaysOf(travellersTour),
      pricePerPerson: String(startingPricePerPerson(tour)),
    }));
  }

  // The preview page asks for the proposal once it listens; it is sent again on every change.
  const previewTarget = `${localePrefix(locale)}${proposalPath(proposalPreviewId)}`;
  const postPreview = React.useCallback(() => {
    const frame = previewRef.current?.contentWindow;
    if (!frame) return;
    frame.postMessage(
      {
        type: proposalPreviewMessages.proposal,
        proposal: viewOf(draft, enquiry, sent ? sent.version + 1 : 1),
      },
      window.location.origin,
    );
  }, [draft, enquiry, sent]);
  React.useEffect(() => {
    if (!previewing) return;
    postPreview();
    const ready = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: string } | null)?.type === proposalPreviewMessages.ready)
        postPreview();
    };
    window.addEventListener("message", ready);
    return () => window.removeEventListener("message", ready);
  }, [previewing, postPreview]);

  // A moved day's button keeps the focus, at the day's new place.
  React.useEffect(() => {
    if (!moved) return;
    formRef.current?.querySelector<HTMLElement>(moved.focus)?.focus();
  }, [moved]);

  const update = (change: Partial<Stored>) => setValues((current) => ({ ...current, ...change }));
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
    const last = draft.days.length - 1;
    const stillMoves = direction === "up" ? to > 0 : to < last;
    setMoved({
      text: `Day ${index + 1} is now day ${to + 1}.`,
      focus: `[data-move="${to}-${stillMoves ? direction : direction === "up" ? "down" : "up"}"]`,
    });
  };

  const total = totalOf(draft);
  const today = new Date().toISOString().slice(0, 10);

  const problems: Record<string, string> = checked ? proposalProblems(fieldsOf(draft), today) : {};

  function check(): boolean {
    setChecked(true);
    const found = proposalProblems(fieldsOf(draft), today);
    const first = Object.keys(found)[0];
    if (first) {
      const field = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
      field?.focus();
      return false;
    }
    return true;
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    // A second try after a failed e-mail sends the proposal as it was stored, not a new one.
    const emailAgain = sent !== null && !sent.emailed;
    if (!emailAgain && !check()) return;
    setBusy(true);
    setFailure(null);
    const fields = fieldsOf(draft);
    try {
      const outcome = await sendProposal(
        sent === null
          ? { enquiryId: enquiry.$id, proposal: fields }
          : emailAgain
            ? { id: sent.id }
            : { id: sent.id, proposal: fields },
      );
      update({
        sent: {
          id: outcome.id,
          link: `${window.location.origin}${localePrefix(locale)}${proposalPath(outcome.id)}`,
          version: outcome.version,
          fields: emailAgain ? sent.fields : JSON.stringify(fields),
          emailed: outcome.emailed,
        },
      });
      if (!outcome.emailed) setFailure(outcome.reason);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const problem = (key: string) => problems[key];
  const describedBy = (key: string) => (problems[key] ? `${key}-error` : undefined);
  const tour = findTourBySlug(draft.tourSlug);

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link
          href={deskPaths.enquiry(enquiry.$id)}
          className="text-sm text-primary underline underline-offset-4"
        >
          ← {travellerText(enquiry.name || enquiry.email)}
        </Link>
      </p>
      <h1 className="font-display text-3xl font-semibold">
        Proposal for {travellerText(enquiry.name || enquiry.email)}
      </h1>
      <p className="text-sm text-muted-foreground">
        Written for a traveller reading {languageLabel(locale)}: the itinerary starts in that
        language.
      </p>

      {sent ? (
        <div role="status">
          <FormAlert variant={sent.emailed ? "success" : "error"} data-testid="proposal-sent">
            {!sent.emailed
              ? "Proposal saved, but the e-mail is not sent yet: "
              : sent.version > 1
                ? `Version ${sent.version} sent. The traveller has an e-mail with this link: `
                : "Proposal sent. The traveller has an e-mail with this link: "}
            <a href={sent.link} target="_blank" rel="noreferrer" className="break-all underline">
              {sent.link}
            </a>
          </FormAlert>
        </div>
      ) : null}
      <div role="alert">{failure ? <FormAlert>{failure}</FormAlert> : null}</div>

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void send(event)}
        className="flex flex-col gap-6"
      >
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
                onChange={(event) => void chooseTour(event.target.value)}
                aria-invalid={problem("tourSlug") ? true : undefined}
                aria-describedby={describedBy("tourSlug")}
              >
                <option value="">Choose a tour</option>
                {tours.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.title} ({option.days.length} days)
                  </option>
                ))}
              </Select>
              <FieldError id="tourSlug-error">{problem("tourSlug")}</FieldError>
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
                onChange={(event) => update({ startDate: event.target.value })}
                aria-invalid={problem("startDate") ? true : undefined}
                aria-describedby={describedBy("startDate")}
              />
              <FieldError id="startDate-error">{problem("startDate")}</FieldError>
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
                onChange={(event) => update({ travellers: event.target.value })}
                aria-invalid={problem("travellers") ? true : undefined}
                aria-describedby={describedBy("travellers")}
              />
              <FieldError id="travellers-error">{problem("travellers")}</FieldError>
            </Field>
          </CardContent>
        </Card>

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
            <FieldError id="days-error">{problem("days")}</FieldError>
            <p role="status" className="sr-only">
              {moved?.text}
            </p>
            <ol className="flex flex-col gap-4">
              {draft.days.map((day, index) => {
                const date = draft.startDate ? dayDate(draft.startDate, index) : null;
                const key = (field: string) => `days.${index}.${field}`;
                return (
                  <li
                    key={index}
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
                            disabled={
                              direction === "up" ? index === 0 : index === draft.days.length - 1
                            }
                            onClick={() => moveDay(index, direction)}
                          >
                            <span>
                              Move<span className="sr-only"> day {day.day}</span> {direction}
                            </span>
                          </Button>
                        ))}
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          onClick={() => addDay(index)}
                        >
                          Add a day after day {day.day}
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          onClick={() => removeDay(index)}
                        >
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
                        aria-invalid={problem(key("title")) ? true : undefined}
                        aria-describedby={describedBy(key("title"))}
                      />
                      <FieldError id={`${key("title")}-error`}>{problem(key("title"))}</FieldError>
                    </Field>
                    <Field>
                      <Label htmlFor={key("description")}>What happens</Label>
                      <Textarea
                        id={key("description")}
                        data-field={key("description")}
                        rows={3}
                        value={day.description}
                        onChange={(event) => updateDay(index, { description: event.target.value })}
                        aria-invalid={problem(key("description")) ? true : undefined}
                        aria-describedby={describedBy(key("description"))}
                      />
                      <FieldError id={`${key("description")}-error`}>
                        {problem(key("description"))}
                      </FieldError>
                    </Field>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Field>
                        <Label htmlFor={key("lodge")}>Night at</Label>
                        <Input
                          id={key("lodge")}
                          data-field={key("lodge")}
                          value={day.lodge}
                          onChange={(event) => updateDay(index, { lodge: event.target.value })}
                          aria-invalid={problem(key("lodge")) ? true : undefined}
                          aria-describedby={describedBy(key("lodge"))}
                        />
                        <FieldError id={`${key("lodge")}-error`}>
                          {problem(key("lodge"))}
                        </FieldError>
                      </Field>
                      <Field>
                        <Label htmlFor={key("note")}>Note for this day</Label>
                        <Input
                          id={key("note")}
                          data-field={key("note")}
                          value={day.note}
                          onChange={(event) => updateDay(index, { note: event.target.value })}
                          aria-invalid={problem(key("note")) ? true : undefined}
                          aria-describedby={describedBy(key("note"))}
                        />
                        <FieldError id={`${key("note")}-error`}>{problem(key("note"))}</FieldError>
                      </Field>
                    </div>
                  </li>
                );
              })}
            </ol>
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => addDay(draft.days.length - 1)}
            >
              Add a day at the end
            </Button>
          </CardContent>
        </Card>

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
                onChange={(event) => update({ pricePerPerson: event.target.value })}
                aria-invalid={problem("pricePerPerson") ? true : undefined}
                aria-describedby={describedBy("pricePerPerson")}
              />
              <FieldError id="pricePerPerson-error">{problem("pricePerPerson")}</FieldError>
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
                onChange={(event) => update({ priceTotal: event.target.value })}
                aria-invalid={problem("priceTotal") ? true : undefined}
                aria-describedby={`proposal-total-hint${problem("priceTotal") ? " priceTotal-error" : ""}`}
              />
              <p id="proposal-total-hint" className="text-sm text-muted-foreground">
                {draft.priceTotal === null ? (
                  "Follows the price per person × travellers; type a total to set your own."
                ) : (
                  <Button type="button" variant="link" onClick={() => update({ priceTotal: null })}>
                    Use price per person × travellers again
                  </Button>
                )}
              </p>
              <FieldError id="priceTotal-error">{problem("priceTotal")}</FieldError>
            </Field>
            <Field className="sm:col-span-2">
              <Label htmlFor="proposal-note">Personal note to the traveller</Label>
              <Textarea
                id="proposal-note"
                data-field="note"
                rows={5}
                value={draft.note}
                onChange={(event) => update({ note: event.target.value })}
                aria-invalid={problem("note") ? true : undefined}
                aria-describedby={describedBy("note")}
              />
              <FieldError id="note-error">{problem("note")}</FieldError>
            </Field>
          </CardContent>
        </Card>

        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            size="lg"
            aria-expanded={previewing}
            aria-controls="proposal-preview"
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? "Hide preview" : "Preview"}
          </Button>
          {!sent ? (
            <SubmitButton busy={busy}>Send</SubmitButton>
          ) : !sent.emailed ? (
            <SubmitButton busy={busy}>Send the e-mail again</SubmitButton>
          ) : sent.fields !== JSON.stringify(fieldsOf(draft)) ? (
            <SubmitButton busy={busy}>Send the changes as version {sent.version + 1}</SubmitButton>
          ) : null}
        </div>
      </form>

      <section id="proposal-preview" hidden={!previewing} aria-label="Preview">
        {previewing ? (
          <iframe
            ref={previewRef}
            title="The proposal as the traveller will see it"
            src={previewTarget}
            onLoad={postPreview}
            className="h-[80vh] w-full rounded-xl border border-border bg-card"
          />
        ) : null}
      </section>
    </div>
  );
}

export { ProposalPage };
