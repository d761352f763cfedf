import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Button } from "../../ui/button";
import { Icon as Glyph } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { withBox } from "../support";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Book This Safari", onClick: fn(), variant: "primary" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "overlay", "ghost", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon", "icon-sm", "inline"] },
    elevation: { control: "inline-radio", options: ["flat", "raised", "floating"] },
    disabled: { control: "boolean" },
  },
  parameters: { textLayout: "Every variant's label is laid out together in All Variants." },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book This Safari" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    button.blur();
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Get Custom Quote" } };

export const Outline: Story = { args: { variant: "outline", children: "View Full Details" } };

/** On a photograph or a coloured band, such as the home hero's 'Get A Quote'. */
export const Overlay: Story = {
  args: { variant: "overlay", children: "Get A Quote" },
  decorators: [withBox("rounded-xl bg-secondary p-8")],
};

/** Above the page, like the floating 'Book Now' toggle. */
export const Floating: Story = { args: { elevation: "floating", children: "Book Now" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Clear Filters" } };

export const Link: Story = {
  args: {
    variant: "link",
    children: (
      <>
        View All Photos <Glyph name="arrow-right" aria-hidden />
      </>
    ),
  },
};

export const Small: Story = { args: { size: "sm", children: "View Details" } };

export const Medium: Story = { args: { size: "md" } };

export const Large: Story = { args: { size: "lg", children: "Send Inquiry" } };

export const Icon: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Search",
    children: <Glyph name="search" aria-hidden />,
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book This Safari" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy is a composition: a disabled button holding a spinner and the words for what happens. */
export const Loading: Story = {
  args: {
    disabled: true,
    children: (
      <>
        <Spinner />
        Sending...
      </>
    ),
  },
};

export const AllVariants: Story = {
  tags: ["text-layout"],
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Book Now
      </Button>
      <Button {...args} variant="secondary">
        Get Custom Quote
      </Button>
      <Button {...args} variant="outline">
        View Full Details
      </Button>
      <Button {...args} variant="ghost">
        Clear Filters
      </Button>
      <Button {...args} variant="link">
        View All Photos
      </Button>
    </div>
  ),
};
