import type { Args, Decorator, Preview } from "@storybook/react-vite";
import { createElement, isValidElement } from "react";
import { configure } from "storybook/test";
import "./kit.css";
import { intlLocales, languageTags, localeNames, locales, type Locale } from "../data/locales";
import { KitProvider } from "../ui/kit-provider";
import { InertLink, kitCatalogues } from "../ui/preview-frame";

/** English text → translation, as a story's args are translated. */
type Dictionary = Record<string, string>;

/**
 * Each language's dictionaries, as its build applies them: the site's content (the content
 * files' generated data below, the site's texts of content/site/ among them) and the site's own
 * messages, paired key by key with the English ones. A story's fixtures are the site's tours,
 * places and copy, so a German story shows them as a German page does.
 */
/**
 * The site's texts (content/site/: settings, captions, place names, forms' labels, tour cards'
 * labels) as `npm run tour-data` writes them for each language (data/generated/texts/), paired
 * first as the content modules they replace were; the search results' templates ("{count} Days")
 * are texts no story's args hold.
 */
const textFiles = import.meta.glob<unknown>(
  "../data/generated/texts/{settings,photos,places,countries,enquiry-form,tour-cards}*.json",
  { eager: true, import: "default" },
);
/**
 * The content files' texts as `npm run tour-data` writes them for each language
 * (data/generated/<name>.json in English, <name>.<code>.json in another), paired text by text.
 */
const generatedFiles = import.meta.glob<unknown>(
  [
    "../data/generated/{tours,faq,services,tips,destinations,when-to-go,about,privacy-policy,terms-of-service,cookie-policy,gallery,home,contact}*.json",
    // The months again, by month: the same texts.
    "!../data/generated/when-to-go-months*.json",
  ],
  { eager: true, import: "default" },
);
const messageFiles = import.meta.glob<Record<string, unknown>>("../site/messages/*/*.ts", {
  eager: true,
});

const localeOf = (file: string) => file.split("/").at(-2) as Locale;

/** The kit's copy in each of the site's languages (a story renders any component). */
const catalogues = kitCatalogues<Locale>(messageFiles);

/** English text → translation for every text both values (catalogues, content) hold at the same key. */
function pairMessages(english: unknown, translated: unknown, into: Dictionary) {
  if (typeof english === "string") {
    if (typeof translated === "string" && !english.includes("{")) into[english] ??= translated;
  } else if (english && translated && typeof english === "object" && typeof translated === "object")
    for (const [key, value] of Object.entries(english))
      pairMessages(value, (translated as Record<string, unknown>)[key], into);
}

/**
 * The frame's copy (header and footer links) pairs first: where a page gives the same English
 * another translation ("Safari Tours" as a breadcrumb), the header and footer stories show the
 * frame's, as the site does.
 */
const frameFirst = (file: string) => (/\/(layout|footer)\.ts$/.test(file) ? 0 : 1);

/** Pairs each language's copy of generated files with the English one, file by file. */
function pairGenerated(files: Record<string, unknown>, dir: string) {
  for (const [file, translated] of Object.entries(files)) {
    const [, name, locale] = /\/([\w-]+)\.(\w+)\.json$/.exec(file) ?? [];
    if (name && (locales as readonly string[]).includes(locale ?? ""))
      pairMessages(
        files[`${dir}/${name}.json`],
        translated,
        (dictionaries[locale as Locale] ??= {}),
      );
  }
}

const dictionaries: Partial<Record<Locale, Dictionary>> = {};
pairGenerated(textFiles, "../data/generated/texts");
pairGenerated(generatedFiles, "../data/generated");
for (const [file, module] of Object.entries(messageFiles).sort(
  ([a], [b]) => frameFirst(a) - frameFirst(b),
)) {
  const locale = localeOf(file);
  if (locale === "en") continue;
  pairMessages(
    messageFiles[file.replace(`/${locale}/`, "/en/")],
    module,
    (dictionaries[locale] ??= {}),
  );
}

/**
 * The story's args in a language: every string the language's dictionaries translate, in plain
 * objects, arrays and the props of elements too. Callbacks and other values pass through.
 */
function translateArgs(value: unknown, dictionary: Dictionary): unknown {
  if (typeof value === "string") return dictionary[value] ?? value;
  if (Array.isArray(value)) return value.map((item) => translateArgs(item, dictionary));
  if (isValidElement<Record<string, unknown>>(value)) {
    const { ref, ...props } = value.props;
    return createElement(value.type, {
      ...(translateArgs(props, dictionary) as Record<string, unknown>),
      ref,
      key: value.key,
    });
  }
  if (value && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translateArgs(item, dictionary)]),
    );
  return value;
}

/**
 * Every story in the language chosen in the toolbar (English by default), with that language's
 * copy, content, number formats and `lang`, as the site shows it.
 */
const withKit: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? "en";
  const dictionary = dictionaries[locale];
  document.documentElement.lang = languageTags[locale];
  return (
    <KitProvider messages={catalogues[locale]} locale={intlLocales[locale]} link={InertLink}>
      {Story({
        args: dictionary ? (translateArgs(context.args, dictionary) as Args) : context.args,
      })}
    </KitProvider>
  );
};

// A play function's waitFor and findBy wait for what a render brings up to a minute: a guard
// against a hang, not a measure. On a busy machine a second render can come well after the
// library's one-second default.
configure({ asyncUtilTimeout: 60_000 });

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    locale: {
      description: "The language the kit's copy is in",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: locales.map((locale) => ({ value: locale, title: localeNames[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en" },
  decorators: [withKit],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: { name: "Phone 375", styles: { width: "375px", height: "812px" } },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" } },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" } },
      },
    },
  },
};

export default preview;
