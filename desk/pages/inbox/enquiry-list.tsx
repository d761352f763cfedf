import { Link } from "wouter";
import { isOverdue } from "../../../data/content/desk-reply";
import { Badge } from "../../../ui/badge";
import { Spinner } from "../../../ui/spinner";
import { timeToFirstReply } from "../../../data/domain/desk-reply-times";
import {
  ageLabel,
  budgetLabel,
  durationLabel,
  formLabels,
  languageLabel,
  statusBadges,
  statusLabels,
  travellersLabel,
} from "../../labels";
import { deskPaths } from "../../paths";
import { travellerText } from "../../traveller-text";
import type { Enquiry, InboxPage as InboxList, InboxView } from "../../services/enquiries";

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
  "First reply",
] as const;

/**
 * What the inbox shows of one enquiry: the enquiry, whether it is late or just in, when it was
 * first answered, and now.
 */
type EnquiryItemProps = {
  enquiry: Enquiry;
  late: boolean;
  justIn: boolean;
  firstReply: string | undefined;
  now: number;
};

/** The time to first reply, or that it still waits for one. */
function FirstReply({ enquiry, firstReply }: Pick<EnquiryItemProps, "enquiry" | "firstReply">) {
  const time = timeToFirstReply(enquiry.submittedAt, firstReply);
  return time === null ? "—" : <time dateTime={firstReply}>{durationLabel(time)}</time>;
}

/**
 * An enquiry in the inbox on a phone: who, its status and whether it is late, the language, the
 * travellers and dates, and its age, the whole card a link to the enquiry.
 */
function EnquiryCard({ enquiry, late, justIn, firstReply, now }: EnquiryItemProps) {
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
        {firstReply ? (
          <span className="text-muted-foreground" data-testid="first-reply">
            First reply after <FirstReply enquiry={enquiry} firstReply={firstReply} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * An enquiry in the inbox's table, from 640 px: who (a link to the enquiry), its status and
 * whether it is late, the form, language, travellers, budget, dates, its age and the time to its
 * first reply.
 */
function EnquiryRow({ enquiry, late, justIn, firstReply, now }: EnquiryItemProps) {
  const status = enquiry.status ?? "new";
  return (
    <tr
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
          {justIn ? <Badge variant="secondary">Just in</Badge> : null}
        </span>
      </td>
      <td className="px-3 py-2">{formLabels[enquiry.formType]}</td>
      <td className="px-3 py-2">{languageLabel(enquiry.locale)}</td>
      <td className="px-3 py-2">{travellersLabel(enquiry.groupSize)}</td>
      <td className="px-3 py-2">{budgetLabel(enquiry.budget)}</td>
      <td className="px-3 py-2">{travellerText(enquiry.preferredDates) ?? "—"}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={enquiry.submittedAt}>{ageLabel(enquiry.submittedAt, now)}</time>
      </td>
      <td className="px-3 py-2 whitespace-nowrap" data-testid="first-reply">
        <FirstReply enquiry={enquiry} firstReply={firstReply} />
      </td>
    </tr>
  );
}

/**
 * The view's enquiries, newest first: cards on a phone, a table from 640 px, the ones that
 * arrived while the page was open marked "Just in". While the next view loads, the last one stays
 * (marked busy); a view with none says so.
 */
function EnquiryList({
  list,
  replies,
  loading,
  view,
  arrived,
  now,
}: {
  list: InboxList | null;
  replies: ReadonlyMap<string, string>;
  loading: boolean;
  view: InboxView;
  arrived: ReadonlySet<string>;
  now: number;
}) {
  const enquiries = list?.enquiries ?? [];
  return list === null ? (
    loading ? (
      <Spinner label="Loading enquiries" className="self-center py-10" />
    ) : null
  ) : enquiries.length === 0 ? (
    <p className="rounded-xl border border-border bg-card px-4 py-8 text-center text-muted-foreground">
      {view.search || view.status || view.locale || view.form || view.payments
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
            firstReply={replies.get(enquiry.$id)}
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
            {enquiries.map((enquiry) => (
              <EnquiryRow
                key={enquiry.$id}
                enquiry={enquiry}
                late={isOverdue(enquiry, now)}
                justIn={arrived.has(enquiry.$id)}
                firstReply={replies.get(enquiry.$id)}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export { EnquiryList };
