import type { KitLinkProps, KitMessages } from "./kit-provider";

/**
 * A link that keeps a preview where it is: in the kit's Storybook and the editor's previews, a
 * click on a card or a button loads no page.
 */
export function InertLink({ onClick, ...props }: KitLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/**
 * The kit's copy in each language, every component family's together, from the message modules
 * of site/messages/<code>/kit.ts and kit-<family>.ts (as an `import.meta.glob` hands them over):
 * a preview renders any component, so it carries every family's copy.
 */
export function kitCatalogues<Language extends string>(
  modules: Record<string, Record<string, unknown>>,
): Record<Language, KitMessages> {
  const catalogues = {} as Record<Language, KitMessages>;
  for (const [file, module] of Object.entries(modules)) {
    if (!/\/kit(-[\w-]+)?\.ts$/.test(file)) continue;
    const locale = file.split("/").at(-2) as Language;
    for (const copy of Object.values(module))
      Object.assign((catalogues[locale] ??= {} as KitMessages), copy);
  }
  return catalogues;
}
