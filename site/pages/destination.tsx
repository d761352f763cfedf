import { Link } from "wouter";
import { imageSource } from "../../data/images";
import { packageCardProps } from "../../data/tour-view";
import { findDestination, packageCardFor, toursVisiting } from "../../data/tours";
import type { Destination } from "../../data/types";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Icon } from "../../ui/icon";
import { Image } from "../../ui/image";
import { PackageCard } from "../../ui/package-card";
import { offscreenCard, Section } from "../components/section";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { NotFoundPage } from "./not-found";

function DestinationGuide({ destination }: { destination: Destination }) {
  const path = paths.destination(destination.slug);
  const image = imageSource(destination.image);
  const visiting = toursVisiting(destination);
  usePageMeta({
    title: `${destination.name} Safari Guide`,
    description: `${destination.name}, ${destination.country}: ${destination.tagline}. When to go, the wildlife you can see, and ${visiting.length} safari ${visiting.length === 1 ? "tour" : "tours"} that visit.`,
    path,
    image: image.downloadUrl,
    imageAlt: image.alt,
    keywords: [
      `${destination.name} safari`,
      `${destination.name} ${destination.country}`,
      ...destination.wildlife.slice(0, 4),
    ],
    breadcrumbs: [{ name: destination.name, path }],
  });

  return (
    <>
      <header className="relative isolate overflow-hidden bg-foreground text-primary-foreground">
        <Image image={image} alt="" priority sizes="100vw" aspect="fill" className="-z-10" />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-t from-overlay via-overlay/50 to-overlay/10"
        />
        <div className="mx-auto flex min-h-[26rem] max-w-6xl flex-col justify-end gap-4 px-5 py-12 sm:min-h-[30rem] sm:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.16em] uppercase">
            <Icon name="map-pin" aria-hidden className="size-4" />
            {destination.country}
          </p>
          <h1 className="font-display text-4xl font-semibold sm:text-6xl">{destination.name}</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-primary-foreground/90">
            {destination.tagline}
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="guide-title" className="flex flex-col gap-5">
          <h2 id="guide-title" className="font-display text-3xl font-semibold">
            About {destination.name}
          </h2>
          {destination.guide.map((paragraph) => (
            <p key={paragraph} className="text-base leading-relaxed text-foreground/90 sm:text-lg">
              {paragraph}
            </p>
          ))}
        </section>
        <aside className="flex flex-col gap-6">
          <section
            aria-labelledby="best-time-title"
            className="flex flex-col gap-3 rounded-xl bg-muted p-6"
          >
            <h2
              id="best-time-title"
              className="flex items-center gap-2 font-display text-xl font-semibold"
            >
              <Icon name="calendar-days" aria-hidden className="size-5 text-secondary" />
              Best time to visit
            </h2>
            <p className="text-sm leading-relaxed text-foreground/90">{destination.bestTime}</p>
          </section>
          <section
            aria-labelledby="wildlife-title"
            className="flex flex-col gap-3 rounded-xl bg-muted p-6"
          >
            <h2
              id="wildlife-title"
              className="flex items-center gap-2 font-display text-xl font-semibold"
            >
              <Icon name="paw-print" aria-hidden className="size-5 text-secondary" />
              Wildlife
            </h2>
            <ul className="flex flex-wrap gap-2">
              {destination.wildlife.map((animal) => (
                <li key={animal} className="rounded-full bg-card px-3 py-1 text-sm shadow-soft">
                  {animal}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <Section
        id="tours"
        tone="muted"
        eyebrow="Safaris"
        title={`Tours that visit ${destination.name}`}
        action={
          <Link href={paths.contact} className={buttonVariants({ variant: "outline" })}>
            Plan a Custom Safari
            <Icon name="arrow-right" aria-hidden />
          </Link>
        }
      >
        {visiting.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visiting.map((tour, index) => (
              <li key={tour.slug} className={cn("flex", offscreenCard)}>
                <PackageCard
                  {...packageCardProps(packageCardFor(index + 1, tour))}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-muted-foreground">
            We build {destination.name} into tailor-made safaris: tell us your dates and we will
            plan one for you.
          </p>
        )}
      </Section>
    </>
  );
}

/** A destination guide (spec §2: where destination search results lead); unknown ones are a 404. */
export function DestinationPage({ slug }: { slug: string }) {
  const destination = findDestination(slug);
  return destination ? <DestinationGuide destination={destination} /> : <NotFoundPage />;
}
