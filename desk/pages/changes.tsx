import * as React from "react";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import { dateTimeLabel } from "../labels";
import { failureMessage } from "../services/appwrite";
import {
  listSiteChanges,
  restorableEntry,
  restoreEntry,
  type SiteChange,
} from "../services/site-changes";
import { useTitle } from "../use-title";

type Listing =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; changes: SiteChange[] };

/** The entry of a save's subject ("tours/luxury-7-days: en.title" names tours/luxury-7-days). */
const entryName = (change: SiteChange) => change.subject.split(": ")[0] ?? change.subject;

/**
 * Which changes can be restored: those of one entry that a later change of the list changed
 * again (restoring an entry's newest change would change nothing).
 */
function restorable(changes: SiteChange[]): Map<string, string> {
  const newest = new Set<string>();
  const found = new Map<string, string>();
  for (const change of changes) {
    const entry = restorableEntry(change);
    if (entry === null) continue;
    if (newest.has(entry)) found.set(change.commit, entry);
    else newest.add(entry);
  }
  return found;
}

function ChangeRow({
  change,
  entry,
  busy,
  onRestore,
}: {
  change: SiteChange;
  entry: string | undefined;
  busy: boolean;
  onRestore: (entry: string) => void;
}) {
  const name = entryName(change);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words">{name}</p>
        {change.fields.length > 0 ? (
          <p className="text-sm break-words text-muted-foreground">
            Fields: {change.fields.join(", ")}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {change.author.name || change.author.email} ·{" "}
          <time dateTime={change.date}>{dateTimeLabel(change.date)}</time>
        </p>
      </div>
      {entry ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Restore this version of ${name}, as ${change.author.name || change.author.email} saved it`}
          onClick={() => onRestore(entry)}
        >
          Restore this version
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The site's recent changes: who saved which entry and fields when, newest first, with an
 * earlier version of an entry restored in one action (a new save, live once it answers).
 */
function ChangesPage() {
  useTitle("Site changes · Desk");
  const [listing, setListing] = React.useState<Listing>({ state: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  const [restoring, setRestoring] = React.useState<string | null>(null);
  const [outcome, setOutcome] = React.useState<{ ok: boolean; text: string } | null>(null);

  React.useEffect(() => {
    let live = true;
    listSiteChanges().then(
      (changes) => live && setListing({ state: "loaded", changes }),
      (error: unknown) => live && setListing({ state: "failed", message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const restore = async (change: SiteChange, entry: string) => {
    setRestoring(change.commit);
    setOutcome(null);
    try {
      await restoreEntry(entry, change.commit);
      setOutcome({ ok: true, text: `${entryName(change)} is live again as it was then.` });
      setAttempt((count) => count + 1);
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error) });
    } finally {
      setRestoring(null);
    }
  };

  const restorableChanges = listing.state === "loaded" ? restorable(listing.changes) : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-semibold">Site changes</h1>
      <p className="text-sm text-muted-foreground">
        Every save made in the site&apos;s content, newest first. Restoring a version saves the
        entry again as it was then, live within seconds; that is a change of its own, which can be
        undone the same way.
      </p>
      <div role="status" className={outcome?.ok === false ? "text-destructive" : undefined}>
        {outcome?.text}
      </div>
      {listing.state === "loading" ? <Spinner label="Loading the site's changes" /> : null}
      {listing.state === "failed" ? (
        <LoadError message={listing.message} onRetry={() => setAttempt((count) => count + 1)} />
      ) : null}
      {listing.state === "loaded" && restorableChanges ? (
        <ul aria-label="Recent changes" className="divide-y divide-border">
          {listing.changes.map((change) => (
            <ChangeRow
              key={change.commit}
              change={change}
              entry={restorableChanges.get(change.commit)}
              busy={restoring !== null}
              onRestore={(entry) => void restore(change, entry)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { ChangesPage };
