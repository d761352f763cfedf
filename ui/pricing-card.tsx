import type * as React from "react";
import { Link } from "wouter";

import { Badge } from "./badge";
import { buttonVariants } from "./button";
import { cn } from "./cn";
import { formatPrice } from "./format-price";
import { Icon } from "./icon";

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
  return (
    <div
      data-slot="price-list-row"
      data-best={best || undefined}
      className={cn(
        "flex items-center justify-between gap-4 rounded-lg px-4 py-3",
        best ? "bg-secondary-soft" : "bg-muted",
      )}
    >
      <dt className="flex flex-col gap-1">
        <span className="text-sm font-medium">{label}</span>
        {best ? (
          <Badge variant="secondary-inverse">
            <Icon name="sparkles" aria-hidden />
            Best value option
          </Badge>
        ) : null}
      </dt>
      <dd
        className={cn(
          "text-right font-semibold tabular-nums",
          amount === null ? "text-sm text-muted-foreground" : "text-xl tracking-tight",
        )}
      >
        {amount === null ? "On request" : formatPrice(amount)}
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
  if (!hasAnyPrice({ solo, forTwo, perPersonForTwo })) {
    return (
      <div data-slot="price-list-empty" className={cn("rounded-lg bg-muted px-4 py-4", className)}>
        <p className="text-xl font-semibold">Contact Us</p>
        <p className="text-sm text-muted-foreground">For personalized pricing</p>
      </div>
    );
  }
  return (
    <dl data-slot="price-list" className={cn("flex flex-col gap-2", className)} {...props}>
      {solo !== null ? <PriceRow label="Solo Traveler" amount={solo} /> : null}
      <PriceRow label="For 2 Travelers" amount={forTwo} />
      <PriceRow label="Per Person (2 travelers)" amount={perPersonForTwo} best />
    </dl>
  );
}

/** The tour detail page's 'Pricing & Booking' card. */
function PricingCard({
  solo,
  forTwo,
  perPersonForTwo,
  title = "Pricing & Booking",
  note = "Prices vary by season and group size",
  bookHref = "/contact",
  quoteHref = "/contact",
  onBookThisSafari,
  onGetCustomQuote,
  headingLevel: Heading = "h2",
  className,
  ...props
}: TourPrices &
  Omit<React.ComponentProps<"section">, "title" | "children"> & {
    title?: string;
    note?: string;
    bookHref?: string;
    quoteHref?: string;
    onBookThisSafari?: () => void;
    onGetCustomQuote?: () => void;
    headingLevel?: "h2" | "h3";
  }) {
  return (
    <section
      data-slot="pricing-card"
      className={cn(
        "flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    >
      <Heading className="font-display text-2xl font-semibold">{title}</Heading>
      <PriceList solo={solo} forTwo={forTwo} perPersonForTwo={perPersonForTwo} />
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <div className="flex flex-col gap-3">
        <Link
          href={bookHref}
          onClick={() => onBookThisSafari?.()}
          className={buttonVariants({ variant: "primary", size: "lg", className: "w-full" })}
        >
          Book This Safari
        </Link>
        <Link
          href={quoteHref}
          onClick={() => onGetCustomQuote?.()}
          className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
        >
          Get Custom Quote
        </Link>
      </div>
    </section>
  );
}

export { hasAnyPrice, PriceList, PricingCard, type TourPrices };
