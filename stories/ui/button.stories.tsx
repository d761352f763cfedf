import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { Button } from "../../ui/button";
import { Icon as Glyph } from "../../ui/icon";
import type { KitMessages } from "../../ui/kit-provider";
import { Spinner } from "../../ui/spinner";
import { kitCopy, siteMessage } from "../languages";
import { withBox } from "../support";

/** A button's label in any language: one of the kit's texts. */
const label = (text: (copy: KitMessages) => string) => (locale: Locale) => ({
  children: text(kitCopy[locale]),
});

const bookThisSafari = label((copy) => copy.pricing.book);
const getCustomQuote = label((copy) => copy.pricing.quote);
const viewFullDetails = label((copy) => copy.tourCard.viewDetails);
const getAQuote = (locale: Locale) => ({ children: siteMessage(locale, "home", "hero.getQuote") });
const bookNow = label((copy) => copy.bookingPanel.toggle);
const clearFilters = label((copy) => copy.emptyState.action);
const viewDetails = label((copy) => copy.packageCard.viewDetails);
const sendInquiry = label((copy) => copy.quoteForm.send);
const sending = (locale: Locale) => ({
  children: (
    <>
      <Spinner />
      {kitCopy[locale].form.sending}
    </>
  ),
});

const meta = {
  title: "UI/Button",
  component: Button,
  args: { ...bookThisSafari("en"), onClick: fn(), variant: "primary" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "overlay", "ghost", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon", "icon-sm", "inline"] },
    elevation: { control: "inline-radio", options: ["flat", "raised", "floating"] },
    disabled: { control: "boolean" },
  },
  parameters: {
    textLayout: "Every variant's label is laid out together in All Variants.",
    localeArgs: bookThisSafari,
  },
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

export const Secondary: Story = {
  args: { variant: "secondary", ...getCustomQuote("en") },
  parameters: { localeArgs: getCustomQuote },
};

export const Outline: Story = {
  args: { variant: "outline", ...viewFullDetails("en") },
  parameters: { localeArgs: viewFullDetails },
};

/** On a photograph or a coloured band, such as the home hero's 'Get A Quote'. */
export const Overlay: Story = {
  args: { variant: "overlay", ...getAQuote("en") },
  parameters: { localeArgs: getAQuote },
  decorators: [withBox("rounded-xl bg-secondary p-8")],
};

/** Above the page, like the floating 'Book Now' toggle. */
export const Floating: Story = {
  args: { elevation: "floating", ...bookNow("en") },
  parameters: { localeArgs: bookNow },
};

export const Ghost: Story = {
  args: { variant: "ghost", ...clearFilters("en") },
  parameters: { localeArgs: clearFilters },
};

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

export const Small: Story = {
  args: { size: "sm", ...viewDetails("en") },
  parameters: { localeArgs: viewDetails },
};

export const Medium: Story = { args: { size: "md" } };

export const Large: Story = {
  args: { size: "lg", ...sendInquiry("en") },
  parameters: { localeArgs: sendInquiry },
};

export const Icon: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Search tours and safaris",
    children: <Glyph name="search" aria-hidden />,
  },
  parameters: {
    localeArgs: (locale: Locale) => ({ "aria-label": kitCopy[locale].header.search }),
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
  args: { disabled: true, ...sending("en") },
  parameters: { localeArgs: sending },
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
