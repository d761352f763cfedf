import QRCode from "qrcode";
import * as React from "react";

import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { Icon } from "./icon";
import { fill, useKitCopy } from "./kit-provider";

/**
 * Copies with the Clipboard API; where it is missing or refuses (an insecure page, a denied
 * permission), selects the text in a temporary textarea and uses the legacy copy command. The
 * textarea goes inside `container` so the dialog's focus trap does not pull focus away from it.
 */
async function copyText(text: string, container: HTMLElement) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const textarea = document.createElement("textarea");
    textarea.value = text;
    textarea.setAttribute("readonly", "");
    textarea.setAttribute("aria-hidden", "true");
    textarea.style.position = "fixed";
    textarea.style.opacity = "0";
    const previousFocus = document.activeElement;
    container.append(textarea);
    textarea.focus();
    textarea.select();
    document.execCommand("copy");
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
}

/** The QR code as an SVG data URL, drawn in the browser from `value`. */
function useQrCode(value: string) {
  const [qr, setQr] = React.useState<{ value: string; url: string } | null>(null);
  React.useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then(
      (svg) => {
        if (current)
          setQr({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (current) setQr(null);
      },
    );
    return () => {
      current = false;
    };
  }, [value]);
  return qr?.value === value ? qr.url : null;
}

/**
 * Connect on WeChat: a QR code drawn from the WeChat ID (or from `qrValue`, e.g. the profile
 * link WeChat gives the operator), the ID with a Copy button ('Copied!' for 2 s), and how to
 * add the account from a phone or a computer.
 */
function WeChatModal({
  open,
  onOpenChange,
  wechatId,
  qrValue = wechatId,
  onCopy,
  copiedDuration = 2000,
  className,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, "children"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wechatId: string;
  /** What the QR code encodes; the WeChat ID unless the operator has a profile link. */
  qrValue?: string;
  /** Called after each successful copy (the site records wechat_id_copied). */
  onCopy?: () => void;
  /** How long 'Copied!' stays, in ms. */
  copiedDuration?: number;
}) {
  const text = useKitCopy("wechatModal");
  const qrUrl = useQrCode(qrValue);
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  const idRowRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    if (!idRowRef.current) return;
    await copyText(wechatId, idRowRef.current);
    setCopied(true);
    onCopy?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedDuration);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="wechat-modal"
        closeLabel={text.close}
        size="md"
        className={className}
        {...props}
      >
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>

        <div
          data-slot="wechat-modal-qr"
          className="mx-auto flex size-52 items-center justify-center rounded-lg border border-border bg-card p-2"
        >
          {qrUrl ? (
            <img
              src={qrUrl}
              alt={fill(text.qrAlt, { id: wechatId })}
              width={192}
              height={192}
              className="size-48 [image-rendering:pixelated]"
            />
          ) : (
            <span role="status" className="text-sm text-muted-foreground">
              {text.preparing}
            </span>
          )}
        </div>

        <div
          ref={idRowRef}
          data-slot="wechat-modal-id"
          className="flex items-center justify-between gap-3 rounded-lg border border-border bg-muted px-4 py-3"
        >
          <p className="flex min-w-0 flex-col">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {text.idLabel}
            </span>
            <span className="truncate font-mono text-base font-semibold">{wechatId}</span>
          </p>
          <Button
            variant={copied ? "secondary" : "outline"}
            size="sm"
            data-state={copied ? "copied" : "idle"}
            onClick={copy}
          >
            {copied ? <Icon name="check" aria-hidden /> : <Icon name="copy" aria-hidden />}
            {copied ? text.copied : text.copy}
          </Button>
          <span role="status" className="sr-only">
            {copied ? text.copiedStatus : ""}
          </span>
        </div>

        <div data-slot="wechat-modal-instructions" className="grid gap-4 text-sm sm:grid-cols-2">
          <section className="flex flex-col gap-1.5">
            <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
              <Icon name="smartphone" aria-hidden className="size-4 text-secondary" />
              {text.phoneTitle}
            </h3>
            <p className="leading-relaxed text-muted-foreground">{text.phoneSteps}</p>
          </section>
          <section className="flex flex-col gap-1.5">
            <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
              <Icon name="monitor" aria-hidden className="size-4 text-secondary" />
              {text.computerTitle}
            </h3>
            <p className="leading-relaxed text-muted-foreground">{text.computerSteps}</p>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export { WeChatModal };
