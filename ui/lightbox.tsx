import * as React from "react";

import { cn } from "./cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { fillParts, useKitCopy } from "./kit-provider";
import {
  LightboxDetails,
  lightboxDetailsClasses,
  LightboxFigure,
  type LightboxImage,
} from "./photo-dialog";

/**
 * One gallery photograph, large, on a dark ground: caption, location, its position ("3 of
 * 18"), Download, previous/next (buttons and ArrowLeft/ArrowRight), close (button and Esc).
 * `index` is the open photograph, null when closed; every change goes through `onIndexChange`.
 */
function Lightbox({
  images,
  index,
  onIndexChange,
  className,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, "children"> & {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const copy = useKitCopy("lightbox");
  const contentRef = React.useRef<HTMLDivElement>(null);
  const current = index === null ? undefined : images[index];
  const position = index ?? 0;

  function go(step: -1 | 1) {
    const target = position + step;
    if (target >= 0 && target < images.length) onIndexChange(target);
  }

  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open) onIndexChange(null);
      }}
    >
      {current ? (
        <DialogContent
          data-slot="lightbox"
          closeLabel={copy.close}
          variant="photo"
          size="wide"
          ref={contentRef}
          // The photograph has the focus, not the first arrow: arrows and Esc work from there.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft") go(-1);
            if (event.key === "ArrowRight") go(1);
          }}
          className={cn(
            "max-h-dvh w-full overflow-hidden text-primary-foreground sm:w-[calc(100%-2rem)] sm:rounded-xl",
            className,
          )}
          {...props}
        >
          <LightboxFigure
            current={current}
            isFirst={position === 0}
            isLast={position === images.length - 1}
            onStep={go}
            title={<DialogTitle tone="caption">{current.caption}</DialogTitle>}
            details={
              <DialogDescription tone="caption" className={lightboxDetailsClasses}>
                <LightboxDetails
                  current={current}
                  position={
                    <span data-slot="lightbox-position" className="tabular-nums">
                      {fillParts(copy.position, { number: position + 1, count: images.length })}
                    </span>
                  }
                />
              </DialogDescription>
            }
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export { Lightbox, type LightboxImage };
