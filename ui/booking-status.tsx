import * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { FormAlert, HiddenFields } from "./field";
import { Icon } from "./icon";
import { fillParts, useKitCopy, useKitLocale } from "./kit-provider";
import { Spinner } from "./spinner";

/** Where a booking's money stands, as the server works it out: amounts in cents. */
type BookingMoney = {
  currency: string;
  totalMinor: number;
  paidMinor: number;
  depositMinor: number;
  /** The day ("2027-05-12") by which the whole amount is due. */
  balanceDueDate: string;
  due: { kind: "deposit" | "balance" | "full"; amountMinor: number } | null;
  stage: "unpaid" | "deposit_paid" | "paid_in_full";
};

/** What became of the payment the traveller comes back from. */
type PaymentNotice = "pending" | "failed" | "cancelled";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents as `locale` writes the amount: whole units unless there are cents to show. */
function formatMoney(minor: number, currency: string, locale: string): string {
  const cents = minor % 100 !== 0;
  const key = `${locale} ${currency} ${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/** A calendar day ("2027-05-12", or a moment) as `locale` writes it, in UTC where it was stored. */
function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(day.length === 10 ? `${day}T12:00:00Z` : day));
}

const stageIcons = {
  "deposit-due": "wallet",
  "full-due": "wallet",
  "deposit-paid": "circle-check",
  "paid-in-full": "circle-check",
} as const;

type StageName = keyof typeof stageIcons;

function stageOf(money: BookingMoney): StageName {
  if (money.stage === "paid_in_full") return "paid-in-full";
  if (money.stage === "deposit_paid") return "deposit-paid";
  return money.due?.kind === "full" ? "full-due" : "deposit-due";
}

/**
 * The button that starts a payment: a form posting `fields` to `action` (the server answers with
 * the payment provider's page), so it works before script; once sent it reads 'Opening the
 * payment page' until the browser leaves, and again as it was when the traveller comes back.
 */
function PayForm({
  action,
  fields,
  label,
  variant,
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  variant: "primary" | "outline";
}) {
  const copy = useKitCopy("bookingStatus");
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);
  return (
    <form
      data-slot="booking-status-pay"
      method="post"
      action={action}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else setBusy(true);
      }}
    >
      <HiddenFields values={fields} />
      <Button
        type="submit"
        size="lg"
        variant={variant}
        className="w-full"
        aria-disabled={busy || undefined}
        data-state={busy ? "busy" : "idle"}
      >
        {busy ? <Spinner /> : <Icon name="wallet" aria-hidden />}
        {busy ? copy.opening : label}
      </Button>
    </form>
  );
}

/**
 * Where a traveller's booking stands once they accepted: the deposit to pay (or, inside the
 * balance's days, the whole amount), the deposit paid with its day and the balance due by its
 * day, or paid in full; with `notice`, what became of the payment they come back from (pending
 * until the provider confirms it, failed, or cancelled), and the button to pay what is due, a
 * form posting `payFields` to `payAction`.
 */
function BookingStatus({
  money,
  depositPaidOn,
  notice,
  payAction,
  payFields,
  headingLevel: Heading = "h3",
  dateLocale,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  money: BookingMoney;
  /** When the deposit was confirmed (a moment or a day), once it was. */
  depositPaidOn?: string | null;
  notice?: PaymentNotice | null;
  payAction: string;
  payFields: Record<string, string>;
  headingLevel?: "h2" | "h3";
  /** The locale days are written in, where the page writes them otherwise than its numbers. */
  dateLocale?: string;
}) {
  const copy = useKitCopy("bookingStatus");
  const locale = useKitLocale();
  const dayLocale = dateLocale ?? locale;
  const id = React.useId();
  const stage = stageOf(money);
  const amount = (minor: number) => formatMoney(minor, money.currency, locale);
  const balanceMinor = money.totalMinor - money.paidMinor;
  const dueBy = formatDay(money.balanceDueDate, dayLocale);
  const settled = stage === "deposit-paid" || stage === "paid-in-full";

  const text = {
    "deposit-due": fillParts(copy.depositDue, {
      amount: amount(money.due?.amountMinor ?? money.depositMinor),
      balance: amount(money.totalMinor - money.depositMinor),
      date: dueBy,
    }),
    "full-due": fillParts(copy.fullDue, { amount: amount(money.due?.amountMinor ?? 0) }),
    "deposit-paid": fillParts(depositPaidOn ? copy.depositPaidOn : copy.depositPaid, {
      amount: amount(money.paidMinor),
      date: depositPaidOn ? formatDay(depositPaidOn, dayLocale) : "",
    }),
    "paid-in-full": [copy.paidInFull],
  }[stage];

  const unpaid = money.stage === "unpaid" && money.due?.kind === "deposit";
  const figures: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: copy.figures.total, value: amount(money.totalMinor) },
    ...(unpaid ? [{ label: copy.figures.deposit, value: amount(money.depositMinor) }] : []),
    ...(money.paidMinor > 0 ? [{ label: copy.figures.paid, value: amount(money.paidMinor) }] : []),
    ...(balanceMinor > 0 && money.due?.kind !== "full"
      ? [
          {
            label: copy.figures.balance,
            value: amount(unpaid ? money.totalMinor - money.depositMinor : balanceMinor),
            strong: !unpaid,
          },
          { label: copy.figures.dueBy, value: dueBy },
        ]
      : []),
  ];

  return (
    <section
      data-slot="booking-status"
      data-state={stage}
      aria-labelledby={`${id}-title`}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div
        data-slot="booking-status-summary"
        className={cn(
          "flex flex-col gap-2 rounded-lg px-4 py-4",
          settled ? "bg-secondary-soft text-secondary-soft-foreground" : "bg-muted",
        )}
      >
        <Heading id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <Icon name={stageIcons[stage]} aria-hidden className="size-5 shrink-0" />
          {copy.stage[stage]}
        </Heading>
        <p className="text-sm leading-relaxed">{text}</p>
      </div>

      <div role="status" data-slot="booking-status-notice">
        {notice === "pending" ? (
          <p className="flex items-start gap-2 rounded-md bg-muted px-4 py-3 text-sm">
            <Spinner className="mt-0.5" />
            {copy.notice.pending}
          </p>
        ) : notice ? (
          <FormAlert variant="error">{copy.notice[notice]}</FormAlert>
        ) : null}
      </div>

      <dl data-slot="booking-status-figures" className="flex flex-col gap-1 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted-foreground">{figure.label}</dt>
            <dd className={cn("tabular-nums", figure.strong && "font-semibold")}>{figure.value}</dd>
          </div>
        ))}
      </dl>

      {money.due && notice !== "pending" ? (
        <div className="flex flex-col gap-2 print:hidden">
          <PayForm
            action={payAction}
            fields={payFields}
            label={fillParts(copy.pay[money.due.kind], {
              amount: amount(money.due.amountMinor),
            }).join("")}
            variant={money.due.kind === "balance" ? "outline" : "primary"}
          />
          <p className="text-sm leading-relaxed text-muted-foreground">{copy.payHint}</p>
        </div>
      ) : null}
    </section>
  );
}

export { BookingStatus, formatMoney, type BookingMoney, type PaymentNotice };
