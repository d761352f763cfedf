import * as React from "react";

/**
 * A text that depends on a count: one form per plural category the language uses (Intl's, for
 * the provider's locale), `other` always. Each form may hold `{count}`.
 */
type KitPlural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The label and screen-reader status of a dialog's frame while its code loads (DialogLoading). */
type KitDialogLoading = { label: string; status: string };

/**
 * Every text the kit's components show, in one language, grouped by component family. Texts
 * with `{name}` slots are templates the component fills (`fill`); a few groups hold copy that
 * the app passes into a component's props (`passed by the app`). A component reads only its
 * own groups, so an app may hand over each group with the code that renders it (KitCopy).
 */
type KitMessages = {
  common: {
    /** Read after a link that opens a new tab. */
    newTab: string;
    days: KitPlural;
    /** The badge after the items a list leaves out, after a "+". */
    more: KitPlural;
  };
  carousel: {
    roleDescription: string;
    slideRoleDescription: string;
    /** A slide's name, "{number} of {count}". */
    slide: string;
    previous: string;
    next: string;
    stop: string;
    start: string;
    dots: string;
    /** A dot's name, "{number}". */
    dot: string;
  };
  heroCarousel: { label: string; balloon: string };
  partnerCarousel: {
    label: string;
    /** A dot's name, "{name}". */
    dot: string;
    visitWebsite: string;
  };
  dialog: { close: string };
  /** Passed by the app to DialogLoading while a dialog's code loads. */
  dialogLoading: { lightbox: KitDialogLoading };
  /** Passed by the app to Input as the tour list's search box `placeholder`. */
  input: { searchTours: string };
  /** Passed by the app to Spinner as `label`. */
  spinner: { page: string; section: string };
  loadError: {
    retry: string;
    /** Passed by the app as `message` where a part failed to render, or its code to load. */
    renderFailed: string;
    loadFailed: string;
  };
  emptyState: { message: string; action: string };
  consentBanner: {
    title: string;
    message: string;
    accept: string;
    reject: string;
    policy: string;
  };
  floatingContact: { whatsapp: string; wechat: string };
  header: {
    mainNav: string;
    mobileNav: string;
    reviews: string;
    search: string;
    menu: string;
    searchTours: string;
    quote: string;
    quoteMobile: string;
  };
  footer: {
    socialMedia: string;
    /** A social link's name, "{brand}" and "{network}". */
    social: string;
    quickLinks: string;
    talkToUs: string;
    office: string;
    legal: string;
    cookieSettings: string;
    /** Filled by the app into `copyright`: "{year}" and "{brand}". */
    copyright: string;
  };
  galleryGrid: {
    filters: string;
    all: string;
    /** A category's filter label, by the category's value. */
    categories: Record<string, string>;
    /** How many photos show: "{count}" and "{photos}", the word for that many. */
    count: string;
    photos: KitPlural;
  };
  lightbox: {
    close: string;
    previous: string;
    next: string;
    /** "{number}" and "{count}". */
    position: string;
    download: string;
  };
  wechatModal: {
    close: string;
    title: string;
    description: string;
    /** "{id}". */
    qrAlt: string;
    idLabel: string;
    copy: string;
    copied: string;
    copiedStatus: string;
    phoneTitle: string;
    phoneSteps: string;
    computerTitle: string;
    computerSteps: string;
  };
  pricing: {
    from: string;
    /** Under a price, and under the price list. */
    varies: string;
    /** In place of a price when a tour has none. */
    onRequest: { title: string; note: string };
    rows: { solo: string; forTwo: string; perPersonForTwo: string };
    bestValue: string;
    rowOnRequest: string;
    book: string;
    quote: string;
  };
  pricingCard: { title: string };
  packageCard: { destinations: string; perPerson: string; viewDetails: string };
  destinationCard: { tours: KitPlural };
  tourCard: {
    photos: KitPlural;
    keyHighlights: string;
    /** The days after the highlighted ones, after a "+". */
    moreDays: KitPlural;
    /** What the lead price is for. */
    basis: { perPersonForTwo: string; forTwo: string; solo: string };
    viewDetails: string;
    bookNow: string;
    /** The checkbox that adds the tour to a comparison. */
    compare: string;
    show: string;
    hide: string;
    /** The tabs' name, "{title}". */
    tabs: string;
    tab: { itinerary: string; pricing: string; included: string; gallery: string };
    readyTitle: string;
    readyText: string;
    noPhotos: string;
    /** The link from a tour card's outline of days to the tour's page. */
    fullItinerary: string;
  };
  photoGrid: {
    /** A thumbnail's name, "{number}", "{count}" and "{alt}". */
    openPhoto: string;
  };
  routeMap: {
    /** A leg by road or by air: "{day}", "{from}", "{to}", "{distance}" and "{duration}". */
    road: string;
    flight: string;
    /** A day without travel: "{day}" and "{place}". */
    stay: string;
    legend: string;
    roadLegend: string;
    flightLegend: string;
    nightsLegend: string;
    endsLegend: string;
    /** Over the route as text. */
    legs: string;
  };
  monthCalendar: {
    best: string;
    rain: { dry: string; showers: string; wet: string };
    crowds: { quiet: string; moderate: string; busy: string };
    season: { high: string; shoulder: string; low: string };
    /** A day's range: "{low}" and "{high}", the high with its unit. */
    temperature: string;
  };
  compareTable: {
    viewTour: string;
    /** The link's full name, "{title}"; starts with `viewTour`. */
    viewTourLabel: string;
    quote: string;
    /** "{title}"; starts with `quote`. */
    quoteLabel: string;
  };
  itinerary: {
    empty: string;
    /** "{number}". */
    day: string;
    /** Between a day's number and its title. */
    separator: string;
    accommodation: string;
    mealPlan: string;
    /** Before the operator's note on a day of a proposal. */
    note: string;
  };
  inclusions: { empty: string; included: string; excluded: string };
  searchHits: {
    label: string;
    types: {
      tour: string;
      faq: string;
      service: string;
      tip: string;
      destination: string;
      month: string;
      other: string;
    };
    /** "{price}". */
    from: string;
  };
  searchDialog: {
    close: string;
    title: string;
    description: string;
    formHeading: string;
    inputLabel: string;
    placeholder: string;
    clear: string;
    results: string;
    searching: string;
    searchingShown: string;
    unavailable: string;
    noResultsStatus: string;
    resultCount: KitPlural;
    errorTitle: string;
    errorText: string;
    retry: string;
    /** "{query}". */
    noResultsTitle: string;
    noResultsText: string;
    hint: string;
  };
  form: { sending: string; error: string };
  quoteForm: {
    /** A required field's message when left empty, `<field name>Required`. */
    nameRequired: string;
    emailRequired: string;
    emailInvalid: string;
    /** "{which}" is `checkWhich` for the number of fields; "{fields}" their labels. */
    check: string;
    checkWhich: KitPlural;
    /** Between the labels of the fields to check. */
    fieldSeparator: string;
    send: string;
    reply: string;
    retry: string;
  };
  starRating: {
    /** A star's name and a rating's text: "{count}" of "{max}" stars. */
    stars: KitPlural;
  };
  reviewForm: {
    rating: string;
    /** Over the lodges' ratings, which are optional. */
    lodges: string;
    lodgesHint: string;
    title: string;
    titlePlaceholder: string;
    text: string;
    textPlaceholder: string;
    /** Under the title and the text: "{count}" characters typed of "{max}". */
    counter: string;
    travelled: string;
    month: string;
    year: string;
    companions: string;
    companion: { couple: string; family: string; friends: string; solo: string };
    consent: string;
    showName: string;
    showCountry: string;
    ratingRequired: string;
    titleRequired: string;
    textRequired: string;
    /** "{min}" characters at least. */
    textTooShort: string;
    travelledRequired: string;
    companionsRequired: string;
    /** "{which}" is `checkWhich` for the number of fields; "{fields}" their `fieldNames`. */
    check: string;
    checkWhich: KitPlural;
    /** Between the names of the fields to check. */
    fieldSeparator: string;
    fieldNames: {
      rating: string;
      title: string;
      text: string;
      travelled: string;
      companions: string;
    };
    send: string;
    retry: string;
    /** In place of the fields once the review is sent. */
    sent: string;
  };
  reviewCard: {
    /** In place of the name of a traveller who keeps it to themselves. */
    anonymous: string;
    /** A traveller who shows both: "{name}" and "{country}". */
    author: string;
    /** The review's language, "{language}", named in the page's. */
    writtenIn: string;
    /** "{date}", a month and a year. */
    travelled: string;
    companion: { couple: string; family: string; friends: string; solo: string };
    lodges: string;
    /** "{name}", the operator's. */
    replyFrom: string;
    readMore: string;
    readLess: string;
  };
  ratingSummary: {
    /** "{average}" out of "{max}". */
    average: string;
    reviews: KitPlural;
    distribution: string;
    /** A row of the distribution: "{stars}", the stars' text, and "{reviews}", the count's. */
    row: string;
    empty: string;
  };
  ratingBadge: {
    /** The badge's text for a screen reader: "{average}" of "{max}" and "{reviews}". */
    badge: string;
    /** "{count}" reviews, as the badge's text reads them out. */
    reviews: KitPlural;
  };
  bookingStatus: {
    /** Each stage's heading. */
    stage: {
      "deposit-due": string;
      "full-due": string;
      "deposit-paid": string;
      "paid-in-full": string;
    };
    /** "{amount}", the deposit; "{balance}", the rest; "{date}", the day the rest is due. */
    depositDue: string;
    /** Inside the balance's days: "{amount}", the whole amount. */
    fullDue: string;
    /** "{amount}", what was paid; "{date}", the day the deposit was confirmed. */
    depositPaidOn: string;
    /** The same without the day: "{amount}". */
    depositPaid: string;
    paidInFull: string;
    figures: { total: string; deposit: string; paid: string; balance: string; dueBy: string };
    /** The button, "{amount}" the sum it pays. */
    pay: { deposit: string; balance: string; full: string };
    /** While the browser goes to the payment provider's page. */
    opening: string;
    payHint: string;
    /** The payment the traveller comes back from. */
    notice: { pending: string; failed: string; cancelled: string };
  };
  bookingPanel: {
    toggle: string;
    title: string;
    description: string;
    close: string;
    send: string;
  };
};

type KitLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string };

/** The app's link: its router's, so that a kit link navigates without loading a page. */
type KitLinkComponent = React.ComponentType<KitLinkProps>;

type Kit = {
  messages: Partial<KitMessages>;
  locale: string;
  link: KitLinkComponent | undefined;
};

const KitContext = React.createContext<Kit | null>(null);

/**
 * Gives the kit's components their texts (all of them, or those of the components every page
 * shows, with KitCopy adding the rest where they render), the locale (BCP 47) they format
 * numbers, prices and plurals for, and the link component they render links with (a plain `<a>`
 * without one).
 */
function KitProvider({
  messages,
  locale,
  link,
  children,
}: {
  messages: Partial<KitMessages>;
  locale: string;
  link?: KitLinkComponent;
  children: React.ReactNode;
}) {
  const kit = React.useMemo(() => ({ messages, locale, link }), [messages, locale, link]);
  return <KitContext value={kit}>{children}</KitContext>;
}

/** The enclosing KitProvider's texts, locale and link, for one that renders the kit apart. */
function useKit(): Kit {
  const kit = React.useContext(KitContext);
  if (!kit) {
    throw new Error(
      "A kit component rendered outside <KitProvider>: wrap the app, story or test in <KitProvider messages={…} locale={…}> (ui/kit-provider.tsx), which gives the kit its texts and locale.",
    );
  }
  return kit;
}

