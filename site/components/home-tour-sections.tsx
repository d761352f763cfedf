import { Link } from "wouter";
import { homeMessages } from "#messages/home";
import { packageCardCopy } from "#messages/kit-package-card";
import { destinationCardCopy } from "#messages/kit-destination-card";
import { pricingCardCopy } from "#messages/kit-pricing-card";
import { packageCards } from "../../data/content/featured-tours";
import { homeDestinations } from "../../data/content/package-cards";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { CardGrid } from "../../ui/card";
import { DestinationCard } from "../../ui/destination-card";
import { Icon } from "../../ui/icon";
import { PackageCard } from "../../ui/package-card";
import { paths } from "../paths";
import { destinationCardProps, packageCardProps } from "../tour-view";
import { offscreenCard, Section } from "./section";
import { withKitCopy } from "./with-kit-copy";

const copy = homeMessages;

/** The home page's popular packages (six cards) and destinations with their trip counts. */
export const HomeTourSections = withKitCopy(
  { ...packageCardCopy, ...destinationCardCopy, ...pricingCardCopy },
  function HomeTourSections() {
    return (
      <>
        <Section
          id="packages"
          eyebrow={copy.packages.eyebrow}
          title={copy.packages.title}
          description={copy.packages.description}
          action={
            <Link href={paths.tours} className={buttonVariants({ variant: "outline" })}>
              {copy.packages.seeAll}
              <Icon name="arrow-right" aria-hidden />
            </Link>
          }
        >
          <CardGrid>
            {packageCards.map((card) => (
              <li key={card.id} className={cn("flex", offscreenCard)}>
                <PackageCard {...packageCardProps(card)} className="w-full" />
              </li>
            ))}
          </CardGrid>
        </Section>

        <Section
          id="destinations"
          tone="muted"
          eyebrow={copy.destinations.eyebrow}
          title={copy.destinations.title}
          description={copy.destinations.description}
        >
          <CardGrid>
            {homeDestinations.map((destination) => (
              <li key={destination.slug} className={offscreenCard}>
                <DestinationCard {...destinationCardProps(destination)} />
              </li>
            ))}
          </CardGrid>
        </Section>
      </>
    );
  },
);
