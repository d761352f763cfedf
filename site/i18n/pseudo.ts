/**
 * The pseudo-language of the translation check: every translatable text wrapped in markers, with
 * its placeholders left as they are, so that a page built in it shows at a glance (and to the
 * crawler) any text that does not come from a catalogue or the translated content.
 */
export const pseudoOpen = "⟦";
export const pseudoClose = "⟧";

export function pseudoText(text: string): string {
  return `${pseudoOpen}${text}${pseudoClose}`;
}

type Tree = { [key: string]: string | Tree };

/** A catalogue with every text in pseudo-language. */
export function pseudoCatalogue<T extends object>(catalogue: T): T {
  const map = (value: string | Tree): string | Tree =>
    typeof value === "string"
      ? pseudoText(value)
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]));
  return map(catalogue as Tree) as T;
}
