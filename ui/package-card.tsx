import * as React from "react";

import { Badge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { Image, type ImageSource } from "./image";
import { fillParts, KitLink, plural, pluralForm, useKitLocale, useKitCopy } from "./kit-provider";
import { Price } from "./price";
import { useCardActivation } from "./use-card-activation";

/** Everything the card shows, as `packageCardProps(card)` in site/tour-view.ts computes it. */
type PackageCardData = {
  title: string;
  /** The tour the card opens. */
  href: string;
  image: ImageSource;
  dayCount: number;
  /** The tour type, e.g. "Luxury Safari". */
  type: string;
  /** Whole dollars; null when the package has no price. */
  price: number | null;
  perPerson: boolean;
  /** All of them: the card shows the first two and '+N more'. */
  destinations: string[];
};

const shownDestinations = 2;

/** A popular package on the home page; the whole card opens the tour (click or Enter). */
function PackageCard({
  title,
  href,
  image,
  dayCount,
  type,
  price,
  perPerson,
  destinations,
  onViewDetails,
  headingLevel: Heading = "h3",
  priority = false,
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> &
  PackageCardData & {
    /** 'View Details' or the card itself was activated. */
    onViewDetails?: () => void;
    headingLevel?: "h2" | "h3";
    priority?: boolean;
  }) {
  const common = useKitCopy("common");
  const packageCard = useKitCopy("packageCard");
  const pricing = useKitCopy("pricing");
  const locale = useKitLocale();
  const titleId = React.useId();
  const { linkRef, cardProps } = useCardActivation();
  const hidden = destinations.length - shownDestinations;

  return (
    <article
      data-slot="package-card"
      aria-labelledby={titleId}
      className={cn(
        "group flex cursor-pointer flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-soft transition-shadow duration-(--duration-medium) hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
      {...cardProps}
    >
      <div className="relative overflow-hidden">
        <Image
          image={image}
          alt=""
          aspect="4/3"
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-(--duration-crossfade) ease-(--ease-standard) motion-safe:group-hover:scale-[1.03]"
        />
        <Badge variant="overlay" className="absolute top-3 left-3 shadow-soft">
          {type}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Icon name="clock" aria-hidden className="size-4 text-secondary" />
          {plural(common.days, dayCount, locale)}
        </p>
        <Heading id={titleId} className="font-display text-xl leading-snug font-semibold">
          {title}
        </Heading>
        {destinations.length > 0 ? (
          <div className="flex items-start gap-2">
            <Icon name="map-pin" aria-hidden className="mt-1 size-4 shrink-0 text-secondary" />
            <ul
              aria-label={packageCard.destinations}
              className="flex flex-wrap items-center gap-1.5"
              data-slot="package-card-destinations"
            >
              {destinations.slice(0, shownDestinations).map((destination) => (
                <li key={destination}>
                  <Badge variant="secondary">{destination}</Badge>
                </li>
              ))}
              {hidden > 0 ? (
                <li>
                  <Badge variant="outline">
                    +{fillParts(pluralForm(common.more, hidden, locale), { count: hidden })}
                  </Badge>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-border pt-4">
          {price === null ? (
            <p className="text-lg font-semibold">{pricing.onRequest.title}</p>
          ) : (
            <Price
              label={pricing.from}
              amount={price}
              note={perPerson ? packageCard.perPerson : undefined}
              layout="stacked"
            />
          )}
          <Button asChild variant="outline" size="sm">
            <KitLink ref={linkRef} href={href} onClick={() => onViewDetails?.()}>
              {packageCard.viewDetails}
              <Icon name="arrow-right" aria-hidden />
            </KitLink>
          </Button>
        </div>
      </div>
    </article>
  );
}

export { PackageCard, type PackageCardData };
