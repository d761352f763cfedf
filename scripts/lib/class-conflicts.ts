import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge told about ui/theme.css's own scales, so it classes their utilities right. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display"],
      shadow: ["soft", "lifted"],
      ease: ["standard"],
      animate: ["fade-in", "slide-up"],
    },
  },
});

/**
 * The classes in one `class` attribute that another class after them overrides (two utilities
 * setting the same property, such as `px-4 px-2`): with plain concatenation in ui/cn.ts, which
 * one wins would depend on the stylesheet's order. Empty when the attribute is sound.
 */
export function overriddenClasses(classAttribute: string): string[] {
  const classes = classAttribute.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

/**
 * The attributes already checked, each with its line (empty when sound): the pages and stories
 * repeat the same few hundred attributes, so each is checked once a process (a build, a
 * Storybook run) rather than once wherever it appears.
 */
const checked = new Map<string, string>();

/** One line per attribute with overridden classes, for an error message. */
export function describeClassConflicts(classAttributes: Iterable<string>): string[] {
  const lines = new Set<string>();
  for (const attribute of classAttributes) {
    let line = checked.get(attribute);
    if (line === undefined) {
      const overridden = overriddenClasses(attribute);
      line =
        overridden.length > 0 ? `"${overridden.join(" ")}" overridden in class="${attribute}"` : "";
      checked.set(attribute, line);
    }
    if (line) lines.add(line);
  }
  return [...lines];
}
