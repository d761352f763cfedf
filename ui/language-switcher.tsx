import * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";

export type LanguageOption = {
  /** The language's tag, for `hreflang` and `lang` (e.g. "de", "zh-Hans"). */
  tag: string;
  /** Short form on the button, e.g. "DE". */
  short: string;
  /** The language in its own name, e.g. "Deutsch". */
  name: string;
  /** The same page in that language. */
  href: string;
  current: boolean;
};

/**
 * The header's language menu: a disclosure (`<details>`, so it opens before any script has
 * run) listing the page in every language, each in its own name and marked with its language,
 * the current one as the current page. `label` names the menu for screen readers ("Language").
 * Choosing a language calls `onChoose` (to remember it) and follows the link; Escape or a tap
 * outside closes the menu.
 */
function LanguageSwitcher({
  label,
  languages,
  onChoose,
  className,
  ...props
}: Omit<React.ComponentProps<"details">, "children"> & {
  label: string;
  languages: readonly LanguageOption[];
  onChoose?: (language: LanguageOption) => void;
}) {
  const ref = React.useRef<HTMLDetailsElement>(null);
  const current = languages.find((language) => language.current);

  React.useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  return (
    <details
      ref={ref}
      data-slot="language-switcher"
      className={cn("group/language relative", className)}
      {...props}
    >
      <summary
        data-slot="language-switcher-trigger"
        className="flex h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors duration-(--duration-short) hover:bg-accent [&::-webkit-details-marker]:hidden"
      >
        <Icon name="languages" size={18} aria-hidden />
        <span aria-hidden lang={current?.tag} className="max-sm:hidden md:max-lg:hidden">
          {current?.short}
        </span>
        <span className="sr-only">
          {label}
          {current ? (
            <>
              : <span lang={current.tag}>{current.name}</span>
            </>
          ) : null}
        </span>
      </summary>
      <ul
        data-slot="language-switcher-list"
        aria-label={label}
        className="absolute end-0 z-50 mt-1 min-w-44 rounded-lg border bg-card p-1 text-card-foreground shadow-soft"
      >
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              data-slot="language-switcher-option"
              href={language.href}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.current ? "page" : undefined}
              onClick={() => onChoose?.(language)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-md px-3 text-sm text-foreground hover:bg-accent focus-visible:bg-accent aria-[current=page]:font-semibold"
            >
              {language.name}
              {language.current ? <Icon name="check" size={16} aria-hidden /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export { LanguageSwitcher };
