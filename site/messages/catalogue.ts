import type { KitMessages } from "../../ui/kit-provider";
import type { PluralForms } from "../i18n/format";

/**
 * The site's interface copy is one module per part of the site (site/messages/<code>/nav.ts,
 * home.ts, …), so that a page ships its own copy and the shell's, not the other pages'. Each
 * language's build resolves `#messages/<part>` to that language's module.
 *
 * Another language's module has every key of the English one; of a plural text, the forms its
 * own rules use (Chinese only `other`).
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? PluralForms
      : Catalogue<T[K]>;
};

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), which each language's kit.ts holds; every other component family's comes
 * with the code that shows it (kit-<family>.ts).
 */
export type FrameKitMessages = Pick<
  KitMessages,
  | "common"
  | "dialog"
  | "spinner"
  | "loadError"
  | "consentBanner"
  | "floatingContact"
  | "header"
  | "dialogLoading"
>;
