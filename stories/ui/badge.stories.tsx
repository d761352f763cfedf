import type { Meta, StoryObj } from "@storybook/react-vite";

import type { Locale } from "../../data/domain/locales";
import { Badge } from "../../ui/badge";
import { formTextsIn } from "../enquiry-fixtures";
import { kitCopy } from "../languages";
import { withBox } from "../support";

/** A search result type's name in `locale`, as the search's badges write it. */
const resultType =
  (type: keyof (typeof kitCopy)["en"]["searchHits"]["types"]) => (locale: Locale) => ({
    children: kitCopy[locale].searchHits.types[type],
  });

const variants = [
  "neutral",
  "primary",
  "secondary",
  "outline",
  "tour",
  "faq",
  "service",
  "tip",
  "destination",
  "default",
] as const;

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Luxury Safari", variant: "neutral" },
  argTypes: {
    variant: { control: "select", options: [...variants, "overlay", "secondary-inverse"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
  parameters: {
    textLayout: "Every variant's label is laid out together in All Variants.",
    localeArgs: (locale: Locale) => ({
      children: formTextsIn(locale).safariInterestOptions.find(
        (option) => option.value === "luxury",
      )?.label,
    }),
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Neutral: Story = { args: { children: "7 Days" } };

const balloon = (locale: Locale) => ({ children: kitCopy[locale].heroCarousel.balloon });

export const Primary: Story = {
  args: { variant: "primary", ...balloon("en") },
  parameters: { localeArgs: balloon },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Elephant Bedroom" } };

export const Outline: Story = { args: { variant: "outline", children: "+4 more days" } };

/** On a photograph, such as a tour card's day count. */
export const Overlay: Story = {
  args: { variant: "overlay", children: "7 Days" },
  decorators: [withBox("rounded-xl bg-overlay p-6")],
};

/** On a secondary-soft surface, such as the best-value row of a price list. */
export const SecondaryInverse: Story = {
  args: { variant: "secondary-inverse", children: "Best value option" },
  parameters: { localeArgs: (locale: Locale) => ({ children: kitCopy[locale].pricing.bestValue }) },
  decorators: [withBox("rounded-lg bg-secondary-soft p-4")],
};

export const Medium: Story = {
  args: { variant: "primary", size: "md", ...balloon("en") },
  parameters: { localeArgs: balloon },
};

/** The search result types: tour blue, faq green, service purple, tip yellow,
 * destination orange, anything else grey. */
export const Tour: Story = {
  args: { variant: "tour", ...resultType("tour")("en") },
  parameters: { localeArgs: resultType("tour") },
};

export const Faq: Story = {
  args: { variant: "faq", ...resultType("faq")("en") },
  parameters: { localeArgs: resultType("faq") },
};

export const Service: Story = {
  args: { variant: "service", ...resultType("service")("en") },
  parameters: { localeArgs: resultType("service") },
};

export const Tip: Story = {
  args: { variant: "tip", ...resultType("tip")("en") },
  parameters: { localeArgs: resultType("tip") },
};

export const Destination: Story = {
  args: { variant: "destination", ...resultType("destination")("en") },
  parameters: { localeArgs: resultType("destination") },
};

export const Default: Story = { args: { variant: "default", children: "Page" } };

export const AllVariants: Story = {
  tags: ["text-layout"],
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};
