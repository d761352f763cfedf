import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, useState } from "react";
import { intlLocales, languageTags, locales, type Locale } from "../data/domain/locales";
import { tourCard, tourCardDetails, tourPrices } from "../data/content/tour-cards";
import { tourListCard } from "../data/content/tour-listing";
import yaml from "js-yaml";
import vocabularyText from "../content/tour-vocabulary.yaml?raw";
import type { TourFile, VocabularyFile } from "../data/content/schema";
import { localiseTour, toursFromContent } from "../data/content/tours";
import { destinations } from "../data/content/destinations";
import { imageNames } from "../data/content/image-catalog";
import type { Pages } from "../data/content/load";
import { keyHighlights, parkScope, slugify } from "../data/domain/tour-rules";
import type { Tour } from "../data/content/types";
import { KitProvider } from "../ui/kit-provider";
import { InertLink, kitCatalogues } from "../ui/preview-frame";
import { places } from "../data/content/places";
import { routeMapBase, routeOnMap } from "../data/content/tour-route-map";
import type { RouteDay } from "../data/content/tour-routes";
import { PricingCard } from "../ui/pricing-card";
import { RouteMap } from "../ui/route-map";
import { TourCard } from "../ui/tour-card";
import { TourCardDetails } from "../ui/tour-card-details";

const catalogues = kitCatalogues<Locale>(
  import.meta.glob<Record<string, unknown>>("../site/messages/*/kit*.ts", { eager: true }),
);

type TourFields = Record<string, unknown>;
type SettingsTexts = Pages["site/settings"]["en"];
type LabelTexts = Pages["site/tour-cards"]["en"];

/** The site's texts in each language (content/site/ as `npm run tour-data` writes them). */
const settingsTexts = import.meta.glob<SettingsTexts>("../data/generated/texts/settings*.json", {
  eager: true,
  import: "default",
});
const labelTexts = import.meta.glob<LabelTexts>("../data/generated/texts/tour-cards*.json", {
  eager: true,
  import: "default",
});

const textsFile = (name: string, locale: Locale) =>
  `../data/generated/texts/${locale === "en" ? name : `${name}.${locale}`}.json`;

/**
 * The card's texts that come from the site's settings and the spec's rules (the group size, the
 * park scope, the highlights' fallbacks) in the language previewed, as its build writes them.
 */
function cardIn(tour: Tour, locale: Locale): ReturnType<typeof tourCard> {
  const card = tourCard(tourListCard(tour));
  const settings = settingsTexts[textsFile("settings", locale)];
  const labels = labelTexts[textsFile("tour-cards", locale)];
  if (!settings || !labels) return card;
  const highlights = keyHighlights(tour.days, labels);
  return {
    ...card,
    groupSize: settings.facts.groupSize,
    parkScope: parkScope(tour.days.length, labels),
    highlights: highlights.badges,
  };
}

/**
 * The language the preview shows: Decap hands the preview the data of the language picked above
 * it, the very object it keeps under `i18n.<code>.data`, or the English entry itself.
 */
export function previewLocale(entry: PreviewTemplateComponentProps["entry"]): Locale {
  const data: unknown = entry.get("data");
  return (
    locales.find((code) => code !== "en" && entry.getIn(["i18n", code, "data"]) === data) ?? "en"
  );
}

/**
 * The English of each entry as last previewed: a translation holds only the translated fields,
 * and the preview takes prices, photos and meal plans from the English, which Decap previews
 * first whenever an entry opens.
 */
const englishByEntry = new Map<string, TourFields>();

/** The words the rules derive and the meal plans, in each language (content/tour-vocabulary.yaml). */
const vocabulary = yaml.load(vocabularyText) as VocabularyFile;

/**
 * The tour as the pages show it: the spec's rules over the English (toursFromContent), then the
 * language's translations of the normalised texts (localiseTour), as the build makes each page.
 * A current tour still without a cover shows its first photo.
 */
function previewTour(id: string, english: TourFields, translation: unknown, locale: Locale) {
  const images = Array.isArray(english.images) ? (english.images as string[]) : [];
  const en = {
    ...english,
    coverImage:
      english.coverImage ?? (english.origin === "raw" ? undefined : (images[0] ?? imageNames[0])),
  } as TourFile["en"];
  const [tour] = toursFromContent([{ id, value: { en } as TourFile }], destinations);
  if (!tour) throw new Error(`No tour from ${id}`);
  if (locale === "en") return tour;
  const words = vocabulary[locale];
  return localiseTour(
    tour,
    translation,
    (group, text) => words?.[group]?.[slugify(text)]?.trim() || text,
  );
}

const isPlace = (id: unknown): id is RouteDay["night"] & string =>
  typeof id === "string" && Object.hasOwn(places, id);

/**
 * The route being edited, as far as it is drawn: the legs between two known places and the
 * nights at one, while the operator is still choosing the rest.
 */
function previewRoute(route: unknown): RouteDay[] {
  if (!Array.isArray(route)) return [];
  return route.map((entry: Partial<RouteDay>, index) => ({
    day: typeof entry.day === "number" ? entry.day : index + 1,
    legs: (Array.isArray(entry.legs) ? entry.legs : []).filter(
      (leg) => isPlace(leg.from) && isPlace(leg.to),
    ),
    night: isPlace(entry.night) ? entry.night : null,
  }));
}

/**
 * A tour as a traveller sees it in the tour list (the card, opened) and on its page (prices, the
 * route map).
 */
function TourPreview({ entry, window: frame }: PreviewTemplateComponentProps) {
  const [expanded, setExpanded] = useState(true);
  // Decap's frame has no name of its own; a screen reader announces it by this one.
  useEffect(() => frame.frameElement?.setAttribute("title", "Preview"), [frame]);
  const locale = previewLocale(entry);
  const key = String(entry.get("path") ?? entry.get("slug") ?? "new");
  const data = (entry.get("data")?.toJS() ?? {}) as TourFields;
  if (locale === "en") englishByEntry.set(key, data);
  const english = locale === "en" ? data : (englishByEntry.get(key) ?? {});
  const id = String(entry.get("slug") ?? "new-tour");
  const route = previewRoute(english.route);
  let tour: ReturnType<typeof previewTour>;
  try {
    tour = previewTour(id, english, data, locale);
  } catch {
    return (
      <p className="p-6 text-muted-foreground">
        The preview appears once the tour has a title and a day.
      </p>
    );
  }
  return (
    <KitProvider messages={catalogues[locale]} locale={intlLocales[locale]} link={InertLink}>
      <main lang={languageTags[locale]} className="mx-auto max-w-5xl space-y-8 bg-background p-6">
        <TourCard
          {...cardIn(tour, locale)}
          href="#"
          bookHref="#"
          expanded={expanded}
          onExpandedChange={setExpanded}
        >
          <TourCardDetails {...tourCardDetails(tour)} title={tour.title} bookHref="#" />
        </TourCard>
        <PricingCard {...tourPrices(tour.costs)} bookHref="#" quoteHref="#" />
        {route.length > 0 ? (
          <RouteMap base={routeMapBase} {...routeOnMap(route)} title={tour.title} />
        ) : null}
      </main>
    </KitProvider>
  );
}

export { TourPreview };
