import * as React from "react";
import { Link } from "wouter";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import { languageLabel } from "../labels";
import { OfflineNote, useRetryWhenOnline } from "../offline-note";
import { deskPaths } from "../paths";
import { travellerText } from "../traveller-text";
import { failureMessage, isUnreachable } from "../services/appwrite";
import { getEnquiry, type Enquiry } from "../services/enquiries";
import { keptEnquiry } from "../services/offline";
import { useOperator } from "../session";
import { useTitle } from "../use-title";
import { DaysCard, useDayEditing } from "./proposal/days";
import { useProposalDraft } from "./proposal/draft";
import { PriceCard } from "./proposal/price-card";
import { ProposalPreview, useProposalPreview } from "./proposal/preview";
import { SendBar, SendOutcome, useProposalSending } from "./proposal/sending";
import { TripCard } from "./proposal/trip-card";

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
  const locale = enquiry.locale ?? "en";
  const { draft, setValues, update, chooseTour } = useProposalDraft(enquiry);
  const previewRef = React.useRef<HTMLIFrameElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const preview = useProposalPreview(previewRef, draft, enquiry);
  const dayEditing = useDayEditing(formRef, draft.days.length, setValues);
  const today = new Date().toISOString().slice(0, 10);
  const { problems, failure, busy, send } = useProposalSending(
    enquiry,
    draft,
    update,
    formRef,
    today,
  );

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

      <SendOutcome sent={draft.sent} failure={failure} />

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void send(event)}
        className="flex flex-col gap-6"
      >
        <TripCard
          draft={draft}
          today={today}
          problems={problems}
          onChange={update}
          onChooseTour={chooseTour}
        />
        <DaysCard draft={draft} problems={problems} editing={dayEditing} />
        <PriceCard draft={draft} problems={problems} onChange={update} />
        <SendBar
          draft={draft}
          busy={busy}
          previewing={preview.previewing}
          onTogglePreview={preview.togglePreview}
        />
      </form>

      <ProposalPreview
        ref={previewRef}
        previewing={preview.previewing}
        target={preview.target}
        onLoad={preview.postPreview}
      />
    </div>
  );
}

export { ProposalPage };
