import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { siteConfig } from "../../data/content/site-config";
import {
  Header,
  HeaderBar,
  HeaderBrand,
  MainNav,
  MobileMenu,
  QuoteButton,
  SearchButton,
  TopBar,
  type NavItem,
} from "../../ui/header";
import type { Locale } from "../../data/domain/locales";
import { homeHref, navItems, navItemsIn, quoteHref, reviewsHref } from "../navigation-fixtures";
import { WithoutScript } from "../support";

type SiteHeaderProps = {
  items: NavItem[];
  currentPath: string;
  scrolled: boolean;
  onQuoteClick: (source: "header_desktop" | "header_mobile") => void;
  onMenuOpenChange: (open: boolean) => void;
};

/** The parts composed as the site composes them; the page below leaves room for the phone menu. */
function SiteHeader({
  items,
  currentPath,
  scrolled,
  onQuoteClick,
  onMenuOpenChange,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-[640px] bg-muted">
      <Header scrolled={scrolled}>
        <TopBar
          reviewsHref={reviewsHref}
          email={siteConfig.emails.info}
          hours={siteConfig.hours.topBar}
          phone={siteConfig.phone}
        />
        <HeaderBar>
          <HeaderBrand
            href={homeHref}
            name={siteConfig.brandName}
            shortName={siteConfig.shortName}
          />
          <MainNav items={items} currentPath={currentPath} className="hidden md:block" />
          <div className="flex items-center gap-2">
            <SearchButton dialogId={searchDialogId} className="max-md:hidden" />
            <QuoteButton
              href={quoteHref}
              placement="desktop"
              onClick={() => onQuoteClick("header_desktop")}
              className="max-md:hidden"
            />
            <MobileMenu
              items={items}
              quoteHref={quoteHref}
              className="md:hidden"
              open={menuOpen}
              onOpenChange={(open) => {
                setMenuOpen(open);
                onMenuOpenChange(open);
              }}
              currentPath={currentPath}
              searchDialogId={searchDialogId}
              onQuoteClick={() => onQuoteClick("header_mobile")}
            />
          </div>
        </HeaderBar>
      </Header>
      {/* What the search buttons open: the site's search dialog (UI/Search dialog). */}
      <dialog id={searchDialogId} aria-label="Search" className="m-auto p-6 backdrop:bg-overlay">
        <button type="button" commandfor={searchDialogId} command="close">
          Close
        </button>
      </dialog>
    </div>
  );
}

const searchDialogId = "search";

/** The dialog the search buttons open, which its button closes. */
async function searchOpens(canvasElement: HTMLElement) {
  const dialog = within(canvasElement).getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
  await expect(dialog).not.toBeVisible();
}

const mobile = { viewport: { value: "mobile", isRotated: false } };
const tablet = { viewport: { value: "tablet", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };

const meta = {
  title: "UI/Header",
  component: SiteHeader,
  args: {
    items: navItems,
    currentPath: "/",
    scrolled: false,
    onQuoteClick: fn(),
    onMenuOpenChange: fn(),
  },
  parameters: {
    textLayout: "Scrolled and Active Link lay out as Desktop; Mobile as Mobile Menu Open, closed.",
    localeArgs: (locale: Locale) => ({ items: navItemsIn(locale) }),
    layout: "fullscreen",
  },
  globals: desktop,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 1280: the tours link reads Destinations; the search icon opens the search. */
export const Desktop: Story = {
  tags: ["text-layout"],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Main" }));
    await expect(nav.getAllByRole("link")).toHaveLength(5);
    for (const name of ["Home", "About Us", "Destinations", "Gallery", "Contact Us"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Destinations" })).toHaveAttribute(
      "href",
      "/safari-tours",
    );

    const canvas = within(canvasElement);
    await expect(canvas.getByText("Traveller Reviews")).toBeVisible();
    await expect(canvas.getByText(siteConfig.hours.topBar)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Search tours and safaris" }));
    await searchOpens(canvasElement);
    await expect(canvas.getByRole("link", { name: "Get Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
  },
};

/** 768: the tours link reads Tours. */
export const Tablet: Story = {
  tags: ["text-layout"],
  globals: tablet,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "Tours" })).toHaveAttribute("href", "/safari-tours");
    await expect(nav.queryByRole("link", { name: "Destinations" })).not.toBeInTheDocument();
  },
};

/** 375: the menu toggle replaces the links; 'Search Tours' in it opens the search and closes it. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Search Tours" }));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await searchOpens(canvasElement);

    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

/** The phone menu open: Safari Tours, 'Search Tours' and 'Get A Quote'; a link click closes it. */
export const MobileMenuOpen: Story = {
  tags: ["text-layout"],
  globals: mobile,
  args: { currentPath: "/gallery" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    const menu = within(canvas.getByRole("navigation", { name: "Mobile" }));
    await expect(menu.getAllByRole("link")).toHaveLength(5);
    for (const name of ["Home", "About Us", "Safari Tours", "Gallery", "Contact Us"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await userEvent.click(canvas.getByRole("link", { name: "Get A Quote" }));
    await expect(args.onQuoteClick).toHaveBeenCalledWith("header_mobile");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * The phone menu before the page's script has run, as HTML alone: the toggle opens it by
 * itself (a popover), closes it and opens it again.
 */
export const MobileMenuWithoutScript: Story = {
  globals: mobile,
  render: (args) => (
    <WithoutScript>
      <SiteHeader {...args} />
    </WithoutScript>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    const menu = canvas.getByRole("navigation", { name: "Mobile" });
    await expect(within(menu).getByRole("link", { name: "Safari Tours" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(menu).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(menu).toBeVisible();
  },
};

/** Past 100 px the site marks the header scrolled: the top bar folds away and a shadow appears. */
export const Scrolled: Story = {
  args: { scrolled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("header")).toHaveAttribute("data-scrolled", "true");
    await expect(within(canvasElement).queryByText("Traveller Reviews")).not.toBeVisible();
  },
};

/** On a tour page the tours link is the current one: every link but Home matches by prefix. */
export const ActiveLink: Story = {
  args: {
    currentPath: "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara",
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "Destinations" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};

/** The quote link in both placements: 'Get Quote' on larger screens, 'Get A Quote' on phones. */
export const QuoteButtons: Story = {
  tags: ["text-layout"],
  render: (args) => (
    <div className="flex gap-4 p-6">
      <QuoteButton
        href={quoteHref}
        placement="desktop"
        onClick={() => args.onQuoteClick("header_desktop")}
      />
      <QuoteButton
        href={quoteHref}
        placement="mobile"
        onClick={() => args.onQuoteClick("header_mobile")}
      />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Get Quote" }));
    await expect(args.onQuoteClick).toHaveBeenCalledWith("header_desktop");
    await expect(canvas.getByRole("link", { name: "Get A Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
  },
};
