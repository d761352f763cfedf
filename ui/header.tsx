import * as React from "react";

import { Button, buttonVariants } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { KitLink, useKitCopy } from "./kit-provider";

/** A label that reads differently as the header narrows: on phones, tablets and desktops. */
type ResponsiveLabel = { phone: string; tablet: string; desktop: string };

/**
 * A link of the main navigation. `match` says when it is the current page: on its own path only
 * ("exact"), or on any path that starts with it ("prefix", the default).
 */
type NavItem = {
  href: string;
  label: string | ResponsiveLabel;
  match?: "exact" | "prefix";
};

function isActive(currentPath: string, { href, match = "prefix" }: NavItem) {
  return match === "exact" ? currentPath === href : currentPath.startsWith(href);
}

function NavLabel({ label }: { label: NavItem["label"] }) {
  if (typeof label === "string") return label;
  return (
    <>
      <span className="md:hidden">{label.phone}</span>
      <span className="hidden md:inline lg:hidden">{label.tablet}</span>
      <span className="hidden lg:inline">{label.desktop}</span>
    </>
  );
}

/**
 * The site header: sticky, with the top bar folding away once the site marks it scrolled
 * (`scrolled` → data-scrolled). Compose TopBar, HeaderBar, HeaderBrand, MainNav, SearchButton,
 * QuoteButton and MobileMenu inside it.
 */
function Header({
  scrolled = false,
  className,
  ...props
}: React.ComponentProps<"header"> & { scrolled?: boolean }) {
  return (
    <header
      data-slot="header"
      data-scrolled={scrolled}
      className={cn(
        "group/header sticky top-0 z-40 border-b border-transparent bg-background transition-[border-color,box-shadow] duration-(--duration-medium) [anchor-name:--site-header] data-[scrolled=true]:border-border data-[scrolled=true]:shadow-soft",
        className,
      )}
      {...props}
    />
  );
}

