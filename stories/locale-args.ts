import type { Args } from "@storybook/react-vite";
import { createElement, isValidElement } from "react";

import type { Locale } from "../data/domain/locales";

/**
 * A story's args in any language (`parameters.localeArgs`): built from the fixtures and messages
 * of that language, found by their ids, in the shape of the story's args.
 */
type LocaleArgs<A = Args> = (locale: Locale) => Partial<A>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && Object.getPrototypeOf(value) === Object.prototype;

/** What `value` holds at `key`, if it is a list, an object or an element. */
function at(value: unknown, key: string | number): unknown {
  if (isValidElement<Record<string, unknown>>(value)) return value.props[key];
  if (Array.isArray(value) || isPlainObject(value)) return (value as Record<string, unknown>)[key];
  return undefined;
}

/**
 * `value` with every text, number and flag that is still `english`'s at the same place replaced by
 * `translated`'s, and a list the language writes with another length (a highlighted title in
 * parts) replaced whole: what a story or its controls changed stays as it is, and so do the args'
 * callbacks.
 */
function localise(value: unknown, english: unknown, translated: unknown): unknown {
  if (english === undefined || translated === undefined) return value;
  if (["string", "number", "boolean"].includes(typeof value))
    return value === english && typeof translated === typeof value ? translated : value;
  if (Array.isArray(value)) {
    if (!Array.isArray(english) || !Array.isArray(translated)) return value;
    if (translated.length !== english.length)
      return value.length === english.length ? translated : value;
    return value.map((item, index) => localise(item, english[index], translated[index]));
  }
  if (isValidElement<Record<string, unknown>>(value)) {
    const { ref, ...props } = value.props;
    return createElement(value.type, {
      ...(localise(props, english, translated) as Record<string, unknown>),
      ref,
      key: value.key,
    });
  }
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        localise(item, at(english, key), at(translated, key)),
      ]),
    );
  return value;
}

/**
 * Each story's args as built once a language: a story is drawn again on every change of its
 * controls or the toolbar, and its fixtures (the search's records) take a while to build.
 */
const built = new WeakMap<LocaleArgs, Map<Locale, Partial<Args>>>();

function buildIn(localeArgs: LocaleArgs, locale: Locale): Partial<Args> {
  const languages = built.get(localeArgs) ?? new Map<Locale, Partial<Args>>();
  built.set(localeArgs, languages);
  const args = languages.get(locale) ?? localeArgs(locale);
  languages.set(locale, args);
  return args;
}

/** The story's args in `locale`, from its `parameters.localeArgs`. */
function argsIn(args: Args, localeArgs: LocaleArgs, locale: Locale): Args {
  return localise(args, buildIn(localeArgs, "en"), buildIn(localeArgs, locale)) as Args;
}

export { argsIn, type LocaleArgs };
