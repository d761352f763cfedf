import type { ReactNode } from "react";
import { cn } from "../../ui/cn";
import { SectionHeading } from "../../ui/section-heading";

/**
 * Lets the browser skip laying out and painting a band while it is off screen, which is most of
 * a long page at load; its last rendered height is remembered, so nothing jumps on the way back.
 * Only the height is stood in for: a skipped element claims no width, so a skipped card never
 * widens the grid column its visible neighbours share. The last band of a page is always laid
 * out, so that a jump to the end does not move the footer (`offscreen-band` in ui/theme.css).
 */
export const offscreenSkipped = "offscreen-band";

/**
 * A list item holding a card, skipped like a band while off screen: its photo is then fetched
 * as it nears the screen rather than alongside the page's main image. The padding (offset by the
 * negative margin) keeps the card's shadow and focus ring inside what the item paints. The last
 * four cards of a list are always laid out (`offscreen-card` in ui/theme.css).
 */
export const offscreenCard = "-mx-3 -my-4 px-3 py-4 offscreen-card";

/** A titled band of a page; `id` makes it a target for links such as /#faq. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "plain",
  align = "start",
  action,
  onFirstScreen = false,
  className,
  children,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  tone?: "plain" | "muted";
  align?: "start" | "center";
  /** A link beside the heading, such as 'View All Photos'. */
  action?: ReactNode;
  /**
   * The band begins on the first screen, right under a short intro: it is always laid out.
   * Skipped, it would stand in 40rem for its real height in the first frame, drawing the bands
   * after it up near the screen, where the lazy photo of a card laid out then is fetched with the
   * first screen's (the month pages' first tour card).
   */
  onFirstScreen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        "scroll-mt-24 py-16 sm:py-24",
        !onFirstScreen && offscreenSkipped,
        tone === "muted" && "bg-muted",
        className,
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5 sm:px-8">
        <div
          className={cn(
            "flex flex-col gap-6 sm:flex-row sm:items-end",
            align === "center" ? "sm:justify-center" : "sm:justify-between",
          )}
        >
          <SectionHeading
            eyebrow={eyebrow}
            title={title}
            description={description}
            titleId={titleId}
            align={align}
          />
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
