import { destinationMessages } from "#messages/destination";
import { commonMessages } from "#messages/common";
import { countryNames } from "../../data/content/countries";
import { imageSource } from "../../data/content/images";
import { findDestination, toursVisiting } from "../../data/content/package-cards";
import type { DestinationSummary } from "../../data/content/types";
import { Icon } from "../../ui/icon";
import { Image } from "../../ui/image";
import { Section } from "../components/section";
import { SectionLink, TourGrid } from "../components/tour-grid";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { lazyPart } from "../lazy-part";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { useGuide } from "../content-entries";
import { NotFoundPage } from "./not-found";

const copy = destinationMessages;

/* The month-by-month facts are read, not tapped: their code comes as they near the screen. */
const DestinationYear = lazyPart(
  "destination-year",
  () => import("../components/destination-year").then((module) => module.DestinationYear),
  {
    loading: "near-view",
    module: "site/components/destination-year.tsx",
    fallback: <div className="min-h-[60rem]" />,
  },
);
const meta = destinationMessages.meta;

function DestinationGuide({ destination }: { destination: DestinationSummary }) {
  const guide = useGuide(destination.slug)?.guide ?? [];
  const path = paths.destination(destination.slug);
  const image = imageSource(destination.image);
  const visiting = toursVisiting(destination);
  const { name, tagline } = destination;
  const country = countryNames[destination.country];
  usePageMeta({
    title: fill(meta.title, { name }),
    description: fill(plural(meta.description, visiting.length, locale), {
      name,
      country,
      tagline,
      count: visiting.length,
    }),
    path,
    image: image.downloadUrl,
    imageAlt: image.alt,
    keywords: [
      fill(commonMessages.placeKeyword, { name }),
      `${name} ${country}`,
      ...destination.wildlife.slice(0, 4),
    ],
    breadcrumbs: [{ name, path }],
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
            {country}
          </p>
          <h1 className="font-display text-4xl font-semibold sm:text-6xl">{name}</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-primary-foreground/90">{tagline}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="guide-title" className="flex flex-col gap-5">
          <h2 id="guide-title" className="font-display text-3xl font-semibold">
            {fill(copy.about, { name })}
          </h2>
          {guide.map((paragraph) => (
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
              {copy.bestTime}
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
              {copy.wildlife}
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
        id="when-to-go"
        eyebrow={copy.calendarEyebrow}
        title={fill(copy.calendarTitle, { name })}
        action={<SectionLink href={paths.whenToGo}>{copy.allMonths}</SectionLink>}
      >
        <DestinationYear slug={destination.slug} />
      </Section>

      <Section
        id="tours"
        tone="muted"
        eyebrow={copy.toursEyebrow}
        title={fill(copy.toursTitle, { name })}
        action={<SectionLink href={paths.contact}>{copy.planCustom}</SectionLink>}
      >
        <TourGrid tours={visiting} empty={fill(copy.noTours, { name })} />
      </Section>
    </>
  );
}

/** A destination guide (where destination search results lead); unknown ones are a 404. */
export function DestinationPage({ slug }: { slug: string }) {
  const destination = findDestination(slug);
  return destination ? <DestinationGuide destination={destination} /> : <NotFoundPage />;
}
