import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, userEvent, within } from "storybook/test";

import { about } from "../../data/content/about";
import { withMaxWidth } from "../support";
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRotationButton,
  CarouselSlide,
  CarouselSlides,
} from "../../ui/carousel";

const values = about.values;

const controlClasses = "border border-input bg-card text-foreground hover:bg-accent";

/** The core parts composed by hand, with text slides: what HeroCarousel and PartnerCarousel build on. */
function ValuesCarousel(args: Omit<ComponentProps<typeof Carousel>, "slideCount" | "aria-label">) {
  return (
    <Carousel
      {...args}
      slideCount={values.length}
      aria-label="Our values"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-soft"
    >
      <div className="order-last flex items-center justify-center gap-2">
        <CarouselRotationButton className={controlClasses} />
        <CarouselPrevious className={controlClasses} />
        <CarouselDots getLabel={(index) => `Show ${values[index]?.title}`} />
        <CarouselNext className={controlClasses} />
      </div>
      <CarouselSlides className="grid [grid-template-areas:'stack'] *:[grid-area:stack]">
        {values.map((value, index) => (
          <CarouselSlide
            key={value.title}
            index={index}
            className="flex flex-col gap-2 transition-[opacity,visibility] duration-(--duration-medium) data-[state=inactive]:opacity-0"
          >
            <h3 className="text-xl font-semibold">{value.title}</h3>
            <p className="leading-relaxed text-muted-foreground">{value.description}</p>
          </CarouselSlide>
        ))}
      </CarouselSlides>
    </Carousel>
  );
}

const slide = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^\d+ of \d+$/ });

const meta = {
  title: "UI/Carousel",
  component: ValuesCarousel,
  args: { interval: 600_000 },
  argTypes: { interval: { control: { type: "number", step: 500 } } },
  parameters: { textLayout: "Paused and the playground lay out as Navigation.", maxWidth: "md" },
  decorators: [withMaxWidth],
} satisfies Meta<typeof ValuesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrows wrap around; a dot selects its slide and marks itself current. */
export const Navigation: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slide(canvasElement)).toHaveAccessibleName(`1 of ${values.length}`);
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(slide(canvasElement)).toHaveAccessibleName(`${values.length} of ${values.length}`);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(slide(canvasElement)).toHaveAccessibleName(`1 of ${values.length}`);
    const dot = canvas.getByRole("button", { name: `Show ${values[1]?.title}` });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(slide(canvasElement)).toHaveTextContent(values[1]?.title ?? "");
  },
};

export const Paused: Story = {
  args: { defaultPlaying: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="carousel-slides"]')).toHaveAttribute(
      "aria-live",
      "polite",
    );
  },
};