/** Adds the texts of the components inside it to those of the enclosing KitProvider. */
function KitCopy({
  messages,
  children,
}: {
  messages: Partial<KitMessages>;
  children: React.ReactNode;
}) {
  const outer = useKit();
  const kit = React.useMemo(
    () => ({ ...outer, messages: { ...outer.messages, ...messages } }),
    [outer, messages],
  );
  return <KitContext value={kit}>{children}</KitContext>;
}

/** One group of the kit's texts; the app must have given it (KitProvider or KitCopy). */
function useKitCopy<Group extends keyof KitMessages>(group: Group): KitMessages[Group] {
  const copy = useKit().messages[group];
  if (!copy) {
    throw new Error(
      `The kit's "${group}" texts are missing: give them to <KitProvider> or to a <KitCopy> around the component that shows them (ui/kit-provider.tsx).`,
    );
  }
  return copy;
}

function useKitLocale(): string {
  return useKit().locale;
}

/** A link with the app's link component. */
function KitLink(props: KitLinkProps) {
  const Link = useKit().link;
  return Link ? <Link {...props} /> : <a {...props} />;
}

type TemplateValues = Record<string, string | number>;

/** Puts values into a template's `{name}` slots: fill("{count} days", { count: 7 }) → "7 days". */
function fill(template: string, values: TemplateValues): string {
  return fillParts(template, values).join("");
}

/**
 * A filled template as its pieces, to render as children: fillParts("Day {number}", { number: 4 })
 * → ["Day ", 4]. Each value stays a text node of its own, as in JSX written `Day {number}`: the
 * browser measures every text node by itself, so the joined string would set the line a fraction
 * of a pixel differently.
 */
function fillParts(template: string, values: TemplateValues): Array<string | number> {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? (values[name] ?? part) : part;
    });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `locale` uses for `count`, still a template. */
function pluralForm(forms: KitPlural, count: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}

/** The form of `forms` for `count` in `locale`, filled with the count and `values`. */
function plural(
  forms: KitPlural,
  count: number,
  locale: string,
  values: TemplateValues = {},
): string {
  return fill(pluralForm(forms, count, locale), { count, ...values });
}

export {
  fill,
  fillParts,
  KitCopy,
  KitLink,
  KitProvider,
  plural,
  pluralForm,
  useKit,
  useKitCopy,
  useKitLocale,
  type KitLinkComponent,
  type KitLinkProps,
  type KitMessages,
  type KitPlural,
};
