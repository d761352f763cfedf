import * as React from "react";

import { Badge } from "./badge";
import {
  Carousel,
  CarouselNext,
  CarouselPrevious,
  CarouselRotationButton,
  CarouselSlide,
  CarouselSlides,
  useCarousel,
} from "./carousel";
import { cn } from "./cn";
import { Icon } from "./icon";
import { Image, type ImageSource } from "./image";
import { useKitCopy } from "./kit-provider";
import { useHydrated } from "./use-hydrated";

type HeroSlide = {
  image: ImageSource;
  alt: string;
  caption: string;
  /** The hot-air-balloon photos: a 'Hot Air Balloon Safari' badge and a brighter grade. */
  balloon: boolean;
};

const heroControlClasses =
  "bg-overlay text-primary-foreground hover:bg-foreground focus-visible:outline-primary-foreground";

/**
 * The photographs, stacked for a crossfade. Only the current and the next slide get an <img>
 * (the first with priority); a slide keeps its image once shown, so going back never reloads.
 * The server renders the current slide alone (the others as empty, inert frames), and the rest
 * fill in once the page has hydrated: the first paint lays out one slide instead of all of them,
 * and the next photograph's download never competes with the first.
 */
function HeroSlides({ slides }: { slides: HeroSlide[] }) {
  const { index, count } = useCarousel();
  const upcoming = (index + 1) % count;
  const hydrated = useHydrated();
  const [mounted, setMounted] = React.useState<ReadonlySet<number>>(() => new Set([index]));
  const wanted = hydrated ? [index, upcoming] : [index];
  if (wanted.some((slideIndex) => !mounted.has(slideIndex))) {
    setMounted(new Set([...mounted, ...wanted]));
  }

  return (
    <CarouselSlides data-slot="hero-carousel-slides" className="absolute inset-0 -z-10">
      {slides.map((slide, slideIndex) => (
        <CarouselSlide
          key={slide.image.src}
          index={slideIndex}
          data-balloon={slide.balloon}
          className="group/slide absolute inset-0 transition-[opacity,visibility] duration-(--duration-crossfade) ease-(--ease-standard) data-[state=inactive]:opacity-0"
          style={{ backgroundColor: slide.image.dominant }}
        >
          {hydrated || slideIndex === index ? (
            <HeroSlideContent
              slide={slide}
              withPhoto={mounted.has(slideIndex)}
              priority={slideIndex === 0}
            />
          ) : null}
        </CarouselSlide>
      ))}
    </CarouselSlides>
  );
}

/** A slide's photograph (once `withPhoto`), shade, balloon badge and caption. */
function HeroSlideContent({
  slide,
  withPhoto,
  priority,
}: {
  slide: HeroSlide;
  withPhoto: boolean;
  priority: boolean;
}) {
  const copy = useKitCopy("heroCarousel");
  return (
    <>
      {withPhoto ? (
        <Image
          image={slide.image}
          alt={slide.alt}
          sizes="100vw"
          priority={priority}
          aspect="fill"
          className="group-data-[balloon=true]/slide:brightness-110 group-data-[balloon=true]/slide:saturate-110"
        />
      ) : null}
      <div
        aria-hidden
        className="absolute inset-0 bg-linear-to-t from-overlay via-overlay/35 to-overlay/10"
      />
      {slide.balloon ? (
        <Badge
          variant="primary"
          size="md"
          data-slot="hero-carousel-balloon-badge"
          className="absolute top-6 left-5 shadow-soft md:left-8"
        >
          {copy.balloon}
        </Badge>
      ) : null}
      <p
        data-slot="hero-carousel-caption"
        className="absolute bottom-8 left-24 hidden max-w-[40%] items-center gap-1.5 text-sm text-primary-foreground/90 sm:flex"
      >
        <Icon name="map-pin" aria-hidden className="size-4 shrink-0" />
        {slide.caption}
      </p>
    </>
  );
}

function HeroCounter() {
  const { index, count } = useCarousel();
  return (
    <p
      aria-hidden
      data-slot="hero-carousel-counter"
      className="text-center text-sm font-medium text-primary-foreground tabular-nums"
    >
      {index + 1} / {count}
    </p>
  );
}

/**
 * The full-bleed home hero: photographs crossfading every `interval` ms behind the heading and
 * call to action passed as children. The controls come first in the tab order, as the carousel
 * pattern asks, though they sit bottom right, each in a column of its own: a slow phone may paint
 * the page before the last of them has arrived, and a control a visitor taps then is where it
 * stays (in a row packed to the right, the first would move 52 px left for each that followed).
 * The content, which rests on the hero's foot and so rises as each line of it arrives, shows once
 * its last line has (the hidden marker after it): its links are never painted but where they stay.
 * A browser that runs no script shows the first photograph alone, without the controls.
 *
 * Its bottom edge is where the site's floating buttons rest on the first screen (FloatingContact
 * bottom left, 144 px high from 640 px and a row 68 px high on a phone; the Book Now toggle
 * bottom right, up to 72 px), so what can be tapped or read keeps above them: the controls over
 * the toggle, the caption to the right of the contact buttons, the content 160 px up (on a
 * phone, above the controls, which share its width). On a short phone (`short-phone` in
 * theme.css) the controls sit 72 px up, 4 px above the toggle, and the content 128 px up, so that
 * the hero's text (laid out tighter by its page) and its controls fit on an iPhone's first screen.
 * The hero grows past its usual height where the content needs more (a long language on a very
 * short screen) rather than cut its top off (`min-h-first-screen` in theme.css).
 */
function HeroCarousel({
  slides,
  interval,
  defaultIndex,
  defaultPlaying,
  onIndexChange,
  "aria-label": label,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"section">, "aria-label"> & {
  slides: HeroSlide[];
  interval?: number;
  defaultIndex?: number;
  defaultPlaying?: boolean;
  onIndexChange?: (index: number) => void;
  "aria-label"?: string;
}) {
  const copy = useKitCopy("heroCarousel");
  return (
    <Carousel
      slideCount={slides.length}
      interval={interval}
      defaultIndex={defaultIndex}
      defaultPlaying={defaultPlaying}
      onIndexChange={onIndexChange}
      aria-label={label ?? copy.label}
      data-slot="hero-carousel"
      className={cn(
        "isolate flex min-h-first-screen flex-col justify-end overflow-hidden bg-foreground text-primary-foreground",
        className,
      )}
      {...props}
    >
      <HeroSlides slides={slides} />
      <div
        data-slot="hero-carousel-controls"
        className="absolute right-5 bottom-20 grid grid-cols-[2.75rem_2.75rem_3.5rem_2.75rem] items-center gap-2 sm:bottom-24 md:right-8 noscript:hidden short-phone:bottom-18"
      >
        <CarouselRotationButton className={heroControlClasses} />
        {/* In the second column also where the first stays empty (motion reduced). */}
        <CarouselPrevious className={cn(heroControlClasses, "col-start-2")} />
        <HeroCounter />
        <CarouselNext className={heroControlClasses} />
      </div>
      <div
        data-slot="hero-carousel-content"
        className="mx-auto w-full max-w-6xl px-5 pb-40 not-has-[>[hidden]]:invisible md:px-8 short-phone:pt-2 short-phone:pb-32"
      >
        {children}
        <span data-slot="hero-carousel-end" hidden />
      </div>
    </Carousel>
  );
}

export { HeroCarousel, type HeroSlide };
