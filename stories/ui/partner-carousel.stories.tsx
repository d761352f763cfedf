import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { partners } from "../../data/content/partners";
import { withMaxWidth } from "../support";
import { PartnerCarousel } from "../../ui/partner-carousel";

const currentPartner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^\d+ of \d+$/ });

const meta = {
  title: "UI/Partner carousel",
  component: PartnerCarousel,
  // Ten minutes between partners in stories, so a screenshot never catches a fade.
  args: { partners, interval: 600_000 },
  argTypes: { partners: { control: false }, interval: { control: { type: "number", step: 500 } } },
  parameters: { textLayout: "A broken logo lays out as Default.", maxWidth: "xl" },
  decorators: [withMaxWidth],
} satisfies Meta<typeof PartnerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each partner is an external link (new tab, no opener); the dots pick a partner by name. */
export const Default: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(currentPartner(canvasElement)).getByRole("link");
    await expect(first).toHaveAccessibleName(
      `${partners[0]?.name} Visit website (opens in a new tab)`,
    );
    await expect(first).toHaveAttribute("href", partners[0]?.url);
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", "noopener noreferrer");

    const dot = canvas.getByRole("button", { name: `Show ${partners[3]?.name}` });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(currentPartner(canvasElement)).toHaveAccessibleName(`4 of ${partners.length}`);
    await expect(
      within(currentPartner(canvasElement)).getByRole("link", {
        name: new RegExp(partners[3]?.name ?? ""),
      }),
    ).toHaveAttribute("href", partners[3]?.url);
  },
};

/** A logo that fails to load gives way to the partner's fallback emoji. */
export const BrokenLogo: Story = {
  args: {
    partners: partners.map((partner, index) =>
      index === 0 ? { ...partner, logo: "/partners/missing-logo.svg" } : partner,
    ),
  },
  play: async ({ canvasElement }) => {
    const slide = currentPartner(canvasElement);
    await waitFor(() =>
      expect(slide.querySelector('[data-slot="partner-logo"]')).toHaveAttribute(
        "data-state",
        "fallback",
      ),
    );
    await expect(within(slide).getByText(partners[0]?.fallbackLogo ?? "")).toBeVisible();
    await expect(within(slide).getByRole("link")).toHaveAccessibleName(
      new RegExp(partners[0]?.name ?? ""),
    );
  },
};
