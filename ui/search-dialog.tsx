import * as React from "react";

import { cn } from "./cn";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { EmptyState } from "./empty-state";
import { Icon } from "./icon";
import { fillParts, plural, useKitLocale, useKitCopy } from "./kit-provider";
import { SearchHits, searchHitOptionId, type SearchHit } from "./search-hits";
import { Spinner } from "./spinner";

/** InstantSearch's status: "stalled" once a search has waited 200 ms without an answer. */
type SearchStatus = "idle" | "loading" | "stalled" | "error";

/** The active result belongs to one list of hits: a new list starts with none active. */
function useActiveIndex(hits: SearchHit[]) {
  const key = hits.map((hit) => hit.objectID).join("\n");
  const [active, setActive] = React.useState({ key, index: -1 });
  const index = active.key === key ? active.index : -1;
  const setIndex = React.useCallback((next: number) => setActive({ key, index: next }), [key]);
  return [index, setIndex] as const;
}

/**
 * The search box's keys: ArrowDown and ArrowUp move through the results (wrapping round, and
 * scrolling the active one into view), Enter opens the active one.
 */
function useResultKeys({
  hits,
  showHits,
  listboxId,
  onSelect,
}: {
  hits: SearchHit[];
  showHits: boolean;
  listboxId: string;
  onSelect: (hit: SearchHit) => void;
}) {
  const [activeIndex, setActiveIndex] = useActiveIndex(hits);

  function moveActive(step: 1 | -1) {
    if (hits.length === 0) return;
    const next = activeIndex === -1 ? (step === 1 ? 0 : hits.length - 1) : activeIndex + step;
    const wrapped = (next + hits.length) % hits.length;
    setActiveIndex(wrapped);
    document
      .getElementById(searchHitOptionId(listboxId, wrapped))
      ?.scrollIntoView?.({ block: "nearest" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      moveActive(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = showHits ? hits[activeIndex] : undefined;
      if (hit) onSelect(hit);
    }
  }

  return { activeIndex, setActiveIndex, onKeyDown };
}

/**
 * The result area (24rem, scrolling): a loading indicator while the search is stalled, over the
 * hits it still shows; an error with 'Try again'; that nothing matched; a hint before anything
 * is typed; or the hits.
 */
function SearchDialogResults({
  status,
  trimmed,
  stalled,
  showHits,
  noResults,
  hits,
  listboxId,
  activeIndex,
  onActiveIndexChange,
  onSelect,
  onRetry,
}: {
  status: SearchStatus;
  /** The query without surrounding spaces. */
  trimmed: string;
  stalled: boolean;
  showHits: boolean;
  /** A search was answered and nothing matched. */
  noResults: boolean;
  hits: SearchHit[];
  listboxId: string;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onSelect: (hit: SearchHit) => void;
  onRetry: () => void;
}) {
  const copy = useKitCopy("searchDialog");
  return (
    <div
      role="region"
      aria-label={copy.results}
      aria-busy={status === "loading" || stalled}
      tabIndex={0}
      data-slot="search-dialog-results"
      className="-mx-2 max-h-96 min-h-24 overflow-y-auto overscroll-contain rounded-lg px-2 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
    >
      {stalled ? (
        <div
          data-slot="search-dialog-stalled"
          className="flex items-center justify-center gap-3 py-6 text-sm text-muted-foreground"
        >
          <Spinner label={copy.searching} className="text-primary [&_svg]:size-5" />
          <span aria-hidden>{copy.searchingShown}</span>
        </div>
      ) : null}

      {status === "error" ? (
        <EmptyState
          data-slot="search-dialog-error"
          icon={<Icon name="cloud-off" aria-hidden className="size-6" />}
          message={
            <>
              <span className="block font-semibold">{copy.errorTitle}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{copy.errorText}</span>
            </>
          }
          actionLabel={copy.retry}
          onAction={onRetry}
        />
      ) : null}

      {noResults ? (
        <EmptyState
          data-slot="search-dialog-empty"
          icon={<Icon name="search-x" aria-hidden className="size-6" />}
          message={
            <>
              <span className="block font-semibold">
                {fillParts(copy.noResultsTitle, { query: trimmed })}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground">{copy.noResultsText}</span>
            </>
          }
        />
      ) : null}

      {status !== "error" && trimmed === "" && hits.length === 0 ? (
        <p
          data-slot="search-dialog-hint"
          className="py-6 text-center text-sm text-muted-foreground"
        >
          {copy.hint}
        </p>
      ) : null}

      {showHits ? (
        <SearchHits
          id={listboxId}
          hits={hits}
          activeIndex={activeIndex}
          onActiveIndexChange={onActiveIndexChange}
          onSelect={onSelect}
          className={cn(stalled && "opacity-60")}
        />
      ) : null}
    </div>
  );
}

/**
 * The site search in a wide dialog: a search box that keeps focus while ArrowDown/ArrowUp move
 * through the results and Enter opens the active one, and a result area (24rem, scrolling)
 * that shows the hits, a loading indicator while the search is stalled, an error with
 * 'Try again', or that nothing matched. Query and open state belong to the caller.
 */
function SearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  status,
  hits,
  onSelect,
  onRetry,
  className,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, "children" | "onSelect"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchStatus;
  hits: SearchHit[];
  onSelect: (hit: SearchHit) => void;
  onRetry: () => void;
}) {
  const copy = useKitCopy("searchDialog");
  const locale = useKitLocale();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const baseId = React.useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-results`;

  const trimmed = query.trim();
  const stalled = status === "stalled";
  const showHits = status !== "error" && hits.length > 0;
  const noResults = status === "idle" && trimmed !== "" && hits.length === 0;
  const { activeIndex, setActiveIndex, onKeyDown } = useResultKeys({
    hits,
    showHits,
    listboxId,
    onSelect,
  });

  function clear() {
    onQueryChange("");
    inputRef.current?.focus();
  }

  let summary = "";
  if (status === "error") summary = copy.unavailable;
  else if (noResults) summary = copy.noResultsStatus;
  else if (showHits && !stalled) summary = plural(copy.resultCount, hits.length, locale);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="search-dialog"
        data-status={status}
        closeLabel={copy.close}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        placement="top"
        size="xl"
        className={className}
        {...props}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>

        <form
          role="search"
          data-slot="search-dialog-form"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-2"
        >
          <h3 className="sr-only">{copy.formHeading}</h3>
          <label htmlFor={inputId} className="sr-only">
            {copy.inputLabel}
          </label>
          <div className="relative flex items-center">
            <Icon
              name="search"
              aria-hidden
              className="pointer-events-none absolute left-4 size-5 text-muted-foreground"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showHits}
              aria-controls={showHits ? listboxId : undefined}
              aria-activedescendant={
                showHits && activeIndex >= 0 ? searchHitOptionId(listboxId, activeIndex) : undefined
              }
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={copy.placeholder}
              maxLength={512}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              data-slot="search-dialog-input"
              className="h-13 w-full rounded-full border border-input bg-background pr-14 pl-12 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&::-webkit-search-cancel-button]:appearance-none"
            />
            {query !== "" && !stalled ? (
              <button
                type="button"
                aria-label={copy.clear}
                data-slot="search-dialog-reset"
                onClick={clear}
                className="absolute right-1.5 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&_svg]:size-4"
              >
                <Icon name="x" aria-hidden />
              </button>
            ) : null}
          </div>
        </form>

        <p role="status" className="sr-only">
          {summary}
        </p>

        <SearchDialogResults
          status={status}
          trimmed={trimmed}
          stalled={stalled}
          showHits={showHits}
          noResults={noResults}
          hits={hits}
          listboxId={listboxId}
          activeIndex={activeIndex}
          onActiveIndexChange={setActiveIndex}
          onSelect={onSelect}
          onRetry={onRetry}
        />
      </DialogContent>
    </Dialog>
  );
}

export { SearchDialog, type SearchStatus };
