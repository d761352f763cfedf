import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { siteConfig } from "../../data/content/site-config";
import { FloatingContact } from "../../ui/floating-contact";
import { WeChatModal } from "../../ui/wechat-modal";
import { WithoutScript as AsHtmlAlone } from "../support";

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

/** The QR code, drawn with the dialog. */
async function findQrCode(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole("img", {
    name: `QR code for our WeChat ID, ${siteConfig.wechatId}`,
  });
}

const meta = {
  title: "UI/WeChat modal",
  component: WeChatModal,
  args: {
    id: "wechat",
    open: true,
    onOpenChange: fn(),
    wechatId: siteConfig.wechatId,
    onCopy: fn(),
  },
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
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const qr = await findQrCode(canvasElement);
    await expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    await expect(screen.getByText(siteConfig.wechatId)).toBeVisible();
    await expect(screen.getByRole("heading", { name: "On your phone" })).toBeVisible();
    await expect(screen.getByRole("heading", { name: "On a computer" })).toBeVisible();
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

/**
 * Before the page's script has run, as HTML alone: the floating WeChat button opens the dialog
 * by itself (`commandfor`), QR code and ID included, and its close button closes it.
 */
export const WithoutScript: Story = {
  args: { open: false },
  render: (args) => (
    <AsHtmlAlone>
      <FloatingContact whatsappUrl={siteConfig.whatsapp.url} wechatDialogId={args.id} />
      <WeChatModal {...args} />
    </AsHtmlAlone>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const open = screen.getByRole("button", { name: "Chat with us on WeChat" });
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog", { name: "Chat with us on WeChat" });
    await expect(dialog).toBeVisible();
    await expect(await findQrCode(canvasElement)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close WeChat details" }));
    await expect(dialog).not.toBeVisible();
    await userEvent.click(open);
    await expect(dialog).toBeVisible();
  },
};
