import * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { Image, type ImageSource } from "./image";
import { fillParts, plural, useKitLocale, useKitCopy } from "./kit-provider";

type GalleryGridImage = {
  id: string;
  image: ImageSource;
  alt: string;
  /** "wildlife", "landscape", "cultural"... */
  category: string;
  location: string;
};

const allCategories = "all";

/** The photos a category shows: every photo for "all". */
function filterGalleryImages<T extends { category: string }>(images: T[], category: string) {
  return category === allCategories
    ? images
    : images.filter((image) => image.category === category);
}

/**
 * A tile's width, so the browser fetches no more photo than the tile shows: two columns with a
 * 12 px gap, three from md with a 16 px gap, in the site's content column (at most 1152 px, with
 * 20 px gutters, 32 px from sm).
 */
const tileSizes =
  "(min-width: 1216px) 352px, (min-width: 768px) calc(33.3vw - 32px), (min-width: 640px) calc(50vw - 38px), calc(50vw - 26px)";

/**
 * The photo grid. In full mode, filter buttons (All plus each category, named in the kit's
 * messages, aria-pressed) narrow it; `teaser` shows only the first N photos and no filters. A
 * photo opens the lightbox through `onOpen(index)`, the index within the photos shown
 * (filterGalleryImages gives that list).
 */
function GalleryGrid({
  images,
  category: categoryProp,
  defaultCategory = allCategories,
  onCategoryChange,
  onOpen,
  teaser,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  images: GalleryGridImage[];
  category?: string;
  defaultCategory?: string;
  onCategoryChange?: (category: string) => void;
  onOpen: (index: number) => void;
  /** Show only the first `teaser` photos, without filters (the home page shows 6). */
  teaser?: number;
}) {
  const copy = useKitCopy("galleryGrid");
  const locale = useKitLocale();
  const [uncontrolledCategory, setUncontrolledCategory] = React.useState(defaultCategory);
  const category = teaser === undefined ? (categoryProp ?? uncontrolledCategory) : allCategories;
  const categories = [allCategories, ...new Set(images.map((image) => image.category))];
  const shown =
    teaser === undefined ? filterGalleryImages(images, category) : images.slice(0, teaser);

  function choose(next: string) {
    setUncontrolledCategory(next);
    onCategoryChange?.(next);
  }

  return (
    <div
      data-slot="gallery-grid"
      data-mode={teaser === undefined ? "full" : "teaser"}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {teaser === undefined ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div
            role="group"
            aria-label={copy.filters}
            data-slot="gallery-grid-filters"
            className="flex flex-wrap gap-2"
          >
            {categories.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === category}
                onClick={() => choose(option)}
                className="h-10 cursor-pointer rounded-full border border-input bg-card px-4 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-foreground aria-pressed:bg-foreground aria-pressed:text-background"
              >
                {option === allCategories ? copy.all : (copy.categories[option] ?? option)}
              </button>
            ))}
          </div>
          <p role="status" data-slot="gallery-grid-count" className="text-sm text-muted-foreground">
            {fillParts(copy.count, {
              count: shown.length,
              photos: plural(copy.photos, shown.length, locale),
            })}
          </p>
        </div>
      ) : null}

      <ul data-slot="gallery-grid-list" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
        {shown.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(index)}
              data-slot="gallery-grid-item"
              data-category={photo.category}
              className="group/photo relative block w-full cursor-zoom-in overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Image
                image={photo.image}
                alt={photo.alt}
                aspect="4/3"
                sizes={tileSizes}
                className="transition-transform duration-(--duration-medium) ease-(--ease-standard) group-hover/photo:scale-[1.03]"
              />
              <span
                aria-hidden
                className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-linear-to-t from-overlay to-transparent px-3 pt-8 pb-2.5 text-left text-xs font-medium text-primary-foreground opacity-0 transition-opacity duration-(--duration-short) group-hover/photo:opacity-100 group-focus-visible/photo:opacity-100"
              >
                <span className="min-w-0 text-pretty">{photo.location}</span>
                <Icon name="expand" className="size-4 shrink-0" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { filterGalleryImages, GalleryGrid, type GalleryGridImage };
