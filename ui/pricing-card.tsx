import type * as React from "react";

import { Badge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";
import { formatPrice } from "./format-price";
import { Icon } from "./icon";
import { KitLink, useKitLocale, useKitCopy } from "./kit-provider";

/** A tour's three prices in whole dollars; null where the tour has none. */
type TourPrices = {
  solo: number | null;
  forTwo: number | null;
  perPersonForTwo: number | null;
};

function hasAnyPrice({ solo, forTwo, perPersonForTwo }: TourPrices): boolean {
  return solo !== null || forTwo !== null || perPersonForTwo !== null;
}

function PriceRow({
  label,
  amount,
  best = false,
}: {
  label: string;
  amount: number | null;
  best?: boolean;
}) {
  const copy = useKitCopy("pricing");
  const locale = useKitLocale();
  return (
    <div
      data-slot="price-list-row"
      data-best={best || undefined}
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-4 py-3",
        best ? "bg-secondary-soft" : "bg-muted",
      )}
    >
      <dt className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium">{label}</span>
        {best ? (
          <Badge variant="secondary-inverse">
            <Icon name="sparkles" aria-hidden />
            {copy.bestValue}
          </Badge>
        ) : null}
      </dt>
      <dd
        className={cn(
          "ml-auto text-right font-semibold tabular-nums",
          amount === null ? "text-sm text-muted-foreground" : "text-xl tracking-tight",
        )}
      >
        {amount === null ? copy.rowOnRequest : formatPrice(amount, locale)}
      </dd>
    </div>
  );
}

/**
 * The price rows of a tour: 'Solo Traveler' only when the tour has a solo price, then the
 * price for two and the per-person price for two, which is the best value.
 */
function PriceList({
  solo,
  forTwo,
  perPersonForTwo,
  className,
  ...props
}: TourPrices & Omit<React.ComponentProps<"dl">, "children">) {
  const copy = useKitCopy("pricing");
  if (!hasAnyPrice({ solo, forTwo, perPersonForTwo })) {
    return (
      <div data-slot="price-list-empty" className={cn("rounded-lg bg-muted px-4 py-4", className)}>
        <p className="text-xl font-semibold">{copy.onRequest.title}</p>
        <p className="text-sm text-muted-foreground">{copy.onRequest.note}</p>
      </div>
    );
  }
  return (
    <dl data-slot="price-list" className={cn("flex flex-col gap-2", className)} {...props}>
      {solo !== null ? <PriceRow label={copy.rows.solo} amount={solo} /> : null}
      <PriceRow label={copy.rows.forTwo} amount={forTwo} />
      <PriceRow label={copy.rows.perPersonForTwo} amount={perPersonForTwo} best />
    </dl>
  );
}

/** The tour detail page's 'Pricing & Booking' card. */
function PricingCard({
  solo,
  forTwo,
  perPersonForTwo,
  title,
  note,
  bookHref,
  quoteHref,
  onBookThisSafari,
  onGetCustomQuote,
  headingLevel: Heading = "h2",
  className,
  ...props
}: TourPrices &
  Omit<React.ComponentProps<"section">, "title" | "children"> & {
    title?: string;
    note?: string;
    /** Where 'Book This Safari' and 'Get Custom Quote' lead. */
    bookHref: string;
    quoteHref: string;
    onBookThisSafari?: () => void;
    onGetCustomQuote?: () => void;
    headingLevel?: "h2" | "h3";
  }) {
  const pricing = useKitCopy("pricing");
  const pricingCard = useKitCopy("pricingCard");
  const shownNote = note ?? pricing.varies;
  return (
    <section
      data-slot="pricing-card"
      className={cn(
        "flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    >
      <Heading className="font-display text-2xl font-semibold">
        {title ?? pricingCard.title}
      </Heading>
      <PriceList solo={solo} forTwo={forTwo} perPersonForTwo={perPersonForTwo} />
      {shownNote ? <p className="text-sm text-muted-foreground">{shownNote}</p> : null}
      <div className="flex flex-col gap-3 print:hidden">
        <Button asChild variant="primary" size="lg" className="w-full">
          <KitLink href={bookHref} onClick={() => onBookThisSafari?.()}>
            {pricing.book}
          </KitLink>
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full">
          <KitLink href={quoteHref} onClick={() => onGetCustomQuote?.()}>
            {pricing.quote}
          </KitLink>
        </Button>
      </div>
    </section>
  );
}

export { hasAnyPrice, PriceList, PricingCard, type TourPrices };
