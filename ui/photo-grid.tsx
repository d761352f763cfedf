import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";
import { Image, type ImageSource } from "./image";
import { fill, useKitCopy } from "./kit-provider";

const photoGridVariants = cva("grid grid-cols-2", {
  variants: {
    /** `card`: thumbnails inside a card, as wide as its container allows; `page`: a page's. */
    size: {
      card: "gap-2 @xl:grid-cols-3 @3xl:grid-cols-4",
      page: "gap-3 sm:grid-cols-3",
    },
  },
  defaultVariants: { size: "card" },
});

/**
 * A grid of 4:3 thumbnails. With `onOpen` each is a button that opens the photo (a lightbox)
 * by its index; `sizes` says how wide a thumbnail is drawn, for the browser's choice of file.
 */
function PhotoGrid({
  images,
  onOpen,
  sizes,
  size = "card",
  className,
  ...props
}: React.ComponentProps<"ul"> &
  VariantProps<typeof photoGridVariants> & {
    images: ImageSource[];
    onOpen?: (index: number) => void;
    sizes: string;
  }) {
  const copy = useKitCopy("photoGrid");
  const radius = size === "page" ? "rounded-lg" : "rounded-md";
  return (
    <ul
      data-slot="photo-grid"
      data-size={size}
      className={cn(photoGridVariants({ size }), className)}
      {...props}
    >
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`}>
          {onOpen ? (
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={fill(copy.openPhoto, {
                number: index + 1,
                count: images.length,
                alt: image.alt,
              })}
              className={cn(
                "block w-full cursor-zoom-in overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                radius,
              )}
            >
              <Image image={image} alt="" aspect="4/3" sizes={sizes} />
            </button>
          ) : (
            <Image image={image} aspect="4/3" sizes={sizes} className={radius} />
          )}
        </li>
      ))}
    </ul>
  );
}

export { PhotoGrid };
