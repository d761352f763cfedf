import type { Meta, StoryObj } from "@storybook/react-vite";

import { Badge } from "../../ui/badge";
import { withBox } from "../support";

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
  parameters: { textLayout: "Every variant's label is laid out together in All Variants." },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Neutral: Story = { args: { children: "7 Days" } };

export const Primary: Story = { args: { variant: "primary", children: "Hot Air Balloon Safari" } };

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
  decorators: [withBox("rounded-lg bg-secondary-soft p-4")],
};

export const Medium: Story = {
  args: { variant: "primary", size: "md", children: "Hot Air Balloon Safari" },
};

/** The search result types: tour blue, faq green, service purple, tip yellow,
 * destination orange, anything else grey. */
export const Tour: Story = { args: { variant: "tour", children: "Tour" } };

export const Faq: Story = { args: { variant: "faq", children: "FAQ" } };

export const Service: Story = { args: { variant: "service", children: "Service" } };

export const Tip: Story = { args: { variant: "tip", children: "Travel Tip" } };

export const Destination: Story = { args: { variant: "destination", children: "Destination" } };

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
