import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselRotationButton,
  CarouselSlide,
  CarouselSlides,
} from "../../ui/carousel";
import { HeroCarousel, type HeroSlide } from "../../ui/hero-carousel";
import { PartnerCarousel } from "../../ui/partner-carousel";
import { Kit, renderWithKit } from "./kit";

const names = ["Masai Mara", "Amboseli", "Samburu"];

function renderCarousel(props: { interval?: number; defaultPlaying?: boolean } = {}) {
  return renderWithKit(
    <Carousel slideCount={names.length} aria-label="Destinations" {...props}>
      <CarouselRotationButton />
      <CarouselSlides>
        {names.map((name, index) => (
          <CarouselSlide key={name} index={index}>
            {name}
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselNext />
      <CarouselDots getLabel={(index) => `Show ${names[index]}`} />
    </Carousel>,
  );
}

/** The slide a visitor (or a screen reader) sees: the others are hidden and inert. */
function visibleSlide() {
  return screen.getByRole("group", { name: /^\d+ of \d+$/ });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)" && matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("advances to the next slide every 3000 ms and wraps around", () => {
    renderCarousel();
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
    expect(visibleSlide()).toHaveAccessibleName("1 of 3");

    advance(2999);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
    advance(1);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
    expect(visibleSlide()).toHaveAccessibleName("2 of 3");

    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Samburu");
    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
  });

  it("follows a custom interval", () => {
    renderCarousel({ interval: 60_000 });
    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
    advance(57_000);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Destinations" });

    fireEvent.mouseEnter(region);
    advance(9000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");

    fireEvent.mouseLeave(region);
    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
  });

  it("pauses while focus is inside and resumes when focus leaves", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });

    act(() => next.focus());
    advance(9000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");

    act(() => next.blur());
    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
  });

  it("is silent while rotating and polite once the rotation button stops it", () => {
    const { container } = renderCarousel();
    const slides = container.querySelector('[data-slot="carousel-slides"]');
    expect(slides).toHaveAttribute("aria-live", "off");

    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    expect(slides).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
    advance(9000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
  });

  it("starts stopped when asked to", () => {
    renderCarousel({ defaultPlaying: false });
    advance(9000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
  });

  it("never advances, and offers no rotation button, under prefers-reduced-motion", () => {
    stubReducedMotion(true);
    renderCarousel();
    advance(30_000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it("rotates when the visitor has no motion preference", () => {
    stubReducedMotion(false);
    renderCarousel();
    advance(3000);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
  });

  it("keeps its rhythm when the parent re-renders with a new onIndexChange", () => {
    const slides = names.map((name, index) => (
      <CarouselSlide key={name} index={index}>
        {name}
      </CarouselSlide>
    ));
    const calls: number[] = [];
    const view = (label: string) => (
      <Carousel
        slideCount={3}
        aria-label="Destinations"
        onIndexChange={(index) => calls.push(index)}
      >
        <CarouselSlides data-render={label}>{slides}</CarouselSlides>
      </Carousel>
    );
    const { rerender } = renderWithKit(view("first"));
    advance(1000);
    rerender(view("second"));
    advance(1000);
    rerender(view("third"));
    advance(1000);
    expect(visibleSlide()).toHaveTextContent("Amboseli");
    expect(calls).toEqual([1]);
  });

  it("selects a slide with its dot and restarts the wait from there", () => {
    renderCarousel();
    advance(2000);
    fireEvent.click(screen.getByRole("button", { name: "Show Samburu" }));
    expect(visibleSlide()).toHaveTextContent("Samburu");
    expect(screen.getByRole("button", { name: "Show Samburu" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    advance(2000);
    expect(visibleSlide()).toHaveTextContent("Samburu");
    advance(1000);
    expect(visibleSlide()).toHaveTextContent("Masai Mara");
  });
});

const image = (name: string) => ({
  src: `/img/${name}-1600.webp`,
  width: 1600,
  height: 1000,
  alt: name,
});

const heroSlides: HeroSlide[] = ["savanna", "river", "balloon", "lions"].map((name) => ({
  image: image(name),
  alt: `Photo of ${name}`,
  caption: `Caption ${name}`,
  balloon: name === "balloon",
}));

describe("HeroCarousel", () => {
  it("loads only the current and the next photograph, the first with priority", () => {
    renderWithKit(<HeroCarousel slides={heroSlides} />);
    const images = document.querySelectorAll("img");
    expect(Array.from(images, (img) => img.getAttribute("src"))).toEqual([
      "/img/savanna-1600.webp",
      "/img/river-1600.webp",
    ]);
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");

    advance(3000);
    expect(document.querySelectorAll("img")).toHaveLength(3);
  });

  it("renders only the first slide on the server; the others fill in after hydration", () => {
    const html = renderToString(
      <Kit>
        <HeroCarousel slides={heroSlides} />
      </Kit>,
    );
    expect([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/img/savanna-1600.webp",
    ]);
    expect(html.match(/data-slot="carousel-slide"/g)).toHaveLength(4);
    expect(html.match(/data-slot="hero-carousel-caption"/g)).toHaveLength(1);
    expect(html).toContain("Caption savanna");
  });

  it("shows the balloon badge and the brighter grade on a balloon photograph only", () => {
    renderWithKit(<HeroCarousel slides={heroSlides} defaultIndex={2} />);
    expect(visibleSlide()).toHaveTextContent("Hot Air Balloon Safari");
    expect(visibleSlide()).toHaveAttribute("data-balloon", "true");
    advance(3000);
    expect(visibleSlide()).not.toHaveTextContent("Hot Air Balloon Safari");
  });
});

describe("PartnerCarousel", () => {
  const partners = [
    {
      name: "Kenya Wildlife Service",
      url: "https://kws.example",
      logo: "/kws.svg",
      fallbackLogo: "🦁",
    },
    { name: "Magical Kenya", url: "https://mk.example", logo: "/mk.svg", fallbackLogo: "🌍" },
  ];

  it("opens partners in a new tab without handing over the opener", () => {
    renderWithKit(<PartnerCarousel partners={partners} />);
    const link = screen.getByRole("link", { name: /Kenya Wildlife Service/ });
    expect(link).toHaveAttribute("href", "https://kws.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it("shows the fallback emoji when a logo fails to load", () => {
    renderWithKit(<PartnerCarousel partners={partners} />);
    const link = screen.getByRole("link", { name: /Kenya Wildlife Service/ });
    expect(link).not.toHaveTextContent("🦁");
    const logo = link.querySelector("img");
    expect(logo).not.toBeNull();
    fireEvent.error(logo as HTMLImageElement);
    expect(link).toHaveTextContent("🦁");
    expect(link.querySelector("img")).toBeNull();
  });

  it("leaves every partner's link reachable in the prerendered page, unseen but the first until its code runs, and inert once it has", () => {
    const html = renderToString(
      <Kit>
        <PartnerCarousel partners={partners} />
      </Kit>,
    );
    const slides = [...html.matchAll(/<div [^>]*data-slot="carousel-slide"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(slides).toHaveLength(2);
    for (const slide of slides) {
      expect(slide).not.toMatch(/\binert\b|aria-hidden/);
      expect(slide).toContain("data-[state=inactive]:invisible");
      expect(slide).toContain("noscript:visible!");
    }
    expect(html.match(/href="https:\/\/[a-z]+\.example"/g)).toHaveLength(2);

    const { container } = renderWithKit(<PartnerCarousel partners={partners} />);
    const rendered = container.querySelectorAll('[data-slot="carousel-slide"]');
    expect(rendered[0]).not.toHaveAttribute("inert");
    expect(rendered[1]).toHaveAttribute("inert");
    expect(rendered[1]).toHaveAttribute("aria-hidden", "true");
  });
});
