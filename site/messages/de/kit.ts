import type { KitMessages } from "../../../ui/kit-provider";

/** The copy the site hands the kit (ui/), in German. */
export const kitMessages: KitMessages = {
  common: {
    newTab: "(öffnet in neuem Tab)",
    days: { one: "{count} Tag", other: "{count} Tage" },
    more: { other: "{count} weitere" },
  },

  carousel: {
    roleDescription: "Karussell",
    slideRoleDescription: "Folie",
    slide: "{number} von {count}",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    stop: "Automatische Wiedergabe stoppen",
    start: "Automatische Wiedergabe starten",
    dots: "Folie auswählen",
    dot: "Folie {number}",
  },
  heroCarousel: {
    label: "Safarifotos",
    balloon: "Ballonsafari",
  },
  partnerCarousel: {
    label: "Unsere Partner",
    dot: "{name} anzeigen",
    visitWebsite: "Website besuchen",
  },

  dialog: { close: "Schließen" },
  input: { searchTours: "Safaris durchsuchen …" },
  spinner: { page: "Seite wird geladen", section: "Wird geladen" },
  loadError: {
    retry: "Erneut versuchen",
    renderFailed: "Beim Anzeigen dieses Seitenbereichs ist ein Fehler aufgetreten.",
    loadFailed:
      "Ein Teil dieser Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  },
  emptyState: {
    message: "Keine Safaris entsprechen Ihren Suchkriterien.",
    action: "Filter zurücksetzen",
  },
  consentBanner: {
    title: "Cookies und Analysen",
    message:
      "Mit Ihrer Zustimmung verwenden wir Analyse-Cookies von PostHog, um zu erfahren, welche Safaris und Seiten Reisenden weiterhelfen, und die Website zu verbessern. Ohne Ihre Zustimmung wird nichts gemessen, und Sie können Ihre Entscheidung jederzeit über die Fußzeile ändern.",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    policy: "Cookie-Erklärung lesen",
  },
  floatingContact: {
    whatsapp: "Per WhatsApp mit uns chatten (öffnet in neuem Tab)",
    wechat: "Per WeChat mit uns chatten",
  },

  header: {
    mainNav: "Hauptmenü",
    mobileNav: "Mobiles Menü",
    reviews: "Bewertungen von Reisenden",
    search: "Safaris und Reisen durchsuchen",
    menu: "Menü",
    searchTours: "Safaris suchen",
    quote: "Angebot anfordern",
    quoteMobile: "Angebot anfordern",
  },
  footer: {
    socialMedia: "Soziale Medien",
    social: "{brand} auf {network} (öffnet in neuem Tab)",
    quickLinks: "Schnellzugriff",
    talkToUs: "Sprechen Sie mit uns",
    office: "Unser Büro",
    legal: "Rechtliches",
    cookieSettings: "Cookie-Einstellungen",
    copyright: "© {year} {brand}. Alle Rechte vorbehalten.",
  },

  galleryGrid: {
    filters: "Fotos nach Kategorie filtern",
    all: "Alle",
    categories: { wildlife: "Tierwelt", landscape: "Landschaft", cultural: "Kultur" },
    count: "{count} {photos}",
    photos: { one: "Foto", other: "Fotos" },
  },
  lightbox: {
    close: "Foto schließen",
    previous: "Vorheriges Foto",
    next: "Nächstes Foto",
    position: "{number} von {count}",
    download: "Herunterladen",
    loading: { label: "Foto", status: "Foto wird geladen" },
  },
  wechatModal: {
    close: "WeChat-Details schließen",
    title: "Per WeChat mit uns chatten",
    description:
      "Scannen Sie den Code oder fügen Sie unsere WeChat-ID hinzu – unser Team in Nairobi antwortet Ihnen in WeChat.",
    qrAlt: "QR-Code für unsere WeChat-ID {id}",
    preparing: "QR-Code wird erstellt …",
    idLabel: "WeChat-ID",
    copy: "Kopieren",
    copied: "Kopiert!",
    copiedStatus: "WeChat-ID kopiert",
    phoneTitle: "Auf dem Smartphone",
    phoneSteps:
      "Öffnen Sie WeChat, tippen Sie auf + und dann auf „Scannen“ und scannen Sie diesen Code – oder drücken Sie lange darauf, falls Sie ihn in WeChat erhalten haben. Sie können die ID auch unter „Kontakte hinzufügen“ suchen.",
    computerTitle: "Am Computer",
    computerSteps:
      "Öffnen Sie WeChat auf Ihrem Smartphone, tippen Sie auf + und dann auf „Scannen“ und richten Sie die Kamera auf diesen Code auf Ihrem Bildschirm.",
    loading: { label: "WeChat", status: "WeChat wird geladen" },
  },

  pricing: {
    from: "Ab",
    varies: "Preise je nach Saison und Gruppengröße",
    onRequest: { title: "Kontaktieren Sie uns", note: "Für einen individuellen Preis" },
    rows: {
      solo: "Für Alleinreisende",
      forTwo: "Für 2 Reisende",
      perPersonForTwo: "Pro Person (bei 2 Reisenden)",
    },
    bestValue: "Bestes Preis-Leistungs-Verhältnis",
    rowOnRequest: "Auf Anfrage",
    book: "Diese Safari buchen",
    quote: "Individuelles Angebot anfordern",
  },
  pricingCard: { title: "Preise und Buchung" },
  packageCard: {
    destinations: "Reiseziele",
    perPerson: "pro Person",
    viewDetails: "Details ansehen",
  },
  destinationCard: {
    tours: { one: "{count} Safari", other: "{count} Safaris" },
  },
  tourCard: {
    photos: { one: "{count} Foto", other: "{count} Fotos" },
    keyHighlights: "Höhepunkte",
    moreDays: { one: "{count} weiterer Tag", other: "{count} weitere Tage" },
    basis: {
      perPersonForTwo: "pro Person (bei 2 Reisenden)",
      forTwo: "für 2 Reisende",
      solo: "für Alleinreisende",
    },
    viewDetails: "Alle Details ansehen",
    bookNow: "Jetzt buchen",
    compare: "Vergleichen",
    show: "Reiseverlauf und Preise anzeigen",
    hide: "Reiseverlauf und Preise ausblenden",
    tabs: "{title}: Details",
    tab: {
      itinerary: "Reiseverlauf",
      pricing: "Preise",
      included: "Leistungen",
      gallery: "Galerie",
    },
    readyTitle: "Bereit zum Buchen?",
    readyText:
      "Nennen Sie uns Ihre Reisedaten und Gruppengröße – wir antworten innerhalb von 24 Stunden.",
    noPhotos: "Fotos dieser Safari folgen in Kürze.",
  },
  photoGrid: { openPhoto: "Foto {number} von {count} öffnen: {alt}" },
  routeMap: {
    road: "Tag {day}: {from} → {to}, {distance}, etwa {duration} auf der Straße",
    flight: "Tag {day}: {from} → {to}, {distance}, etwa {duration} Flug",
    stay: "Tag {day}: {place}, ganzer Tag vor Ort",
    legend: "Legende",
    roadLegend: "Auf der Straße",
    flightLegend: "Per Flugzeug",
    nightsLegend: "Übernachtungen dort",
    endsLegend: "Start und Ziel",
    legs: "Die Route Tag für Tag",
  },
  monthCalendar: {
    best: "Beste Reisezeit",
    rain: { dry: "Trocken", showers: "Vereinzelt Schauer", wet: "Regnerisch" },
    crowds: { quiet: "Wenig Besucher", moderate: "Mäßig besucht", busy: "Viel Betrieb" },
    season: { high: "Hochsaison", shoulder: "Zwischensaison", low: "Nebensaison" },
    temperature: "{low}–{high}",
  },
  compareTable: {
    viewTour: "Zur Reise",
    viewTourLabel: "Zur Reise: {title}",
    quote: "Angebot anfordern",
    quoteLabel: "Angebot anfordern: {title}",
  },
  itinerary: {
    empty: "Den Tagesablauf erhalten Sie mit Ihrem Angebot.",
    day: "Tag {number}",
    separator: ": ",
    accommodation: "Unterkunft:",
    mealPlan: "Verpflegung:",
  },
  inclusions: {
    empty: "Was genau im Preis enthalten ist, bestätigen wir Ihnen mit Ihrem Angebot.",
    included: "Im Preis enthalten",
    excluded: "Nicht im Preis enthalten",
  },

  searchHits: {
    label: "Suchergebnisse",
    types: {
      tour: "Safari",
      faq: "FAQ",
      service: "Leistung",
      tip: "Reisetipp",
      destination: "Reiseziel",
      month: "Reisezeit",
      other: "Ergebnis",
    },
    from: "Ab {price}",
  },
  searchDialog: {
    close: "Suche schließen",
    title: "Safaris und Reisen durchsuchen",
    description: "Finden Sie Ihr perfektes Abenteuer in Kenia und Tansania",
    formHeading: "Finden Sie, was Sie suchen",
    inputLabel: "Website durchsuchen",
    placeholder: "Safaris, Reiseziele, Aktivitäten, FAQ durchsuchen …",
    clear: "Suche löschen",
    results: "Suchergebnisse",
    searching: "Suche läuft",
    searchingShown: "Suche läuft …",
    unavailable: "Die Suche ist nicht verfügbar.",
    noResultsStatus: "Keine Ergebnisse.",
    resultCount: {
      one: "{count} Ergebnis. Wählen Sie es mit den Pfeiltasten nach oben und unten aus.",
      other: "{count} Ergebnisse. Wählen Sie eines mit den Pfeiltasten nach oben und unten aus.",
    },
    errorTitle: "Die Suche macht gerade eine Pause.",
    errorText:
      "Unser Suchdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    retry: "Erneut versuchen",
    noResultsTitle: "Keine Ergebnisse für „{query}“",
    noResultsText:
      "Versuchen Sie es mit einem Park wie Masai Mara, einer Reisedauer wie 7 Tage oder mit weniger Wörtern.",
    hint: "Geben Sie einen Begriff ein, um unsere Safaris, Reiseziele, Reisetipps und FAQ zu durchsuchen.",
    loading: { label: "Suche", status: "Suche wird geladen" },
  },

  form: {
    sending: "Wird gesendet …",
    error: "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
  quoteForm: {
    nameRequired: "Bitte geben Sie Ihren vollständigen Namen ein.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
    check: "Bitte prüfen Sie {which}: {fields}.",
    checkWhich: { one: "dieses Feld", other: "diese Felder" },
    fieldSeparator: ", ",
    send: "Anfrage senden",
    reply: "Wir antworten innerhalb von 24 Stunden.",
    retry: "Erneut versuchen",
  },
  bookingPanel: {
    toggle: "Jetzt buchen",
    title: "Buchen Sie Ihre Safari",
    description: "Erzählen Sie uns kurz von Ihrer Reise – wir antworten innerhalb von 24 Stunden.",
    close: "Schließen",
    send: "Nachricht senden",
  },
};
