import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { inclusionsCopy } from "#messages/kit-inclusions";
import { itineraryCopy } from "#messages/kit-itinerary";
import { proposalMessages } from "#messages/proposal";
import {
  proposalIdPattern,
  proposalPreviewMessages,
  type ProposalView,
} from "../../data/domain/desk";
import { dateLocales, localizedPath } from "../../data/domain/locales";
import { bookingTermsVersion } from "../../data/content/legal-settings";
import { siteConfig } from "../../data/content/site-config";
import { showBidiControls } from "../../data/domain/visible-text";
import type { Tour } from "../../data/content/types";
import { Badge } from "../../ui/badge";
import { Button, buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { formatPrice } from "../../ui/format-price";
import { Icon } from "../../ui/icon";
import { Inclusions } from "../../ui/inclusions";
import { Itinerary, type ItineraryDay } from "../../ui/itinerary";
import { Spinner } from "../../ui/spinner";
import { TourRouteMap } from "../components/route-map-part";
import { withKitCopy } from "../components/with-kit-copy";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { paths, proposalPreviewId } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { pageUrl } from "../seo/site-url";
import { acceptProposal, getProposal } from "../services/proposals";
import { useTour } from "../content-entries";

const copy = proposalMessages;

/** Where an accepted proposal's booking stands: loaded once the proposal is accepted. */
const ProposalBooking = lazy(() =>
  import("./proposal-booking").then((module) => ({ default: module.ProposalBooking })),
);

type PageState =
  | { kind: "loading" }
  | { kind: "waiting-preview" }
  | { kind: "not-found" }
  | { kind: "load-failed" }
  | { kind: "ready"; proposal: ProposalView };

const dayInMs = 24 * 60 * 60 * 1000;

/** Dates are calendar days: written in UTC, where the operator's date was stored. */
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocales[locale], { ...options, timeZone: "UTC" });
}
const dayDate = dateFormat({ weekday: "short", day: "numeric", month: "short" });
const fullDate = dateFormat({ day: "numeric", month: "long", year: "numeric" });

/** The trip's day `index` (0 for the first); null while the first has no date (the preview). */
function dayOf(start: string, index: number): Date | null {
  const first = Date.parse(start);
  return Number.isNaN(first) ? null : new Date(first + index * dayInMs);
}

/** A price in the proposal's currency, as the site writes prices. */
function price(amount: number, currency: string): string {
  if (currency === "USD") return formatPrice(amount, intlLocale);
  return new Intl.NumberFormat(intlLocale, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The operator's note as they wrote it: a blank line starts a new paragraph. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function itineraryDays(proposal: ProposalView, tour: Tour | undefined): ItineraryDay[] {
  const tourDays = tour?.days ?? [];
  return proposal.days.map((day, index) => {
    const date = dayOf(proposal.startDate, index);
    return {
      dayNumber: day.day,
      title: day.title,
      description: day.description,
      accommodation: day.lodge,
      // The tour's meals for the same day, where the operator kept the tour's days.
      mealPlan: tourDays.find((tourDay) => tourDay.dayNumber === day.day)?.mealPlan ?? "",
      date: date ? dayDate.format(date) : undefined,
      note: day.note,
    };
  });
}

function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("flex flex-col gap-6", className)}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the page stands while there is no proposal to show. */
function Notice({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text: string;
  icon: "compass" | "cloud-off";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="proposal-notice-title"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-5 px-5 py-20 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon name={icon} aria-hidden className="size-8" />
      </span>
      <h1 id="proposal-notice-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h1>
      <p className="max-w-md text-lg leading-relaxed text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}

/** The shape of the page, while the proposal is on its way: still, so nothing moves. */
function Skeleton({ label }: { label: string }) {
  const bar = "rounded-md bg-muted";
  return (
    <div
      aria-busy="true"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-12 sm:px-8 sm:py-16"
    >
      <p className="flex items-center gap-3 text-muted-foreground" role="status">
        <Spinner />
        {label}
      </p>
      <div aria-hidden className={cn(bar, "h-3 w-40")} />
      <div aria-hidden className={cn(bar, "h-10 w-full max-w-xl")} />
      <div aria-hidden className={cn(bar, "h-6 w-48")} />
      <div aria-hidden className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid grid-cols-[2rem_1fr] gap-3">
              <div className="size-8 rounded-full bg-muted" />
              <div className="flex flex-col gap-2">
                <div className={cn(bar, "h-6 max-w-md")} />
                <div className={cn(bar, "h-3")} />
                <div className={cn(bar, "h-3")} />
              </div>
            </div>
          ))}
        </div>
        <div className="h-64 rounded-xl bg-muted" />
      </div>
    </div>
  );
}

