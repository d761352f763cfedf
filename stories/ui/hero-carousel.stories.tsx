import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { heroPhotos } from "../../data/content/hero";
import { imageSource } from "../../data/content/images";
import type { Locale } from "../../data/domain/locales";
import { buttonVariants } from "../../ui/button";
import { HeroCarousel, type HeroSlide } from "../../ui/hero-carousel";
import { generatedIn } from "../languages";
import { imageIn } from "../tour-fixtures";

/** The home page's hero photos in `locale`. */
function slidesIn(locale: Locale): HeroSlide[] {
  return generatedIn(locale, "home", { hero: heroPhotos }).hero.map((photo) => ({
    image: imageIn(locale, imageSource(photo.image)),
    alt: photo.alt,
    caption: photo.caption,
    balloon: photo.balloon,
  }));
}

const slides = slidesIn("en");

const firstBalloon = slides.findIndex((slide) => slide.balloon);

/** The visible slide: the others are aria-hidden and inert. */
const currentSlide = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^\d+ of \d+$/ });

/** Pretends the visitor asked for reduced motion, for as long as the story is shown. */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const media = original.call(window, query);
    if (query !== "(prefers-reduced-motion: reduce)") return media;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: media.addEventListener.bind(media),
      removeEventListener: media.removeEventListener.bind(media),
      addListener: media.addListener.bind(media),
      removeListener: media.removeListener.bind(media),
      dispatchEvent: media.dispatchEvent.bind(media),
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

const meta = {
  title: "UI/Hero carousel",
  component: HeroCarousel,
  // Stories wait ten minutes between slides, so a screenshot never catches a crossfade.
  args: { slides, interval: 600_000 },
  argTypes: { slides: { control: false }, interval: { control: { type: "number", step: 500 } } },
  parameters: {
    textLayout: "Paused, the balloon slide and reduced motion lay out as Playing.",
    layout: "fullscreen",
    localeArgs: (locale: Locale) => ({ slides: slidesIn(locale) }),
  },
  render: (args) => (
    <HeroCarousel {...args}>
      <div className="flex max-w-2xl flex-col gap-5">
        <p className="text-sm font-semibold tracking-[0.18em] text-primary-foreground/90 uppercase">
          Private safaris from Nairobi
        </p>
        <h1 className="font-display text-display font-semibold text-primary-foreground">
          Kenya and Tanzania, at an unhurried pace
        </h1>
        <p className="max-w-xl text-lg text-primary-foreground/90">
          Small groups of 2-6 people, expert local guides, and a reply within 24 hours.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="#tours" className={buttonVariants({ size: "lg" })}>
            Explore safaris
          </a>
          <a href="#contact" className={buttonVariants({ variant: "overlay", size: "lg" })}>
            Get a quote
          </a>
        </div>
      </div>
    </HeroCarousel>
  ),
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rotating: the slides are silent (aria-live off) and the rotation button offers to stop. */
export const Playing: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Safari photographs" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    await expect(canvas.getByRole("button", { name: "Stop automatic slide show" })).toBeVisible();
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(`1 of ${slides.length}`);
    await expect(canvasElement.querySelector('[data-slot="hero-carousel-slides"]')).toHaveAttribute(
      "aria-live",
      "off",
    );
    // The next photograph's <img> joins the current one's in the render after the first.
    await waitFor(() => expect(canvasElement.querySelectorAll("img")).toHaveLength(2));
  },
};

/** Stopped with the rotation button: announcements turn polite, arrows still move. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Stop automatic slide show" }));
    await expect(canvas.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="hero-carousel-slides"]')).toHaveAttribute(
      "aria-live",
      "polite",
    );

    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(`2 of ${slides.length}`);
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(
      `${slides.length} of ${slides.length}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(`1 of ${slides.length}`);
  },
};

/** A hot-air-balloon photograph: the badge and the brighter grade. */
export const BalloonSlide: Story = {
  args: { defaultIndex: firstBalloon, defaultPlaying: false },
  play: async ({ canvasElement }) => {
    const slide = currentSlide(canvasElement);
    await expect(within(slide).getByText("Hot Air Balloon Safari")).toBeVisible();
    await expect(slide).toHaveAttribute("data-balloon", "true");
    await expect(within(slide).getByRole("img", { name: slides[firstBalloon]?.alt })).toBeVisible();
  },
};

/** With prefers-reduced-motion the photographs never rotate, so there is no rotation button. */
export const ReducedMotion: Story = {
  args: { interval: 3000 },
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole("button", { name: /automatic slide show/ }),
    ).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="hero-carousel-slides"]')).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(canvas.getByRole("button", { name: "Next slide" })).toBeVisible();
  },
};
