import * as React from "react";

import { cn } from "./cn";
import { dialogCloseVariants } from "./dialog-styles";
import { EmptyState } from "./empty-state";
import { Icon } from "./icon";
import { fillParts, plural, useKitLocale, useKitCopy, type KitMessages } from "./kit-provider";
import { useModalOpen } from "./modal-open";
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

/** What the status line tells a screen reader: the error, that nothing matched, or the count. */
function statusSummary(
  copy: KitMessages["searchDialog"],
  status: SearchStatus,
  noResults: boolean,
  counted: boolean,
  count: number,
  locale: string,
): string {
  if (status === "error") return copy.unavailable;
  if (noResults) return copy.noResultsStatus;
  return counted ? plural(copy.resultCount, count, locale) : "";
}

/** The dialog's title and the line under it. */
function SearchDialogHeading({
  titleId,
  descriptionId,
}: {
  titleId: string;
  descriptionId: string;
}) {
  const copy = useKitCopy("searchDialog");
  return (
    <div className="flex flex-col gap-1.5 pr-10">
      <h2 id={titleId} className="font-display text-2xl leading-tight font-semibold">
        {copy.title}
      </h2>
      <p id={descriptionId} className="text-sm leading-relaxed text-muted-foreground">
        {copy.description}
      </p>
    </div>
  );
}

/** The close button in the top corner, which closes the dialog by itself (`commandfor`). */
function SearchDialogClose({ dialogId }: { dialogId: string }) {
  const copy = useKitCopy("searchDialog");
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="close"
      aria-label={copy.close}
      data-slot="dialog-close"
      className={dialogCloseVariants()}
    >
      <Icon name="x" aria-hidden />
    </button>
  );
}

/**
 * The site search in a wide dialog: a search box that keeps focus while ArrowDown/ArrowUp move
 * through the results and Enter opens the active one, and a result area (24rem, scrolling)
 * that shows the hits, a loading indicator while the search is stalled, an error with
 * 'Try again', or that nothing matched. Query and results belong to the caller.
 *
 * A modal `<dialog>` in the page's own HTML, near the top of the screen so that a list growing
 * below never moves the search box: a button elsewhere opens it by itself (`commandfor` naming
 * its `id`, `command="show-modal"`), before any script has run, and the browser puts the focus in
 * the search box. The box is a GET form's field (`q`) to `action`, the search page, where Enter
 * leads when no script runs. `open` opens and closes it from the code; `onOpenChange` is told
 * when it opens by its button, or closes by Esc, its close button or a click outside.
 */
function SearchDialog({
  id,
  action,
  open = false,
  onOpenChange = () => {},
  query,
  onQueryChange,
  status,
  hits,
  onSelect,
  onRetry,
  className,
  ...props
}: Omit<React.ComponentProps<"dialog">, "children" | "open" | "onSelect"> & {
  /** The dialog's id, which the buttons that open it name. */
  id: string;
  /** The search page, which answers the form's GET with the results. */
  action: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchStatus;
  hits: SearchHit[];
  onSelect: (hit: SearchHit) => void;
  onRetry: () => void;
}) {
  const copy = useKitCopy("searchDialog");
  const locale = useKitLocale();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const baseId = React.useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-results`;
  const [titleId, descriptionId] = [`${baseId}-title`, `${baseId}-description`];
  useModalOpen(dialogRef, open, onOpenChange);

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

  const summary = statusSummary(copy, status, noResults, showHits && !stalled, hits.length, locale);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-slot="search-dialog"
      data-status={status}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      onFocus={() => {
        if (!open && dialogRef.current?.open) onOpenChange(true);
      }}
      onClose={() => onOpenChange(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        dialogRef.current?.close();
      }}
      className={cn(
        "mx-auto mt-[8vh] mb-auto max-h-[80vh] w-[calc(100%-2rem)] max-w-3xl flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lifted backdrop:bg-overlay open:flex open:animate-slide-up focus:outline-none sm:p-8",
        className,
      )}
      {...props}
    >
      <SearchDialogHeading titleId={titleId} descriptionId={descriptionId} />
      <form
        role="search"
        action={action}
        method="get"
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
            name="q"
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

      <SearchDialogClose dialogId={id} />
    </dialog>
  );
}

export { SearchDialog, type SearchStatus };
