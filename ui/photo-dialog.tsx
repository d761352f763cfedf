import * as React from "react";

import { buttonVariants } from "./button";
import { cn } from "./cn";
import { captionDetailsClasses, captionTitleClasses, dialogCloseVariants } from "./dialog-styles";
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
 * The photograph, previous/next on it, and its caption, location, position and Download:
 * what both lightboxes show. `title` and `details` are the caption's two lines, as the dialog
 * around them names and describes itself with them.
 */
function LightboxFigure({
  current,
  isFirst,
  isLast,
  onStep,
  title,
  details,
  lazy,
  navClassName,
}: {
  current: LightboxImage;
  isFirst: boolean;
  isLast: boolean;
  onStep: (step: -1 | 1) => void;
  title: React.ReactNode;
  details: React.ReactNode;
  /** A photograph in a closed dialog of the page (PhotoDialog) waits until it is shown. */
  lazy?: boolean;
  navClassName?: string;
}) {
  const copy = useKitCopy("lightbox");
  return (
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
            loading={lazy ? "lazy" : undefined}
            data-slot="lightbox-image"
            className="max-h-[72dvh] w-full object-contain"
          />
        </picture>
        <button
          type="button"
          aria-label={copy.previous}
          aria-disabled={isFirst}
          onClick={() => onStep(-1)}
          className={cn(navClasses, "left-3", navClassName)}
        >
          <Icon name="chevron-left" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={copy.next}
          aria-disabled={isLast}
          onClick={() => onStep(1)}
          className={cn(navClasses, "right-3", navClassName)}
        >
          <Icon name="chevron-right" aria-hidden />
        </button>
      </div>
      <figcaption
        data-slot="lightbox-caption"
        className="flex flex-col gap-4 bg-foreground px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
      >
        <div aria-live="polite" className="flex min-w-0 flex-col gap-1">
          {title}
          {details}
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
  );
}

/** The caption's second line: where the photograph was taken, and its position in the list. */
function LightboxDetails({
  current,
  position,
}: {
  current: LightboxImage;
  position: React.ReactNode;
}) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="map-pin" aria-hidden className="size-4" />
        {current.location}
      </span>
      {position}
    </>
  );
}

const lightboxDetailsClasses = "flex flex-wrap items-center gap-x-4 gap-y-1";

/** A photograph's place in one list it is shown in: "3 of 18" under the filter `filter`. */
type PhotoPosition = { filter: string; number: number; count: number };

/**
 * One photograph as a modal `<dialog>` in the page's own HTML, the lightbox's look: a button
 * elsewhere opens it by itself (`commandfor` naming its `id`, `command="show-modal"`), before any
 * script has run; its close button, Esc and a click outside close it, and the browser gives the
 * focus back to the button that opened it. Its position is one line per list the photograph is
 * shown in (`positions`, each marked `data-gallery-filter`), of which the gallery's styles show
 * the chosen filter's. Previous/next (buttons and ArrowLeft/ArrowRight) close it and open the
 * dialog named `previousId`/`nextId`: they need the script, and show only where it can run.
 */
function PhotoDialog({
  id,
  image,
  positions,
  previousId,
  nextId,
  className,
  ...props
}: Omit<React.ComponentProps<"dialog">, "children"> & {
  id: string;
  image: LightboxImage;
  positions: PhotoPosition[];
  previousId?: string;
  nextId?: string;
}) {
  const copy = useKitCopy("lightbox");
  const titleId = React.useId();
  const detailsId = React.useId();
  const dialogRef = React.useRef<HTMLDialogElement>(null);

  function go(step: -1 | 1) {
    const target = document.getElementById((step === -1 ? previousId : nextId) ?? "");
    if (!(target instanceof HTMLDialogElement)) return;
    dialogRef.current?.close();
    target.showModal();
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-slot="lightbox"
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      closedby="any"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(-1);
        if (event.key === "ArrowRight") go(1);
      }}
      className={cn(
        "m-auto max-h-dvh w-full max-w-6xl overflow-hidden text-primary-foreground backdrop:bg-foreground/92 open:animate-slide-up focus:outline-none sm:w-[calc(100%-2rem)] sm:rounded-xl",
        className,
      )}
      {...props}
    >
      <LightboxFigure
        current={image}
        isFirst={previousId === undefined}
        isLast={nextId === undefined}
        onStep={go}
        lazy
        navClassName="noscript:hidden"
        title={
          <h2 id={titleId} className={captionTitleClasses}>
            {image.caption}
          </h2>
        }
        details={
          <p id={detailsId} className={cn(captionDetailsClasses, lightboxDetailsClasses)}>
            <LightboxDetails
              current={image}
              position={positions.map(({ filter, number, count }) => (
                <span
                  key={filter}
                  data-slot="lightbox-position"
                  data-gallery-filter={filter}
                  className="tabular-nums"
                >
                  {fillParts(copy.position, { number, count })}
                </span>
              ))}
            />
          </p>
        }
      />
      <button
        type="button"
        commandfor={id}
        command="close"
        aria-label={copy.close}
        className={dialogCloseVariants({ variant: "photo" })}
      >
        <Icon name="x" aria-hidden />
      </button>
    </dialog>
  );
}

export {
  LightboxDetails,
  lightboxDetailsClasses,
  LightboxFigure,
  PhotoDialog,
  type LightboxImage,
  type PhotoPosition,
};
