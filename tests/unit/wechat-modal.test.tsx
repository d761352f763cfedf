import { act, fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { WeChatModal } from "../../ui/wechat-modal";
import { renderWithKit } from "./kit";

function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

function stubExecCommand() {
  const execCommand = vi.fn((command: string) => command === "copy");
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return execCommand;
}

function renderModal(onCopy = vi.fn()) {
  renderWithKit(
    <WeChatModal
      id="wechat"
      open
      onOpenChange={() => {}}
      wechatId="SavannahHorizon"
      onCopy={onCopy}
    />,
  );
  return onCopy;
}

// jsdom has the <dialog> element but not its modal methods: these open and close it as an
// attribute, as far as these tests need.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
  Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
});

/** Clicks Copy and lets the clipboard promise settle. */
async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  });
}

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
  Reflect.deleteProperty(document, "execCommand");
});

describe("WeChatModal", () => {
  it("draws a QR code of the WeChat ID with a text alternative, in its first render", () => {
    renderModal();
    const qr = screen.getByRole("img", { name: "QR code for our WeChat ID, SavannahHorizon" });
    const modules = qr.querySelector("path")?.getAttribute("d") ?? "";
    expect(modules).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // 15 characters at level M make a version 2 code: 25 × 25 modules, in a one-module margin,
    // with a finder pattern's top edge in its corner.
    expect(qr.getAttribute("viewBox")).toBe("0 0 27 27");
    expect(modules).toContain("M1 1h7v1h-7z");
    expect(screen.getByText("SavannahHorizon")).toBeInTheDocument();
  });

  it("opens as a modal dialog named by its title, and says when it is closed", () => {
    const onOpenChange = vi.fn();
    renderWithKit(
      <WeChatModal id="wechat" open onOpenChange={onOpenChange} wechatId="SavannahHorizon" />,
    );
    const dialog = screen.getByRole("dialog", { name: "Chat with us on WeChat" });
    expect(dialog).toHaveAttribute("open");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const close = screen.getByRole("button", { name: "Close WeChat details", hidden: true });
    expect(close).toHaveAttribute("commandfor", "wechat");
    expect(close).toHaveAttribute("command", "close");
  });

  it("copies the ID and shows 'Copied!' for 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const onCopy = renderModal();

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith("SavannahHorizon");
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("button", { name: "Copied!" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("falls back to a selected textarea and still shows 'Copied!' when the clipboard refuses", async () => {
    vi.useFakeTimers();
    setClipboard({
      writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });
    const execCommand = stubExecCommand();
    let copiedText = "";
    execCommand.mockImplementation((command: string) => {
      const selected = document.querySelector("textarea");
      copiedText = selected?.value.slice(selected.selectionStart, selected.selectionEnd) ?? "";
      return command === "copy";
    });
    const onCopy = renderModal();

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copiedText).toBe("SavannahHorizon");
    expect(document.querySelector("textarea")).toBeNull();
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("falls back when the Clipboard API is missing", async () => {
    setClipboard(undefined);
    const execCommand = stubExecCommand();
    renderModal();

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
  });

  it("tells visitors how to add the account on a phone and on a computer", () => {
    renderModal();
    expect(screen.getByRole("heading", { name: "On your phone" })).toBeInTheDocument();
    expect(screen.getByText(/long-press it/)).toBeInTheDocument();
    expect(screen.getByText(/search for the ID/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "On a computer" })).toBeInTheDocument();
  });
});
