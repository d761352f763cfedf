import { cva } from "class-variance-authority";

/**
 * What the kit's dialogs share, with no dialog code of their own: the Radix panels (./dialog) and
 * the page's own photo dialogs (./photo-dialog) draw their close button and a photograph's
 * caption alike.
 */
const dialogCloseVariants = cva(
  "absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors duration-(--duration-short) focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5",
  {
    variants: {
      variant: {
        panel:
          "text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-ring",
        photo:
          "z-20 bg-overlay text-primary-foreground hover:bg-foreground focus-visible:outline-primary-foreground",
      },
    },
    defaultVariants: { variant: "panel" },
  },
);

/** A photograph's caption and its details, in the lightbox (a Radix dialog or a page's own). */
const captionTitleClasses =
  "font-sans text-base leading-snug font-semibold text-primary-foreground";
const captionDetailsClasses = "text-sm text-primary-foreground/80";

export { captionDetailsClasses, captionTitleClasses, dialogCloseVariants };
