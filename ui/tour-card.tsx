import * as React from "react";

import { Badge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { Image, type ImageSource } from "./image";
import { KitLink, plural, useKitLocale, useKitCopy } from "./kit-provider";
import { Price } from "./price";
import { RatingBadge } from "./rating-badge";
import { useCardActivation } from "./use-card-activation";

/** The price a card leads with and what it is a price for (per person for two first). */
type TourCardPrice = { amount: number; basis: "perPersonForTwo" | "forTwo" | "solo" };

/**
 * What the card shows before its details open, as `tourCardProps` in site/tour-view.ts computes
 * it; the details are its children (TourCardDetails, ui/tour-card-details.tsx).
 */
type TourCardData = {
  title: string;
  summary?: string;
  /** The tour's detail page. */
  href: string;
  /** Where 'Book Now', 'Book This Safari' and 'Get Custom Quote' lead. */
  bookHref: string;
  image: ImageSource;
  dayCount: number;
  /** null: the tour has no price and the card says 'Contact Us'. */
  price: TourCardPrice | null;
  /** e.g. "2-6 People". */
  groupSize: string;
  /** e.g. "Multi-Park". */
  parkScope: string;
  photoCount: number;
  /** At most three Key Highlights badges. */
  highlights: string[];
  /** Days after the third, shown as '+N more days'. */
  moreDays: number;
};

/** The 'Compare' checkbox: whether it is ticked, whether it may be, and its change handler. */
type TourCardComparison = {
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** The card's photo, with the tour's number of days and of photos over it. */
function TourCardMedia({
  image,
  priority,
  dayCount,
  photoCount,
}: Pick<TourCardData, "image" | "dayCount" | "photoCount"> & { priority: boolean }) {
  const copy = useKitCopy("tourCard");
  const common = useKitCopy("common");
  const locale = useKitLocale();
  return (
    <div className="relative">
      <Image
        image={image}
        alt=""
        aspect="3/2"
        priority={priority}
        sizes="(min-width: 1280px) 480px, (min-width: 768px) 90vw, 100vw"
        className="@3xl:absolute @3xl:inset-0 @3xl:aspect-auto"
      />
      <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
        {dayCount > 0 ? (
          <Badge variant="overlay" className="shadow-soft">
            <Icon name="calendar-days" aria-hidden />
            {plural(common.days, dayCount, locale)}
          </Badge>
        ) : null}
        <Badge variant="overlay" className="ml-auto shadow-soft">
          <Icon name="camera" aria-hidden />
          {plural(copy.photos, photoCount, locale)}
        </Badge>
      </div>
    </div>
  );
}

/** The tour's Key Highlights as badges, and how many more days the tour has after them. */
function TourCardHighlights({
  highlights,
  moreDays,
}: Pick<TourCardData, "highlights" | "moreDays">) {
  const copy = useKitCopy("tourCard");
  const locale = useKitLocale();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
        {copy.keyHighlights}
      </p>
      <ul className="flex flex-wrap gap-1.5" data-slot="tour-card-highlights">
        {highlights.map((highlight, index) => (
          <li key={`${highlight}-${index}`}>
            <Badge variant="secondary">{highlight}</Badge>
          </li>
        ))}
        {moreDays > 0 ? (
          <li>
            <Badge variant="outline">+{plural(copy.moreDays, moreDays, locale)}</Badge>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The price the card leads with and what it is for, or 'Contact Us' when the tour has none. */
function TourCardPrice({ price }: Pick<TourCardData, "price">) {
  const copy = useKitCopy("tourCard");
  const pricing = useKitCopy("pricing");
  return (
    <div data-slot="tour-card-price">
      {price ? (
        <>
          <Price label={pricing.from} amount={price.amount} note={copy.basis[price.basis]} />
          <p className="text-xs text-muted-foreground">{pricing.varies}</p>
        </>
      ) : (
        <>
          <p className="text-2xl font-semibold tracking-tight">{pricing.onRequest.title}</p>
          <p className="text-xs text-muted-foreground">{pricing.onRequest.note}</p>
        </>
      )}
    </div>
  );
}

/**
 * The 'Compare' checkbox, described by the card's title. Once the comparison is full, the
 * boxes not ticked are disabled; a ticked one can always be cleared.
 */
function TourCardCompare({ compare, titleId }: { compare: TourCardComparison; titleId: string }) {
  const copy = useKitCopy("tourCard");
  return (
    <label
      data-slot="tour-card-compare"
      className={cn(
        "flex min-h-11 items-center gap-2 self-start text-sm font-medium @xl:self-end",
        compare.disabled && !compare.checked ? "cursor-not-allowed opacity-60" : "cursor-pointer",
      )}
    >
      <input
        type="checkbox"
        checked={compare.checked}
        disabled={compare.disabled && !compare.checked}
        aria-describedby={titleId}
        onChange={(event) => compare.onCheckedChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {copy.compare}
    </label>
  );
}

/**
 * A tour in the tour list. The whole card opens the detail page (click, or Enter/Space while
 * the card has focus); the details below it are a `<details>` that opens and closes by itself,
 * before any script, and tells the parent (`expanded`, `onExpandedChange`), which gives the
 * details as the card's children, so a list can hydrate a tour's days, prices and photos as its
 * card opens.
 */
function TourCard({
  title,
  summary,
  href,
  bookHref,
  image,
  dayCount,
  price,
  groupSize,
  parkScope,
  photoCount,
  highlights,
  moreDays,
  expanded,
  onExpandedChange,
  group,
  children,
  onViewDetails,
  onBookNow,
  headingLevel: Heading = "h2",
  priority = false,
  compare,
  rating,
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> &
  TourCardData & {
    expanded: boolean;
    onExpandedChange: (expanded: boolean) => void;
    /**
     * Cards given the same group open one at a time, the browser closing the others (`<details
     * name>`), before the page's script has run too.
     */
    group?: string;
    /**
     * The details, in the page whether the card is open or not (the browser shows them as it
     * opens, before any script): TourCardDetails, or its loading state.
     */
    children?: React.ReactNode;
    /** 'View Full Details' or the card itself was activated. */
    onViewDetails?: () => void;
    onBookNow?: () => void;
    headingLevel?: "h2" | "h3";
    /** For the first card of the list, whose photo is in view on load. */
    priority?: boolean;
    /** Given, the card has a 'Compare' checkbox: whether it is ticked, and whether it may be. */
    compare?: TourCardComparison;
    /** The tour's reviews' average and count, once it has enough of them to show (the site: three). */
    rating?: { average: number; count: number };
  }) {
  const copy = useKitCopy("tourCard");
  const titleId = React.useId();
  const detailsRef = React.useRef<HTMLDetailsElement>(null);
  const { linkRef, cardProps } = useCardActivation();
  // Opened before the page's script ran, the details are open as the card mounts: the parent hears of it.
  const openedBeforeCode = React.useEffectEvent(() => {
    if (detailsRef.current?.open && !expanded) onExpandedChange(true);
  });
  React.useEffect(() => openedBeforeCode(), []);

  return (
    <article
      data-slot="tour-card"
      data-state={expanded ? "open" : "closed"}
      aria-labelledby={titleId}
      className={cn(
        "@container flex cursor-pointer flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-soft transition-shadow duration-(--duration-medium) hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
      {...cardProps}
    >
      <div className="grid @3xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TourCardMedia
          image={image}
          priority={priority}
          dayCount={dayCount}
          photoCount={photoCount}
        />

        <div className="flex flex-col gap-4 p-5 @md:p-6">
          <Heading
            id={titleId}
            data-slot="tour-card-title"
            className="font-display text-xl leading-snug font-semibold @md:text-2xl"
          >
            {title}
          </Heading>
          {rating ? (
            <RatingBadge average={rating.average} count={rating.count} className="self-start" />
          ) : null}
          {summary ? (
            <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{summary}</p>
          ) : null}

          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-foreground">
            <li className="flex items-center gap-1.5">
              <Icon name="users" aria-hidden className="size-4 text-secondary" />
              {groupSize}
            </li>
            <li className="flex items-center gap-1.5">
              <Icon name="map-pinned" aria-hidden className="size-4 text-secondary" />
              {parkScope}
            </li>
          </ul>

          <TourCardHighlights highlights={highlights} moreDays={moreDays} />

          <div className="mt-auto flex flex-col gap-4 border-t border-border pt-4 @xl:flex-row @xl:items-end @xl:justify-between">
            <TourCardPrice price={price} />
            {compare ? <TourCardCompare compare={compare} titleId={titleId} /> : null}
            <div className="flex flex-wrap gap-2 @xl:flex-nowrap">
              <Button asChild variant="outline" className="grow basis-0">
                <KitLink ref={linkRef} href={href} onClick={() => onViewDetails?.()}>
                  {copy.viewDetails}
                </KitLink>
              </Button>
              <Button asChild variant="primary" className="grow basis-0">
                <KitLink href={bookHref} onClick={() => onBookNow?.()}>
                  {copy.bookNow}
                </KitLink>
              </Button>
            </div>
          </div>
        </div>
      </div>

      <details
        ref={detailsRef}
        name={group}
        open={expanded}
        onToggle={(event) => {
          if (event.currentTarget.open !== expanded) onExpandedChange(event.currentTarget.open);
        }}
        data-slot="tour-card-disclosure"
        className="group/disclosure"
      >
        <summary
          data-slot="tour-card-toggle"
          className="flex min-h-12 w-full cursor-pointer list-none items-center justify-center gap-2 border-t border-border bg-muted px-5 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        >
          <span className="group-open/disclosure:hidden">{copy.show}</span>
          <span className="hidden group-open/disclosure:inline">{copy.hide}</span>
          <Icon
            name="chevron-down"
            aria-hidden
            className="size-4 transition-transform duration-(--duration-short) group-open/disclosure:rotate-180"
          />
        </summary>

        <div
          data-slot="tour-card-details"
          data-card-activation="ignore"
          className="cursor-auto border-t border-border p-5 motion-safe:animate-fade-in @md:p-6"
        >
          {children}
        </div>
      </details>
    </article>
  );
}

export { TourCard, type TourCardData, type TourCardPrice };
