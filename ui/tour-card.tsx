import * as Tabs from "@radix-ui/react-tabs";
import * as React from "react";

import { Badge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { PhotoGrid } from "./photo-grid";
import { Image, type ImageSource } from "./image";
import { Inclusions } from "./inclusions";
import { Itinerary, type ItineraryDay } from "./itinerary";
import { fill, KitLink, plural, useKitLocale, useKitCopy } from "./kit-provider";
import { Price } from "./price";
import { PriceList, type TourPrices } from "./pricing-card";
import { useCardActivation } from "./use-card-activation";

/** The price a card leads with and what it is a price for (spec §2: per person for two first). */
type TourCardPrice = { amount: number; basis: "perPersonForTwo" | "forTwo" | "solo" };

type TourCardTab = "itinerary" | "pricing" | "included" | "gallery";

/** Everything the card shows, as `tourCardProps(tour)` in site/tour-view.ts computes it. */
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
  itinerary: ItineraryDay[];
  prices: TourPrices;
  included: string[];
  excluded: string[];
  gallery: ImageSource[];
};

const tabTriggerClasses =
  "inline-flex min-h-10 cursor-pointer items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors duration-(--duration-short) hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft";

const tabContentClasses =
  "pt-6 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring";

/**
 * A thumbnail's width: two columns 8 px apart inside the card's 20 px padding, in a page with
 * 20 px gutters, until the card settles at its desktop width.
 */
const thumbnailSizes = "(min-width: 768px) 240px, calc(50vw - 44px)";

function TourCardGallery({
  images,
  onOpen,
}: {
  images: ImageSource[];
  onOpen: ((index: number) => void) | undefined;
}) {
  const copy = useKitCopy("tourCard");
  if (images.length === 0) {
    return <p className="text-sm text-muted-foreground">{copy.noPhotos}</p>;
  }
  return <PhotoGrid images={images} onOpen={onOpen} sizes={thumbnailSizes} />;
}

