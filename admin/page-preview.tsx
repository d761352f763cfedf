import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, type ReactNode } from "react";
import { intlLocales, languageTags, type Locale } from "../data/domain/locales";
import type {
  AboutFile,
  CookiePolicyFile,
  LegalFile,
  LegalSection,
  StorageEntry,
} from "../data/content/schema";
import { withLegalSettings } from "../data/content/legal-settings";
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

const filled = (text: unknown) => (typeof text === "string" ? withLegalSettings(text) : "");

/** A legal page's numbered section as the page sets it: paragraphs, a bullet list, paragraphs after. */
function LegalSectionPreview({
  section,
  number,
  children,
}: {
  section: Partial<LegalSection>;
  number: number;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-display text-2xl font-semibold text-foreground">
        {number}. {filled(section.heading)}
      </h2>
      {texts(section.paragraphs).map((paragraph, index) => (
        <p key={index}>{filled(paragraph)}</p>
      ))}
      {texts(section.list).length > 0 ? (
        <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
          {texts(section.list).map((item, index) => (
            <li key={index}>{filled(item)}</li>
          ))}
        </ul>
      ) : null}
      {texts(section.after).map((paragraph, index) => (
        <p key={index}>{filled(paragraph)}</p>
      ))}
      {children}
    </section>
  );
}

function LegalArticlePreview({
  title,
  intro,
  children,
}: {
  title: unknown;
  intro: unknown;
  children: ReactNode;
}) {
  return (
    <>
      <header className="flex max-w-3xl flex-col gap-3">
        {title ? <h1 className="font-display text-4xl font-semibold">{filled(title)}</h1> : null}
        <p className="text-lg text-muted-foreground">{filled(intro)}</p>
      </header>
      <article className="flex max-w-3xl flex-col gap-10 text-base leading-relaxed text-foreground/90">
        {children}
      </article>
    </>
  );
}

/** The privacy policy or the terms of service as the page sets them, settings filled in. */
function LegalPreview({ entry, window: frame }: PreviewTemplateComponentProps) {
  const { locale, data } = usePreviewPage(entry, frame);
  const page = data as Partial<LegalFile["en"]>;
  return (
    <PreviewFrame locale={locale}>
      <LegalArticlePreview title={page.title} intro={page.intro}>
        {(page.sections ?? []).map((section, index) => (
          <LegalSectionPreview key={index} section={section} number={index + 1} />
        ))}
      </LegalArticlePreview>
    </PreviewFrame>
  );
}

/** The cookie policy: its two sections of prose around the storage entries' table. */
function CookiePolicyPreview({ entry, window: frame }: PreviewTemplateComponentProps) {
  const { locale, data, english } = usePreviewPage(entry, frame);
  const page = data as Partial<CookiePolicyFile["en"]>;
  const englishEntries = (english as Partial<CookiePolicyFile["en"]>).storage ?? [];
  const entries = (page.storage ?? []).map(
    (item, index) => ({ ...englishEntries[index], ...item }) as Partial<StorageEntry>,
  );
  return (
    <PreviewFrame locale={locale}>
      <LegalArticlePreview title={undefined} intro={page.intro}>
        <LegalSectionPreview section={page.explained ?? {}} number={1}>
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <tbody>
                {entries.map((item, index) => (
                  <tr key={index} className="border-t border-border align-top">
                    <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
                      {item.name}
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {item.storage} · {item.category}
                    </td>
                    <td className="px-4 py-3">{filled(item.purpose)}</td>
                    <td className="px-4 py-3">{filled(item.duration)}</td>
                    <td className="px-4 py-3">{filled(item.provider)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </LegalSectionPreview>
        <LegalSectionPreview section={page.managing ?? {}} number={5} />
      </LegalArticlePreview>
    </PreviewFrame>
  );
}

export { AboutPreview, CookiePolicyPreview, LegalPreview, PreviewFrame, usePreviewPage };