/** 'Traveller Reviews' (a page of the site), the e-mail, the hours and the phone, above the navigation. */
function TopBar({
  reviewsHref,
  email,
  hours,
  phone,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  reviewsHref: string;
  email: string;
  /** As the top bar states them, e.g. "Mon - Fri 08:30 AM - 06:00 PM". */
  hours: string;
  phone: { display: string; tel: string };
}) {
  const header = useKitCopy("header");
  const itemClasses =
    "inline-flex items-center gap-1.5 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background [&_svg]:size-3.5 [&_svg]:shrink-0";
  return (
    <div
      data-slot="top-bar"
      className={cn(
        "bg-foreground text-xs text-background group-data-[scrolled=true]/header:hidden",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-5 py-2 md:px-8">
        <div className="flex items-center gap-x-5">
          <KitLink href={reviewsHref} className={cn(itemClasses, "max-sm:hidden")}>
            <Icon name="star" aria-hidden />
            {header.reviews}
          </KitLink>
          <a href={`mailto:${email}`} className={itemClasses}>
            <Icon name="mail" aria-hidden />
            {email}
          </a>
        </div>
        <div className="flex items-center gap-x-5">
          <p className="hidden items-center gap-1.5 md:inline-flex [&_svg]:size-3.5">
            <Icon name="clock" aria-hidden />
            {hours}
          </p>
          <a href={`tel:${phone.tel}`} className={itemClasses}>
            <Icon name="phone" aria-hidden />
            {phone.display}
          </a>
        </div>
      </div>
    </div>
  );
}

/** The row under the top bar: brand on the left, navigation and actions on the right. */
function HeaderBar({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="header-bar"
      className={cn(
        "mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-5 md:gap-2 md:px-6 xl:gap-6 xl:px-8",
        className,
      )}
      {...props}
    />
  );
}

/** The brand, linking home; `shortName` stands in on tablets, where the links need the room. */
function HeaderBrand({
  href,
  name,
  shortName = name,
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "children"> & {
  /** The home page. */
  href: string;
  name: string;
  shortName?: string;
}) {
  return (
    <KitLink
      href={href}
      data-slot="header-brand"
      className={cn(
        "shrink-0 rounded-sm font-display text-xl leading-tight font-semibold tracking-tight whitespace-nowrap text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <span className="md:hidden xl:inline">{name}</span>
      <span className="hidden md:inline xl:hidden">{shortName}</span>
    </KitLink>
  );
}

/**
 * The caller's links, the current one marked aria-current="page". `onNavigate` runs on a link
 * click (the mobile menu closes with it).
 */
function MainNav({
  items,
  currentPath,
  orientation = "horizontal",
  onNavigate,
  className,
  "aria-label": label,
  ...props
}: React.ComponentProps<"nav"> & {
  items: readonly NavItem[];
  currentPath: string;
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const copy = useKitCopy("header");
  return (
    <nav
      aria-label={label ?? copy.mainNav}
      data-slot="main-nav"
      data-orientation={orientation}
      className={cn("group/nav", className)}
      {...props}
    >
      <ul className="flex gap-1 group-data-[orientation=vertical]/nav:flex-col">
        {items.map((item) => (
          <li key={item.href}>
            <KitLink
              href={item.href}
              aria-current={isActive(currentPath, item) ? "page" : undefined}
              onClick={onNavigate}
              data-slot="main-nav-link"
              className="block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-foreground transition-colors duration-(--duration-short) group-data-[orientation=vertical]/nav:rounded-lg group-data-[orientation=vertical]/nav:py-3 group-data-[orientation=vertical]/nav:text-base hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground md:px-1.5 xl:px-4"
            >
              <NavLabel label={item.label} />
            </KitLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Get Quote' ('Get A Quote' in the mobile menu), a link to the contact page. */
function QuoteButton({
  href,
  placement = "desktop",
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "children"> & {
  href: string;
  placement?: "desktop" | "mobile";
}) {
  const copy = useKitCopy("header");
  return (
    <KitLink
      href={href}
      data-slot="quote-button"
      data-placement={placement}
      className={buttonVariants({ className: cn("md:px-4 lg:px-5", className) })}
      {...props}
    >
      {placement === "mobile" ? copy.quoteMobile : copy.quote}
    </KitLink>
  );
}

/**
 * The search icon, which opens the search dialog `dialogId` by itself (`commandfor`), before any
 * script has run (ui/search-dialog.tsx).
 */
function SearchButton({
  dialogId,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "children"> & { dialogId: string }) {
  const copy = useKitCopy("header");
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={copy.search}
      aria-haspopup="dialog"
      commandfor={dialogId}
      command="show-modal"
      data-slot="search-button"
      className={className}
      {...props}
    >
      <Icon name="search" aria-hidden className="size-5!" />
    </Button>
  );
}

/**
 * The phone menu: a toggle and a panel with the links, 'Search Tours' (which opens the search
 * dialog `searchDialogId` by itself, as SearchButton does) and 'Get A Quote' (to `quoteHref`). The panel is a popover the toggle opens itself (`popovertarget`), so the menu
 * works from the first paint, before any script: the browser opens and closes it, closes it on
 * Esc or a tap outside, and gives the focus back to the toggle (as the code does on Esc). The
 * panel hangs from the header's lower edge (`below-header`, ui/theme.css). `open` and
 * `onOpenChange` follow it both ways: it closes on a link click, and the site closes it on scroll.
 */
function MobileMenu({
  items,
  quoteHref,
  open,
  onOpenChange,
  currentPath,
  searchDialogId,
  onQuoteClick,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  items: readonly NavItem[];
  quoteHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath: string;
  searchDialogId: string;
  onQuoteClick?: () => void;
}) {
  const copy = useKitCopy("header");
  const panelId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const synced = React.useRef(false);
  const close = () => onOpenChange(false);
  // Opened by the visitor before this code ran: the page's state takes the browser's.
  const openedBeforeCode = React.useEffectEvent(() => onOpenChange(true));

  React.useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const shown = panel.matches(":popover-open");
    if (!synced.current) {
      synced.current = true;
      if (shown && !open) {
        openedBeforeCode();
        return;
      }
    }
    if (shown === open) return;
    if (open) panel.showPopover();
    else panel.hidePopover();
  }, [open]);

  return (
    <div
      data-slot="mobile-menu"
      onKeyDown={(event) => {
        if (open && event.key === "Escape") {
          close();
          toggleRef.current?.focus();
        }
      }}
      className={cn("group/menu", className)}
      {...props}
    >
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label={copy.menu}
        aria-expanded={open}
        popoverTarget={panelId}
        data-slot="mobile-menu-toggle"
      >
        <Icon name="menu" aria-hidden className="size-6! group-has-[:popover-open]/menu:hidden" />
        <Icon
          name="x"
          aria-hidden
          className="hidden size-6! group-has-[:popover-open]/menu:block"
        />
      </Button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => {
          const shown = event.newState === "open";
          if (shown !== open) onOpenChange(shown);
        }}
        data-slot="mobile-menu-panel"
        className="inset-x-0 below-header bottom-auto w-auto overflow-y-auto border-0 border-b border-border bg-background px-5 pt-2 pb-6 text-foreground shadow-lifted"
      >
        <MainNav
          items={items}
          aria-label={copy.mobileNav}
          orientation="vertical"
          currentPath={currentPath}
          onNavigate={close}
        />
        <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
          <Button
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            commandfor={searchDialogId}
            command="show-modal"
            onClick={close}
          >
            <Icon name="search" aria-hidden />
            {copy.searchTours}
          </Button>
          <QuoteButton
            href={quoteHref}
            placement="mobile"
            onClick={() => {
              close();
              onQuoteClick?.();
            }}
          />
        </div>
      </div>
    </div>
  );
}

export {
  Header,
  HeaderBar,
  HeaderBrand,
  MainNav,
  MobileMenu,
  QuoteButton,
  SearchButton,
  TopBar,
  type NavItem,
  type ResponsiveLabel,
};
