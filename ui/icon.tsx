import type * as React from "react";

import { cn } from "./cn";
import type { GlyphName } from "./glyphs";
import spriteUrl from "./generated/icons.svg?no-inline";

type IconProps = Omit<React.ComponentProps<"svg">, "children"> & {
  name: GlyphName;
  /** Width and height in pixels; a size class (`size-4`, `[&_svg]:size-6`) overrides it. */
  size?: number;
};

/** Says what the icon means, so it must not be hidden from assistive technology. */
const labelProps = ["aria-label", "aria-labelledby", "role"] as const;

/**
 * A glyph from the kit's sprite (ui/glyphs.ts), drawn like lucide-react draws it: 24 × 24,
 * `currentColor` strokes 2 px wide, `lucide lucide-<name>` classes. Decorative (`aria-hidden`)
 * unless given a label or a role.
 */
function Icon({ name, size = 24, className, ...props }: IconProps) {
  const labelled = labelProps.some((prop) => props[prop] !== undefined);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      data-slot="icon"
      className={cn("lucide", `lucide-${name}`, className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export { Icon, type IconProps };
