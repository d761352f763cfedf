import QRCode from "qrcode";
import * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, useKitCopy } from "./kit-provider";

/**
 * Copies with the Clipboard API; where it is missing or refuses (an insecure page, a denied
 * permission), selects the text in a temporary textarea and uses the legacy copy command. The
 * textarea goes inside `container`, in the dialog: a modal dialog leaves the rest of the page
 * inert, where it could not take the focus.
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

/**
 * The QR code's dark modules as one SVG path, each row's runs of them a rectangle, in units of a
 * module, inside a one-module margin.
 */
function qrCode(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      let run = 1;
      while (column + run < modules.size && modules.get(row, column + run)) run += 1;
      path += `M${column + 1} ${row + 1}h${run}v1h-${run}z`;
      column += run - 1;
    }
  }
  return { size: modules.size + 2, path };
}

/** How to add the account from one kind of device. */
function Instructions({
  icon,
  title,
  steps,
}: {
  icon: "smartphone" | "monitor";
  title: string;
  steps: string;
}) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
        <Icon name={icon} aria-hidden className="size-4 text-secondary" />
        {title}
      </h3>
      <p className="leading-relaxed text-muted-foreground">{steps}</p>
    </section>
  );
}

const closeClasses =
  "absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors duration-(--duration-short) hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5";

/**
 * Connect on WeChat: a QR code drawn from the WeChat ID (or from `qrValue`, e.g. the profile
 * link WeChat gives the operator), the ID with a Copy button ('Copied!' for 2 s), and how to
 * add the account from a phone or a computer.
 *
 * A modal `<dialog>` with the page's own HTML, QR code included: a button elsewhere opens it by
 * itself (`commandfor` naming its `id`, `command="show-modal"`), before any script has run, and
 * its close button closes it the same way. The browser keeps the focus inside while it is open,
 * closes it on Esc or a click outside, and gives the focus back to the button that opened it.
 * `open` opens it from the code (a story), and `onOpenChange(false)` is told when it closes.
 */
function WeChatModal({
  id,
  open = false,
  onOpenChange,
  wechatId,
  qrValue = wechatId,
  onCopy,
  copiedDuration = 2000,
  className,
  ...props
}: Omit<React.ComponentProps<"dialog">, "children" | "open"> & {
  /** The dialog's id, which the buttons that open it name. */
  id: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  wechatId: string;
  /** What the QR code encodes; the WeChat ID unless the operator has a profile link. */
  qrValue?: string;
  /** Called after each successful copy (the site records wechat_id_copied). */
  onCopy?: () => void;
  /** How long 'Copied!' stays, in ms. */
  copiedDuration?: number;
}) {
  const text = useKitCopy("wechatModal");
  const qr = React.useMemo(() => qrCode(qrValue), [qrValue]);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  const idRowRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  async function copy() {
    if (!idRowRef.current) return;
    await copyText(wechatId, idRowRef.current);
    setCopied(true);
    onCopy?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedDuration);
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-slot="wechat-modal"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      onClose={() => onOpenChange?.(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        dialogRef.current?.close();
      }}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md flex-col gap-5 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lifted backdrop:bg-overlay open:flex open:animate-slide-up focus:outline-none sm:p-8",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-1.5 pr-10">
        <h2 id={titleId} className="font-display text-2xl leading-tight font-semibold">
          {text.title}
        </h2>
        <p id={descriptionId} className="text-sm leading-relaxed text-muted-foreground">
          {text.description}
        </p>
      </div>

      <div
        data-slot="wechat-modal-qr"
        className="mx-auto flex size-52 items-center justify-center rounded-lg border border-border bg-card p-2"
      >
        <svg
          role="img"
          aria-label={fill(text.qrAlt, { id: wechatId })}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
          className="size-48"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
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
        <Instructions icon="smartphone" title={text.phoneTitle} steps={text.phoneSteps} />
        <Instructions icon="monitor" title={text.computerTitle} steps={text.computerSteps} />
      </div>

      <button
        type="button"
        commandfor={id}
        command="close"
        aria-label={text.close}
        className={closeClasses}
      >
        <Icon name="x" aria-hidden />
      </button>
    </dialog>
  );
}

export { WeChatModal };
