import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { siteConfig } from "../../data/site-config";
import { WeChatModal } from "../../ui/wechat-modal";

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Copies land in `copied` instead of the real clipboard; `refuse` makes writeText fail. */
function stubClipboard({ refuse }: { refuse: boolean }) {
  const copied: string[] = [];
  const execCommand = fn((command: string) => {
    const selection = document.getSelection()?.toString() ?? "";
    const field = document.activeElement;
    const text =
      field instanceof HTMLTextAreaElement
        ? field.value.slice(field.selectionStart, field.selectionEnd)
        : selection;
    if (command === "copy") copied.push(text);
    return command === "copy";
  });
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refuse)
          return Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
        copied.push(text);
        return Promise.resolve();
      },
    },
  });
  Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
  return {
    copied,
    execCommand,
    restore: () => {
      Reflect.deleteProperty(navigator, "clipboard");
      Reflect.deleteProperty(document, "execCommand");
    },
  };
}

let clipboard: ReturnType<typeof stubClipboard>;

/** Waits for the QR code, which is drawn after the first render. */
async function findQrCode(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole("img", {
    name: `QR code for our WeChat ID, ${siteConfig.wechatId}`,
  });
}

const meta = {
  title: "UI/WeChat modal",
  component: WeChatModal,
  args: { open: true, onOpenChange: fn(), wechatId: siteConfig.wechatId, onCopy: fn() },
  parameters: {
    textLayout: "Clipboard Fails lays out as Copied.",
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
} satisfies Meta<typeof WeChatModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The QR code, the ID with its Copy button, and how to add the account on a phone or computer. */
export const Open: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const qr = await findQrCode(canvasElement);
    await expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await expect(screen.getByText(siteConfig.wechatId)).toBeVisible();
    await expect(screen.getByRole("heading", { name: "On your phone" })).toBeVisible();
    await expect(screen.getByRole("heading", { name: "On a computer" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * After Copy: 'Copied!' (for 2 s on the site; the story holds it for ten minutes so the
 * screenshot is stable) and onCopy, with the clipboard stubbed.
 */
export const Copied: Story = {
  tags: ["text-layout"],
  args: { copiedDuration: 600_000 },
  beforeEach: () => {
    clipboard = stubClipboard({ refuse: false });
    return clipboard.restore;
  },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await findQrCode(canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    await expect(await screen.findByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(clipboard.copied).toEqual([siteConfig.wechatId]);
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** The Clipboard API refuses: the ID is copied from a selected textarea and 'Copied!' still shows. */
export const ClipboardFails: Story = {
  args: { copiedDuration: 600_000 },
  beforeEach: () => {
    clipboard = stubClipboard({ refuse: true });
    return clipboard.restore;
  },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await findQrCode(canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    await expect(await screen.findByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(clipboard.execCommand).toHaveBeenCalledWith("copy");
    await expect(clipboard.copied).toEqual([siteConfig.wechatId]);
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};
