import * as React from "react";

import { buttonVariants } from "./button";
import { cn } from "./cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Icon } from "./icon";
import type { ImageSource } from "./image";
import { fillParts, useKitCopy } from "./kit-provider";

type LightboxImage = {
  /** File name without extension: the download is saved as "<name>.jpg". */
  name: string;
  image: ImageSource;
  alt: string;
  caption: string;
  location: string;
  /** The full-size JPEG. */
  downloadUrl: string;
};

const navClasses =
  "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-overlay text-primary-foreground transition-colors duration-(--duration-short) hover:bg-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground aria-disabled:cursor-not-allowed aria-disabled:opacity-40 [&_svg]:size-6";

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
  const isFirst = position === 0;
  const isLast = position === images.length - 1;

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
          <figure className="flex flex-col">
            <div
              data-slot="lightbox-stage"
              className="relative flex items-center justify-center bg-foreground"
            >
              <picture key={current.image.src} className="contents">
                {current.image.avifSrcSet ? (
                  <source type="image/avif" srcSet={current.image.avifSrcSet} sizes="100vw" />
                ) : null}
                {current.image.webpSrcSet ? (
                  <source type="image/webp" srcSet={current.image.webpSrcSet} sizes="100vw" />
                ) : null}
                <img
                  src={current.image.src}
                  alt={current.alt}
                  width={current.image.width}
                  height={current.image.height}
                  sizes="100vw"
                  decoding="async"
                  data-slot="lightbox-image"
                  className="max-h-[72dvh] w-full object-contain"
                />
              </picture>
              <button
                type="button"
                aria-label={copy.previous}
                aria-disabled={isFirst}
                onClick={() => go(-1)}
                className={cn(navClasses, "left-3")}
              >
                <Icon name="chevron-left" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={copy.next}
                aria-disabled={isLast}
                onClick={() => go(1)}
                className={cn(navClasses, "right-3")}
              >
                <Icon name="chevron-right" aria-hidden />
              </button>
            </div>
            <figcaption
              data-slot="lightbox-caption"
              className="flex flex-col gap-4 bg-foreground px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
            >
              <div aria-live="polite" className="flex min-w-0 flex-col gap-1">
                <DialogTitle tone="caption">{current.caption}</DialogTitle>
                <DialogDescription
                  tone="caption"
                  className="flex flex-wrap items-center gap-x-4 gap-y-1"
                >
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="map-pin" aria-hidden className="size-4" />
                    {current.location}
                  </span>
                  <span data-slot="lightbox-position" className="tabular-nums">
                    {fillParts(copy.position, { number: position + 1, count: images.length })}
                  </span>
                </DialogDescription>
              </div>
              <a
                href={current.downloadUrl}
                download={`${current.name}.jpg`}
                data-slot="lightbox-download"
                className={buttonVariants({
                  variant: "primary",
                  size: "sm",
                  className: "self-start sm:self-auto",
                })}
              >
                <Icon name="download" aria-hidden />
                {copy.download}
              </a>
            </figcaption>
          </figure>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export { Lightbox, type LightboxImage };
