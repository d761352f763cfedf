import { ArrowRight, CalendarCheck, Clock, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { heroPhotos } from "../../data/hero";
import { imageSource } from "../../data/images";
import { partners } from "../../data/partners";
import { services } from "../../data/services";
import { siteConfig } from "../../data/site-config";
import { travelTips } from "../../data/tips";
import { buttonVariants } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { HeroCarousel } from "../../ui/hero-carousel";
import { PartnerCarousel } from "../../ui/partner-carousel";
import { ContentIcon } from "../components/content-icon";
import { GalleryTeaser } from "../components/gallery-teaser";
import { HydrationMarker } from "../components/hydration-marker";
import { HomeFaq } from "../components/home-faq";
import { Section } from "../components/section";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";

/*
 * The sections that need the tour data, and the booking panel with its form and dialog code,
 * are chunks of their own: the prerendered HTML shows them at once, and they hydrate as soon
 * as their code arrives, after the hero and the header.
 */
const loadTourSections = () => import("../components/home-tour-sections");
const loadHeroBooking = () => import("../components/hero-booking");
const HomeTourSections = lazy(() =>
  loadTourSections().then((module) => ({ default: module.HomeTourSections })),
);
const HeroBooking = lazy(() =>
  loadHeroBooking().then((module) => ({ default: module.HeroBooking })),
);

/** Starts fetching those chunks together with the page's own, rather than once it renders. */
export function preloadHomeSections(): Promise<unknown> {
  return Promise.all([loadTourSections(), loadHeroBooking()]);
}

function SectionFallback() {
  return (
    <div className="flex min-h-[80vh] items-center justify-center text-muted-foreground">
      <Spinner label="Loading tours" className="[&_svg]:size-8" />
    </div>
  );
}

const heroSlides = heroPhotos.map((photo) => ({
  image: imageSource(photo.image),
  alt: photo.alt,
  caption: photo.caption,
  balloon: photo.balloon,
}));

const trustPoints = [
  { icon: CalendarCheck, text: `Since ${siteConfig.facts.founded}` },
  { icon: Users, text: siteConfig.facts.groupSize },
  { icon: Clock, text: `Reply ${siteConfig.facts.responseText}` },
];

function Hero() {
  return (
    <HeroCarousel slides={heroSlides} interval={3000} aria-label="Safari photographs">
      <div className="flex max-w-2xl flex-col gap-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary-foreground/90 uppercase">
          Kenya &amp; Tanzania safaris
        </p>
        <h1 className="font-display text-display font-semibold text-primary-foreground">
          Private safaris, planned in Nairobi
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-primary-foreground/90">
          The Masai Mara, Amboseli, Samburu and the Serengeti in a pop-up-roof 4x4 of your own, with
          guides who grew up with this wildlife.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paths.tours} className={buttonVariants({ size: "lg" })}>
            Explore Safari Tours
            <ArrowRight aria-hidden />
          </Link>
          <Link
            href={paths.contact}
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "border-transparent bg-card/95",
            })}
          >
            Get A Quote
          </Link>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-primary-foreground/90">
          {trustPoints.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden className="size-4" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </HeroCarousel>
  );
}

/** The home page, its sections in the spec's order (§2 "Home page"). */
export function HomePage() {
  usePageMeta({
    title: siteConfig.brandName,
    description: siteConfig.description,
    path: paths.home,
  });

  return (
    <>
      <Hero />

      <Suspense fallback={<SectionFallback />}>
        <HomeTourSections />
        <HydrationMarker name="home-tours" />
      </Suspense>

      <GalleryTeaser />

      <Section
        id="partners"
        tone="muted"
        eyebrow="Partners"
        title="Working with Kenya's conservation and tourism bodies"
        align="center"
      >
        <PartnerCarousel partners={partners} interval={3000} className="mx-auto w-full max-w-2xl" />
      </Section>

      <Section
        id="services"
        eyebrow="Services"
        title="Everything your safari needs"
        description="From the airport to the last game drive, one Nairobi team looks after every detail."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.id}
              className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-soft"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                <ContentIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="font-display text-xl font-semibold">{service.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="tips"
        tone="muted"
        eyebrow="Travel tips"
        title="Before you go"
        description="What our guides tell every traveller: seasons, packing, health and money."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {travelTips.map((tip) => (
            <li key={tip.id} className="flex gap-4 rounded-xl bg-card p-6 shadow-soft">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
                <ContentIcon name={tip.icon} className="size-5" />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="font-display text-lg font-semibold">{tip.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{tip.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="faq"
        eyebrow="FAQ"
        title="Frequently asked questions"
        description={
          <>
            Anything else? Write to us at{" "}
            <a
              className="text-primary underline underline-offset-4"
              href={`mailto:${siteConfig.emails.info}`}
            >
              {siteConfig.emails.info}
            </a>
            ; we reply {siteConfig.facts.responseText}.
          </>
        }
      >
        <HomeFaq />
      </Section>

      <Suspense fallback={null}>
        <HeroBooking />
        <HydrationMarker name="booking" />
      </Suspense>
    </>
  );
}
