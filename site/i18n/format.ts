import { createElement, Fragment, type ReactNode } from "react";
import { intlLocales, type Locale } from "../../data/domain/locales";
import { pluralForm } from "../../ui/kit-provider";

/**
 * A message's forms by plural category (Intl.PluralRules): English has `one` and `other`,
 * Chinese only `other`; a category a language leaves out falls back to `other`.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const placeholder = /\{(\w+)\}/;

/**
 * The template with each `{name}` replaced by its value: a string when every value is text or a
 * number, else a fragment, so a link or a <time> can stand in a sentence. A name without a value
 * stays as written, which makes a missing one visible rather than silently empty.
 */
export function fill(template: string, values: Record<string, string | number>): string;
export function fill(template: string, values: Record<string, ReactNode>): ReactNode;
export function fill(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template
    .split(placeholder)
    .map((part, index) =>
      index % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part] : `{${part}}`,
    );
  const textOnly = parts.every((part) => typeof part === "string" || typeof part === "number");
  if (textOnly) return parts.join("");
  return createElement(Fragment, null, ...parts.filter((part) => part !== ""));
}

/** The form of a message for `count`, by the language's plural rules (the kit's, one cache). */
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  return pluralForm(forms, count, intlLocales[locale]);
}
