import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect } from "react";
import { destinationCard } from "../data/content/tour-cards";
import { intlLocales, languageTags, type Locale } from "../data/domain/locales";
import { tripCount } from "../data/content/package-cards";
import type { Destination } from "../data/content/types";
import type { MonthFacts } from "../data/content/when-to-go";
import { DestinationCard } from "../ui/destination-card";
import { KitProvider } from "../ui/kit-provider";
import { MonthCalendar } from "../ui/month-calendar";
import { InertLink, kitCatalogues } from "../ui/preview-frame";
import { previewLocale } from "./tour-preview";

const catalogues = kitCatalogues<Locale>(
  import.meta.glob<Record<string, unknown>>("../site/messages/*/kit*.ts", { eager: true }),
);

type Fields = Record<string, unknown>;

/**
 * The English of each entry as last previewed: a translation holds only the translated fields,
 * and the card's photo, the trip count and the months' facts come from the English, which Decap
 * previews first whenever an entry opens.
 */
const englishByEntry = new Map<string, Fields>();

/**
 * The destination as the pages show it in the language being edited: its card on the home page
 * (the trip count, as there, counts the current tours that name it in English) and its twelve
 * months on its page, the facts from the English and each month's note in that language.
 */
function previewDestination(english: Fields, translation: Fields, locale: Locale) {
  const text = (field: string) =>
    String((locale === "en" ? english : translation)[field] ?? "").trim() ||
    String(english[field] ?? "");
  const name = String(english.name ?? "");
  const destination = {
    name: text("name"),
    tagline: text("tagline"),
    tripCount: tripCount(name),
    image: String(english.image ?? ""),
  } as Destination;
  const notes = (translation.months as Array<{ note?: string }> | undefined) ?? [];
  const months = ((english.months as MonthFacts[] | undefined) ?? []).map((month, index) => ({
    ...month,
    note: (locale === "en" ? month.note : notes[index]?.note)?.trim() || month.note,
  }));
  return { card: destinationCard(destination), months };
}

/** A destination as a traveller sees it: its card on the home page and its year month by month. */
function DestinationPreview({ entry, window: frame }: PreviewTemplateComponentProps) {
  // Decap's frame has no name of its own; a screen reader announces it by this one.
  useEffect(() => frame.frameElement?.setAttribute("title", "Preview"), [frame]);
  const locale = previewLocale(entry);
  const key = String(entry.get("path") ?? entry.get("slug") ?? "new");
  const data = (entry.get("data")?.toJS() ?? {}) as Fields;
  if (locale === "en") englishByEntry.set(key, data);
  const english = locale === "en" ? data : (englishByEntry.get(key) ?? {});
  if (!english.name || !english.image)
    return (
      <p className="p-6 text-muted-foreground">
        The preview appears once the destination has a name and a photo.
      </p>
    );
  const { card, months } = previewDestination(english, data, locale);
  return (
    <KitProvider messages={catalogues[locale]} locale={intlLocales[locale]} link={InertLink}>
      <main lang={languageTags[locale]} className="mx-auto max-w-5xl space-y-8 bg-background p-6">
        <div className="max-w-sm">
          <DestinationCard {...card} href="#" />
        </div>
        <MonthCalendar months={months} />
      </main>
    </KitProvider>
  );
}

export { DestinationPreview };
