import { kitMessages } from "#messages/kit";
import { Link } from "wouter";
import { homeMessages } from "#messages/home";
import { carouselCopy } from "#messages/kit-carousel";
import { heroPhotos } from "../../data/content/hero";
import { imageSource } from "../../data/content/images";
import { siteConfig } from "../../data/content/site-config";
import { buttonVariants } from "../../ui/button";
import type { GlyphName } from "../../ui/glyphs";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { HeroCarousel } from "../../ui/hero-carousel";
import { fill } from "../i18n/format";
import { lazyPart } from "../lazy-part";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { withKitCopy } from "../components/with-kit-copy";

/*
 * Below the hero, the page comes in chunks of its own: the sections built from the tour data and
 * the rest of the page, each fetched and hydrated as it scrolls into view, and the
 * floating booking panel, fetched when the visitor reaches for its button. The prerendered HTML
 * shows them all.
 */
const HomeTourSections = lazyPart(
  "home-tours",
  () => import("../components/home-tour-sections").then((module) => module.HomeTourSections),
  {
    loading: "in-view",
    module: "site/components/home-tour-sections.tsx",
    fallback: <SectionFallback />,
  },
);
const HomeMoreSections = lazyPart(
  "home-more",
  () => import("../components/home-more-sections").then((module) => module.HomeMoreSections),
  {
    loading: "in-view",
    module: "site/components/home-more-sections.tsx",
    fallback: <SectionFallback />,
  },
);
const HeroBooking = lazyPart(
  "booking",
  () => import("../components/hero-booking").then((module) => module.HeroBooking),
  { loading: "on-intent", module: "site/components/hero-booking.tsx", fallback: null },
);

function SectionFallback() {
  return (
    <div className="flex min-h-[80vh] items-center justify-center text-muted-foreground">
      <Spinner label={kitMessages.spinner.section} className="[&_svg]:size-8" />
    </div>
  );
}

const heroSlides = heroPhotos.map((photo) => ({
  image: imageSource(photo.image),
  alt: photo.alt,
  caption: photo.caption,
  balloon: photo.balloon,
}));

const copy = homeMessages.hero;

const trustPoints: Array<{ icon: GlyphName; text: string }> = [
  { icon: "calendar-check", text: fill(copy.since, { year: siteConfig.facts.founded }) },
  { icon: "users", text: siteConfig.facts.groupSize },
  { icon: "clock", text: fill(copy.reply, { responseTime: siteConfig.facts.responseText }) },
];

function Hero() {
  return (
    <HeroCarousel slides={heroSlides} interval={3000}>
      <div className="flex max-w-2xl flex-col gap-6 short-phone:gap-3.5">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary-foreground/90 uppercase">
          {copy.eyebrow}
        </p>
        <h1 className="font-display text-display font-semibold text-primary-foreground short-phone:text-[1.875rem]">
          {copy.title}
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-primary-foreground/90 short-phone:text-base short-phone:leading-normal">
          {copy.text}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paths.tours} className={buttonVariants({ size: "lg" })}>
            {copy.exploreTours}
            <Icon name="arrow-right" aria-hidden />
          </Link>
          <Link href={paths.contact} className={buttonVariants({ variant: "overlay", size: "lg" })}>
            {copy.getQuote}
          </Link>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-primary-foreground/90">
          {trustPoints.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon name={icon} className="size-4" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </HeroCarousel>
  );
}

/** The home page: the hero, then packages, destinations, gallery, partners, services, tips and FAQ. */
export const HomePage = withKitCopy(carouselCopy, function HomePage() {
  usePageMeta({
    title: siteConfig.brandName,
    description: siteConfig.description,
    path: paths.home,
  });

  return (
    <>
      <Hero />

      <HomeTourSections />

      <HomeMoreSections />

      <HeroBooking />
    </>
  );
});
