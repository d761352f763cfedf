import * as React from "react";

import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRotationButton,
  CarouselSlide,
  CarouselSlides,
} from "./carousel";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, useKitCopy } from "./kit-provider";

type Partner = {
  name: string;
  url: string;
  /** The logo's address. */
  logo: string;
  /** An emoji shown when the logo does not load. */
  fallbackLogo: string;
};

const partnerControlClasses = "border border-input bg-card text-foreground hover:bg-accent";

/** The partner's logo in a fixed box; a logo that fails to load gives way to its emoji. */
function PartnerLogo({ partner }: { partner: Partner }) {
  const [failed, setFailed] = React.useState(false);
  // A prerendered logo may have failed before hydration attached onError.
  const detectEarlyFailure = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <span
      data-slot="partner-logo"
      data-state={failed ? "fallback" : "logo"}
      className="flex h-20 w-48 items-center justify-center"
    >
      {failed ? (
        <span aria-hidden className="text-5xl leading-none">
          {partner.fallbackLogo}
        </span>
      ) : (
        <img
          ref={detectEarlyFailure}
          src={partner.logo}
          alt=""
          width={192}
          height={80}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="max-h-full w-auto object-contain"
        />
      )}
    </span>
  );
}

/**
 * The partners, one at a time: each slide is an external link (new tab), the dots pick a
 * partner by name, and the carousel advances every `interval` ms. In a browser that runs no
 * script the partners are a row of those links, wrapping as the width needs, without the
 * controls that would need the code.
 */
function PartnerCarousel({
  partners,
  interval,
  defaultIndex,
  defaultPlaying,
  onIndexChange,
  "aria-label": label,
  className,
  ...props
}: Omit<React.ComponentProps<"section">, "aria-label" | "children"> & {
  partners: Partner[];
  interval?: number;
  defaultIndex?: number;
  defaultPlaying?: boolean;
  onIndexChange?: (index: number) => void;
  "aria-label"?: string;
}) {
  const partnerCarousel = useKitCopy("partnerCarousel");
  const common = useKitCopy("common");
  return (
    <Carousel
      slideCount={partners.length}
      interval={interval}
      defaultIndex={defaultIndex}
      defaultPlaying={defaultPlaying}
      onIndexChange={onIndexChange}
      aria-label={label ?? partnerCarousel.label}
      data-slot="partner-carousel"
      className={cn(
        "flex flex-col gap-6 rounded-xl border border-border bg-card px-5 py-8 text-card-foreground shadow-soft md:px-10",
        className,
      )}
      {...props}
    >
      <div
        data-slot="partner-carousel-controls"
        className="order-last flex items-center justify-center gap-1 sm:gap-2 noscript:hidden"
      >
        <CarouselRotationButton className={partnerControlClasses} />
        <CarouselPrevious className={partnerControlClasses} />
        <CarouselDots
          getLabel={(index) =>
            fill(partnerCarousel.dot, { name: partners[index]?.name ?? String(index + 1) })
          }
          className="text-foreground"
        />
        <CarouselNext className={partnerControlClasses} />
      </div>
      <CarouselSlides
        data-slot="partner-carousel-slides"
        className="grid [grid-template-areas:'stack'] *:[grid-area:stack] noscript:flex noscript:flex-wrap noscript:justify-center noscript:gap-x-8 noscript:gap-y-4"
      >
        {partners.map((partner, index) => (
          <CarouselSlide
            key={partner.url}
            index={index}
            className="flex justify-center transition-[opacity,visibility] duration-(--duration-medium) ease-(--ease-standard) data-[state=inactive]:opacity-0 noscript:visible! noscript:opacity-100!"
          >
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="partner-link"
              className="group/partner flex flex-col items-center gap-4 rounded-lg p-3 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <PartnerLogo partner={partner} />
              <span className="font-display text-xl leading-snug font-semibold text-balance">
                {partner.name}
              </span>
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 group-hover/partner:decoration-primary">
                {partnerCarousel.visitWebsite}
                <Icon name="external-link" aria-hidden className="size-3.5" />
                <span className="sr-only">{common.newTab}</span>
              </span>
            </a>
          </CarouselSlide>
        ))}
      </CarouselSlides>
    </Carousel>
  );
}

export { PartnerCarousel, type Partner };
