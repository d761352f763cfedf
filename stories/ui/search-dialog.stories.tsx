import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState, type ComponentProps } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { searchHits } from "../search-fixtures";
import { SearchButton } from "../../ui/header";
import { SearchDialog } from "../../ui/search-dialog";
import { WithoutScript as AsHtmlAlone } from "../support";

/**
 * The dialog, opened once the story is on the screen, as on the site, where a button or the
 * address opens it on a page already shown. Storybook shows a story as it finishes mounting, and
 * a dialog opened while the page is hidden cannot put the focus in its search box.
 */
function SearchDialogOnScreen({ open, ...args }: ComponentProps<typeof SearchDialog>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOnScreen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <SearchDialog {...args} open={onScreen && open} />;
}

/** The dialog with a live query: typing searches the site's own records. */
function LiveSearchDialog(args: ComponentProps<typeof SearchDialog>) {
  const [query, setQuery] = useState(args.query);
  return (
    <SearchDialogOnScreen
      {...args}
      query={query}
      hits={args.status === "error" ? [] : searchHits(query)}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange(next);
      }}
    />
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const searchBox = (canvasElement: HTMLElement) =>
  body(canvasElement).getByRole("combobox", { name: "Search the site" });

/**
 * The dialog is ready for the pointer once it has opened and moved focus into the search box
 * (the guard, for a busy machine, is not how long opening may take).
 */
const opened = (canvasElement: HTMLElement) =>
  waitFor(() => expect(searchBox(canvasElement)).toHaveFocus(), { timeout: 10_000 });

const meta = {
  title: "UI/Search dialog",
  component: SearchDialog,
  args: {
    id: "site-search",
    action: "/search",
    open: true,
    onOpenChange: fn(),
    query: "",
    onQueryChange: fn(),
    status: "idle",
    hits: [],
    onSelect: fn(),
    onRetry: fn(),
  },
  render: SearchDialogOnScreen,
  argTypes: {
    status: { control: "inline-radio", options: ["idle", "loading", "stalled", "error"] },
    hits: { control: false },
  },
  parameters: {
    textLayout: "Idle, Stalled and Long List lay out as Results.",
    layout: "fullscreen",
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: LiveSearchDialog };

/** Open with nothing typed: the search box has focus; typing searches, the reset button clears. */
export const Idle: Story = {
  render: LiveSearchDialog,
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    const input = searchBox(canvasElement);
    await expect(input).toHaveAttribute(
      "placeholder",
      "Search tours, destinations, activities, FAQs...",
    );
    await expect(input).toHaveAttribute("maxlength", "512");
    await expect(input).toHaveAttribute("autocomplete", "off");
    await expect(input).toHaveAttribute("spellcheck", "false");
    await expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();

    await userEvent.type(input, "amboseli");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("amboseli");
    await expect(screen.getAllByRole("option").length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(screen.queryByRole("option")).not.toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  },
};

/** ArrowDown/ArrowUp move the active result while the box keeps focus; Enter opens it. */
const masaiMara = (locale: Locale) => ({ hits: searchHits("masai mara", 5, locale) });

export const Results: Story = {
  tags: ["text-layout"],
  args: { query: "masai mara", ...masaiMara("en") },
  parameters: { localeArgs: masaiMara },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    const input = searchBox(canvasElement);
    const options = screen.getAllByRole("option");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await expect(options[1]).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(args.hits[1]);

    await userEvent.click(options[3] as HTMLElement);
    await expect(args.onSelect).toHaveBeenLastCalledWith(args.hits[3]);
    await expect(input).toHaveFocus();
  },
};

/** No answer after 200 ms: a loading indicator, and no reset button while stalled. */
export const Stalled: Story = {
  args: { query: "kilimanjaro", status: "stalled" },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    await expect(screen.getByText("Searching…")).toBeVisible();
    await expect(
      canvasElement.ownerDocument.querySelector(
        '[data-slot="search-dialog-stalled"] [role="status"]',
      ),
    ).toHaveTextContent("Searching");
    await expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  },
};

/** The search service failed: a friendly message and 'Try again'. */
export const Error: Story = {
  tags: ["text-layout"],
  args: { query: "serengeti", status: "error" },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    await expect(screen.getByText("Search is taking a break.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoResults: Story = {
  tags: ["text-layout"],
  args: { query: "snorkelling" },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    await expect(screen.getByText("No results for “snorkelling”")).toBeVisible();
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(searchBox(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

/** Many results scroll inside the 24rem result area; ArrowUp from the box wraps to the last. */
export const LongList: Story = {
  args: { query: "safari", hits: searchHits("safari", 20) },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await opened(canvasElement);
    const results = screen.getByRole("region", { name: "Search results" });
    await expect(results.scrollHeight).toBeGreaterThan(results.clientHeight);
    await expect(args.hits.length).toBe(20);

    await userEvent.keyboard("{ArrowUp}");
    const last = screen.getAllByRole("option").at(-1) as HTMLElement;
    await expect(last).toHaveAttribute("aria-selected", "true");
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        results.getBoundingClientRect().bottom + 1,
      ),
    );
  },
};

/**
 * Before the page's script has run, as HTML alone: the header's search button opens the dialog
 * by itself (`commandfor`) with the focus in its search box, whose Enter sends the query to the
 * search page (a GET form's `q`); its close button closes it and gives the focus back.
 */
export const WithoutScript: Story = {
  args: { open: false },
  render: (args) => (
    <AsHtmlAlone>
      <SearchButton dialogId={args.id} />
      <SearchDialog {...args} />
    </AsHtmlAlone>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const open = screen.getByRole("button", { name: "Search tours and safaris" });
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog", { name: "Search Tours & Safaris" });
    await expect(dialog).toBeVisible();
    const input = searchBox(canvasElement) as HTMLInputElement;
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("name", "q");
    await expect(input.form).toHaveAttribute("action", "/search");
    await expect(input.form).toHaveAttribute("method", "get");
    await userEvent.type(input, "mara");
    await expect(input).toHaveValue("mara");
    await userEvent.click(screen.getByRole("button", { name: "Close search" }));
    await expect(dialog).not.toBeVisible();
    await expect(open).toHaveFocus();
  },
};
