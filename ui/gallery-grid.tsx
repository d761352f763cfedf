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
 * What shows the chosen filter's photos, from the first paint: each filter is a radio button,
 * and these rules hide, under each but All, the tiles of other categories and any line marked
 * for another filter (`data-gallery-filter`: the count, a photo dialog's position), so the
 * filters work as HTML, before and without the page's script. The `:has()` is asked of the grid,
 * not of the page, so a change elsewhere on the page never makes the browser look at them.
 */
function filterStyles(name: string, options: string[]) {
  const chosen = (option: string) =>
    `[data-slot="gallery-grid"]:has(input[name="${name}"][value="${option}"]:checked)`;
  return options
    .map((option) => {
      const lines = `${chosen(option)} [data-gallery-filter]:not([data-gallery-filter="${option}"])`;
      const tiles = `${chosen(option)} [data-slot="gallery-grid-list"] > li:not([data-category="${option}"])`;
      return `${option === allCategories ? lines : `${lines},${tiles}`}{display:none}`;
    })
    .join("");
}

/**
 * The photo grid. In full mode, filters (All plus each category, named in the kit's messages)
 * narrow it: radio buttons named `filterName` that work as HTML (filterStyles), the choice
 * told through `onCategoryChange`; `teaser` shows only the first N photos and no filters. A
 * photo opens the lightbox through `onOpen(index)`, the index within the photos shown
 * (filterGalleryImages gives that list), or, given `photoDialogId`, opens the dialog of that id
 * for the photo (PhotoDialog) by itself: the dialogs are the grid's children, inside it so that
 * the filters' rules reach their positions.
 */
function GalleryGrid({
  images,
  category: categoryProp,
  defaultCategory = allCategories,
  onCategoryChange,
  onOpen,
  photoDialogId,
  filterName = "gallery-category",
  teaser,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & {
  images: GalleryGridImage[];
  category?: string;
  defaultCategory?: string;
  onCategoryChange?: (category: string) => void;
  onOpen?: (index: number) => void;
  /** The id of the page's dialog for a photo, which its tile opens without any script. */
  photoDialogId?: (photoId: string) => string;
  /** The filters' radio group name, one per page. */
  filterName?: string;
  /** Show only the first `teaser` photos, without filters (the home page shows 6). */
  teaser?: number;
}) {
  const copy = useKitCopy("galleryGrid");
  const locale = useKitLocale();
  const filtersRef = React.useRef<HTMLDivElement>(null);
  const [uncontrolledCategory, setUncontrolledCategory] = React.useState(defaultCategory);
  const category = teaser === undefined ? (categoryProp ?? uncontrolledCategory) : allCategories;
  const categories = [allCategories, ...new Set(images.map((image) => image.category))];
  const shown = teaser === undefined ? images : images.slice(0, teaser);

  function choose(next: string) {
    setUncontrolledCategory(next);
    onCategoryChange?.(next);
  }

  // A filter chosen before the code ran stays chosen, and the state says so.
  const chosenBeforeCode = React.useEffectEvent(() => {
    const checked = filtersRef.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked && checked.value !== category) choose(checked.value);
  });
  React.useEffect(() => chosenBeforeCode(), []);

  return (
    <div
      data-slot="gallery-grid"
      data-mode={teaser === undefined ? "full" : "teaser"}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {teaser === undefined ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <style>{filterStyles(filterName, categories)}</style>
          <div
            ref={filtersRef}
            role="radiogroup"
            aria-label={copy.filters}
            data-slot="gallery-grid-filters"
            className="flex flex-wrap gap-2"
          >
            {categories.map((option) => (
              <label
                key={option}
                data-slot="gallery-grid-filter"
                className="inline-flex h-10 cursor-pointer items-center rounded-full border border-input bg-card px-4 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:bg-accent has-checked:border-foreground has-checked:bg-foreground has-checked:text-background has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={filterName}
                  value={option}
                  checked={option === category}
                  onChange={() => choose(option)}
                  data-filter-choice
                  className="sr-only"
                />
                {option === allCategories ? copy.all : (copy.categories[option] ?? option)}
              </label>
            ))}
          </div>
          <p role="status" data-slot="gallery-grid-count" className="text-sm text-muted-foreground">
            {categories.map((option) => {
              const count = filterGalleryImages(images, option).length;
              return (
                <span key={option} data-gallery-filter={option}>
                  {fillParts(copy.count, { count, photos: plural(copy.photos, count, locale) })}
                </span>
              );
            })}
          </p>
        </div>
      ) : null}

      <ul data-slot="gallery-grid-list" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
        {shown.map((photo) => (
          <li key={photo.id} data-category={photo.category}>
            <button
              type="button"
              aria-haspopup="dialog"
              {...(photoDialogId
                ? { commandfor: photoDialogId(photo.id), command: "show-modal" as const }
                : {
                    onClick: () => onOpen?.(filterGalleryImages(shown, category).indexOf(photo)),
                  })}
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
      {children}
    </div>
  );
}

export { filterGalleryImages, GalleryGrid, type GalleryGridImage };
