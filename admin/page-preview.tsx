import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, type ReactNode } from "react";
import { intlLocales, languageTags, type Locale } from "../data/locales";
import type { AboutFile } from "../data/content/schema";
import { CardGrid } from "../ui/card";
import { Icon } from "../ui/icon";
import { KitProvider } from "../ui/kit-provider";
import { InertLink, kitCatalogues } from "../ui/preview-frame";
import { ValueCard } from "../ui/value-card";
import { previewLocale } from "./tour-preview";

const catalogues = kitCatalogues<Locale>(
  import.meta.glob<Record<string, unknown>>("../site/messages/*/kit*.ts", { eager: true }),
);

type Fields = Record<string, unknown>;

/**
 * The English of each page as last previewed: a translation holds only the translated fields,
 * and the preview takes the rest (icons, ids) from the English, which Decap previews first.
 */
const englishByPage = new Map<string, Fields>();

/** The page's fields in the language picked above the preview, with the English's others. */
function usePreviewPage(entry: PreviewTemplateComponentProps["entry"], frame: Window) {
  // Decap's frame has no name of its own; a screen reader announces it by this one.
  useEffect(() => frame.frameElement?.setAttribute("title", "Preview"), [frame]);
  const locale = previewLocale(entry);
  const key = String(entry.get("slug") ?? entry.get("path") ?? "page");
  const data = (entry.get("data")?.toJS() ?? {}) as Fields;
  if (locale === "en") englishByPage.set(key, data);
  return { locale, data, english: locale === "en" ? data : (englishByPage.get(key) ?? {}) };
}

/** The page in the kit's frame and copy, in the preview's language. */
function PreviewFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <KitProvider messages={catalogues[locale]} locale={intlLocales[locale]} link={InertLink}>
      <main lang={languageTags[locale]} className="mx-auto max-w-6xl space-y-10 bg-background p-6">
        {children}
      </main>
    </KitProvider>
  );
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The about page's story, mission and vision, and its core values as the page's value cards. */
function AboutPreview({ entry, window: frame }: PreviewTemplateComponentProps) {
  const { locale, data, english } = usePreviewPage(entry, frame);
  const page = data as Partial<AboutFile["en"]>;
  const englishValues = (english as Partial<AboutFile["en"]>).values ?? [];
  return (
    <PreviewFrame locale={locale}>
      <section className="flex max-w-3xl flex-col gap-4">
        {texts(page.story).map((paragraph, index) => (
          <p key={index} className="text-base leading-relaxed text-foreground/90 sm:text-lg">
            {paragraph}
          </p>
        ))}
      </section>
      <section className="grid gap-6 md:grid-cols-2">
        {[
          { icon: "target" as const, text: page.mission },
          { icon: "eye" as const, text: page.vision },
        ].map((item) => (
          <div key={item.icon} className="flex flex-col gap-4 rounded-xl bg-card p-8 shadow-soft">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon name={item.icon} aria-hidden className="size-6" />
            </span>
            <p className="text-base leading-relaxed text-foreground/90">{item.text}</p>
          </div>
        ))}
      </section>
      <CardGrid columns={4}>
        {(page.values ?? []).map((value, index) => {
          const icon = englishValues[index]?.icon ?? value.icon;
          return (
            <li key={index} className="flex">
              <ValueCard
                icon={icon ? <Icon name={icon} /> : null}
                title={value.title ?? ""}
                text={value.description ?? ""}
              />
            </li>
          );
        })}
      </CardGrid>
    </PreviewFrame>
  );
}

export { AboutPreview, PreviewFrame, usePreviewPage };