type AcceptState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "failed" }
  | { kind: "already-accepted" }
  | { kind: "changed" }
  | { kind: "terms-changed" };

/**
 * Accepting the version shown. `onProposal` receives the proposal as it now stands: accepted,
 * or its newer version when the one shown was replaced meanwhile (then shown, with a word why).
 */
function AcceptPanel({
  proposal,
  preview,
  onProposal,
}: {
  proposal: ProposalView;
  preview: boolean;
  onProposal: (proposal: ProposalView) => void;
}) {
  const [state, setState] = useState<AcceptState>({ kind: "idle" });
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);

  if (proposal.acceptedAt) {
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-lg bg-secondary-soft px-4 py-4 text-secondary-soft-foreground"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="circle-check" aria-hidden className="size-5" />
          {copy.accepted.title}
        </p>
        <p className="text-sm leading-relaxed">
          {fill(copy.accepted.text, { date: fullDate.format(new Date(proposal.acceptedAt)) })}
        </p>
        {state.kind === "already-accepted" ? (
          <p className="text-sm leading-relaxed">{copy.alreadyAccepted}</p>
        ) : null}
      </div>
    );
  }

  const accept = async () => {
    if (!agreed) {
      setAgreementMissing(true);
      termsBox.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    try {
      const outcome = await acceptProposal(proposal, bookingTermsVersion);
      if (outcome.kind === "accepted") {
        setState({ kind: "idle" });
        onProposal(outcome.proposal);
      } else if (outcome.kind === "already-accepted") {
        setState({ kind: "already-accepted" });
        onProposal(outcome.proposal ?? { ...proposal, acceptedAt: new Date().toISOString() });
      } else if (outcome.kind === "changed") {
        setState({ kind: "changed" });
        onProposal(outcome.proposal);
      } else if (outcome.kind === "terms-changed") {
        setAgreed(false);
        setState({ kind: "terms-changed" });
      } else {
        setState({ kind: "failed" });
      }
    } catch (error) {
      console.warn(`The acceptance of proposal ${proposal.id} failed:`, error);
      setState({ kind: "failed" });
    }
  };

  return (
    <div className="flex flex-col gap-3 print:hidden">
      {preview ? null : (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              ref={termsBox}
              id="proposal-terms"
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setAgreementMissing(false);
              }}
              aria-invalid={agreementMissing || undefined}
              aria-describedby={agreementMissing ? "proposal-terms-error" : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            />
            <label htmlFor="proposal-terms" className="cursor-pointer text-sm leading-relaxed">
              {fill(copy.terms.agree, {
                terms: (
                  <a
                    href={localizedPath(locale, paths.terms)}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {copy.terms.link}
                    <Icon
                      name="external-link"
                      aria-hidden
                      className="ml-1 inline size-3.5 align-[-0.125em]"
                    />
                    <span className="sr-only"> {copy.terms.newTab}</span>
                  </a>
                ),
              })}
            </label>
          </div>
          {agreementMissing ? (
            <p
              id="proposal-terms-error"
              className="flex gap-2 text-sm leading-relaxed text-destructive"
            >
              <Icon
                name="circle-exclamation-point"
                aria-hidden
                className="mt-0.5 size-4 shrink-0"
              />
              {copy.terms.required}
            </p>
          ) : null}
        </div>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={preview}
        aria-disabled={state.kind === "sending" || undefined}
        aria-describedby="proposal-accept-hint"
        onClick={() => {
          if (state.kind !== "sending") void accept();
        }}
      >
        {state.kind === "sending" ? <Spinner /> : <Icon name="calendar-check" aria-hidden />}
        {state.kind === "sending" ? copy.accepting : copy.accept}
      </Button>
      <p id="proposal-accept-hint" className="text-sm leading-relaxed text-muted-foreground">
        {preview ? copy.preview : copy.acceptHint}
      </p>
      {state.kind === "changed" ? (
        <p role="alert" className="flex gap-2 text-sm leading-relaxed font-medium">
          <Icon name="circle-exclamation-point" aria-hidden className="mt-0.5 size-4 shrink-0" />
          {copy.changed}
        </p>
      ) : null}
      {state.kind === "failed" || state.kind === "terms-changed" ? (
        <p role="alert" className="flex gap-2 text-sm leading-relaxed text-destructive">
          <Icon name="circle-exclamation-point" aria-hidden className="mt-0.5 size-4 shrink-0" />
          {state.kind === "failed" ? copy.acceptFailed : copy.terms.changed}
        </p>
      ) : null}
    </div>
  );
}

function PriceSummary({
  proposal,
  preview,
  onProposal,
}: {
  proposal: ProposalView;
  preview: boolean;
  onProposal: (proposal: ProposalView) => void;
}) {
  const travellers = fill(plural(copy.travellers, proposal.travellers, locale), {
    count: proposal.travellers,
  });
  return (
    <section
      aria-labelledby="proposal-price-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-soft print:break-inside-avoid"
    >
      <h2 id="proposal-price-title" className="font-display text-2xl font-semibold">
        {copy.price.title}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-muted px-4 py-3">
          <dt className="text-sm font-medium">{copy.price.perPerson}</dt>
          <dd className="ml-auto text-xl font-semibold tracking-tight tabular-nums">
            {price(proposal.pricePerPerson, proposal.currency)}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-secondary-soft px-4 py-3">
          <dt className="text-sm font-medium">{fill(copy.price.total, { travellers })}</dt>
          <dd className="ml-auto text-2xl font-semibold tracking-tight tabular-nums">
            {price(proposal.priceTotal, proposal.currency)}
          </dd>
        </div>
      </dl>
      <AcceptPanel proposal={proposal} preview={preview} onProposal={onProposal} />
      {proposal.acceptedAt && !preview ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              {copy.booking.loading}
            </p>
          }
        >
          <ProposalBooking proposalId={proposal.id} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** On paper only: how to reach the operator, and where the proposal lives online. */
function PrintedContact({ id }: { id: string }) {
  return (
    <footer className="hidden break-inside-avoid flex-col gap-1 border-t border-border pt-4 text-sm print:flex">
      <p className="font-display text-base font-semibold">{siteConfig.brandName}</p>
      <p>{siteConfig.address.lines.join(", ")}</p>
      <p>{[siteConfig.phone.display, siteConfig.emails.info].join(" · ")}</p>
      <p>{fill(copy.printedFrom, { url: pageUrl(paths.proposal(id)) })}</p>
    </footer>
  );
}

function Proposal({
  proposal,
  preview,
  onProposal,
}: {
  proposal: ProposalView;
  preview: boolean;
  onProposal: (proposal: ProposalView) => void;
}) {
  const tour = useTour(proposal.tourSlug);
  const title = tour?.title ?? copy.eyebrow;
  const days = itineraryDays(proposal, tour);
  const first = dayOf(proposal.startDate, 0);
  const last = dayOf(proposal.startDate, Math.max(proposal.days.length - 1, 0));
  const travellers = fill(plural(copy.travellers, proposal.travellers, locale), {
    count: proposal.travellers,
  });
  return (
    <article aria-labelledby="proposal-title">
      <header className="border-b border-border bg-primary-soft print:bg-transparent">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-5 py-10 sm:px-8 sm:py-14 print:py-0">
          {preview ? (
            <p
              role="note"
              className="flex items-center gap-2 self-start rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground print:hidden"
            >
              <Icon name="eye" aria-hidden className="size-4" />
              {copy.preview}
            </p>
          ) : null}
          <p className="text-sm font-semibold tracking-wide text-primary-soft-foreground uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="proposal-title"
            className="font-display text-3xl leading-tight font-semibold sm:text-5xl"
          >
            {title}
          </h1>
          <p className="text-lg">
            {fill(copy.preparedFor, {
              name: <bdi>{showBidiControls(proposal.travellerName)}</bdi>,
            })}
          </p>
          {proposal.version > 1 ? (
            <p role="note" className="max-w-2xl text-sm leading-relaxed font-medium">
              {copy.revised}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">
              <Icon name="calendar-days" aria-hidden />
              {first && last
                ? fill(copy.dates, { start: fullDate.format(first), end: fullDate.format(last) })
                : copy.datesPending}
            </Badge>
            <Badge variant="secondary">
              <Icon name="users" aria-hidden />
              {travellers}
            </Badge>
          </div>
          <div className="print:hidden">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Icon name="printer" aria-hidden />
              {copy.print}
            </Button>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] print:gap-4 print:py-0">
        {/* First on a phone, where the price and the button would otherwise come after every
            day; beside the plan on a wide screen. */}
        <aside className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start print:break-inside-avoid">
          <PriceSummary proposal={proposal} preview={preview} onProposal={onProposal} />
        </aside>
        <div className="flex min-w-0 flex-col gap-14 print:gap-4">
          {proposal.note ? (
            <Section id="proposal-note" title={copy.note}>
              <div className="flex flex-col gap-3">
                {paragraphs(proposal.note).map((paragraph, index) => (
                  <p key={index} className="text-lg leading-relaxed text-foreground/90">
                    {paragraph}
                  </p>
                ))}
              </div>
            </Section>
          ) : null}

          {tour ? (
            <Section id="proposal-route" title={copy.route} className="print:break-inside-avoid">
              <TourRouteMap tourId={tour.id} title={fill(copy.routeMap, { title: tour.title })} />
            </Section>
          ) : null}

          <Section id="proposal-itinerary" title={copy.itinerary}>
            <Itinerary days={days} headingLevel="h3" />
          </Section>

          {tour ? (
            <Inclusions included={tour.included} excluded={tour.excluded} headingLevel="h2" />
          ) : null}
        </div>

        {preview ? null : <PrintedContact id={proposal.id} />}
      </div>
    </article>
  );
}

/** The proposal's page in another language, where a static host served this one. */
function proposalAddress(proposal: ProposalView): string {
  const { search, hash } = window.location;
  return `${localizedPath(proposal.locale, paths.proposal(proposal.id))}${search}${hash}`;
}

function isPreviewMessage(data: unknown): data is { type: string; proposal: ProposalView } {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === proposalPreviewMessages.proposal &&
    typeof (data as { proposal?: unknown }).proposal === "object" &&
    (data as { proposal?: unknown }).proposal !== null
  );
}

/**
 * A traveller's proposal (`/p/<id>`, issue #30), in their language: the server sends the shell
 * of the proposal's language, which fetches the proposal through the `proposal` function. Under
 * the id `preview` the desk shows, in a frame, the proposal it posts to it.
 */
export const ProposalPage = withKitCopy(
  { ...itineraryCopy, ...inclusionsCopy },
  function ProposalPage({ slug: id }: { slug: string }) {
    const preview = id === proposalPreviewId;
    const [state, setState] = useState<PageState>({ kind: "loading" });
    const [attempt, setAttempt] = useState(0);
    usePageMeta({ title: copy.metaTitle, description: copy.metaDescription, noIndex: true });

    useEffect(() => {
      if (!preview) return;
      setState({ kind: "waiting-preview" });
      const receive = (event: MessageEvent) => {
        if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
        setState({ kind: "ready", proposal: event.data.proposal });
      };
      window.addEventListener("message", receive);
      // The desk posts the proposal once the frame says it listens (the page's code comes after
      // the frame's load event), and again whenever the operator changes it.
      if (window.parent !== window) {
        window.parent.postMessage({ type: proposalPreviewMessages.ready }, window.location.origin);
      }
      return () => window.removeEventListener("message", receive);
    }, [preview]);

    useEffect(() => {
      if (preview) return;
      if (!proposalIdPattern.test(id)) {
        setState({ kind: "not-found" });
        return;
      }
      let current = true;
      setState({ kind: "loading" });
      getProposal(id).then(
        (proposal) => {
          if (!current) return;
          if (proposal && proposal.locale !== locale) {
            window.location.replace(proposalAddress(proposal));
            return;
          }
          setState(proposal ? { kind: "ready", proposal } : { kind: "not-found" });
        },
        (error: unknown) => {
          console.warn(`The proposal ${id} could not be loaded:`, error);
          if (current) setState({ kind: "load-failed" });
        },
      );
      return () => {
        current = false;
      };
    }, [id, preview, attempt]);

    const onProposal = useCallback(
      (proposal: ProposalView) => setState({ kind: "ready", proposal }),
      [],
    );

    switch (state.kind) {
      case "loading":
        return <Skeleton label={copy.loading} />;
      case "waiting-preview":
        return <Skeleton label={copy.previewWaiting} />;
      case "not-found":
        return (
          <Notice title={copy.notFound.title} text={copy.notFound.text} icon="compass">
            <Link href={paths.contact} className={buttonVariants({ size: "lg" })}>
              <Icon name="mail" aria-hidden />
              {copy.notFound.contact}
            </Link>
          </Notice>
        );
      case "load-failed":
        return (
          <Notice title={copy.loadFailed.title} text={copy.loadFailed.text} icon="cloud-off">
            <Button size="lg" onClick={() => setAttempt((count) => count + 1)}>
              <Icon name="rotate-ccw" aria-hidden />
              {copy.loadFailed.retry}
            </Button>
          </Notice>
        );
      case "ready":
        // The tour's own data file (its title, meals and inclusions) comes after the proposal.
        return (
          <Suspense fallback={<Skeleton label={copy.loading} />}>
            <Proposal proposal={state.proposal} preview={preview} onProposal={onProposal} />
          </Suspense>
        );
    }
  },
);
