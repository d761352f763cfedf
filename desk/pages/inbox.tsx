import * as React from "react";
import { Link, useLocation, useSearch } from "wouter";
import { enquiryStatuses, type EnquiryStatus } from "../../data/domain/desk";
import { formTypes, type FormType } from "../../data/domain/enquiry";
import { isLocale } from "../../data/domain/locales";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { replyWithinMs } from "../../data/content/desk-reply";
import { replyMedianDays, type ReplyMedian } from "../../data/domain/desk-reply-times";
import { durationLabel } from "../labels";
import { OfflineNote, useRetryWhenOnline } from "../offline-note";
import { deskPaths } from "../paths";
import { failureMessage, isUnreachable } from "../services/appwrite";
import {
  countOverdue,
  listEnquiries,
  listFirstReplies,
  loadReplyMedian,
  pageSize,
  paymentsFilters,
  subscribeToNewEnquiries,
  type PaymentsFilter,
  type InboxPage as InboxList,
  type InboxView,
} from "../services/enquiries";
import { keepInbox, keptInbox } from "../services/offline";
import { useOperator, useSession } from "../session";
import { useNow } from "../use-now";
import { useTitle } from "../use-title";
import { EnquiryList } from "./inbox/enquiry-list";
import { InboxSearch } from "./inbox/search-form";

type PagedView = InboxView & { page: number };

function readView(search: string): PagedView {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const locale = params.get("locale");
  const form = params.get("form");
  const payments = params.get("payments");
  const page = Number(params.get("page") ?? "1");
  return {
    status: (enquiryStatuses as readonly string[]).includes(status ?? "")
      ? (status as EnquiryStatus)
      : null,
    locale: locale && isLocale(locale) ? locale : null,
    form: (formTypes as readonly string[]).includes(form ?? "") ? (form as FormType) : null,
    payments: (paymentsFilters as readonly string[]).includes(payments ?? "")
      ? (payments as PaymentsFilter)
      : null,
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
  if (view.payments) params.set("payments", view.payments);
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
  /** The first reply of each enquiry listed that has one, by its id. */
  replies: ReadonlyMap<string, string>;
  failure: string | null;
  /** When the list shown was loaded, if it is the one this device kept from before. */
  keptAt?: string;
};

/**
 * The list for the view in the address (`search`), loaded again when the view changes, on
 * `reload` and when the connection is back, and how many enquiries are overdue, counted again with
 * each reload. With no connection, the list this device kept for the view, marked with its time.
 */
function useInboxQuery(view: PagedView, search: string) {
  const operator = useOperator();
  const [loaded, setLoaded] = React.useState<Loaded>({
    key: "",
    list: null,
    replies: new Map(),
    failure: null,
  });
  const [overdue, setOverdue] = React.useState<number | null>(null);
  const [median, setMedian] = React.useState<ReplyMedian | null>(null);
  const [refresh, setRefresh] = React.useState(0);

  const key = `${search}#${refresh}`;
  const loading = loaded.key !== key;
  React.useEffect(() => {
    let live = true;
    listEnquiries(view)
      .then(async (list) => {
        const replies = await listFirstReplies(list.enquiries).catch(() => new Map());
        return { list, replies };
      })
      .then(
        ({ list, replies }) => {
          if (!live) return;
          keepInbox(operator.id, search, list);
          setLoaded({ key, list, replies, failure: null });
        },
        (error: unknown) => {
          if (!live) return;
          const kept = isUnreachable(error) ? keptInbox(operator.id, search) : null;
          setLoaded((current) =>
            kept
              ? {
                  key,
                  list: kept.page,
                  replies: new Map(),
                  failure: failureMessage(error),
                  keptAt: kept.savedAt,
                }
              : { ...current, key, failure: failureMessage(error) },
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
    loadReplyMedian(Date.now()).then(
      (found) => live && setMedian(found),
      () => live && setMedian(null),
    );
    return () => {
      live = false;
    };
  }, [refresh]);

  return { loaded, loading, overdue, median, reload: () => setRefresh((count) => count + 1) };
}

/**
 * The enquiries that arrived through Appwrite Realtime while the page was open, to mark them "Just
 * in": each is counted with `countArrival`, and on the first page the list loads again to show it.
 */
function useArrivals(
  onFirstPage: boolean,
  countArrival: () => void,
  reload: () => void,
): ReadonlySet<string> {
  const [arrived, setArrived] = React.useState<ReadonlySet<string>>(new Set());
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
            if (onFirstPage) reload();
          })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- countArrival and reload only count up
    [onFirstPage, signedIn],
  );
  return arrived;
}

/**
 * Marks for the bench (scripts/bench-desk.ts) how long the list took to show: the first rows after
 * navigation, and the updated rows after a change of view, timed from when the change of view is
 * noted.
 */
function useListTiming(loaded: Loaded, loading: boolean): () => void {
  const viewChangedAt = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (loading || loaded.failure) return;
    requestAnimationFrame(() => {
      const started = viewChangedAt.current;
      if (started === null) performance.mark("desk:inbox-rows");
      else performance.measure("desk:inbox-update", { start: started, end: performance.now() });
      viewChangedAt.current = null;
    });
  }, [loaded, loading]);
  return () => {
    viewChangedAt.current = performance.now();
  };
}

