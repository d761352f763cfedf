import { packageCardCopy } from "#messages/kit-package-card";
import { pricingCardCopy } from "#messages/kit-pricing-card";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { packageCardFor } from "../../data/content/package-cards";
import type { TourListing } from "../../data/content/tour-listing";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Icon } from "../../ui/icon";
import { PackageCard } from "../../ui/package-card";
import { packageCardProps } from "../tour-view";
import { offscreenCard } from "./section";
import { withKitCopy } from "./with-kit-copy";

/** Tours as package cards, three to a row; `empty` in their place when there are none. */
export const TourGrid = withKitCopy(
  { ...packageCardCopy, ...pricingCardCopy },
  function TourGrid({ tours, empty }: { tours: readonly TourListing[]; empty: ReactNode }) {
    if (tours.length === 0) return <p className="text-base text-muted-foreground">{empty}</p>;
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour, index) => (
          <li key={tour.slug} className={cn("flex", offscreenCard)}>
            <PackageCard
              {...packageCardProps(packageCardFor(index + 1, tour))}
              className="w-full"
            />
          </li>
        ))}
      </ul>
    );
  },
);

/** A section's link onward, beside its heading: an outlined button with an arrow. */
export function SectionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "outline" })}>
      {children}
      <Icon name="arrow-right" aria-hidden />
    </Link>
  );
}