/**
 * A tour in the tour list. The whole card opens the detail page (click, or Enter/Space while
 * the card has focus); the details section below it is opened and closed by the parent, which
 * keeps only one card open at a time.
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
  itinerary,
  prices,
  included,
  excluded,
  gallery,
  expanded,
  onExpandedChange,
  defaultTab = "itinerary",
  onViewDetails,
  onBookNow,
  onBookThisSafari,
  onGetCustomQuote,
  onGalleryImageOpen,
  headingLevel: Heading = "h2",
  priority = false,
  compare,
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> &
  TourCardData & {
    expanded: boolean;
    onExpandedChange: (expanded: boolean) => void;
    defaultTab?: TourCardTab;
    /** 'View Full Details' or the card itself was activated. */
    onViewDetails?: () => void;
    onBookNow?: () => void;
    /** The buttons of the expanded section's Ready to Book block. */
    onBookThisSafari?: () => void;
    onGetCustomQuote?: () => void;
    /** Given, the gallery thumbnails become buttons that open a photo. */
    onGalleryImageOpen?: (index: number) => void;
    headingLevel?: "h2" | "h3";
    /** For the first card of the list, whose photo is in view on load. */
    priority?: boolean;
    /** Given, the card has a 'Compare' checkbox: whether it is ticked, and whether it may be. */
    compare?: {
      checked: boolean;
      disabled?: boolean;
      onCheckedChange: (checked: boolean) => void;
    };
  }) {
  const copy = useKitCopy("tourCard");
  const common = useKitCopy("common");
  const pricing = useKitCopy("pricing");
  const locale = useKitLocale();
  const titleId = React.useId();
  const detailsId = React.useId();
  const readyId = React.useId();
  const { linkRef, cardProps } = useCardActivation();
  const SubHeading = Heading === "h2" ? "h3" : "h4";

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

        <div className="flex flex-col gap-4 p-5 @md:p-6">
          <Heading
            id={titleId}
            data-slot="tour-card-title"
            className="font-display text-xl leading-snug font-semibold @md:text-2xl"
          >
            {title}
          </Heading>
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

          <div className="mt-auto flex flex-col gap-4 border-t border-border pt-4 @xl:flex-row @xl:items-end @xl:justify-between">
            <div data-slot="tour-card-price">
              {price ? (
                <>
                  <Price
                    label={pricing.from}
                    amount={price.amount}
                    note={copy.basis[price.basis]}
                  />
                  <p className="text-xs text-muted-foreground">{pricing.varies}</p>
                </>
              ) : (
                <>
                  <p className="text-2xl font-semibold tracking-tight">{pricing.onRequest.title}</p>
                  <p className="text-xs text-muted-foreground">{pricing.onRequest.note}</p>
                </>
              )}
            </div>
            {compare ? (
              <label
                data-slot="tour-card-compare"
                className={cn(
                  "flex min-h-11 items-center gap-2 self-start text-sm font-medium @xl:self-end",
                  compare.disabled && !compare.checked
                    ? "cursor-not-allowed opacity-60"
                    : "cursor-pointer",
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
            ) : null}
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

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => onExpandedChange(!expanded)}
        className="flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 border-t border-border bg-muted px-5 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {expanded ? copy.hide : copy.show}
        <Icon
          name="chevron-down"
          aria-hidden
          className={cn(
            "size-4 transition-transform duration-(--duration-short)",
            expanded && "rotate-180",
          )}
        />
      </button>

      <div
        id={detailsId}
        data-slot="tour-card-details"
        data-card-activation="ignore"
        hidden={!expanded}
        className="cursor-auto border-t border-border p-5 motion-safe:animate-fade-in @md:p-6"
      >
        {expanded ? (
          <>
            <Tabs.Root defaultValue={defaultTab}>
              <Tabs.List
                aria-label={fill(copy.tabs, { title })}
                className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 @lg:grid-cols-4"
              >
                <Tabs.Trigger value="itinerary" className={tabTriggerClasses}>
                  {copy.tab.itinerary}
                </Tabs.Trigger>
                <Tabs.Trigger value="pricing" className={tabTriggerClasses}>
                  {copy.tab.pricing}
                </Tabs.Trigger>
                <Tabs.Trigger value="included" className={tabTriggerClasses}>
                  {copy.tab.included}
                </Tabs.Trigger>
                <Tabs.Trigger value="gallery" className={tabTriggerClasses}>
                  {copy.tab.gallery}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="itinerary" className={tabContentClasses}>
                <Itinerary days={itinerary} headingLevel={SubHeading} />
              </Tabs.Content>
              <Tabs.Content value="pricing" className={tabContentClasses}>
                <PriceList {...prices} className="max-w-xl" />
                <p className="mt-3 text-sm text-muted-foreground">{pricing.varies}</p>
              </Tabs.Content>
              <Tabs.Content value="included" className={tabContentClasses}>
                <Inclusions included={included} excluded={excluded} headingLevel={SubHeading} />
              </Tabs.Content>
              <Tabs.Content value="gallery" className={tabContentClasses}>
                <TourCardGallery images={gallery} onOpen={onGalleryImageOpen} />
              </Tabs.Content>
            </Tabs.Root>

            <section
              aria-labelledby={readyId}
              className="mt-8 flex flex-col gap-4 rounded-lg bg-secondary-soft p-5 @2xl:flex-row @2xl:items-center @2xl:justify-between"
            >
              <div className="flex flex-col gap-1">
                <SubHeading id={readyId} className="font-display text-lg font-semibold">
                  {copy.readyTitle}
                </SubHeading>
                <p className="text-sm text-foreground/85">{copy.readyText}</p>
              </div>
              <div className="flex flex-col gap-2 @md:flex-row">
                <Button asChild variant="primary">
                  <KitLink href={bookHref} onClick={() => onBookThisSafari?.()}>
                    {pricing.book}
                  </KitLink>
                </Button>
                <Button asChild variant="outline">
                  <KitLink href={bookHref} onClick={() => onGetCustomQuote?.()}>
                    {pricing.quote}
                  </KitLink>
                </Button>
              </div>
            </section>
          </>
        ) : null}
      </div>
    </article>
  );
}

export { TourCard, type TourCardData, type TourCardPrice, type TourCardTab };
