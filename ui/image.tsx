import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "./cn";

/** Everything the picture needs; the shape `imageSource()` in data/content/images.ts returns. */
type ImageSource = {
  src: string;
  avifSrcSet?: string;
  webpSrcSet?: string;
  width: number;
  height: number;
  /** A tiny, softened image (data URL) shown enlarged until the real one arrives. */
  placeholder?: string;
  /** A CSS colour painted first, before even the placeholder decodes. */
  dominant?: string;
  alt: string;
};

type ImageState = "loading" | "loaded" | "error";

const imageVariants = cva("isolate overflow-hidden bg-muted", {
  variants: {
    aspect: {
      "3/2": "relative aspect-[3/2]",
      "4/3": "relative aspect-[4/3]",
      "16/9": "relative aspect-video",
      "1/1": "relative aspect-square",
      "4/5": "relative aspect-[4/5]",
      /** No ratio of its own: fills the positioned box it is in, as a backdrop. */
      fill: "absolute inset-0",
    },
  },
  defaultVariants: { aspect: "3/2" },
});

/**
 * A responsive photo in a box of fixed aspect ratio, so nothing shifts while it loads: AVIF
 * first, WebP second, the tiny placeholder behind it. The placeholder is softened when it is made
 * and enlarged by the browser's smoothing, never by a CSS blur: a filter over every photo of a
 * page costs a phone its first frame. An image that fails keeps the placeholder instead of the
 * browser's broken-image icon; its alt text stays readable.
 */
function Image({
  image,
  alt,
  aspect,
  sizes = "100vw",
  priority = false,
  className,
  style,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof imageVariants> & {
    image: ImageSource;
    /** Overrides the catalogue's alt text; pass "" for a purely decorative image. */
    alt?: string;
    sizes?: string;
    /** The page's main image: fetched first and never lazily. */
    priority?: boolean;
  }) {
  const [status, setStatus] = React.useState<{ src: string; state: ImageState }>({
    src: image.src,
    state: "loading",
  });
  const state = status.src === image.src ? status.state : "loading";
  const settle = React.useCallback(
    (next: ImageState) => setStatus({ src: image.src, state: next }),
    [image.src],
  );
  // Prerendered pages hydrate after the browser may already have loaded (or failed) the image.
  // A ref runs inside React's commit, where an update would re-render at once, within the same
  // task as the commit of the whole page; as a transition it waits its turn like hydration.
  const checkAlreadyComplete = React.useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) {
        const next = img.naturalWidth > 0 ? "loaded" : "error";
        React.startTransition(() => settle(next));
      }
    },
    [settle],
  );

  return (
    <div
      data-slot="image"
      data-state={state}
      data-aspect={aspect ?? "3/2"}
      className={cn(imageVariants({ aspect }), className)}
      style={{ backgroundColor: image.dominant, ...style }}
      {...props}
    >
      {image.placeholder ? (
        // Hidden without a fade once the photo is in: the photo covers it whole, so a fade would
        // show nothing and only set off transition events for the page's scripts to handle. A
        // lazy photo's placeholder is drawn once it nears the screen, as the photo is fetched.
        <span
          aria-hidden
          data-slot="image-placeholder"
          className={cn(
            "absolute inset-0 -z-10",
            priority ? "bg-cover bg-center" : "placeholder-near-screen",
            state === "loaded" && "opacity-0",
          )}
          style={
            priority
              ? { backgroundImage: `url("${image.placeholder}")` }
              : ({ "--placeholder": `url("${image.placeholder}")` } as React.CSSProperties)
          }
        />
      ) : null}
      <picture data-slot="image-picture" className="block size-full">
        {image.avifSrcSet ? (
          <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
        ) : null}
        {image.webpSrcSet ? (
          <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
        ) : null}
        <img
          ref={checkAlreadyComplete}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          sizes={sizes}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding={priority ? "auto" : "async"}
          onLoad={() => settle("loaded")}
          onError={() => settle("error")}
          className={cn("size-full object-cover", state === "error" && "opacity-0")}
        />
      </picture>
    </div>
  );
}

export { Image, imageVariants, type ImageSource };
