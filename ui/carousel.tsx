import * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, useKitCopy } from "./kit-provider";
import { useHydrated } from "./use-hydrated";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches;
}

/** The visitor's prefers-reduced-motion setting, kept current; false while prerendering. */
function useReducedMotion() {
  return React.useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

type CarouselContextValue = {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** The visitor's choice: rotation on (true) or stopped with the rotation button (false). */
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  /** Advancing right now: playing, not hovered, no focus inside, motion allowed. */
  rotating: boolean;
  reducedMotion: boolean;
  slidesId: string;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error("Carousel parts must be rendered inside <Carousel>.");
  return context;
}

/**
 * A carousel after the WAI-ARIA pattern: a labelled region that advances every `interval` ms,
 * pauses while hovered or while focus is inside, stops for good with the rotation button, and
 * never rotates when the visitor prefers reduced motion.
 */
function Carousel({
  slideCount,
  interval = 3000,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  defaultPlaying = true,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  slideCount: number;
  /** Milliseconds between slides. */
  interval?: number;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Start stopped, as if the visitor had pressed the rotation button. */
  defaultPlaying?: boolean;
  "aria-label": string;
}) {
  const [uncontrolledIndex, setUncontrolledIndex] = React.useState(defaultIndex);
  const index = indexProp ?? uncontrolledIndex;
  const [playing, setPlaying] = React.useState(defaultPlaying);
  const [hovered, setHovered] = React.useState(false);
  const [focusWithin, setFocusWithin] = React.useState(false);
  const reducedMotion = useReducedMotion();
  const slidesId = React.useId();
  const copy = useKitCopy("carousel");

  const rotating = playing && !hovered && !focusWithin && !reducedMotion && slideCount > 1;

  const goTo = React.useCallback(
    (target: number) => {
      const wrapped = ((target % slideCount) + slideCount) % slideCount;
      setUncontrolledIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [slideCount, onIndexChange],
  );

  // An event, so a caller passing a new onIndexChange on every render never restarts the wait.
  const advance = React.useEffectEvent(() => goTo(index + 1));
  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(advance, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval]);

  const context = React.useMemo<CarouselContextValue>(
    () => ({
      index,
      count: slideCount,
      goTo,
      next: () => goTo(index + 1),
      previous: () => goTo(index - 1),
      playing,
      setPlaying,
      rotating,
      reducedMotion,
      slidesId,
    }),
    [index, slideCount, goTo, playing, rotating, reducedMotion, slidesId],
  );

  return (
    <CarouselContext.Provider value={context}>
      <section
        data-slot="carousel"
        data-state={rotating ? "playing" : "paused"}
        aria-roledescription={copy.roleDescription}
        className={cn("relative", className)}
        onMouseEnter={(event) => {
          setHovered(true);
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event) => {
          setHovered(false);
          onMouseLeave?.(event);
        }}
        onFocus={(event) => {
          setFocusWithin(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
          onBlur?.(event);
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The slides' container: silent while rotating, announces the new slide once paused. */
function CarouselSlides({ className, ...props }: React.ComponentProps<"div">) {
  const { rotating, slidesId } = useCarousel();
  return (
    <div
      id={slidesId}
      data-slot="carousel-slides"
      aria-live={rotating ? "off" : "polite"}
      className={className}
      {...props}
    />
  );
}

/**
 * One slide, labelled "N of M". Inactive slides stay rendered (for crossfades) but unseen
 * (`visibility: hidden`, which a crossfade's `transition-[opacity,visibility]` holds off until the
 * slide has faded out), and, once the code runs, inert. The
 * prerendered page leaves them without `inert` and `aria-hidden`, which no stylesheet can take
 * off, so that a carousel may lay out every slide for a browser that runs no script.
 */
function CarouselSlide({
  index,
  className,
  ...props
}: React.ComponentProps<"div"> & { index: number }) {
  const carousel = useCarousel();
  const copy = useKitCopy("carousel");
  const hydrated = useHydrated();
  const active = carousel.index === index;
  const hidden = hydrated && !active;
  return (
    <div
      role="group"
      aria-roledescription={copy.slideRoleDescription}
      aria-label={fill(copy.slide, { number: index + 1, count: carousel.count })}
      data-slot="carousel-slide"
      data-state={active ? "active" : "inactive"}
      aria-hidden={hidden ? true : undefined}
      inert={hidden}
      className={cn("data-[state=inactive]:invisible", className)}
      {...props}
    />
  );
}

/**
 * The controls' shape. Colours, including the focus ring's (the theme's ring colour unless a
 * `focus-visible:outline-*` class is given), come from the carousel that uses them.
 */
const controlClasses =
  "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors duration-(--duration-short) focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5";

function CarouselPrevious({ className, ...props }: React.ComponentProps<"button">) {
  const { previous, slidesId } = useCarousel();
  const copy = useKitCopy("carousel");
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      aria-label={copy.previous}
      aria-controls={slidesId}
      onClick={previous}
      className={cn(controlClasses, className)}
      {...props}
    >
      <Icon name="chevron-left" aria-hidden />
    </button>
  );
}

function CarouselNext({ className, ...props }: React.ComponentProps<"button">) {
  const { next, slidesId } = useCarousel();
  const copy = useKitCopy("carousel");
  return (
    <button
      type="button"
      data-slot="carousel-next"
      aria-label={copy.next}
      aria-controls={slidesId}
      onClick={next}
      className={cn(controlClasses, className)}
      {...props}
    >
      <Icon name="chevron-right" aria-hidden />
    </button>
  );
}

/**
 * Stops and restarts rotation; absent when the visitor prefers reduced motion (nothing rotates),
 * and hidden by the same preference in the prerendered page, so the controls beside it do not
 * move as the page hydrates. It says what a press makes of it (`data-next-state`,
 * `data-next-label`), so the head script (site/head-script.ts) answers a press before the code
 * has run; once hydrated, the carousel takes up the state the button was left in (the first
 * render matches the prerendered page, so that every attribute that follows from the state is
 * set again). Its icon follows its state by the stylesheet alone.
 */
function CarouselRotationButton({ className, ...props }: React.ComponentProps<"button">) {
  const { playing, setPlaying, reducedMotion, count } = useCarousel();
  const copy = useKitCopy("carousel");
  const button = React.useRef<HTMLButtonElement>(null);
  const adoptPressedState = React.useEffectEvent(() => {
    const state = button.current?.dataset.state;
    if (state && state !== (playing ? "playing" : "stopped")) setPlaying(state === "playing");
  });
  React.useEffect(() => adoptPressedState(), []);
  if (reducedMotion || count < 2) return null;
  return (
    <button
      ref={button}
      // A press before the code ran changed these attributes; the effect above takes them up.
      suppressHydrationWarning
      type="button"
      data-slot="carousel-rotation"
      data-state={playing ? "playing" : "stopped"}
      data-next-state={playing ? "stopped" : "playing"}
      aria-label={playing ? copy.stop : copy.start}
      data-next-label={playing ? copy.start : copy.stop}
      onClick={() => setPlaying(!playing)}
      className={cn(controlClasses, "group/rotation motion-reduce:hidden", className)}
      {...props}
    >
      <Icon name="pause" aria-hidden className="group-data-[state=stopped]/rotation:hidden" />
      <Icon name="play" aria-hidden className="group-data-[state=playing]/rotation:hidden" />
    </button>
  );
}

/**
 * Slide pickers: one button per slide, the current one marked with aria-current, each named
 * by `getLabel` (the slide's number without it).
 */
function CarouselDots({
  getLabel,
  className,
  ...props
}: React.ComponentProps<"div"> & { getLabel?: (index: number) => string }) {
  const { index: current, count, goTo, slidesId } = useCarousel();
  const copy = useKitCopy("carousel");
  const label = getLabel ?? ((index: number) => fill(copy.dot, { number: index + 1 }));
  return (
    <div
      role="group"
      aria-label={copy.dots}
      data-slot="carousel-dots"
      className={cn("flex items-center", className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          data-slot="carousel-dot"
          data-state={index === current ? "active" : "inactive"}
          aria-label={label(index)}
          aria-current={index === current ? "true" : undefined}
          aria-controls={slidesId}
          onClick={() => goTo(index)}
          className="group/dot inline-flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
        >
          <span
            aria-hidden
            className="block h-2 w-2 rounded-full bg-current opacity-50 transition-[width,opacity] duration-(--duration-medium) group-hover/dot:opacity-80 group-data-[state=active]/dot:w-5 group-data-[state=active]/dot:opacity-100"
          />
        </button>
      ))}
    </div>
  );
}

export {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRotationButton,
  CarouselSlide,
  CarouselSlides,
  useCarousel,
  useReducedMotion,
};
