import type * as React from "react";

import { Badge } from "./badge";
import { cn } from "./cn";
import { formatPrice } from "./format-price";
import { Icon } from "./icon";
import { fill, fillParts, pluralForm, useKitLocale, useKitCopy } from "./kit-provider";
import {
  isKnownSearchHitType,
  searchHitGrounds,
  searchHitMarkClasses,
  searchHitType,
} from "./search-hit-styles";

/** A piece of a highlighted attribute: the words that matched the query have `highlighted`. */
type HighlightPart = { value: string; highlighted: boolean };

type SearchHit = {
  objectID: string;
  /**
   * "tour", "faq", "service", "tip", "destination" or "month" (a month's when-to-go page);
   * anything else shows as a grey result.
   */
  type: string;
  slug: string;
  title: HighlightPart[];
  description: HighlightPart[];
  location?: string;
  /** Tours: the lead price in whole US dollars, digits only ("3517" shows as 'From $3517'). */
  price?: string;
  /** Tours: e.g. "7 Days". */
  duration?: string;
  /** Tours: the highlights in order; the first three show, then '+N more'. */
  highlights?: string[];
};

const maxHighlights = 3;

function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return parts.map((part, index) =>
    part.highlighted ? (
      <mark key={index} data-slot="search-hit-mark" className={searchHitMarkClasses}>
        {part.value}
      </mark>
    ) : (
      <span key={index}>{part.value}</span>
    ),
  );
}

function searchHitOptionId(listboxId: string, index: number) {
  return `${listboxId}-option-${index}`;
}

/**
 * The search results as a listbox whose active option is driven from the search box
 * (aria-activedescendant): the box keeps focus while ArrowDown/ArrowUp move `activeIndex`.
 * A click selects too.
 */
function SearchHits({
  id,
  hits,
  activeIndex = -1,
  onActiveIndexChange,
  onSelect,
  className,
  ...props
}: Omit<React.ComponentProps<"ul">, "onSelect" | "id"> & {
  id: string;
  hits: SearchHit[];
  activeIndex?: number;
  onActiveIndexChange?: (index: number) => void;
  onSelect: (hit: SearchHit) => void;
}) {
  const copy = useKitCopy("searchHits");
  const common = useKitCopy("common");
  const locale = useKitLocale();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={copy.label}
      data-slot="search-hits"
      className={cn("flex flex-col gap-1", className)}
      {...props}
    >
      {hits.map((hit, index) => {
        const type = searchHitType(hit.type);
        const typeLabel = isKnownSearchHitType(hit.type) ? copy.types[hit.type] : copy.types.other;
        const highlights = hit.highlights ?? [];
        const hidden = highlights.length - maxHighlights;
        const active = index === activeIndex;
        return (
          <li
            key={hit.objectID}
            id={searchHitOptionId(id, index)}
            role="option"
            aria-selected={active}
            data-slot="search-hit"
            data-type={hit.type}
            data-active={active}
            onClick={() => onSelect(hit)}
            // Keeps focus in the search box, which owns the keyboard.
            onMouseDown={(event) => event.preventDefault()}
            onPointerMove={() => {
              if (!active) onActiveIndexChange?.(index);
            }}
            className="flex cursor-pointer gap-3 rounded-lg border border-transparent p-3 transition-colors duration-(--duration-short) data-[active=true]:border-input data-[active=true]:bg-accent sm:gap-4"
          >
            <span
              aria-hidden
              data-slot="search-hit-icon"
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5",
                searchHitGrounds[type.badge],
              )}
            >
              <Icon name={type.icon} />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span data-slot="search-hit-title" className="font-semibold text-foreground">
                  <Highlighted parts={hit.title} />
                </span>
                <Badge variant={type.badge} data-slot="search-hit-type">
                  {typeLabel}
                </Badge>
              </span>
              <span
                data-slot="search-hit-description"
                className="line-clamp-2 text-sm leading-relaxed text-muted-foreground"
              >
                <Highlighted parts={hit.description} />
              </span>
              {hit.location || hit.duration || hit.price ? (
                <span
                  data-slot="search-hit-meta"
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground"
                >
                  {hit.location ? (
                    <span className="inline-flex items-center gap-1">
                      <Icon name="map-pin" aria-hidden className="size-3.5" />
                      {hit.location}
                    </span>
                  ) : null}
                  {hit.duration ? (
                    <span className="inline-flex items-center gap-1">
                      <Icon name="clock" aria-hidden className="size-3.5" />
                      {hit.duration}
                    </span>
                  ) : null}
                  {hit.price ? (
                    <span className="font-semibold text-foreground tabular-nums">
                      {fill(copy.from, {
                        // The record's digits, without thousands separators.
                        price: formatPrice(Number(hit.price), locale, { grouping: false }),
                      })}
                    </span>
                  ) : null}
                </span>
              ) : null}
              {highlights.length > 0 ? (
                <span data-slot="search-hit-highlights" className="flex flex-wrap gap-1.5">
                  {highlights.slice(0, maxHighlights).map((highlight) => (
                    <Badge key={highlight} variant="outline">
                      {highlight}
                    </Badge>
                  ))}
                  {hidden > 0 ? (
                    <Badge variant="neutral">
                      +
                      {fillParts(pluralForm(common.more, hidden, locale), {
                        count: hidden,
                      })}
                    </Badge>
                  ) : null}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export { SearchHits, searchHitOptionId, type HighlightPart, type SearchHit };