/** The inbox's heading: how many enquiries are overdue (a link to the new ones), and the total. */
function InboxHeading({
  view,
  overdue,
  list,
}: {
  view: PagedView;
  overdue: number | null;
  list: InboxList | null;
}) {
  return (
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
            {list.total.toLocaleString("en-GB")} {list.total === 1 ? "enquiry" : "enquiries"}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The median time to first reply of the last 30 days against the promised reply time, with how
 * many enquiries of the period still wait for their first answer.
 */
function ReplyMedianNote({ median }: { median: ReplyMedian | null }) {
  if (!median) return null;
  const promised = durationLabel(replyWithinMs);
  const late = median.medianMs !== null && median.medianMs > replyWithinMs;
  return (
    <p className="text-sm text-muted-foreground" data-testid="reply-median">
      Median time to first reply, last {replyMedianDays} days:{" "}
      {median.medianMs === null ? (
        "no enquiry answered yet"
      ) : (
        <span className={late ? "font-semibold text-destructive" : "font-semibold text-foreground"}>
          {durationLabel(median.medianMs)}
        </span>
      )}{" "}
      (promised: {promised}) · {median.answered} answered, {median.waiting} waiting
    </p>
  );
}

/** Previous and next through the view's pages of 25, and which page of how many is shown. */
function Pager({
  view,
  list,
  onPage,
}: {
  view: PagedView;
  list: InboxList;
  onPage: (next: PagedView) => void;
}) {
  const { enquiries, total } = list;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        disabled={view.page <= 1}
        onClick={() => {
          const [first] = enquiries;
          onPage(
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
          if (last) onPage({ ...view, after: last.$id, before: null, page: view.page + 1 });
        }}
      >
        Next
      </Button>
    </nav>
  );
}

/**
 * The inbox: every enquiry, newest first, with the time to its first reply and the last 30 days'
 * median, filtered by status, language, form and a balance due soon, and searched
 * by name, e-mail and message, 25 at a time; the view is the address, so a filtered view is a
 * link. New enquiries arrive through Appwrite Realtime. With no connection, a view shows the
 * list this device last loaded for it, marked with its time, until the connection is back.
 */
function InboxPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = React.useMemo(() => readView(search), [search]);
  const [unseen, countArrival] = useUnseenArrivals();
  const now = useNow();
  useTitle(unseen > 0 ? `(${unseen}) Inbox · Desk` : "Inbox · Desk");
  const { loaded, loading, overdue, median, reload } = useInboxQuery(view, search);
  const arrived = useArrivals(view.page === 1, countArrival, reload);
  const noteViewChange = useListTiming(loaded, loading);
  const session = useSession();

  function go(next: PagedView) {
    noteViewChange();
    navigate(writeView(next));
  }
  const filter = (change: Partial<InboxView>) => go({ ...view, ...change, ...firstPage });
  const list = loaded.list;

  return (
    <div className="flex flex-col gap-5">
      <InboxHeading view={view} overdue={overdue} list={list} />
      <ReplyMedianNote median={median} />

      <InboxSearch view={view} onFilter={filter} />

      {loaded.keptAt && !loading ? (
        <OfflineNote what="the list" keptAt={loaded.keptAt} testId="inbox-kept">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (session.state === "offline") session.retry();
              reload();
            }}
          >
            Try again
          </Button>
        </OfflineNote>
      ) : loaded.failure && !loading ? (
        <LoadError message={loaded.failure} onRetry={reload} />
      ) : null}

      <EnquiryList
        list={list}
        replies={loaded.replies}
        loading={loading}
        view={view}
        arrived={arrived}
        now={now}
      />

      {list && list.total > pageSize ? <Pager view={view} list={list} onPage={go} /> : null}
    </div>
  );
}

export { InboxPage };
