import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "./cn";
import { captionDetailsClasses, captionTitleClasses, dialogCloseVariants } from "./dialog-styles";
import { Icon } from "./icon";
import { useKitCopy } from "./kit-provider";

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const dialogContentVariants = cva(
  "fixed left-1/2 z-50 flex -translate-x-1/2 flex-col focus:outline-none data-[state=open]:animate-slide-up",
  {
    variants: {
      variant: {
        panel:
          "w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lifted sm:p-8",
        /**
         * The lightbox's: no panel of its own (the photograph is the panel), a nearly black
         * backdrop and a close button drawn to sit on the photograph.
         */
        photo: "",
      },
      placement: {
        center: "top-1/2 -translate-y-1/2",
        /** Near the top, so a list that grows below (search results) never moves the input. */
        top: "top-[8vh]",
      },
      size: { md: "max-w-md", lg: "max-w-lg", xl: "max-w-3xl", wide: "max-w-6xl" },
    },
    compoundVariants: [
      { variant: "panel", placement: "center", class: "max-h-[calc(100dvh-2rem)] gap-5" },
      { variant: "panel", placement: "top", class: "max-h-[80vh] gap-4" },
    ],
    defaultVariants: { variant: "panel", placement: "center", size: "lg" },
  },
);

const dialogOverlayVariants = cva("fixed inset-0 z-50 data-[state=open]:animate-fade-in", {
  variants: { variant: { panel: "bg-overlay", photo: "bg-foreground/92" } },
  defaultVariants: { variant: "panel" },
});

/**
 * The modal panel on a dimmed page, with its close button (named `closeLabel`) in the top
 * corner. Radix traps focus inside and closes on Esc and on a click outside; on close, focus
 * goes back to whatever had it when the dialog opened, with or without a DialogTrigger (a
 * gallery photo, a search icon).
 */
function DialogContent({
  className,
  variant,
  placement,
  size,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    closeLabel?: string;
  }) {
  const opener = React.useRef<Element | null>(null);
  const copy = useKitCopy("dialog");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={dialogOverlayVariants({ variant })}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ variant, placement, size }), className)}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener.current instanceof HTMLElement) opener.current.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          aria-label={closeLabel ?? copy.close}
          className={dialogCloseVariants({ variant })}
        >
          <Icon name="x" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1.5 pr-10", className)}
      {...props}
    />
  );
}

/** A panel's heading, or (`tone="caption"`) a photograph's caption in the lightbox. */
function DialogTitle({
  className,
  tone = "heading",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & { tone?: "heading" | "caption" }) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        "font-semibold",
        tone === "caption" ? captionTitleClasses : "font-display text-2xl leading-tight",
        className,
      )}
      {...props}
    />
  );
}

/** The line under a panel's heading, or (`tone="caption"`) a photograph's details. */
function DialogDescription({
  className,
  tone = "heading",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & { tone?: "heading" | "caption" }) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(
        "text-sm",
        tone === "caption" ? captionDetailsClasses : "leading-relaxed text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
};
