import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. A component's classes and a caller's are concatenated, not merged: in the
 * kit no class overrides another of the same property (the stylesheet's order, not the
 * attribute's, would decide which wins), so nothing needs resolving in the browser. A variant or
 * a prop changes a look instead. The build and the Storybook tests check every rendered element
 * for such pairs (scripts/lib/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
