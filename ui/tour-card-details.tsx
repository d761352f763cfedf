import * as Tabs from "@radix-ui/react-tabs";
import * as React from "react";

import { Button } from "./button";
import { type ImageSource } from "./image";
import { Inclusions } from "./inclusions";
import { Itinerary, type ItineraryDay } from "./itinerary";
import { fill, KitLink, useKitCopy } from "./kit-provider";
import { PhotoGrid } from "./photo-grid";
import { PriceList, type TourPrices } from "./pricing-card";

/** The details' tabs, in their order. */
const tourCardTabs = ["itinerary", "pricing", "included", "gallery"] as const;
type TourCardTab = (typeof tourCardTabs)[number];

/** The tour's days, prices, inclusions and photos, as `tourCardDetails(tour)` computes them. */
type TourCardDetailsData = {
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
 * An opened tour card's details (TourCard's children): the itinerary, pricing, inclusions and
 * gallery tabs, then the Ready to Book block. Its own module, so a list loads it as a card opens.
 */
function TourCardDetails({
  title,
  bookHref,
  itinerary,
  prices,
  included,
  excluded,
  gallery,
  defaultTab = "itinerary",
  onBookThisSafari,
  onGetCustomQuote,
  onGalleryImageOpen,
  headingLevel = "h2",
}: TourCardDetailsData & {
  /** The tour's title, which names the tabs. */
  title: string;
  /** Where 'Book This Safari' and 'Get Custom Quote' lead. */
  bookHref: string;
  defaultTab?: TourCardTab;
  /** The buttons of the Ready to Book block. */
  onBookThisSafari?: () => void;
  onGetCustomQuote?: () => void;
  /** Given, the gallery thumbnails become buttons that open a photo. */
  onGalleryImageOpen?: (index: number) => void;
  /** The card's heading level; the details' headings are one below it. */
  headingLevel?: "h2" | "h3";
}) {
  const copy = useKitCopy("tourCard");
  const pricing = useKitCopy("pricing");
  const readyId = React.useId();
  const SubHeading = headingLevel === "h2" ? "h3" : "h4";

  return (
    <>
      <Tabs.Root defaultValue={defaultTab}>
        <Tabs.List
          aria-label={fill(copy.tabs, { title })}
          className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 @lg:grid-cols-4"
        >
          {tourCardTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabTriggerClasses}>
              {copy.tab[tab]}
            </Tabs.Trigger>
          ))}
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
  );
}

export { TourCardDetails, type TourCardDetailsData, type TourCardTab };
