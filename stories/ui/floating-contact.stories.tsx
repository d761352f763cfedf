import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { siteConfig } from "../../data/content/site-config";
import { FloatingContact } from "../../ui/floating-contact";

const meta = {
  title: "UI/Floating contact",
  component: FloatingContact,
  args: {
    whatsappUrl: siteConfig.whatsapp.url,
    onWhatsAppClick: fn(),
    wechatDialogId: "wechat",
    onWeChatClick: fn(),
  },
  parameters: {
    textLayout: "Its labels are read, not shown, on the desktop.",
    layout: "fullscreen",
  },
} satisfies Meta<typeof FloatingContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Bottom left, clear of the Book Now toggle at bottom right. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const whatsapp = canvas.getByRole("link", {
      name: "Chat with us on WhatsApp (opens in a new tab)",
    });
    await expect(whatsapp).toHaveAttribute("href", siteConfig.whatsapp.url);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");

    const wechat = canvas.getByRole("button", { name: "Chat with us on WeChat" });
    await userEvent.click(wechat);
    await expect(args.onWeChatClick).toHaveBeenCalledOnce();

    const { left, bottom } = wechat.getBoundingClientRect();
    await expect(left).toBeLessThan(window.innerWidth / 2);
    await expect(bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const Mobile: Story = {
  tags: ["text-layout"],
  globals: { viewport: { value: "mobile", isRotated: false } },
};
