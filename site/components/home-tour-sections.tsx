import { Link } from "wouter";
import { destinationCardProps, packageCardProps } from "../../data/tour-view";
import { homeDestinations, packageCards } from "../../data/tours";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { DestinationCard } from "../../ui/destination-card";
import { Icon } from "../../ui/icon";
import { PackageCard } from "../../ui/package-card";
import { paths } from "../paths";
import { offscreenCard, Section } from "./section";

/** The home page's popular packages (six cards) and destinations with their trip counts. */
export function HomeTourSections() {
  return (
    <>
      <Section
        id="packages"
        eyebrow="Popular packages"
        title="Our most-loved safaris"
        description="Fixed itineraries with honest prices per person, ready to book or to tailor to your dates."
        action={
          <Link href={paths.tours} className={buttonVariants({ variant: "outline" })}>
            See All Tours
            <Icon name="arrow-right" aria-hidden />
          </Link>
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packageCards.map((card) => (
            <li key={card.id} className={cn("flex", offscreenCard)}>
              <PackageCard {...packageCardProps(card)} className="w-full" />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="destinations"
        tone="muted"
        eyebrow="Where we go"
        title="Destinations"
        description="Six Kenyan parks and reserves, each with its own wildlife and season; our trips combine them."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeDestinations.map((destination) => (
            <li key={destination.slug} className={offscreenCard}>
              <DestinationCard {...destinationCardProps(destination)} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
