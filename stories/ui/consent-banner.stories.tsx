import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { ConsentBanner } from "../../ui/consent-banner";
import { siteMessage } from "../languages";

const rejected = (locale: Locale) => ({
  status: siteMessage(locale, "consent", "choiceRejected"),
});

const meta = {
  title: "UI/Consent banner",
  component: ConsentBanner,
  args: { policyHref: "/cookie-policy", onAccept: fn(), onReject: fn() },
  parameters: { textLayout: "Reopened lays out as Default.", layout: "padded" },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Cookies and analytics" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Read the cookie policy" })).toHaveAttribute(
      "href",
      "/cookie-policy",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  tags: ["text-layout"],
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reject" }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Reopened: Story = {
  args: rejected("en"),
  parameters: { localeArgs: rejected },
};
