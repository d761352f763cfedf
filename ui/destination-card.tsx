import type * as React from "react";

import { Badge } from "./badge";
import { cn } from "./cn";
import { Image, type ImageSource } from "./image";
import { KitLink, plural, useKitLocale, useKitCopy } from "./kit-provider";

/** Everything the card shows, as `destinationCardProps(destination)` in site/tour-view.ts computes it. */
type DestinationCardData = {
  name: string;
  tagline: string;
  tripCount: number;
  image: ImageSource;
  href: string;
};

/** A destination as a photo card; the whole card is one link. */
function DestinationCard({
  name,
  tagline,
  tripCount,
  image,
  href,
  headingLevel: Heading = "h3",
  sizes = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw",
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "children"> &
  DestinationCardData & {
    headingLevel?: "h2" | "h3" | "h4";
    sizes?: string;
  }) {
  const copy = useKitCopy("destinationCard");
  const locale = useKitLocale();
  return (
    <KitLink
      href={href}
      data-slot="destination-card"
      className={cn(
        "group relative isolate block overflow-hidden rounded-xl bg-card text-primary-foreground shadow-soft transition-shadow duration-(--duration-medium) hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <Image
        image={image}
        alt=""
        aspect="4/5"
        sizes={sizes}
        className="transition-transform duration-(--duration-crossfade) ease-(--ease-standard) motion-safe:group-hover:scale-[1.03]"
      />
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-t from-overlay via-overlay/35 to-transparent"
      />
      <Badge variant="overlay" className="absolute top-4 left-4">
        {plural(copy.tours, tripCount, locale)}
      </Badge>
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 p-5 sm:p-6">
        <Heading
          data-slot="destination-card-name"
          className="font-display text-2xl leading-tight font-semibold"
        >
          {name}
        </Heading>
        <p data-slot="destination-card-tagline" className="text-sm leading-relaxed text-white/90">
          {tagline}
        </p>
      </div>
    </KitLink>
  );
}

export { DestinationCard, type DestinationCardData };
