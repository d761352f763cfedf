import * as React from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { deskBase, deskPaths } from "./paths";

/**
 * The back office's one top bar, on the desk's pages and above the content editor (/admin): its
 * places, who is signed in, and signing out. The desk moves between its own places with its
 * router's links (`deskLink`); the editor, a page of its own, links to them by address.
 */

export type BackOfficePlace = "inbox" | "reviews" | "changes" | "content";

/** The editor's page (admin/, server/site/routes.ts). */
export const contentEditorPath = "/admin/";

const places: Array<{ place: BackOfficePlace; label: string; deskPath?: string }> = [
  { place: "inbox", label: "Inbox", deskPath: deskPaths.inbox },
  { place: "reviews", label: "Reviews", deskPath: deskPaths.reviews },
  { place: "changes", label: "Site changes", deskPath: deskPaths.changes },
  { place: "content", label: "Site content" },
];

export type DeskLinkProps = {
  href: string;
  className: string;
  "aria-current"?: "page";
  children: React.ReactNode;
};

const linkClasses =
  "rounded-sm px-2 py-1 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:text-foreground aria-[current=page]:underline";

/** A link to a place of the desk by its full address, from a page outside the desk's router. */
function DeskPageLink({ href, ...props }: DeskLinkProps) {
  return <a href={`${deskBase}${href === "/" ? "/" : href}`} {...props} />;
}

function TopBar({
  current,
  user,
  onSignOut,
  deskLink: DeskLink = DeskPageLink,
  className,
}: {
  current: BackOfficePlace | null;
  /** Who is signed in; null while the editor does not know yet. */
  user: { name: string; email: string } | null;
  onSignOut: () => void;
  /** How a place of the desk is linked (the desk's router link, or its address). */
  deskLink?: React.ComponentType<DeskLinkProps>;
  className?: string;
}) {
  return (
    <header data-slot="top-bar" className={cn("border-b border-border bg-card", className)}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <nav aria-label="Back office" className="flex flex-wrap items-center gap-2">
          <span className="mr-2 font-display text-lg font-semibold">Desk</span>
          <ul className="flex flex-wrap items-center gap-1">
            {places.map(({ place, label, deskPath }) => {
              const currentProps = place === current ? { "aria-current": "page" as const } : {};
              return (
                <li key={place}>
                  {deskPath === undefined ? (
                    <a href={contentEditorPath} className={linkClasses} {...currentProps}>
                      {label}
                    </a>
                  ) : (
                    <DeskLink href={deskPath} className={linkClasses} {...currentProps}>
                      {label}
                    </DeskLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          {user ? (
            <span className="text-muted-foreground">Signed in as {user.name || user.email}</span>
          ) : null}
          <Button variant="outline" size="sm" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </div>
    </header>
  );
}

export { TopBar };
