import type { Decorator, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "./kit.css";
import {
  intlLocales,
  languageTags,
  localeNames,
  locales,
  type Locale,
} from "../data/domain/locales";
import { KitProvider } from "../ui/kit-provider";
import { InertLink } from "../ui/preview-frame";
import { kitCopy } from "../stories/languages";
import { argsIn, type LocaleArgs } from "../stories/locale-args";

/**
 * Every story in the language chosen in the toolbar (English by default), with that language's
 * kit copy, number formats and `lang`, and its args as `parameters.localeArgs` gives them in that
 * language (stories/locale-args.ts), as the site shows them.
 */
const withKit: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? "en";
  const localeArgs = context.parameters.localeArgs as LocaleArgs | undefined;
  document.documentElement.lang = languageTags[locale];
  return (
    <KitProvider messages={kitCopy[locale]} locale={intlLocales[locale]} link={InertLink}>
      {Story({
        args:
          localeArgs && locale !== "en" ? argsIn(context.args, localeArgs, locale) : context.args,
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
