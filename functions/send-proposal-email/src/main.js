// Built from main.ts by `npm run function:build`: edit that file, not this one.

// functions/send-proposal-email/src/main.ts
import { Databases } from "node-appwrite";

// data/desk.ts
var deskIds = {
  operatorsTeamId: "operators",
  historyCollectionId: "history",
  proposalsCollectionId: "proposals",
  /** Executable by anyone holding a proposal's id: reads it, or records its acceptance. */
  proposalFunctionId: "proposal",
  /**
   * Executable by operators: stores a proposal (or a new version of one) under an id the server
   * makes, and e-mails the traveller its link, in their language.
   */
  proposalEmailFunctionId: "send-proposal-email",
  /** Executable by operators: changes an enquiry's status, notes or reply and writes its history. */
  enquiryChangeFunctionId: "change-enquiry"
};
var proposalVersionLimit = 999;
var proposalIdPattern = /^[0-9a-f]{32}$/;
function newProposalId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// data/content-modules.ts
var contentModules = {
  "data/countries.ts": ["Kenya", "Tanzania"],
  "data/search-records.ts": ["durationLabel", "monthTitle", "monthSummary", "monthRains"],
  "data/tour-rules.ts": ["multiPark", "singlePark", "noAccommodation", "noDays"],
  "data/enquiry.ts": ["label", "placeholder"],
  "data/image-catalog.ts": ["alt", "location"],
  "data/site-config.ts": [
    "tagline",
    "description",
    "keywords",
    "message",
    "lines",
    "days",
    "hours",
    "topBar",
    "responseText",
    "groupSize",
    "dry",
    "migration",
    "footerAbout"
  ],
  "data/places.ts": ["name"],
  "data/desk-email.ts": [
    "greeting",
    "greetingWithoutName",
    "proposalSubject",
    "proposalIntro",
    "proposalRevisedIntro",
    "proposalLinkLead",
    "proposalOutro",
    "closing"
  ]
};
function moduleTextId(module, keys) {
  return `${module.replace(/\.ts$/, "")}:${keys.join(".")}`;
}
function itemKey(value, position) {
  return value ?? String(position);
}
function translateConstant(module, name, value, translate) {
  const properties = contentModules[module];
  if (!properties) throw new Error(`${module} is not a content module.`);
  const walk = (item, keys, owner) => {
    if (typeof item === "string")
      return properties.includes(owner) && item.trim() !== "" ? translate(moduleTextId(module, keys), item) : item;
    if (Array.isArray(item))
      return item.map(
        (element, position) => walk(element, [...keys, itemKey(optionValue(element), position)], owner)
      );
    if (item && typeof item === "object")
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => [key, walk(child, [...keys, key], key)])
      );
    return item;
  };
  return walk(value, [name], name);
}
function optionValue(element) {
  const value = element && typeof element === "object" ? element.value : void 0;
  return typeof value === "string" ? value : void 0;
}

// data/languages.ts
var languages = [
  {
    code: "en",
    name: "English",
    englishName: "English",
    tag: "en",
    // The operator's US dollars read "$3,517" ("US$3,517" is how en-GB would write them), while
    // the site is written in British English ("travellers") and dates its pages "15 July 2031".
    numberLocale: "en-US",
    dateLocale: "en-GB",
    ogLocale: "en_GB",
    searchLanguage: "en",
    listSeparator: ", ",
    accentedLatin: false
  },
  {
    code: "de",
    name: "Deutsch",
    englishName: "German",
    tag: "de",
    numberLocale: "de-DE",
    dateLocale: "de-DE",
    ogLocale: "de_DE",
    searchLanguage: "de",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "fr",
    name: "Fran\xE7ais",
    englishName: "French",
    tag: "fr",
    numberLocale: "fr-FR",
    dateLocale: "fr-FR",
    ogLocale: "fr_FR",
    searchLanguage: "fr",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "it",
    name: "Italiano",
    englishName: "Italian",
    tag: "it",
    numberLocale: "it-IT",
    dateLocale: "it-IT",
    ogLocale: "it_IT",
    searchLanguage: "it",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "es",
    name: "Espa\xF1ol",
    englishName: "Spanish",
    tag: "es",
    numberLocale: "es-ES",
    dateLocale: "es-ES",
    ogLocale: "es_ES",
    searchLanguage: "es",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "zh",
    name: "\u7B80\u4F53\u4E2D\u6587",
    englishName: "Chinese",
    tag: "zh-Hans",
    numberLocale: "zh-CN",
    dateLocale: "zh-CN",
    ogLocale: "zh_CN",
    searchLanguage: "zh",
    listSeparator: "\u3001",
    // Set in the reader's system fonts (docs/languages.md, "Fonts"): only the Latin of brand
    // and place names comes from the site's typefaces.
    accentedLatin: false
  }
];

// data/locales.ts
var locales = languages.map((language) => language.code);
var defaultLocale = "en";
var translatedLocales = locales.filter((locale) => locale !== defaultLocale);
function isLocale(value) {
  return locales.includes(value);
}

// data/site-config.ts
var siteConfig = {
  brandName: "Savannah Horizon Safaris",
  shortName: "Savannah Horizon",
  tagline: "Private Kenya and Tanzania safaris, planned in Nairobi",
  description: "Private safaris in Kenya and Tanzania from a Nairobi-based operator: the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha, the Serengeti and the Ngorongoro Crater, in 4x4 pop-up-roof vehicles with 2-6 people and expert local guides.",
  keywords: [
    "Kenya safari",
    "Tanzania safari",
    "Masai Mara safari",
    "Great Migration",
    "Amboseli safari",
    "Samburu safari",
    "Ol Pejeta",
    "Lake Nakuru",
    "Lake Naivasha",
    "Serengeti",
    "Ngorongoro Crater",
    "luxury safari Kenya",
    "private safari",
    "Nairobi tour operator"
  ],
  siteUrl: "https://www.example.com",
  emails: {
    info: "info@example.com",
    bookings: "bookings@example.com"
  },
  phone: {
    display: "+254 700 000 000",
    tel: "+254700000000"
  },
  whatsapp: {
    number: "254700000000",
    url: "https://wa.me/254700000000",
    message: "Hello Savannah Horizon Safaris, I would like to plan a safari. Could you help me?"
  },
  wechatId: "SavannahHorizon",
  socials: {
    facebook: "https://www.facebook.com/savannahhorizonsafaris",
    instagram: "https://www.instagram.com/savannahhorizonsafaris",
    x: "https://x.com/savannahhorizon",
    linkedin: "https://www.linkedin.com/company/savannah-horizon-safaris"
  },
  address: {
    lines: [
      "Horizon Business Centre, 2nd Floor",
      "Off Ngong Road, opposite The Junction Mall",
      "Nairobi, Kenya"
    ],
    street: "Horizon Business Centre, 2nd Floor, off Ngong Road",
    locality: "Nairobi",
    country: "KE",
    geo: { latitude: -1.2983, longitude: 36.7622 }
  },
  hours: {
    topBar: "Mon - Fri 08:30 AM - 06:00 PM",
    contactPage: [
      { days: "Monday - Friday", hours: "8:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM - 4:00 PM" },
      { days: "Sunday", hours: "Closed" }
    ],
    structuredData: [
      {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00"
      },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" }
    ]
  },
  facts: {
    founded: 2022,
    responseHours: 24,
    responseText: "within 24 hours",
    groupSize: "2-6 People",
    maxGroupSize: 6,
    temperature: "20-30\xB0C",
    currency: "USD",
    seasons: {
      dry: ["June - October", "December - March"],
      migration: "July - October"
    }
  },
  footerAbout: "Savannah Horizon Safaris is a Nairobi-based operator running private safaris across Kenya and into Tanzania since 2022. Small groups of 2-6 people, expert local guides and a reply to every enquiry within 24 hours."
};

// locales/de/data.json
var data_default = {
  "data/countries:countryNames.Kenya": "Kenia",
  "data/countries:countryNames.Tanzania": "Tansania",
  "data/search-records:durationLabel": "{count} Tage",
  "data/search-records:monthSearchLabels.monthTitle": "Safari im {month}",
  "data/search-records:monthSearchLabels.monthSummary": "Im {month} am sch\xF6nsten: {places}.",
  "data/search-records:monthSearchLabels.monthRains": "Der {month} ist ein Regenmonat: Kein Park zeigt sich von seiner besten Seite, daf\xFCr locken g\xFCnstige Preise und ruhige Parks.",
  "data/tour-rules:tourCardLabels.multiPark": "Mehrere Parks",
  "data/tour-rules:tourCardLabels.singlePark": "Ein Park",
  "data/tour-rules:tourCardLabels.noAccommodation": "Luxuslodge",
  "data/tour-rules:tourCardLabels.noDays": "Safari-Erlebnis",
  "data/enquiry:groupSizeOptions.1.label": "1 Person (alleinreisend)",
  "data/enquiry:groupSizeOptions.2.label": "2 Personen",
  "data/enquiry:groupSizeOptions.3-4.label": "3\u20134 Personen",
  "data/enquiry:groupSizeOptions.5-6.label": "5\u20136 Personen",
  "data/enquiry:groupSizeOptions.7+.label": "Ab 7 Personen",
  "data/enquiry:safariInterestOptions.luxury.label": "Luxussafari",
  "data/enquiry:safariInterestOptions.midrange.label": "Mittelklasse-Safari",
  "data/enquiry:safariInterestOptions.budget.label": "Budget-Safari",
  "data/enquiry:safariInterestOptions.family.label": "Familiensafari",
  "data/enquiry:safariInterestOptions.photography.label": "Fotosafari",
  "data/enquiry:safariInterestOptions.custom.label": "Individueller Reiseverlauf",
  "data/enquiry:budgetOptions.under-2000.label": "unter 2.000 $",
  "data/enquiry:budgetOptions.2000-3000.label": "2.000\u20133.000 $",
  "data/enquiry:budgetOptions.3000-5000.label": "3.000\u20135.000 $",
  "data/enquiry:budgetOptions.5000-8000.label": "5.000\u20138.000 $",
  "data/enquiry:budgetOptions.over-8000.label": "\xFCber 8.000 $",
  "data/enquiry:enquiryFields.name.label": "Vor- und Nachname",
  "data/enquiry:enquiryFields.email.label": "E-Mail-Adresse",
  "data/enquiry:enquiryFields.phone.label": "Telefon",
  "data/enquiry:enquiryFields.groupSize.label": "Gruppengr\xF6\xDFe",
  "data/enquiry:enquiryFields.groupSize.placeholder": "Gruppengr\xF6\xDFe w\xE4hlen",
  "data/enquiry:enquiryFields.safariInterest.label": "Art der Safari",
  "data/enquiry:enquiryFields.safariInterest.placeholder": "Art der Safari w\xE4hlen",
  "data/enquiry:enquiryFields.budget.label": "Budgetrahmen (pro Person, USD)",
  "data/enquiry:enquiryFields.budget.placeholder": "Budget w\xE4hlen",
  "data/enquiry:enquiryFields.preferredDates.label": "Gew\xFCnschte Reisedaten",
  "data/enquiry:enquiryFields.preferredDates.placeholder": "z. B. zwei Wochen im August 2026",
  "data/enquiry:enquiryFields.message.label": "Weitere Angaben",
  "data/enquiry:enquiryFields.message.placeholder": "Wunschparks, besondere Anl\xE4sse, Ern\xE4hrungsw\xFCnsche \u2026",
  "data/enquiry:bookingPanelFields.firstName.label": "Vorname",
  "data/enquiry:bookingPanelFields.email.label": "Ihre E-Mail-Adresse",
  "data/enquiry:bookingPanelFields.phone.label": "Telefonnummer",
  "data/enquiry:bookingPanelFields.message.label": "Nachricht",
  "data/enquiry:bookingPanelFields.message.placeholder": "Erz\xE4hlen Sie uns von Ihrer Traumsafari \u2026",
  "data/enquiry:bookingPanelFields.sum.label": "4 + 4 =",
  "data/image-catalog:imageCatalog.savanna-dawn.alt": "Goldenes Savannengras im Morgengrauen mit einer einzelnen Akazie",
  "data/image-catalog:imageCatalog.savanna-dawn.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.acacia-sunset.alt": "Silhouette einer Schirmakazie vor orangefarbenem Sonnenuntergang",
  "data/image-catalog:imageCatalog.acacia-sunset.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.alt": "Eine Elefantenfamilie zieht unter dem schneebedeckten Kilimandscharo vorbei",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.mara-river-crossing.alt": "Gnus st\xFCrzen sich w\xE4hrend der Gro\xDFen Tierwanderung in den Mara River",
  "data/image-catalog:imageCatalog.mara-river-crossing.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.alt": "Hei\xDFluftballons schweben bei Sonnenaufgang \xFCber die Ebenen der Mara",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.lions-golden-grass.alt": "Ein L\xF6wenrudel ruht im hohen goldenen Gras",
  "data/image-catalog:imageCatalog.lions-golden-grass.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.alt": "Tausende rosa Flamingos am Ufer des Lake Nakuru",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.location": "Lake Nakuru, Kenia",
  "data/image-catalog:imageCatalog.giraffes-acacia.alt": "Zwei Giraffen fressen an Akazien",
  "data/image-catalog:imageCatalog.giraffes-acacia.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.zebra-herd.alt": "Eine Herde Steppenzebras grast im offenen Grasland",
  "data/image-catalog:imageCatalog.zebra-herd.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.alt": "Ein Gepard h\xE4lt von einem Termitenh\xFCgel aus Ausschau \xFCber die Ebenen",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.leopard-tree.alt": "Ein Leopard liegt hingestreckt auf dem Ast eines Feigenbaums",
  "data/image-catalog:imageCatalog.leopard-tree.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.alt": "Eine Breitmaulnashornkuh mit ihrem Kalb beim Grasen im Schutzgebiet",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.location": "Ol Pejeta, Kenia",
  "data/image-catalog:imageCatalog.buffalo-herd.alt": "Eine Herde Kaffernb\xFCffel wirbelt in der Abendd\xE4mmerung Staub auf",
  "data/image-catalog:imageCatalog.buffalo-herd.location": "Lake Nakuru, Kenia",
  "data/image-catalog:imageCatalog.wildebeest-migration.alt": "Endlose Kolonnen von Gnus bis zum Horizont",
  "data/image-catalog:imageCatalog.wildebeest-migration.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.alt": "Netzgiraffe zwischen Dumpalmen am Ewaso Nyiro River",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.alt": "Ein kleines Boot auf dem Lake Naivasha zwischen Papyrus und Fieberakazien",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.location": "Lake Naivasha, Kenia",
  "data/image-catalog:imageCatalog.hippos-river.alt": "Flusspferde tauchen in einem schlammigen Flussbecken auf",
  "data/image-catalog:imageCatalog.hippos-river.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.maasai-village.alt": "Massai-Geh\xF6ft mit Rundh\xE4usern hinter einem Dornenzaun",
  "data/image-catalog:imageCatalog.maasai-village.location": "Narok, Kenia",
  "data/image-catalog:imageCatalog.luxury-tent-camp.alt": "Ein Luxus-Safarizelt mit eigener Terrasse \xFCber den Ebenen",
  "data/image-catalog:imageCatalog.luxury-tent-camp.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.safari-jeep-plains.alt": "Ein 4x4-Safarifahrzeug mit Hubdach auf einer offenen Ebene",
  "data/image-catalog:imageCatalog.safari-jeep-plains.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.alt": "Ein Hei\xDFluftballon steigt im Morgengrauen \xFCber der Serengeti auf",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.location": "Serengeti, Tansania",
  "data/image-catalog:imageCatalog.ngorongoro-crater.alt": "Blick vom Kraterrand \xFCber den Boden des Ngorongoro-Kraters",
  "data/image-catalog:imageCatalog.ngorongoro-crater.location": "Ngorongoro, Tansania",
  "data/image-catalog:imageCatalog.serengeti-plains.alt": "Endlose Kurzgrasebenen der Serengeti unter weitem Himmel",
  "data/image-catalog:imageCatalog.serengeti-plains.location": "Serengeti, Tansania",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.alt": "Elefanten waten durch einen gr\xFCnen Sumpf in Amboseli",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.lake-baringo-birds.alt": "Ein Schreiseeadler st\xF6\xDFt \xFCber dem ruhigen Wasser des Lake Baringo herab",
  "data/image-catalog:imageCatalog.lake-baringo-birds.location": "Lake Baringo, Kenia",
  "data/image-catalog:imageCatalog.hells-gate-gorge.alt": "Rote Felsw\xE4nde der Schlucht von Hell's Gate",
  "data/image-catalog:imageCatalog.hells-gate-gorge.location": "Hell's Gate, Kenia",
  "data/image-catalog:imageCatalog.mount-kenya-view.alt": "Die zerkl\xFCfteten Gipfel des Mount Kenya \xFCber dem Wald",
  "data/image-catalog:imageCatalog.mount-kenya-view.location": "Laikipia, Kenia",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.alt": "Giraffe im Nairobi National Park vor der Skyline der Stadt",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.location": "Nairobi, Kenia",
  "data/image-catalog:imageCatalog.sundowner-campfire.alt": "Campingst\xFChle am Lagerfeuer bei Sonnenuntergang",
  "data/image-catalog:imageCatalog.sundowner-campfire.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.lodge-veranda.alt": "Eine Lodge-Veranda mit Blick auf ein Wasserloch",
  "data/image-catalog:imageCatalog.lodge-veranda.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.cultural-dancers.alt": "Massai-Krieger beim Adumu, dem Sprungtanz",
  "data/image-catalog:imageCatalog.cultural-dancers.location": "Narok, Kenia",
  "data/image-catalog:imageCatalog.beadwork-market.alt": "Bunter Massai-Perlenschmuck, ausgelegt auf einem Markt",
  "data/image-catalog:imageCatalog.beadwork-market.location": "Nairobi, Kenia",
  "data/image-catalog:imageCatalog.bush-breakfast.alt": "Ein gedeckter Fr\xFChst\xFCckstisch unter einer Akazie im Busch",
  "data/image-catalog:imageCatalog.bush-breakfast.location": "Masai Mara, Kenia",
  "data/image-catalog:imageCatalog.elephant-orphanage.alt": "Verwaiste Elefantenbabys bei der F\xFCtterung durch einen Pfleger",
  "data/image-catalog:imageCatalog.elephant-orphanage.location": "Nairobi, Kenia",
  "data/site-config:siteConfig.tagline": "Private Safaris in Kenia und Tansania, geplant in Nairobi",
  "data/site-config:siteConfig.description": "Private Safaris in Kenia und Tansania mit einem Veranstalter aus Nairobi: Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha, Serengeti und Ngorongoro-Krater, in 4x4-Fahrzeugen mit Hubdach, mit 2\u20136 Personen und erfahrenen einheimischen Guides.",
  "data/site-config:siteConfig.keywords.0": "Kenia Safari",
  "data/site-config:siteConfig.keywords.1": "Tansania Safari",
  "data/site-config:siteConfig.keywords.2": "Masai Mara Safari",
  "data/site-config:siteConfig.keywords.3": "Gro\xDFe Tierwanderung",
  "data/site-config:siteConfig.keywords.4": "Amboseli Safari",
  "data/site-config:siteConfig.keywords.5": "Samburu Safari",
  "data/site-config:siteConfig.keywords.6": "Ol Pejeta",
  "data/site-config:siteConfig.keywords.7": "Lake Nakuru",
  "data/site-config:siteConfig.keywords.8": "Lake Naivasha",
  "data/site-config:siteConfig.keywords.9": "Serengeti",
  "data/site-config:siteConfig.keywords.10": "Ngorongoro-Krater",
  "data/site-config:siteConfig.keywords.11": "Luxussafari Kenia",
  "data/site-config:siteConfig.keywords.12": "Privatsafari",
  "data/site-config:siteConfig.keywords.13": "Reiseveranstalter Nairobi",
  "data/site-config:siteConfig.whatsapp.message": "Hallo Savannah Horizon Safaris, ich m\xF6chte gern eine Safari planen. K\xF6nnen Sie mir helfen?",
  "data/site-config:siteConfig.address.lines.0": "Horizon Business Centre, 2. Stock",
  "data/site-config:siteConfig.address.lines.1": "Seitenstra\xDFe der Ngong Road, gegen\xFCber The Junction Mall",
  "data/site-config:siteConfig.address.lines.2": "Nairobi, Kenia",
  "data/site-config:siteConfig.hours.topBar": "Mo\u2013Fr 8:30\u201318:00 Uhr",
  "data/site-config:siteConfig.hours.contactPage.0.days": "Montag bis Freitag",
  "data/site-config:siteConfig.hours.contactPage.0.hours": "8:00\u201318:00 Uhr",
  "data/site-config:siteConfig.hours.contactPage.1.days": "Samstag",
  "data/site-config:siteConfig.hours.contactPage.1.hours": "9:00\u201316:00 Uhr",
  "data/site-config:siteConfig.hours.contactPage.2.days": "Sonntag",
  "data/site-config:siteConfig.hours.contactPage.2.hours": "Geschlossen",
  "data/site-config:siteConfig.facts.responseText": "innerhalb von 24 Stunden",
  "data/site-config:siteConfig.facts.groupSize": "2\u20136 Personen",
  "data/site-config:siteConfig.facts.seasons.dry.0": "Juni\u2013Oktober",
  "data/site-config:siteConfig.facts.seasons.dry.1": "Dezember\u2013M\xE4rz",
  "data/site-config:siteConfig.facts.seasons.migration": "Juli\u2013Oktober",
  "data/site-config:siteConfig.footerAbout": "Savannah Horizon Safaris ist ein Veranstalter mit Sitz in Nairobi, der seit 2022 private Safaris in ganz Kenia und bis nach Tansania durchf\xFChrt. Kleine Gruppen von 2\u20136 Personen, erfahrene einheimische Guides und eine Antwort auf jede Anfrage innerhalb von 24 Stunden.",
  "data/places:places.nairobi.name": "Nairobi",
  "data/places:places.nairobi-national-park.name": "Nairobi National Park",
  "data/places:places.samburu.name": "Samburu",
  "data/places:places.ol-pejeta.name": "Ol Pejeta",
  "data/places:places.lewa.name": "Lewa",
  "data/places:places.lake-baringo.name": "Lake Baringo",
  "data/places:places.lake-bogoria.name": "Lake Bogoria",
  "data/places:places.lake-nakuru.name": "Lake Nakuru",
  "data/places:places.lake-naivasha.name": "Lake Naivasha",
  "data/places:places.hells-gate.name": "Hell's Gate",
  "data/places:places.masai-mara.name": "Masai Mara",
  "data/places:places.amboseli.name": "Amboseli",
  "data/places:places.namanga.name": "Namanga",
  "data/places:places.arusha.name": "Arusha",
  "data/places:places.kilimanjaro-airport.name": "Flughafen Kilimandscharo",
  "data/places:places.tarangire.name": "Tarangire",
  "data/places:places.lake-manyara.name": "Lake Manyara",
  "data/places:places.serengeti.name": "Serengeti",
  "data/places:places.ngorongoro.name": "Ngorongoro",
  "data/desk-email:travellerEmail.greeting": "Guten Tag {name},",
  "data/desk-email:travellerEmail.greetingWithoutName": "Guten Tag,",
  "data/desk-email:travellerEmail.proposalSubject": "Ihr Safari-Reisevorschlag von {brand}",
  "data/desk-email:travellerEmail.proposalIntro": "vielen Dank f\xFCr Ihre Anfrage. Wir haben Ihnen einen Reisevorschlag f\xFCr Ihre Safari zusammengestellt \u2013 Tag f\xFCr Tag, mit Ihren Unterk\xFCnften und dem Preis.",
  "data/desk-email:travellerEmail.proposalRevisedIntro": "wir haben Ihren Reisevorschlag \xFCberarbeitet. Unter dem Link unten finden Sie jetzt die neue Fassung; sie ersetzt die, die wir Ihnen zuvor geschickt haben.",
  "data/desk-email:travellerEmail.proposalLinkLead": "Hier k\xF6nnen Sie ihn lesen, ausdrucken und annehmen:",
  "data/desk-email:travellerEmail.proposalOutro": "M\xF6chten Sie etwas \xE4ndern? Antworten Sie einfach auf diese E-Mail.",
  "data/desk-email:travellerEmail.closing": "Mit freundlichen Gr\xFC\xDFen"
};

// locales/es/data.json
var data_default2 = {
  "data/countries:countryNames.Kenya": "Kenia",
  "data/countries:countryNames.Tanzania": "Tanzania",
  "data/search-records:durationLabel": "{count} d\xEDas",
  "data/search-records:monthSearchLabels.monthTitle": "Safari en {month}",
  "data/search-records:monthSearchLabels.monthSummary": "En su mejor momento en {month}: {places}.",
  "data/search-records:monthSearchLabels.monthRains": "En {month} llueve: ning\xFAn parque vive su mejor momento, pero las tarifas son bajas y los parques est\xE1n tranquilos.",
  "data/tour-rules:tourCardLabels.multiPark": "Varios parques",
  "data/tour-rules:tourCardLabels.singlePark": "Un solo parque",
  "data/tour-rules:tourCardLabels.noAccommodation": "Lodge de lujo",
  "data/tour-rules:tourCardLabels.noDays": "Experiencia de safari",
  "data/enquiry:groupSizeOptions.1.label": "1 persona (en solitario)",
  "data/enquiry:groupSizeOptions.2.label": "2 personas",
  "data/enquiry:groupSizeOptions.3-4.label": "3-4 personas",
  "data/enquiry:groupSizeOptions.5-6.label": "5-6 personas",
  "data/enquiry:groupSizeOptions.7+.label": "7 o m\xE1s personas",
  "data/enquiry:safariInterestOptions.luxury.label": "Safari de lujo",
  "data/enquiry:safariInterestOptions.midrange.label": "Safari de gama media",
  "data/enquiry:safariInterestOptions.budget.label": "Safari econ\xF3mico",
  "data/enquiry:safariInterestOptions.family.label": "Safari en familia",
  "data/enquiry:safariInterestOptions.photography.label": "Safari fotogr\xE1fico",
  "data/enquiry:safariInterestOptions.custom.label": "Itinerario a medida",
  "data/enquiry:budgetOptions.under-2000.label": "Menos de 2000 US$",
  "data/enquiry:budgetOptions.2000-3000.label": "2000\u20133000 US$",
  "data/enquiry:budgetOptions.3000-5000.label": "3000\u20135000 US$",
  "data/enquiry:budgetOptions.5000-8000.label": "5000\u20138000 US$",
  "data/enquiry:budgetOptions.over-8000.label": "M\xE1s de 8000 US$",
  "data/enquiry:enquiryFields.name.label": "Nombre y apellidos",
  "data/enquiry:enquiryFields.email.label": "Correo electr\xF3nico",
  "data/enquiry:enquiryFields.phone.label": "Tel\xE9fono",
  "data/enquiry:enquiryFields.groupSize.label": "N\xFAmero de viajeros",
  "data/enquiry:enquiryFields.groupSize.placeholder": "Elige el n\xFAmero de viajeros",
  "data/enquiry:enquiryFields.safariInterest.label": "Tipo de safari",
  "data/enquiry:enquiryFields.safariInterest.placeholder": "Elige un tipo de safari",
  "data/enquiry:enquiryFields.budget.label": "Presupuesto (por persona, en USD)",
  "data/enquiry:enquiryFields.budget.placeholder": "Elige un presupuesto",
  "data/enquiry:enquiryFields.preferredDates.label": "Fechas de viaje preferidas",
  "data/enquiry:enquiryFields.preferredDates.placeholder": "p. ej., dos semanas en agosto de 2026",
  "data/enquiry:enquiryFields.message.label": "Informaci\xF3n adicional",
  "data/enquiry:enquiryFields.message.placeholder": "Parques que sue\xF1as con ver, ocasiones especiales, necesidades alimentarias\u2026",
  "data/enquiry:bookingPanelFields.firstName.label": "Nombre",
  "data/enquiry:bookingPanelFields.email.label": "Tu correo electr\xF3nico",
  "data/enquiry:bookingPanelFields.phone.label": "Tel\xE9fono",
  "data/enquiry:bookingPanelFields.message.label": "Mensaje",
  "data/enquiry:bookingPanelFields.message.placeholder": "Cu\xE9ntanos c\xF3mo es el safari de tus sue\xF1os\u2026",
  "data/enquiry:bookingPanelFields.sum.label": "4 + 4 =",
  "data/image-catalog:imageCatalog.savanna-dawn.alt": "Pradera dorada de sabana al amanecer con una acacia solitaria",
  "data/image-catalog:imageCatalog.savanna-dawn.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.acacia-sunset.alt": "Acacia paraguas recortada contra un atardecer anaranjado",
  "data/image-catalog:imageCatalog.acacia-sunset.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.alt": "Familia de elefantes caminando a los pies del Kilimanjaro nevado",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.mara-river-crossing.alt": "\xD1us lanz\xE1ndose al r\xEDo Mara durante la Gran Migraci\xF3n",
  "data/image-catalog:imageCatalog.mara-river-crossing.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.alt": "Globos aerost\xE1ticos flotando sobre las llanuras del Mara al amanecer",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.lions-golden-grass.alt": "Una manada de leones descansando entre la alta hierba dorada",
  "data/image-catalog:imageCatalog.lions-golden-grass.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.alt": "Miles de flamencos rosas en la orilla del lago Nakuru",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.location": "Lago Nakuru, Kenia",
  "data/image-catalog:imageCatalog.giraffes-acacia.alt": "Dos jirafas ramoneando en las acacias",
  "data/image-catalog:imageCatalog.giraffes-acacia.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.zebra-herd.alt": "Una manada de cebras comunes pastando en la pradera abierta",
  "data/image-catalog:imageCatalog.zebra-herd.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.alt": "Un guepardo oteando las llanuras desde un termitero",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.leopard-tree.alt": "Un leopardo tendido sobre la rama de una higuera",
  "data/image-catalog:imageCatalog.leopard-tree.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.alt": "Una hembra de rinoceronte blanco y su cr\xEDa pastando en la reserva",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.location": "Ol Pejeta, Kenia",
  "data/image-catalog:imageCatalog.buffalo-herd.alt": "Manada de b\xFAfalos cafres levantando polvo al anochecer",
  "data/image-catalog:imageCatalog.buffalo-herd.location": "Lago Nakuru, Kenia",
  "data/image-catalog:imageCatalog.wildebeest-migration.alt": "Columnas de \xF1us que se extienden hasta el horizonte",
  "data/image-catalog:imageCatalog.wildebeest-migration.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.alt": "Jirafa reticulada entre palmeras dum junto al r\xEDo Ewaso Nyiro",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.alt": "Una peque\xF1a barca en el lago Naivasha entre papiros y acacias de la fiebre amarilla",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.location": "Lago Naivasha, Kenia",
  "data/image-catalog:imageCatalog.hippos-river.alt": "Hipop\xF3tamos asomando en una poza fangosa del r\xEDo",
  "data/image-catalog:imageCatalog.hippos-river.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.maasai-village.alt": "Poblado mas\xE1i con casas redondas dentro de una cerca de espinos",
  "data/image-catalog:imageCatalog.maasai-village.location": "Narok, Kenia",
  "data/image-catalog:imageCatalog.luxury-tent-camp.alt": "Una tienda de safari de lujo con terraza privada sobre las llanuras",
  "data/image-catalog:imageCatalog.luxury-tent-camp.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.safari-jeep-plains.alt": "Un veh\xEDculo de safari 4x4 con techo elevable en una llanura abierta",
  "data/image-catalog:imageCatalog.safari-jeep-plains.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.alt": "Un globo aerost\xE1tico elev\xE1ndose sobre el Serengueti al amanecer",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.location": "Serengueti, Tanzania",
  "data/image-catalog:imageCatalog.ngorongoro-crater.alt": "Vista del fondo del cr\xE1ter del Ngorongoro desde el borde",
  "data/image-catalog:imageCatalog.ngorongoro-crater.location": "Ngorongoro, Tanzania",
  "data/image-catalog:imageCatalog.serengeti-plains.alt": "Interminables llanuras de hierba corta del Serengueti bajo un cielo inmenso",
  "data/image-catalog:imageCatalog.serengeti-plains.location": "Serengueti, Tanzania",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.alt": "Elefantes vadeando un verde pantano de Amboseli",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.lake-baringo-birds.alt": "Un pigargo vocinglero lanz\xE1ndose en picado sobre las aguas tranquilas del lago Baringo",
  "data/image-catalog:imageCatalog.lake-baringo-birds.location": "Lago Baringo, Kenia",
  "data/image-catalog:imageCatalog.hells-gate-gorge.alt": "Acantilados rojos del desfiladero de Hell's Gate",
  "data/image-catalog:imageCatalog.hells-gate-gorge.location": "Hell's Gate, Kenia",
  "data/image-catalog:imageCatalog.mount-kenya-view.alt": "Los picos escarpados del monte Kenia sobre el bosque",
  "data/image-catalog:imageCatalog.mount-kenya-view.location": "Laikipia, Kenia",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.alt": "Jirafa en el Parque Nacional de Nairobi con los rascacielos de la ciudad al fondo",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.location": "Nairobi, Kenia",
  "data/image-catalog:imageCatalog.sundowner-campfire.alt": "Sillas de campamento alrededor de una hoguera al atardecer",
  "data/image-catalog:imageCatalog.sundowner-campfire.location": "Samburu, Kenia",
  "data/image-catalog:imageCatalog.lodge-veranda.alt": "La terraza de un lodge con vistas a una charca",
  "data/image-catalog:imageCatalog.lodge-veranda.location": "Amboseli, Kenia",
  "data/image-catalog:imageCatalog.cultural-dancers.alt": "Guerreros mas\xE1is bailando el adumu, la danza de los saltos",
  "data/image-catalog:imageCatalog.cultural-dancers.location": "Narok, Kenia",
  "data/image-catalog:imageCatalog.beadwork-market.alt": "Artesan\xEDa mas\xE1i de abalorios expuesta en un mercado",
  "data/image-catalog:imageCatalog.beadwork-market.location": "Nairobi, Kenia",
  "data/image-catalog:imageCatalog.bush-breakfast.alt": "Una mesa de desayuno preparada bajo una acacia en plena sabana",
  "data/image-catalog:imageCatalog.bush-breakfast.location": "Mas\xE1i Mara, Kenia",
  "data/image-catalog:imageCatalog.elephant-orphanage.alt": "Cr\xEDas de elefante hu\xE9rfanas a la hora de comer con sus cuidadores",
  "data/image-catalog:imageCatalog.elephant-orphanage.location": "Nairobi, Kenia",
  "data/site-config:siteConfig.tagline": "Safaris privados por Kenia y Tanzania, organizados desde Nairobi",
  "data/site-config:siteConfig.description": "Safaris privados en Kenia y Tanzania con un operador con sede en Nairobi: el Mas\xE1i Mara, Amboseli, Samburu, Ol Pejeta, el lago Nakuru, el lago Naivasha, el Serengueti y el cr\xE1ter del Ngorongoro, en 4x4 con techo elevable para grupos de 2 a 6 personas y con gu\xEDas locales expertos.",
  "data/site-config:siteConfig.keywords.0": "safari en Kenia",
  "data/site-config:siteConfig.keywords.1": "safari en Tanzania",
  "data/site-config:siteConfig.keywords.2": "safari en Mas\xE1i Mara",
  "data/site-config:siteConfig.keywords.3": "Gran Migraci\xF3n",
  "data/site-config:siteConfig.keywords.4": "safari en Amboseli",
  "data/site-config:siteConfig.keywords.5": "safari en Samburu",
  "data/site-config:siteConfig.keywords.6": "Ol Pejeta",
  "data/site-config:siteConfig.keywords.7": "Lago Nakuru",
  "data/site-config:siteConfig.keywords.8": "Lago Naivasha",
  "data/site-config:siteConfig.keywords.9": "Serengueti",
  "data/site-config:siteConfig.keywords.10": "Cr\xE1ter del Ngorongoro",
  "data/site-config:siteConfig.keywords.11": "safari de lujo en Kenia",
  "data/site-config:siteConfig.keywords.12": "safari privado",
  "data/site-config:siteConfig.keywords.13": "turoperador en Nairobi",
  "data/site-config:siteConfig.whatsapp.message": "Hola, Savannah Horizon Safaris: me gustar\xEDa organizar un safari. \xBFPod\xE9is ayudarme?",
  "data/site-config:siteConfig.address.lines.0": "Horizon Business Centre, 2.\xAA planta",
  "data/site-config:siteConfig.address.lines.1": "Junto a Ngong Road, frente a The Junction Mall",
  "data/site-config:siteConfig.address.lines.2": "Nairobi, Kenia",
  "data/site-config:siteConfig.hours.topBar": "Lun.-vie. 8:30-18:00",
  "data/site-config:siteConfig.hours.contactPage.0.days": "De lunes a viernes",
  "data/site-config:siteConfig.hours.contactPage.0.hours": "8:00-18:00",
  "data/site-config:siteConfig.hours.contactPage.1.days": "S\xE1bado",
  "data/site-config:siteConfig.hours.contactPage.1.hours": "9:00-16:00",
  "data/site-config:siteConfig.hours.contactPage.2.days": "Domingo",
  "data/site-config:siteConfig.hours.contactPage.2.hours": "Cerrado",
  "data/site-config:siteConfig.facts.responseText": "en menos de 24 horas",
  "data/site-config:siteConfig.facts.groupSize": "2-6 personas",
  "data/site-config:siteConfig.facts.seasons.dry.0": "De junio a octubre",
  "data/site-config:siteConfig.facts.seasons.dry.1": "De diciembre a marzo",
  "data/site-config:siteConfig.facts.seasons.migration": "De julio a octubre",
  "data/site-config:siteConfig.footerAbout": "Savannah Horizon Safaris es un operador con sede en Nairobi que organiza safaris privados por Kenia y Tanzania desde 2022. Grupos reducidos de 2 a 6 personas, gu\xEDas locales expertos y respuesta a cada consulta en menos de 24 horas.",
  "data/places:places.nairobi.name": "Nairobi",
  "data/places:places.nairobi-national-park.name": "Parque Nacional de Nairobi",
  "data/places:places.samburu.name": "Samburu",
  "data/places:places.ol-pejeta.name": "Ol Pejeta",
  "data/places:places.lewa.name": "Lewa",
  "data/places:places.lake-baringo.name": "Lago Baringo",
  "data/places:places.lake-bogoria.name": "Lago Bogoria",
  "data/places:places.lake-nakuru.name": "Lago Nakuru",
  "data/places:places.lake-naivasha.name": "Lago Naivasha",
  "data/places:places.hells-gate.name": "Hell's Gate",
  "data/places:places.masai-mara.name": "Mas\xE1i Mara",
  "data/places:places.amboseli.name": "Amboseli",
  "data/places:places.namanga.name": "Namanga",
  "data/places:places.arusha.name": "Arusha",
  "data/places:places.kilimanjaro-airport.name": "Aeropuerto del Kilimanjaro",
  "data/places:places.tarangire.name": "Tarangire",
  "data/places:places.lake-manyara.name": "Lago Manyara",
  "data/places:places.serengeti.name": "Serengueti",
  "data/places:places.ngorongoro.name": "Ngorongoro",
  "data/desk-email:travellerEmail.greeting": "Hola, {name}:",
  "data/desk-email:travellerEmail.greetingWithoutName": "Hola:",
  "data/desk-email:travellerEmail.proposalSubject": "Tu propuesta de safari \u2013 {brand}",
  "data/desk-email:travellerEmail.proposalIntro": "Gracias por tu consulta. Te hemos preparado una propuesta para tu safari, con el programa d\xEDa a d\xEDa: el itinerario, d\xF3nde te alojar\xE1s cada noche y el precio.",
  "data/desk-email:travellerEmail.proposalRevisedIntro": "Hemos actualizado la propuesta para tu safari. El enlace de abajo muestra ahora la nueva versi\xF3n, que sustituye a la que te enviamos antes.",
  "data/desk-email:travellerEmail.proposalLinkLead": "Puedes verla, imprimirla y aceptarla aqu\xED:",
  "data/desk-email:travellerEmail.proposalOutro": "Si quieres cambiar algo, basta con que respondas a este correo.",
  "data/desk-email:travellerEmail.closing": "Un saludo,"
};

// locales/fr/data.json
var data_default3 = {
  "data/countries:countryNames.Kenya": "Kenya",
  "data/countries:countryNames.Tanzania": "Tanzanie",
  "data/search-records:durationLabel": "{count}\xA0jours",
  "data/search-records:monthSearchLabels.monthTitle": "Safari en {month}",
  "data/search-records:monthSearchLabels.monthSummary": "Les meilleures destinations en {month}\u202F: {places}.",
  "data/search-records:monthSearchLabels.monthRains": "En {month}, mois pluvieux, aucun parc n\u2019est \xE0 son apog\xE9e, mais les tarifs sont bas et les parcs tranquilles.",
  "data/tour-rules:tourCardLabels.multiPark": "Plusieurs parcs",
  "data/tour-rules:tourCardLabels.singlePark": "Un seul parc",
  "data/tour-rules:tourCardLabels.noAccommodation": "Lodge de luxe",
  "data/tour-rules:tourCardLabels.noDays": "Exp\xE9rience safari",
  "data/enquiry:groupSizeOptions.1.label": "1\xA0voyageur seul",
  "data/enquiry:groupSizeOptions.2.label": "2\xA0voyageurs",
  "data/enquiry:groupSizeOptions.3-4.label": "3 ou 4\xA0voyageurs",
  "data/enquiry:groupSizeOptions.5-6.label": "5 ou 6\xA0voyageurs",
  "data/enquiry:groupSizeOptions.7+.label": "7\xA0voyageurs ou plus",
  "data/enquiry:safariInterestOptions.luxury.label": "Safari de luxe",
  "data/enquiry:safariInterestOptions.midrange.label": "Safari milieu de gamme",
  "data/enquiry:safariInterestOptions.budget.label": "Safari \xE9conomique",
  "data/enquiry:safariInterestOptions.family.label": "Safari en famille",
  "data/enquiry:safariInterestOptions.photography.label": "Safari photo",
  "data/enquiry:safariInterestOptions.custom.label": "Itin\xE9raire sur mesure",
  "data/enquiry:budgetOptions.under-2000.label": "Moins de 2\u202F000\xA0$US",
  "data/enquiry:budgetOptions.2000-3000.label": "2\u202F000 \xE0 3\u202F000\xA0$US",
  "data/enquiry:budgetOptions.3000-5000.label": "3\u202F000 \xE0 5\u202F000\xA0$US",
  "data/enquiry:budgetOptions.5000-8000.label": "5\u202F000 \xE0 8\u202F000\xA0$US",
  "data/enquiry:budgetOptions.over-8000.label": "Plus de 8\u202F000\xA0$US",
  "data/enquiry:enquiryFields.name.label": "Nom et pr\xE9nom",
  "data/enquiry:enquiryFields.email.label": "Adresse e-mail",
  "data/enquiry:enquiryFields.phone.label": "T\xE9l\xE9phone",
  "data/enquiry:enquiryFields.groupSize.label": "Nombre de voyageurs",
  "data/enquiry:enquiryFields.groupSize.placeholder": "Choisissez le nombre de voyageurs",
  "data/enquiry:enquiryFields.safariInterest.label": "Type de safari",
  "data/enquiry:enquiryFields.safariInterest.placeholder": "Choisissez un type de safari",
  "data/enquiry:enquiryFields.budget.label": "Budget (par personne, en USD)",
  "data/enquiry:enquiryFields.budget.placeholder": "Choisissez un budget",
  "data/enquiry:enquiryFields.preferredDates.label": "Dates de voyage souhait\xE9es",
  "data/enquiry:enquiryFields.preferredDates.placeholder": "Par ex. deux semaines en ao\xFBt 2026",
  "data/enquiry:enquiryFields.message.label": "Informations compl\xE9mentaires",
  "data/enquiry:enquiryFields.message.placeholder": "Parcs qui vous font r\xEAver, occasion sp\xE9ciale, r\xE9gime alimentaire\u2026",
  "data/enquiry:bookingPanelFields.firstName.label": "Pr\xE9nom",
  "data/enquiry:bookingPanelFields.email.label": "Votre e-mail",
  "data/enquiry:bookingPanelFields.phone.label": "Num\xE9ro de t\xE9l\xE9phone",
  "data/enquiry:bookingPanelFields.message.label": "Message",
  "data/enquiry:bookingPanelFields.message.placeholder": "Parlez-nous du safari de vos r\xEAves\u2026",
  "data/enquiry:bookingPanelFields.sum.label": "4 + 4 =",
  "data/image-catalog:imageCatalog.savanna-dawn.alt": "Savane dor\xE9e \xE0 l\u2019aube avec un acacia solitaire",
  "data/image-catalog:imageCatalog.savanna-dawn.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.acacia-sunset.alt": "Acacia parasol se d\xE9coupant sur un coucher de soleil orang\xE9",
  "data/image-catalog:imageCatalog.acacia-sunset.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.alt": "Famille d\u2019\xE9l\xE9phants marchant au pied du Kilimandjaro enneig\xE9",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.mara-river-crossing.alt": "Gnous plongeant dans la rivi\xE8re Mara pendant la Grande Migration",
  "data/image-catalog:imageCatalog.mara-river-crossing.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.alt": "Montgolfi\xE8res d\xE9rivant au-dessus des plaines du Mara au lever du soleil",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.lions-golden-grass.alt": "Une troupe de lions au repos dans les hautes herbes dor\xE9es",
  "data/image-catalog:imageCatalog.lions-golden-grass.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.alt": "Des milliers de flamants roses sur la rive du lac Nakuru",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.location": "Lac Nakuru, Kenya",
  "data/image-catalog:imageCatalog.giraffes-acacia.alt": "Deux girafes broutant des acacias",
  "data/image-catalog:imageCatalog.giraffes-acacia.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.zebra-herd.alt": "Un troupeau de z\xE8bres des plaines broutant dans la savane",
  "data/image-catalog:imageCatalog.zebra-herd.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.alt": "Un gu\xE9pard scrutant les plaines du haut d\u2019une termiti\xE8re",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.leopard-tree.alt": "Un l\xE9opard allong\xE9 sur la branche d\u2019un figuier",
  "data/image-catalog:imageCatalog.leopard-tree.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.alt": "Une femelle rhinoc\xE9ros blanc et son petit broutant dans la r\xE9serve",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.location": "Ol Pejeta, Kenya",
  "data/image-catalog:imageCatalog.buffalo-herd.alt": "Troupeau de buffles d\u2019Afrique soulevant la poussi\xE8re au cr\xE9puscule",
  "data/image-catalog:imageCatalog.buffalo-herd.location": "Lac Nakuru, Kenya",
  "data/image-catalog:imageCatalog.wildebeest-migration.alt": "Des colonnes de gnous s\u2019\xE9tirant jusqu\u2019\xE0 l\u2019horizon",
  "data/image-catalog:imageCatalog.wildebeest-migration.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.alt": "Girafe r\xE9ticul\xE9e parmi les palmiers doum au bord de la rivi\xE8re Ewaso Nyiro",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.alt": "Une petite barque sur le lac Naivasha, parmi les papyrus et les acacias \xE0 \xE9corce jaune",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.location": "Lac Naivasha, Kenya",
  "data/image-catalog:imageCatalog.hippos-river.alt": "Hippopotames \xE9mergeant d\u2019une mare boueuse",
  "data/image-catalog:imageCatalog.hippos-river.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.maasai-village.alt": "Village traditionnel maasa\xEF aux cases rondes, prot\xE9g\xE9 par une cl\xF4ture d\u2019\xE9pineux",
  "data/image-catalog:imageCatalog.maasai-village.location": "Narok, Kenya",
  "data/image-catalog:imageCatalog.luxury-tent-camp.alt": "Une tente de safari de luxe avec terrasse priv\xE9e surplombant les plaines",
  "data/image-catalog:imageCatalog.luxury-tent-camp.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.safari-jeep-plains.alt": "Un v\xE9hicule de safari 4x4 \xE0 toit ouvrant dans une plaine d\xE9gag\xE9e",
  "data/image-catalog:imageCatalog.safari-jeep-plains.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.alt": "Une montgolfi\xE8re s\u2019\xE9levant au-dessus du Serengeti \xE0 l\u2019aube",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.location": "Serengeti, Tanzanie",
  "data/image-catalog:imageCatalog.ngorongoro-crater.alt": "Vue sur le fond du crat\xE8re du Ngorongoro depuis son rebord",
  "data/image-catalog:imageCatalog.ngorongoro-crater.location": "Ngorongoro, Tanzanie",
  "data/image-catalog:imageCatalog.serengeti-plains.alt": "Les plaines d\u2019herbe rase du Serengeti \xE0 perte de vue, sous un ciel immense",
  "data/image-catalog:imageCatalog.serengeti-plains.location": "Serengeti, Tanzanie",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.alt": "\xC9l\xE9phants avan\xE7ant dans un marais verdoyant d\u2019Amboseli",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.lake-baringo-birds.alt": "Un pygargue vocif\xE8re fondant sur les eaux calmes du lac Baringo",
  "data/image-catalog:imageCatalog.lake-baringo-birds.location": "Lac Baringo, Kenya",
  "data/image-catalog:imageCatalog.hells-gate-gorge.alt": "Falaises rouges des gorges de Hell\u2019s Gate",
  "data/image-catalog:imageCatalog.hells-gate-gorge.location": "Hell\u2019s Gate, Kenya",
  "data/image-catalog:imageCatalog.mount-kenya-view.alt": "Les pics d\xE9chiquet\xE9s du mont Kenya au-dessus de la for\xEAt",
  "data/image-catalog:imageCatalog.mount-kenya-view.location": "Laikipia, Kenya",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.alt": "Girafe dans le parc national de Nairobi, avec les gratte-ciel de la ville en arri\xE8re-plan",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.location": "Nairobi, Kenya",
  "data/image-catalog:imageCatalog.sundowner-campfire.alt": "Chaises de camp autour d\u2019un feu de camp au coucher du soleil",
  "data/image-catalog:imageCatalog.sundowner-campfire.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.lodge-veranda.alt": "La v\xE9randa d\u2019un lodge donnant sur un point d\u2019eau",
  "data/image-catalog:imageCatalog.lodge-veranda.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.cultural-dancers.alt": "Guerriers maasa\xEF ex\xE9cutant l\u2019adumu, la danse saut\xE9e",
  "data/image-catalog:imageCatalog.cultural-dancers.location": "Narok, Kenya",
  "data/image-catalog:imageCatalog.beadwork-market.alt": "Bijoux maasa\xEF color\xE9s en perles, \xE9tal\xE9s sur un march\xE9",
  "data/image-catalog:imageCatalog.beadwork-market.location": "Nairobi, Kenya",
  "data/image-catalog:imageCatalog.bush-breakfast.alt": "Une table de petit-d\xE9jeuner dress\xE9e sous un acacia, en pleine brousse",
  "data/image-catalog:imageCatalog.bush-breakfast.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.elephant-orphanage.alt": "\xC9l\xE9phanteaux orphelins \xE0 l\u2019heure o\xF9 les soigneurs les nourrissent",
  "data/image-catalog:imageCatalog.elephant-orphanage.location": "Nairobi, Kenya",
  "data/site-config:siteConfig.tagline": "Safaris priv\xE9s au Kenya et en Tanzanie, organis\xE9s depuis Nairobi",
  "data/site-config:siteConfig.description": "Safaris priv\xE9s au Kenya et en Tanzanie avec un op\xE9rateur bas\xE9 \xE0 Nairobi\u202F: le Masai Mara, Amboseli, Samburu, Ol Pejeta, le lac Nakuru, le lac Naivasha, le Serengeti et le crat\xE8re du Ngorongoro, en 4x4 \xE0 toit ouvrant, par groupes de 2 \xE0 6\xA0personnes, avec des guides locaux experts.",
  "data/site-config:siteConfig.keywords.0": "safari au Kenya",
  "data/site-config:siteConfig.keywords.1": "safari en Tanzanie",
  "data/site-config:siteConfig.keywords.2": "safari Masai Mara",
  "data/site-config:siteConfig.keywords.3": "Grande Migration",
  "data/site-config:siteConfig.keywords.4": "safari Amboseli",
  "data/site-config:siteConfig.keywords.5": "safari Samburu",
  "data/site-config:siteConfig.keywords.6": "Ol Pejeta",
  "data/site-config:siteConfig.keywords.7": "lac Nakuru",
  "data/site-config:siteConfig.keywords.8": "lac Naivasha",
  "data/site-config:siteConfig.keywords.9": "Serengeti",
  "data/site-config:siteConfig.keywords.10": "crat\xE8re du Ngorongoro",
  "data/site-config:siteConfig.keywords.11": "safari de luxe Kenya",
  "data/site-config:siteConfig.keywords.12": "safari priv\xE9",
  "data/site-config:siteConfig.keywords.13": "voyagiste \xE0 Nairobi",
  "data/site-config:siteConfig.whatsapp.message": "Bonjour Savannah Horizon Safaris, je souhaiterais organiser un safari. Pourriez-vous m\u2019aider\u202F?",
  "data/site-config:siteConfig.address.lines.0": "Horizon Business Centre, 2e \xE9tage",
  "data/site-config:siteConfig.address.lines.1": "En retrait de Ngong Road, en face du Junction Mall",
  "data/site-config:siteConfig.address.lines.2": "Nairobi, Kenya",
  "data/site-config:siteConfig.hours.topBar": "Lun.-ven. 8\xA0h\xA030\xA0\u2013 18\xA0h",
  "data/site-config:siteConfig.hours.contactPage.0.days": "Du lundi au vendredi",
  "data/site-config:siteConfig.hours.contactPage.0.hours": "8\xA0h\xA0\u2013 18\xA0h",
  "data/site-config:siteConfig.hours.contactPage.1.days": "Samedi",
  "data/site-config:siteConfig.hours.contactPage.1.hours": "9\xA0h\xA0\u2013 16\xA0h",
  "data/site-config:siteConfig.hours.contactPage.2.days": "Dimanche",
  "data/site-config:siteConfig.hours.contactPage.2.hours": "Ferm\xE9",
  "data/site-config:siteConfig.facts.responseText": "sous 24\xA0heures",
  "data/site-config:siteConfig.facts.groupSize": "2 \xE0 6\xA0personnes",
  "data/site-config:siteConfig.facts.seasons.dry.0": "De juin \xE0 octobre",
  "data/site-config:siteConfig.facts.seasons.dry.1": "De d\xE9cembre \xE0 mars",
  "data/site-config:siteConfig.facts.seasons.migration": "De juillet \xE0 octobre",
  "data/site-config:siteConfig.footerAbout": "Savannah Horizon Safaris est un op\xE9rateur bas\xE9 \xE0 Nairobi qui organise depuis 2022 des safaris priv\xE9s dans tout le Kenya et jusqu\u2019en Tanzanie. Petits groupes de 2 \xE0 6\xA0personnes, guides locaux experts et r\xE9ponse \xE0 chaque demande sous 24\xA0heures.",
  "data/places:places.nairobi.name": "Nairobi",
  "data/places:places.nairobi-national-park.name": "Parc national de Nairobi",
  "data/places:places.samburu.name": "Samburu",
  "data/places:places.ol-pejeta.name": "Ol Pejeta",
  "data/places:places.lewa.name": "Lewa",
  "data/places:places.lake-baringo.name": "Lac Baringo",
  "data/places:places.lake-bogoria.name": "Lac Bogoria",
  "data/places:places.lake-nakuru.name": "lac Nakuru",
  "data/places:places.lake-naivasha.name": "lac Naivasha",
  "data/places:places.hells-gate.name": "Hell\u2019s Gate",
  "data/places:places.masai-mara.name": "Masai Mara",
  "data/places:places.amboseli.name": "Amboseli",
  "data/places:places.namanga.name": "Namanga",
  "data/places:places.arusha.name": "Arusha",
  "data/places:places.kilimanjaro-airport.name": "A\xE9roport du Kilimandjaro",
  "data/places:places.tarangire.name": "Tarangire",
  "data/places:places.lake-manyara.name": "Lac Manyara",
  "data/places:places.serengeti.name": "Serengeti",
  "data/places:places.ngorongoro.name": "Ngorongoro",
  "data/desk-email:travellerEmail.greeting": "Bonjour {name},",
  "data/desk-email:travellerEmail.greetingWithoutName": "Bonjour,",
  "data/desk-email:travellerEmail.proposalSubject": "Votre proposition de safari \u2013 {brand}",
  "data/desk-email:travellerEmail.proposalIntro": "Merci pour votre demande. Nous avons pr\xE9par\xE9 votre proposition de safari jour par jour\u202F: l\u2019itin\xE9raire, vos h\xE9bergements et le prix.",
  "data/desk-email:travellerEmail.proposalRevisedIntro": "Nous avons mis \xE0 jour votre proposition de safari. Le lien ci-dessous affiche d\xE9sormais la nouvelle version, qui remplace celle que nous vous avions envoy\xE9e.",
  "data/desk-email:travellerEmail.proposalLinkLead": "Vous pouvez la consulter, l\u2019imprimer et l\u2019accepter ici\u202F:",
  "data/desk-email:travellerEmail.proposalOutro": "Si vous souhaitez modifier quoi que ce soit, il vous suffit de r\xE9pondre \xE0 cet e-mail.",
  "data/desk-email:travellerEmail.closing": "Bien cordialement,"
};

// locales/it/data.json
var data_default4 = {
  "data/countries:countryNames.Kenya": "Kenya",
  "data/countries:countryNames.Tanzania": "Tanzania",
  "data/search-records:durationLabel": "{count} giorni",
  "data/search-records:monthSearchLabels.monthTitle": "Safari in {month}",
  "data/search-records:monthSearchLabels.monthSummary": "Al meglio in {month}: {places}.",
  "data/search-records:monthSearchLabels.monthRains": "Il mese di {month} \xE8 piovoso: nessun parco \xE8 al suo meglio, ma le tariffe sono basse e i parchi tranquilli.",
  "data/tour-rules:tourCardLabels.multiPark": "Pi\xF9 parchi",
  "data/tour-rules:tourCardLabels.singlePark": "Un solo parco",
  "data/tour-rules:tourCardLabels.noAccommodation": "Lodge di lusso",
  "data/tour-rules:tourCardLabels.noDays": "Esperienza safari",
  "data/enquiry:groupSizeOptions.1.label": "1 viaggiatore singolo",
  "data/enquiry:groupSizeOptions.2.label": "2 viaggiatori",
  "data/enquiry:groupSizeOptions.3-4.label": "3-4 viaggiatori",
  "data/enquiry:groupSizeOptions.5-6.label": "5-6 viaggiatori",
  "data/enquiry:groupSizeOptions.7+.label": "7 o pi\xF9 viaggiatori",
  "data/enquiry:safariInterestOptions.luxury.label": "Safari di lusso",
  "data/enquiry:safariInterestOptions.midrange.label": "Safari di fascia media",
  "data/enquiry:safariInterestOptions.budget.label": "Safari economico",
  "data/enquiry:safariInterestOptions.family.label": "Safari per famiglie",
  "data/enquiry:safariInterestOptions.photography.label": "Safari fotografico",
  "data/enquiry:safariInterestOptions.custom.label": "Itinerario su misura",
  "data/enquiry:budgetOptions.under-2000.label": "Meno di 2.000 USD",
  "data/enquiry:budgetOptions.2000-3000.label": "2.000-3.000 USD",
  "data/enquiry:budgetOptions.3000-5000.label": "3.000-5.000 USD",
  "data/enquiry:budgetOptions.5000-8000.label": "5.000-8.000 USD",
  "data/enquiry:budgetOptions.over-8000.label": "Oltre 8.000 USD",
  "data/enquiry:enquiryFields.name.label": "Nome e cognome",
  "data/enquiry:enquiryFields.email.label": "Indirizzo e-mail",
  "data/enquiry:enquiryFields.phone.label": "Telefono",
  "data/enquiry:enquiryFields.groupSize.label": "Numero di partecipanti",
  "data/enquiry:enquiryFields.groupSize.placeholder": "Seleziona il numero di partecipanti",
  "data/enquiry:enquiryFields.safariInterest.label": "Tipo di safari",
  "data/enquiry:enquiryFields.safariInterest.placeholder": "Seleziona un tipo di safari",
  "data/enquiry:enquiryFields.budget.label": "Fascia di budget (a persona, USD)",
  "data/enquiry:enquiryFields.budget.placeholder": "Seleziona una fascia di budget",
  "data/enquiry:enquiryFields.preferredDates.label": "Date di viaggio preferite",
  "data/enquiry:enquiryFields.preferredDates.placeholder": "es. due settimane ad agosto 2026",
  "data/enquiry:enquiryFields.message.label": "Informazioni aggiuntive",
  "data/enquiry:enquiryFields.message.placeholder": "Parchi che sognate di vedere, occasioni speciali, esigenze alimentari\u2026",
  "data/enquiry:bookingPanelFields.firstName.label": "Nome",
  "data/enquiry:bookingPanelFields.email.label": "La vostra e-mail",
  "data/enquiry:bookingPanelFields.phone.label": "Numero di telefono",
  "data/enquiry:bookingPanelFields.message.label": "Messaggio",
  "data/enquiry:bookingPanelFields.message.placeholder": "Raccontateci il safari dei vostri sogni\u2026",
  "data/enquiry:bookingPanelFields.sum.label": "4 + 4 =",
  "data/image-catalog:imageCatalog.savanna-dawn.alt": "Prateria dorata della savana all'alba con un'acacia solitaria",
  "data/image-catalog:imageCatalog.savanna-dawn.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.acacia-sunset.alt": "Acacia ad ombrello che si staglia contro un tramonto arancione",
  "data/image-catalog:imageCatalog.acacia-sunset.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.alt": "Famiglia di elefanti in cammino ai piedi del Kilimangiaro innevato",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.mara-river-crossing.alt": "Gnu che si gettano nel fiume Mara durante la Grande Migrazione",
  "data/image-catalog:imageCatalog.mara-river-crossing.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.alt": "Mongolfiere che fluttuano sopra le pianure del Mara all'alba",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.lions-golden-grass.alt": "Un branco di leoni a riposo nell'erba alta e dorata",
  "data/image-catalog:imageCatalog.lions-golden-grass.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.alt": "Migliaia di fenicotteri rosa lungo la riva del lago Nakuru",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.location": "Lago Nakuru, Kenya",
  "data/image-catalog:imageCatalog.giraffes-acacia.alt": "Due giraffe che brucano le acacie",
  "data/image-catalog:imageCatalog.giraffes-acacia.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.zebra-herd.alt": "Una mandria di zebre di pianura al pascolo nella prateria aperta",
  "data/image-catalog:imageCatalog.zebra-herd.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.alt": "Un ghepardo scruta la pianura da un termitaio",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.leopard-tree.alt": "Un leopardo disteso sul ramo di un fico",
  "data/image-catalog:imageCatalog.leopard-tree.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.alt": "Una femmina di rinoceronte bianco con il suo piccolo al pascolo nella conservancy",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.location": "Ol Pejeta, Kenya",
  "data/image-catalog:imageCatalog.buffalo-herd.alt": "Mandria di bufali cafri che solleva polvere al crepuscolo",
  "data/image-catalog:imageCatalog.buffalo-herd.location": "Lago Nakuru, Kenya",
  "data/image-catalog:imageCatalog.wildebeest-migration.alt": "File di gnu che si perdono all'orizzonte",
  "data/image-catalog:imageCatalog.wildebeest-migration.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.alt": "Giraffa reticolata tra le palme dum lungo il fiume Ewaso Nyiro",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.alt": "Una piccola barca sul lago Naivasha tra papiri e acacie della febbre gialla",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.location": "Lago Naivasha, Kenya",
  "data/image-catalog:imageCatalog.hippos-river.alt": "Ippopotami che affiorano in una pozza fangosa del fiume",
  "data/image-catalog:imageCatalog.hippos-river.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.maasai-village.alt": "Villaggio masai con capanne rotonde all'interno di un recinto di rovi",
  "data/image-catalog:imageCatalog.maasai-village.location": "Narok, Kenya",
  "data/image-catalog:imageCatalog.luxury-tent-camp.alt": "Una tenda da safari di lusso con terrazza privata affacciata sulle pianure",
  "data/image-catalog:imageCatalog.luxury-tent-camp.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.safari-jeep-plains.alt": "Un fuoristrada 4x4 da safari con tetto apribile in una pianura aperta",
  "data/image-catalog:imageCatalog.safari-jeep-plains.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.alt": "Una mongolfiera si alza sul Serengeti all'alba",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.location": "Serengeti, Tanzania",
  "data/image-catalog:imageCatalog.ngorongoro-crater.alt": "Il fondo del cratere di Ngorongoro visto dal bordo",
  "data/image-catalog:imageCatalog.ngorongoro-crater.location": "Ngorongoro, Tanzania",
  "data/image-catalog:imageCatalog.serengeti-plains.alt": "Le sconfinate pianure di erba corta del Serengeti sotto un cielo immenso",
  "data/image-catalog:imageCatalog.serengeti-plains.location": "Serengeti, Tanzania",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.alt": "Elefanti che guadano una verde palude di Amboseli",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.lake-baringo-birds.alt": "Un'aquila pescatrice in picchiata sulle acque calme del lago Baringo",
  "data/image-catalog:imageCatalog.lake-baringo-birds.location": "Lago Baringo, Kenya",
  "data/image-catalog:imageCatalog.hells-gate-gorge.alt": "Le pareti rosse della gola di Hell's Gate",
  "data/image-catalog:imageCatalog.hells-gate-gorge.location": "Hell's Gate, Kenya",
  "data/image-catalog:imageCatalog.mount-kenya-view.alt": "Le vette frastagliate del monte Kenya sopra la foresta",
  "data/image-catalog:imageCatalog.mount-kenya-view.location": "Laikipia, Kenya",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.alt": "Giraffa nel Parco nazionale di Nairobi con lo skyline della citt\xE0 sullo sfondo",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.location": "Nairobi, Kenya",
  "data/image-catalog:imageCatalog.sundowner-campfire.alt": "Sedie da campo intorno al fuoco al tramonto",
  "data/image-catalog:imageCatalog.sundowner-campfire.location": "Samburu, Kenya",
  "data/image-catalog:imageCatalog.lodge-veranda.alt": "La veranda di un lodge affacciata su una pozza d'acqua",
  "data/image-catalog:imageCatalog.lodge-veranda.location": "Amboseli, Kenya",
  "data/image-catalog:imageCatalog.cultural-dancers.alt": "Guerrieri masai che eseguono l'adumu, la danza dei salti",
  "data/image-catalog:imageCatalog.cultural-dancers.location": "Narok, Kenya",
  "data/image-catalog:imageCatalog.beadwork-market.alt": "Perline masai dai colori vivaci esposte in un mercato",
  "data/image-catalog:imageCatalog.beadwork-market.location": "Nairobi, Kenya",
  "data/image-catalog:imageCatalog.bush-breakfast.alt": "Un tavolo apparecchiato per la colazione sotto un'acacia, nel bush",
  "data/image-catalog:imageCatalog.bush-breakfast.location": "Masai Mara, Kenya",
  "data/image-catalog:imageCatalog.elephant-orphanage.alt": "Elefantini orfani durante il pasto con i loro custodi",
  "data/image-catalog:imageCatalog.elephant-orphanage.location": "Nairobi, Kenya",
  "data/site-config:siteConfig.tagline": "Safari privati in Kenya e Tanzania, organizzati da Nairobi",
  "data/site-config:siteConfig.description": "Safari privati in Kenya e Tanzania con un operatore di Nairobi: il Masai Mara, Amboseli, Samburu, Ol Pejeta, il lago Nakuru, il lago Naivasha, il Serengeti e il cratere di Ngorongoro, su fuoristrada 4x4 con tetto apribile per 2-6 persone e con guide locali esperte.",
  "data/site-config:siteConfig.keywords.0": "safari in Kenya",
  "data/site-config:siteConfig.keywords.1": "safari in Tanzania",
  "data/site-config:siteConfig.keywords.2": "safari Masai Mara",
  "data/site-config:siteConfig.keywords.3": "Grande Migrazione",
  "data/site-config:siteConfig.keywords.4": "safari Amboseli",
  "data/site-config:siteConfig.keywords.5": "safari Samburu",
  "data/site-config:siteConfig.keywords.6": "Ol Pejeta",
  "data/site-config:siteConfig.keywords.7": "lago Nakuru",
  "data/site-config:siteConfig.keywords.8": "lago Naivasha",
  "data/site-config:siteConfig.keywords.9": "Serengeti",
  "data/site-config:siteConfig.keywords.10": "cratere di Ngorongoro",
  "data/site-config:siteConfig.keywords.11": "safari di lusso Kenya",
  "data/site-config:siteConfig.keywords.12": "safari privato",
  "data/site-config:siteConfig.keywords.13": "tour operator Nairobi",
  "data/site-config:siteConfig.whatsapp.message": "Buongiorno Savannah Horizon Safaris, vorrei organizzare un safari. Potete aiutarmi?",
  "data/site-config:siteConfig.address.lines.0": "Horizon Business Centre, 2\xB0 piano",
  "data/site-config:siteConfig.address.lines.1": "Traversa di Ngong Road, di fronte a The Junction Mall",
  "data/site-config:siteConfig.address.lines.2": "Nairobi, Kenya",
  "data/site-config:siteConfig.hours.topBar": "Lun-Ven 8:30-18:00",
  "data/site-config:siteConfig.hours.contactPage.0.days": "Luned\xEC-venerd\xEC",
  "data/site-config:siteConfig.hours.contactPage.0.hours": "8:00-18:00",
  "data/site-config:siteConfig.hours.contactPage.1.days": "Sabato",
  "data/site-config:siteConfig.hours.contactPage.1.hours": "9:00-16:00",
  "data/site-config:siteConfig.hours.contactPage.2.days": "Domenica",
  "data/site-config:siteConfig.hours.contactPage.2.hours": "Chiuso",
  "data/site-config:siteConfig.facts.responseText": "entro 24 ore",
  "data/site-config:siteConfig.facts.groupSize": "2-6 persone",
  "data/site-config:siteConfig.facts.seasons.dry.0": "Giugno-ottobre",
  "data/site-config:siteConfig.facts.seasons.dry.1": "Dicembre-marzo",
  "data/site-config:siteConfig.facts.seasons.migration": "Luglio-ottobre",
  "data/site-config:siteConfig.footerAbout": "Savannah Horizon Safaris \xE8 un operatore con sede a Nairobi che dal 2022 organizza safari privati in tutto il Kenya e in Tanzania. Piccoli gruppi di 2-6 persone, guide locali esperte e una risposta a ogni richiesta entro 24 ore.",
  "data/places:places.nairobi.name": "Nairobi",
  "data/places:places.nairobi-national-park.name": "Parco nazionale di Nairobi",
  "data/places:places.samburu.name": "Samburu",
  "data/places:places.ol-pejeta.name": "Ol Pejeta",
  "data/places:places.lewa.name": "Lewa",
  "data/places:places.lake-baringo.name": "Lago Baringo",
  "data/places:places.lake-bogoria.name": "Lago Bogoria",
  "data/places:places.lake-nakuru.name": "lago Nakuru",
  "data/places:places.lake-naivasha.name": "lago Naivasha",
  "data/places:places.hells-gate.name": "Hell's Gate",
  "data/places:places.masai-mara.name": "Masai Mara",
  "data/places:places.amboseli.name": "Amboseli",
  "data/places:places.namanga.name": "Namanga",
  "data/places:places.arusha.name": "Arusha",
  "data/places:places.kilimanjaro-airport.name": "Aeroporto del Kilimangiaro",
  "data/places:places.tarangire.name": "Tarangire",
  "data/places:places.lake-manyara.name": "Lago Manyara",
  "data/places:places.serengeti.name": "Serengeti",
  "data/places:places.ngorongoro.name": "Ngorongoro",
  "data/desk-email:travellerEmail.greeting": "Buongiorno {name},",
  "data/desk-email:travellerEmail.greetingWithoutName": "Buongiorno,",
  "data/desk-email:travellerEmail.proposalSubject": "La vostra proposta di safari \u2013 {brand}",
  "data/desk-email:travellerEmail.proposalIntro": "grazie per la vostra richiesta. Abbiamo preparato la vostra proposta di safari, giorno per giorno: l'itinerario, le strutture in cui alloggerete e il prezzo.",
  "data/desk-email:travellerEmail.proposalRevisedIntro": "abbiamo aggiornato la vostra proposta di safari. Il link qui sotto mostra ora la nuova versione, che sostituisce quella che vi avevamo inviato.",
  "data/desk-email:travellerEmail.proposalLinkLead": "Potete consultarla, stamparla e accettarla qui:",
  "data/desk-email:travellerEmail.proposalOutro": "Se desiderate modificare qualcosa, basta rispondere a questa e-mail.",
  "data/desk-email:travellerEmail.closing": "Cordiali saluti,"
};

// locales/zh/data.json
var data_default5 = {
  "data/countries:countryNames.Kenya": "\u80AF\u5C3C\u4E9A",
  "data/countries:countryNames.Tanzania": "\u5766\u6851\u5C3C\u4E9A",
  "data/search-records:durationLabel": "{count}\u5929",
  "data/search-records:monthSearchLabels.monthTitle": "{month}\u6E38\u730E",
  "data/search-records:monthSearchLabels.monthSummary": "{month}\u6700\u4F73\u53BB\u5904\uFF1A{places}\u3002",
  "data/search-records:monthSearchLabels.monthRains": "{month}\u662F\u96E8\u5B63\u6708\u4EFD\uFF1A\u6CA1\u6709\u54EA\u4E2A\u516C\u56ED\u5904\u4E8E\u6700\u4F73\u72B6\u6001\uFF0C\u4F46\u4EF7\u683C\u4F4E\u5EC9\uFF0C\u6E38\u5BA2\u7A00\u5C11\u3002",
  "data/tour-rules:tourCardLabels.multiPark": "\u591A\u4E2A\u56ED\u533A",
  "data/tour-rules:tourCardLabels.singlePark": "\u5355\u4E00\u56ED\u533A",
  "data/tour-rules:tourCardLabels.noAccommodation": "\u8C6A\u534E\u9152\u5E97",
  "data/tour-rules:tourCardLabels.noDays": "\u6E38\u730E\u4F53\u9A8C",
  "data/enquiry:groupSizeOptions.1.label": "1\u4EBA\uFF08\u72EC\u81EA\u51FA\u884C\uFF09",
  "data/enquiry:groupSizeOptions.2.label": "2\u4EBA",
  "data/enquiry:groupSizeOptions.3-4.label": "3\u81F34\u4EBA",
  "data/enquiry:groupSizeOptions.5-6.label": "5\u81F36\u4EBA",
  "data/enquiry:groupSizeOptions.7+.label": "7\u4EBA\u53CA\u4EE5\u4E0A",
  "data/enquiry:safariInterestOptions.luxury.label": "\u5962\u534E\u6E38\u730E",
  "data/enquiry:safariInterestOptions.midrange.label": "\u4E2D\u6863\u6E38\u730E",
  "data/enquiry:safariInterestOptions.budget.label": "\u7ECF\u6D4E\u578B\u6E38\u730E",
  "data/enquiry:safariInterestOptions.family.label": "\u5BB6\u5EAD\u6E38\u730E",
  "data/enquiry:safariInterestOptions.photography.label": "\u6444\u5F71\u6E38\u730E",
  "data/enquiry:safariInterestOptions.custom.label": "\u79C1\u4EBA\u5B9A\u5236\u884C\u7A0B",
  "data/enquiry:budgetOptions.under-2000.label": "US$2,000\u4EE5\u4E0B",
  "data/enquiry:budgetOptions.2000-3000.label": "US$2,000\u20133,000",
  "data/enquiry:budgetOptions.3000-5000.label": "US$3,000\u20135,000",
  "data/enquiry:budgetOptions.5000-8000.label": "US$5,000\u20138,000",
  "data/enquiry:budgetOptions.over-8000.label": "US$8,000\u4EE5\u4E0A",
  "data/enquiry:enquiryFields.name.label": "\u59D3\u540D",
  "data/enquiry:enquiryFields.email.label": "\u7535\u5B50\u90AE\u7BB1",
  "data/enquiry:enquiryFields.phone.label": "\u7535\u8BDD",
  "data/enquiry:enquiryFields.groupSize.label": "\u51FA\u884C\u4EBA\u6570",
  "data/enquiry:enquiryFields.groupSize.placeholder": "\u8BF7\u9009\u62E9\u51FA\u884C\u4EBA\u6570",
  "data/enquiry:enquiryFields.safariInterest.label": "\u6E38\u730E\u7C7B\u578B",
  "data/enquiry:enquiryFields.safariInterest.placeholder": "\u8BF7\u9009\u62E9\u6E38\u730E\u7C7B\u578B",
  "data/enquiry:enquiryFields.budget.label": "\u9884\u7B97\u8303\u56F4\uFF08\u6BCF\u4EBA\uFF0C\u7F8E\u5143\uFF09",
  "data/enquiry:enquiryFields.budget.placeholder": "\u8BF7\u9009\u62E9\u9884\u7B97",
  "data/enquiry:enquiryFields.preferredDates.label": "\u671F\u671B\u51FA\u884C\u65E5\u671F",
  "data/enquiry:enquiryFields.preferredDates.placeholder": "\u4F8B\u5982\uFF1A2026\u5E748\u6708\uFF0C\u4E3A\u671F\u4E24\u5468",
  "data/enquiry:enquiryFields.message.label": "\u8865\u5145\u4FE1\u606F",
  "data/enquiry:enquiryFields.message.placeholder": "\u5FC3\u4EEA\u7684\u516C\u56ED\u3001\u7279\u6B8A\u7EAA\u5FF5\u65E5\u3001\u996E\u98DF\u9700\u6C42\u2026\u2026",
  "data/enquiry:bookingPanelFields.firstName.label": "\u60A8\u7684\u79F0\u547C",
  "data/enquiry:bookingPanelFields.email.label": "\u60A8\u7684\u90AE\u7BB1",
  "data/enquiry:bookingPanelFields.phone.label": "\u7535\u8BDD\u53F7\u7801",
  "data/enquiry:bookingPanelFields.message.label": "\u7559\u8A00",
  "data/enquiry:bookingPanelFields.message.placeholder": "\u8BF4\u8BF4\u60A8\u68A6\u60F3\u4E2D\u7684\u6E38\u730E\u4E4B\u65C5\u2026\u2026",
  "data/enquiry:bookingPanelFields.sum.label": "4 + 4 =",
  "data/image-catalog:imageCatalog.savanna-dawn.alt": "\u9ECE\u660E\u65F6\u5206\u7684\u91D1\u8272\u7A00\u6811\u8349\u539F\u4E0E\u4E00\u68F5\u5B64\u96F6\u96F6\u7684\u91D1\u5408\u6B22\u6811",
  "data/image-catalog:imageCatalog.savanna-dawn.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.acacia-sunset.alt": "\u6A59\u8272\u5915\u9633\u4E0B\uFF0C\u4E00\u68F5\u4F1E\u5F62\u91D1\u5408\u6B22\u7684\u526A\u5F71",
  "data/image-catalog:imageCatalog.acacia-sunset.location": "\u80AF\u5C3C\u4E9A\u5B89\u535A\u585E\u5229",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.alt": "\u5927\u8C61\u5BB6\u65CF\u5728\u767D\u96EA\u8986\u9876\u7684\u4E5E\u529B\u9A6C\u624E\u7F57\u5C71\u4E0B\u6F2B\u6B65",
  "data/image-catalog:imageCatalog.elephants-kilimanjaro.location": "\u80AF\u5C3C\u4E9A\u5B89\u535A\u585E\u5229",
  "data/image-catalog:imageCatalog.mara-river-crossing.alt": "\u52A8\u7269\u5927\u8FC1\u5F99\u671F\u95F4\uFF0C\u89D2\u9A6C\u7EB5\u8EAB\u8DC3\u5165\u9A6C\u62C9\u6CB3",
  "data/image-catalog:imageCatalog.mara-river-crossing.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.alt": "\u65E5\u51FA\u65F6\u5206\uFF0C\u70ED\u6C14\u7403\u98D8\u8FC7\u9A6C\u62C9\u5E73\u539F",
  "data/image-catalog:imageCatalog.balloon-mara-sunrise.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.lions-golden-grass.alt": "\u9AD8\u9AD8\u7684\u91D1\u8272\u8349\u4E1B\u4E2D\uFF0C\u4E00\u7FA4\u72EE\u5B50\u6B63\u5728\u4F11\u606F",
  "data/image-catalog:imageCatalog.lions-golden-grass.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.alt": "\u7EB3\u5E93\u9C81\u6E56\u5CB8\u8FB9\u6570\u4EE5\u5343\u8BA1\u7684\u7C89\u8272\u706B\u70C8\u9E1F",
  "data/image-catalog:imageCatalog.flamingos-lake-nakuru.location": "\u80AF\u5C3C\u4E9A\u7EB3\u5E93\u9C81\u6E56",
  "data/image-catalog:imageCatalog.giraffes-acacia.alt": "\u4E24\u53EA\u957F\u9888\u9E7F\u5728\u91D1\u5408\u6B22\u6811\u4E0A\u5543\u98DF\u679D\u53F6",
  "data/image-catalog:imageCatalog.giraffes-acacia.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.zebra-herd.alt": "\u5F00\u9614\u7684\u8349\u539F\u4E0A\uFF0C\u4E00\u7FA4\u5E73\u539F\u6591\u9A6C\u6B63\u5728\u5403\u8349",
  "data/image-catalog:imageCatalog.zebra-herd.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.alt": "\u4E00\u53EA\u730E\u8C79\u7AD9\u5728\u767D\u8681\u4E18\u4E0A\u773A\u671B\u5E73\u539F",
  "data/image-catalog:imageCatalog.cheetah-termite-mound.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.leopard-tree.alt": "\u4E00\u5934\u8C79\u6175\u61D2\u5730\u8DB4\u5728\u65E0\u82B1\u679C\u6811\u679D\u4E0A",
  "data/image-catalog:imageCatalog.leopard-tree.location": "\u80AF\u5C3C\u4E9A\u6851\u5E03\u9C81",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.alt": "\u4FDD\u62A4\u533A\u91CC\uFF0C\u4E00\u5934\u767D\u7280\u725B\u548C\u5979\u7684\u5E7C\u5D3D\u6B63\u5728\u5403\u8349",
  "data/image-catalog:imageCatalog.rhino-ol-pejeta.location": "\u80AF\u5C3C\u4E9A\u5965\u4F69\u6770\u5854",
  "data/image-catalog:imageCatalog.buffalo-herd.alt": "\u9EC4\u660F\u65F6\u5206\uFF0C\u4E00\u7FA4\u975E\u6D32\u6C34\u725B\u626C\u8D77\u5C18\u571F",
  "data/image-catalog:imageCatalog.buffalo-herd.location": "\u80AF\u5C3C\u4E9A\u7EB3\u5E93\u9C81\u6E56",
  "data/image-catalog:imageCatalog.wildebeest-migration.alt": "\u4E00\u76F4\u5EF6\u4F38\u5230\u5929\u9645\u7684\u89D2\u9A6C\u961F\u4F0D",
  "data/image-catalog:imageCatalog.wildebeest-migration.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.alt": "\u57C3\u74E6\u7D22\u6069\u5409\u7F57\u6CB3\u7554\uFF0C\u53C9\u5E72\u68D5\u6988\u95F4\u7684\u7F51\u7EB9\u957F\u9888\u9E7F",
  "data/image-catalog:imageCatalog.samburu-reticulated-giraffe.location": "\u80AF\u5C3C\u4E9A\u6851\u5E03\u9C81",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.alt": "\u5948\u74E6\u6C99\u6E56\u4E0A\uFF0C\u4E00\u8258\u5C0F\u8239\u7A7F\u884C\u4E8E\u7EB8\u838E\u8349\u548C\u9EC4\u70ED\u6811\u4E4B\u95F4",
  "data/image-catalog:imageCatalog.lake-naivasha-boat.location": "\u80AF\u5C3C\u4E9A\u5948\u74E6\u6C99\u6E56",
  "data/image-catalog:imageCatalog.hippos-river.alt": "\u6CB3\u9A6C\u4ECE\u6D51\u6D4A\u7684\u6CB3\u5858\u4E2D\u63A2\u51FA\u5934\u6765",
  "data/image-catalog:imageCatalog.hippos-river.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.maasai-village.alt": "\u9A6C\u8D5B\u4EBA\u5BB6\u56ED\uFF0C\u5706\u5F62\u623F\u5C4B\u88AB\u8346\u68D8\u56F4\u680F\u73AF\u7ED5",
  "data/image-catalog:imageCatalog.maasai-village.location": "\u80AF\u5C3C\u4E9A\u7EB3\u7F57\u514B",
  "data/image-catalog:imageCatalog.luxury-tent-camp.alt": "\u5E73\u539F\u4E0A\u65B9\u4E00\u9876\u5E26\u79C1\u4EBA\u89C2\u666F\u5E73\u53F0\u7684\u8C6A\u534E\u6E38\u730E\u5E10\u7BF7",
  "data/image-catalog:imageCatalog.luxury-tent-camp.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.safari-jeep-plains.alt": "\u5F00\u9614\u5E73\u539F\u4E0A\u7684\u4E00\u8F86\u53EF\u5347\u964D\u8F66\u9876\u56DB\u9A71\u6E38\u730E\u8F66",
  "data/image-catalog:imageCatalog.safari-jeep-plains.location": "\u80AF\u5C3C\u4E9A\u5B89\u535A\u585E\u5229",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.alt": "\u9ECE\u660E\u65F6\u5206\uFF0C\u4E00\u53EA\u70ED\u6C14\u7403\u5728\u585E\u4F26\u76D6\u8482\u4E0A\u7A7A\u5347\u8D77",
  "data/image-catalog:imageCatalog.balloon-serengeti-dawn.location": "\u5766\u6851\u5C3C\u4E9A\u585E\u4F26\u76D6\u8482",
  "data/image-catalog:imageCatalog.ngorongoro-crater.alt": "\u4ECE\u706B\u5C71\u53E3\u8FB9\u7F18\u773A\u671B\u6069\u6208\u7F57\u6069\u6208\u7F57\u706B\u5C71\u53E3\u5E95\u90E8",
  "data/image-catalog:imageCatalog.ngorongoro-crater.location": "\u5766\u6851\u5C3C\u4E9A\u6069\u6208\u7F57\u6069\u6208\u7F57",
  "data/image-catalog:imageCatalog.serengeti-plains.alt": "\u8FBD\u9614\u5929\u7A7A\u4E0B\uFF0C\u585E\u4F26\u76D6\u8482\u4E00\u671B\u65E0\u9645\u7684\u77ED\u8349\u5E73\u539F",
  "data/image-catalog:imageCatalog.serengeti-plains.location": "\u5766\u6851\u5C3C\u4E9A\u585E\u4F26\u76D6\u8482",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.alt": "\u5728\u5B89\u535A\u585E\u5229\u7FE0\u7EFF\u6CBC\u6CFD\u4E2D\u6D89\u6C34\u800C\u884C\u7684\u5927\u8C61",
  "data/image-catalog:imageCatalog.amboseli-swamp-elephants.location": "\u80AF\u5C3C\u4E9A\u5B89\u535A\u585E\u5229",
  "data/image-catalog:imageCatalog.lake-baringo-birds.alt": "\u4E00\u53EA\u975E\u6D32\u6D77\u96D5\u63A0\u8FC7\u5E73\u9759\u7684\u5DF4\u6797\u6208\u6E56\u9762",
  "data/image-catalog:imageCatalog.lake-baringo-birds.location": "\u80AF\u5C3C\u4E9A\u5DF4\u6797\u6208\u6E56",
  "data/image-catalog:imageCatalog.hells-gate-gorge.alt": "\u5730\u72F1\u4E4B\u95E8\u5CE1\u8C37\u7684\u7EA2\u8272\u60AC\u5D16",
  "data/image-catalog:imageCatalog.hells-gate-gorge.location": "\u80AF\u5C3C\u4E9A\u5730\u72F1\u4E4B\u95E8",
  "data/image-catalog:imageCatalog.mount-kenya-view.alt": "\u80AF\u5C3C\u4E9A\u5C71\u5D99\u5CCB\u7684\u5CF0\u9876\u9AD8\u8038\u4E8E\u68EE\u6797\u4E4B\u4E0A",
  "data/image-catalog:imageCatalog.mount-kenya-view.location": "\u80AF\u5C3C\u4E9A\u83B1\u57FA\u76AE\u4E9A",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.alt": "\u5185\u7F57\u6BD5\u56FD\u5BB6\u516C\u56ED\u91CC\u7684\u957F\u9888\u9E7F\uFF0C\u80CC\u540E\u662F\u57CE\u5E02\u5929\u9645\u7EBF",
  "data/image-catalog:imageCatalog.nairobi-skyline-park.location": "\u80AF\u5C3C\u4E9A\u5185\u7F57\u6BD5",
  "data/image-catalog:imageCatalog.sundowner-campfire.alt": "\u65E5\u843D\u65F6\u5206\uFF0C\u8425\u706B\u65C1\u7684\u8425\u5730\u6905",
  "data/image-catalog:imageCatalog.sundowner-campfire.location": "\u80AF\u5C3C\u4E9A\u6851\u5E03\u9C81",
  "data/image-catalog:imageCatalog.lodge-veranda.alt": "\u4FEF\u77B0\u6C34\u5858\u7684\u9152\u5E97\u9732\u53F0",
  "data/image-catalog:imageCatalog.lodge-veranda.location": "\u80AF\u5C3C\u4E9A\u5B89\u535A\u585E\u5229",
  "data/image-catalog:imageCatalog.cultural-dancers.alt": "\u9A6C\u8D5B\u6B66\u58EB\u8868\u6F14\u963F\u675C\u7A46\u8DF3\u8DC3\u821E",
  "data/image-catalog:imageCatalog.cultural-dancers.location": "\u80AF\u5C3C\u4E9A\u7EB3\u7F57\u514B",
  "data/image-catalog:imageCatalog.beadwork-market.alt": "\u96C6\u5E02\u4E0A\u6446\u653E\u7684\u8272\u5F69\u7F24\u7EB7\u7684\u9A6C\u8D5B\u4E32\u73E0\u9970\u54C1",
  "data/image-catalog:imageCatalog.beadwork-market.location": "\u80AF\u5C3C\u4E9A\u5185\u7F57\u6BD5",
  "data/image-catalog:imageCatalog.bush-breakfast.alt": "\u4E1B\u6797\u4E2D\u4E00\u68F5\u91D1\u5408\u6B22\u6811\u4E0B\u6446\u597D\u7684\u65E9\u9910\u684C",
  "data/image-catalog:imageCatalog.bush-breakfast.location": "\u80AF\u5C3C\u4E9A\u9A6C\u8D5B\u9A6C\u62C9",
  "data/image-catalog:imageCatalog.elephant-orphanage.alt": "\u9972\u517B\u5458\u5582\u98DF\u65F6\u95F4\u7684\u5B64\u513F\u5C0F\u8C61",
  "data/image-catalog:imageCatalog.elephant-orphanage.location": "\u80AF\u5C3C\u4E9A\u5185\u7F57\u6BD5",
  "data/site-config:siteConfig.tagline": "\u80AF\u5C3C\u4E9A\u4E0E\u5766\u6851\u5C3C\u4E9A\u79C1\u4EBA\u6E38\u730E\uFF0C\u5185\u7F57\u6BD5\u672C\u5730\u7B56\u5212",
  "data/site-config:siteConfig.description": "\u5185\u7F57\u6BD5\u672C\u5730\u8FD0\u8425\u5546\u6253\u9020\u7684\u80AF\u5C3C\u4E9A\u4E0E\u5766\u6851\u5C3C\u4E9A\u79C1\u4EBA\u6E38\u730E\uFF1A\u9A6C\u8D5B\u9A6C\u62C9\u3001\u5B89\u535A\u585E\u5229\u3001\u6851\u5E03\u9C81\u3001\u5965\u4F69\u6770\u5854\u3001\u7EB3\u5E93\u9C81\u6E56\u3001\u5948\u74E6\u6C99\u6E56\u3001\u585E\u4F26\u76D6\u8482\u548C\u6069\u6208\u7F57\u6069\u6208\u7F57\u706B\u5C71\u53E3\uFF0C\u4E58\u5750\u53EF\u5347\u964D\u8F66\u9876\u56DB\u9A71\u6E38\u730E\u8F66\uFF0C\u6BCF\u8F662\u81F36\u4EBA\uFF0C\u7531\u8D44\u6DF1\u672C\u5730\u5411\u5BFC\u5E26\u9886\u3002",
  "data/site-config:siteConfig.keywords.0": "\u80AF\u5C3C\u4E9A\u6E38\u730E",
  "data/site-config:siteConfig.keywords.1": "\u5766\u6851\u5C3C\u4E9A\u6E38\u730E",
  "data/site-config:siteConfig.keywords.2": "\u9A6C\u8D5B\u9A6C\u62C9\u6E38\u730E",
  "data/site-config:siteConfig.keywords.3": "\u52A8\u7269\u5927\u8FC1\u5F99",
  "data/site-config:siteConfig.keywords.4": "\u5B89\u535A\u585E\u5229\u6E38\u730E",
  "data/site-config:siteConfig.keywords.5": "\u6851\u5E03\u9C81\u6E38\u730E",
  "data/site-config:siteConfig.keywords.6": "\u5965\u4F69\u6770\u5854",
  "data/site-config:siteConfig.keywords.7": "\u7EB3\u5E93\u9C81\u6E56",
  "data/site-config:siteConfig.keywords.8": "\u5948\u74E6\u6C99\u6E56",
  "data/site-config:siteConfig.keywords.9": "\u585E\u4F26\u76D6\u8482",
  "data/site-config:siteConfig.keywords.10": "\u6069\u6208\u7F57\u6069\u6208\u7F57\u706B\u5C71\u53E3",
  "data/site-config:siteConfig.keywords.11": "\u80AF\u5C3C\u4E9A\u5962\u534E\u6E38\u730E",
  "data/site-config:siteConfig.keywords.12": "\u79C1\u4EBA\u6E38\u730E",
  "data/site-config:siteConfig.keywords.13": "\u5185\u7F57\u6BD5\u65C5\u884C\u793E",
  "data/site-config:siteConfig.whatsapp.message": "\u60A8\u597D\uFF0CSavannah Horizon Safaris\uFF01\u6211\u60F3\u7B56\u5212\u4E00\u6B21\u6E38\u730E\u4E4B\u65C5\uFF0C\u80FD\u8BF7\u4F60\u4EEC\u5E2E\u5E2E\u5FD9\u5417\uFF1F",
  "data/site-config:siteConfig.address.lines.0": "Horizon Business Centre 2\u697C",
  "data/site-config:siteConfig.address.lines.1": "\u6069\u8D21\u8DEF\uFF08Ngong Road\uFF09\u65C1\uFF0CThe Junction Mall \u5BF9\u9762",
  "data/site-config:siteConfig.address.lines.2": "\u80AF\u5C3C\u4E9A\u5185\u7F57\u6BD5",
  "data/site-config:siteConfig.hours.topBar": "\u5468\u4E00\u81F3\u5468\u4E948:30\u201318:00",
  "data/site-config:siteConfig.hours.contactPage.0.days": "\u5468\u4E00\u81F3\u5468\u4E94",
  "data/site-config:siteConfig.hours.contactPage.0.hours": "8:00\u201318:00",
  "data/site-config:siteConfig.hours.contactPage.1.days": "\u5468\u516D",
  "data/site-config:siteConfig.hours.contactPage.1.hours": "9:00\u201316:00",
  "data/site-config:siteConfig.hours.contactPage.2.days": "\u5468\u65E5",
  "data/site-config:siteConfig.hours.contactPage.2.hours": "\u4F11\u606F",
  "data/site-config:siteConfig.facts.responseText": "24\u5C0F\u65F6\u5185",
  "data/site-config:siteConfig.facts.groupSize": "2\u81F36\u4EBA",
  "data/site-config:siteConfig.facts.seasons.dry.0": "6\u6708\u81F310\u6708",
  "data/site-config:siteConfig.facts.seasons.dry.1": "12\u6708\u81F3\u6B21\u5E743\u6708",
  "data/site-config:siteConfig.facts.seasons.migration": "7\u6708\u81F310\u6708",
  "data/site-config:siteConfig.footerAbout": "Savannah Horizon Safaris \u662F\u4E00\u5BB6\u603B\u90E8\u4F4D\u4E8E\u5185\u7F57\u6BD5\u7684\u6E38\u730E\u8FD0\u8425\u5546\uFF0C\u81EA2022\u5E74\u8D77\u5728\u80AF\u5C3C\u4E9A\u5168\u5883\u53CA\u5766\u6851\u5C3C\u4E9A\u63D0\u4F9B\u79C1\u4EBA\u6E38\u730E\u670D\u52A1\u30022\u81F36\u4EBA\u5C0F\u56E2\u51FA\u884C\u3001\u8D44\u6DF1\u672C\u5730\u5411\u5BFC\u5E26\u9886\uFF0C\u6BCF\u5C01\u54A8\u8BE2\u5747\u572824\u5C0F\u65F6\u5185\u56DE\u590D\u3002",
  "data/places:places.nairobi.name": "\u5185\u7F57\u6BD5",
  "data/places:places.nairobi-national-park.name": "\u5185\u7F57\u6BD5\u56FD\u5BB6\u516C\u56ED",
  "data/places:places.samburu.name": "\u6851\u5E03\u9C81",
  "data/places:places.ol-pejeta.name": "\u5965\u4F69\u6770\u5854",
  "data/places:places.lewa.name": "\u83B1\u74E6",
  "data/places:places.lake-baringo.name": "\u5DF4\u6797\u6208\u6E56",
  "data/places:places.lake-bogoria.name": "\u535A\u6208\u91CC\u4E9A\u6E56",
  "data/places:places.lake-nakuru.name": "\u7EB3\u5E93\u9C81\u6E56",
  "data/places:places.lake-naivasha.name": "\u5948\u74E6\u6C99\u6E56",
  "data/places:places.hells-gate.name": "\u5730\u72F1\u4E4B\u95E8",
  "data/places:places.masai-mara.name": "\u9A6C\u8D5B\u9A6C\u62C9",
  "data/places:places.amboseli.name": "\u5B89\u535A\u585E\u5229",
  "data/places:places.namanga.name": "\u7EB3\u66FC\u52A0",
  "data/places:places.arusha.name": "\u963F\u9C81\u6C99",
  "data/places:places.kilimanjaro-airport.name": "\u4E5E\u529B\u9A6C\u624E\u7F57\u673A\u573A",
  "data/places:places.tarangire.name": "\u5854\u5170\u5409\u96F7",
  "data/places:places.lake-manyara.name": "\u66FC\u4E9A\u62C9\u6E56",
  "data/places:places.serengeti.name": "\u585E\u4F26\u76D6\u8482",
  "data/places:places.ngorongoro.name": "\u6069\u6208\u7F57\u6069\u6208\u7F57",
  "data/desk-email:travellerEmail.greeting": "{name}\uFF0C\u60A8\u597D\uFF1A",
  "data/desk-email:travellerEmail.greetingWithoutName": "\u60A8\u597D\uFF1A",
  "data/desk-email:travellerEmail.proposalSubject": "\u60A8\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\uFF5C{brand}",
  "data/desk-email:travellerEmail.proposalIntro": "\u611F\u8C22\u60A8\u7684\u54A8\u8BE2\u3002\u6211\u4EEC\u5DF2\u4E3A\u60A8\u51C6\u5907\u597D\u9010\u65E5\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\uFF0C\u5305\u62EC\u6BCF\u5929\u7684\u5B89\u6392\u3001\u6BCF\u665A\u7684\u4F4F\u5BBF\u548C\u4EF7\u683C\u3002",
  "data/desk-email:travellerEmail.proposalRevisedIntro": "\u6211\u4EEC\u5DF2\u66F4\u65B0\u60A8\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\u3002\u4E0B\u65B9\u94FE\u63A5\u73B0\u5728\u663E\u793A\u7684\u662F\u65B0\u7248\u672C\uFF0C\u5B83\u5C06\u53D6\u4EE3\u6211\u4EEC\u4E4B\u524D\u53D1\u9001\u7ED9\u60A8\u7684\u7248\u672C\u3002",
  "data/desk-email:travellerEmail.proposalLinkLead": "\u60A8\u53EF\u4EE5\u5728\u6B64\u67E5\u770B\u3001\u6253\u5370\u5E76\u786E\u8BA4\u63A5\u53D7\uFF1A",
  "data/desk-email:travellerEmail.proposalOutro": "\u5982\u9700\u8C03\u6574\u4EFB\u4F55\u5185\u5BB9\uFF0C\u76F4\u63A5\u56DE\u590D\u6B64\u90AE\u4EF6\u5373\u53EF\u3002",
  "data/desk-email:travellerEmail.closing": "\u795D\u597D\uFF01"
};

// data/desk-email.ts
var travellerEmail = {
  /** The opening line, with the traveller's name. */
  greeting: "Dear {name},",
  /** The opening line when the enquiry has no name. */
  greetingWithoutName: "Hello,",
  proposalSubject: "Your safari proposal from {brand}",
  /** The paragraphs before the link. */
  proposalIntro: "Thank you for your enquiry. We have put together a day-by-day proposal for your safari: the itinerary, where you will stay each night and the price.",
  /** Before the link instead, for a version after the first. */
  proposalRevisedIntro: "We have updated your safari proposal. The link below now shows the new version, which replaces the one we sent you before.",
  /** The line that leads to the link, which follows on its own line. */
  proposalLinkLead: "You can read it, print it and accept it here:",
  /** The paragraph after the link. */
  proposalOutro: "If you would like anything changed, simply reply to this e-mail.",
  /** The closing before the operator's signature. */
  closing: "Kind regards,"
};
var { brandName } = siteConfig;
var translations = { de: data_default, fr: data_default3, it: data_default4, es: data_default2, zh: data_default5 };
function emailCopy(locale) {
  const texts = locale === "en" ? travellerEmail : translateConstant(
    "data/desk-email.ts",
    "travellerEmail",
    travellerEmail,
    (id, english) => translations[locale][id]?.trim() || english
  );
  const { greeting, greetingWithoutName, proposalSubject, ...rest } = texts;
  return {
    ...rest,
    greeting: (name) => name ? greeting.replace("{name}", name) : greetingWithoutName,
    proposalSubject: proposalSubject.replace("{brand}", brandName)
  };
}
var travellerEmailCopy = Object.fromEntries(
  locales.map((locale) => [locale, emailCopy(locale)])
);
function operatorSignature(operatorName, siteOrigin) {
  return [...operatorName ? [operatorName] : [], brandName, siteConfig.phone.display, siteOrigin];
}

// data/desk-proposal.ts
function dayDate(startDate, index) {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + index * 864e5).toISOString().slice(0, 10);
}
var proposalLimits = {
  travellers: 50,
  days: 60,
  /** In the proposal's currency, whole units. */
  price: 1e7,
  title: 200,
  tourTitle: 200,
  description: 2e3,
  lodge: 200,
  dayNote: 1e3,
  note: 5e3
};
function proposalProblems(proposal, today) {
  const problems = {};
  const whole = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
  if (!proposal.tourSlug) problems.tourSlug = "Choose the tour the proposal starts from.";
  else if (proposal.tourTitle.length > proposalLimits.tourTitle || /[\r\n]/.test(proposal.tourTitle))
    problems.tourSlug = `The tour's title must be one line of at most ${proposalLimits.tourTitle} characters.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(proposal.startDate) || dayDate(proposal.startDate, 0) === null)
    problems.startDate = "Enter the date of the first day.";
  else if (proposal.startDate < today) problems.startDate = "The first day is in the past.";
  if (!whole(proposal.travellers, 1, proposalLimits.travellers))
    problems.travellers = `Enter a whole number of travellers from 1 to ${proposalLimits.travellers}.`;
  if (proposal.days.length === 0) problems.days = "A proposal needs at least one day.";
  if (proposal.days.length > proposalLimits.days)
    problems.days = `A proposal can have at most ${proposalLimits.days} days.`;
  proposal.days.forEach((day, index) => {
    if (!day.title.trim()) problems[`days.${index}.title`] = "Give the day a title.";
    else if (day.title.length > proposalLimits.title)
      problems[`days.${index}.title`] = `At most ${proposalLimits.title} characters.`;
    if (day.description.length > proposalLimits.description)
      problems[`days.${index}.description`] = `At most ${proposalLimits.description} characters.`;
    if (day.lodge.length > proposalLimits.lodge)
      problems[`days.${index}.lodge`] = `At most ${proposalLimits.lodge} characters.`;
    if (day.note.length > proposalLimits.dayNote)
      problems[`days.${index}.note`] = `At most ${proposalLimits.dayNote} characters.`;
  });
  if (!whole(proposal.pricePerPerson, 1, proposalLimits.price))
    problems.pricePerPerson = "Enter the price per person in whole dollars.";
  if (!whole(proposal.priceTotal, 1, proposalLimits.price))
    problems.priceTotal = "Enter the total in whole dollars.";
  if (proposal.note.length > proposalLimits.note)
    problems.note = `The note can hold ${proposalLimits.note} characters; it has ${proposal.note.length}.`;
  return problems;
}

// data/visible-text.ts
var bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showBidiControls(value) {
  return value.replace(
    bidiControl,
    (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`
  );
}

// functions/shared/desk-store.ts
import { ID, Query } from "node-appwrite";

// data/enquiry-ids.ts
var enquiryIds = {
  projectId: "safari-site",
  databaseId: "safari",
  messagesCollectionId: "messages",
  /** One document per e-mailed enquiry, under the enquiry's id: the function's sent-marker. */
  emailsCollectionId: "enquiry-emails",
  emailFunctionId: "send-enquiry-email"
};

// data/enquiry.ts
var formTypes = ["contact", "hero_booking"];
var groupSizeOptions = [
  { value: "1", label: "1 Solo Traveler" },
  { value: "2", label: "2 Travelers" },
  { value: "3-4", label: "3-4 Travelers" },
  { value: "5-6", label: "5-6 Travelers" },
  { value: "7+", label: "7+ Travelers" }
];
var safariInterestOptions = [
  { value: "luxury", label: "Luxury Safari" },
  { value: "midrange", label: "Mid-range Safari" },
  { value: "budget", label: "Budget Safari" },
  { value: "family", label: "Family Safari" },
  { value: "photography", label: "Photography Safari" },
  { value: "custom", label: "Custom Itinerary" }
];
var budgetOptions = [
  { value: "under-2000", label: "Under $2,000" },
  { value: "2000-3000", label: "$2,000 - $3,000" },
  { value: "3000-5000", label: "$3,000 - $5,000" },
  { value: "5000-8000", label: "$5,000 - $8,000" },
  { value: "over-8000", label: "Over $8,000" }
];
var emailPattern = "[A-Za-z0-9_+'\\-]+(?:\\.[A-Za-z0-9_+'\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9\\-]{1,59})";
var emailRule = new RegExp(`^(?:${emailPattern})$`, "u");
var values = (options) => options.map((option) => option.value);
var enquiryFields = {
  name: {
    control: "text",
    label: "Full Name",
    maxLength: 200,
    autoComplete: "name",
    required: true,
    operatorLabel: "Name"
  },
  email: {
    control: "email",
    label: "Email Address",
    maxLength: 254,
    pattern: emailPattern,
    autoComplete: "email",
    required: true,
    stored: "required",
    operatorLabel: "Email"
  },
  phone: {
    control: "tel",
    label: "Phone",
    maxLength: 40,
    autoComplete: "tel",
    operatorLabel: "Phone"
  },
  groupSize: {
    control: "select",
    label: "Group Size",
    placeholder: "Select group size",
    options: groupSizeOptions,
    operatorLabel: "Group Size"
  },
  safariInterest: {
    control: "select",
    label: "Safari Interest",
    placeholder: "Select a safari style",
    options: safariInterestOptions,
    operatorLabel: "Safari Interest"
  },
  budget: {
    control: "select",
    label: "Budget Range (per person, USD)",
    placeholder: "Select a budget",
    options: budgetOptions,
    operatorLabel: "Budget (per person)"
  },
  preferredDates: {
    control: "text",
    label: "Preferred Travel Dates",
    placeholder: "e.g. two weeks in August 2026",
    maxLength: 200,
    autoComplete: "off",
    wide: true,
    operatorLabel: "Preferred Travel Dates"
  },
  message: {
    control: "textarea",
    label: "Additional Information",
    placeholder: "Parks you dream of, special occasions, dietary needs...",
    maxLength: 5e3,
    wide: true,
    operatorLabel: "Message"
  }
};
var enquiryFieldKeys = Object.keys(enquiryFields);
var definition = (key) => enquiryFields[key];
function storedAs(key) {
  const { control, options, maxLength, stored } = definition(key);
  const required = stored === "required";
  if (options) return { key, kind: "enum", elements: values(options), required };
  return { key, kind: control === "email" ? "email" : "string", size: maxLength ?? 0, required };
}
var enquiryAttributes = [
  { key: "formType", kind: "enum", elements: formTypes, required: true },
  ...enquiryFieldKeys.map(storedAs),
  { key: "submittedAt", kind: "datetime", required: true },
  // The language of the page the traveller wrote from, to reply in; older enquiries have none.
  { key: "locale", kind: "enum", elements: locales, required: false }
];
var collectionPermissions = {
  [enquiryIds.messagesCollectionId]: ['create("any")'],
  [enquiryIds.emailsCollectionId]: []
};
var bookingPanelFields = {
  firstName: { label: "First Name", maxLength: enquiryFields.name.maxLength },
  email: { label: "Your Email", maxLength: enquiryFields.email.maxLength, pattern: emailPattern },
  phone: { label: "Phone Number", maxLength: enquiryFields.phone.maxLength },
  message: {
    label: "Message",
    placeholder: "Tell us about your dream safari...",
    maxLength: enquiryFields.message.maxLength
  },
  sum: { label: "4 + 4 =" }
};
var emailFieldLabels = {
  ...Object.fromEntries(
    enquiryFieldKeys.map((key) => [key, enquiryFields[key].operatorLabel])
  ),
  locale: "Reply in",
  formType: "Form",
  submittedAt: "Submitted At"
};

// functions/shared/runtime.ts
import { AppwriteException, Client } from "node-appwrite";
function executionClient(env, apiKey) {
  const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = env.APPWRITE_FUNCTION_PROJECT_ID;
  if (!endpoint || !projectId) {
    throw new Error("APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID are not set.");
  }
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
}
function bodyJson(req) {
  try {
    return { ok: true, body: req.bodyJson };
  } catch {
    return { ok: false };
  }
}
function readRequest({ req, res, error }, parse) {
  const body = bodyJson(req);
  if (!body.ok) {
    error("Rejected an execution whose body is not JSON.");
    return { refused: res.json({ ok: false, error: "The body must be JSON." }, 400) };
  }
  const parsed = parse(body.body);
  if (!parsed.ok) {
    error(`Rejected an execution: ${parsed.reason}`);
    return { refused: res.json({ ok: false, error: parsed.reason }, 400) };
  }
  return { request: parsed };
}
function isAppwriteError(cause, type) {
  return cause instanceof AppwriteException && cause.type === type;
}
var reasonOf = (cause) => cause instanceof Error ? cause.message : String(cause);
function readSiteOrigin(env) {
  const value = env.SITE_URL?.trim();
  if (!value) throw new Error("SITE_URL is not set, so the e-mail could not link to the site.");
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be the site's address, like https://www.example.com (got "${value}").`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address (got "${value}").`);
  }
  return url.origin;
}

// functions/shared/desk-store.ts
var versionClaimId = (proposal) => `${proposal.id}-${proposal.version}`;
var { databaseId } = enquiryIds;
var text = (value) => typeof value === "string" ? value : "";
var integer = (value) => typeof value === "number" ? value : 0;
var datetimeOrNull = (value) => typeof value === "string" ? value : null;
function parseProposalDays(json) {
  const days = JSON.parse(json);
  const isDay = (day) => {
    if (typeof day !== "object" || day === null) return false;
    const { day: number, title, description, lodge, note } = day;
    return Number.isInteger(number) && [title, description, lodge, note].every((field) => typeof field === "string");
  };
  if (!Array.isArray(days) || !days.every(isDay)) {
    throw new Error("The proposal's days are not a list of days.");
  }
  return days.map(({ day, title, description, lodge, note }) => ({
    day,
    title,
    description,
    lodge,
    note
  }));
}
function storedProposal(document) {
  const locale = typeof document.locale === "string" && isLocale(document.locale) ? document.locale : "en";
  return {
    id: document.$id,
    enquiryId: text(document.enquiryId),
    locale,
    tourSlug: text(document.tourSlug),
    tourTitle: text(document.tourTitle),
    startDate: text(document.startDate),
    travellers: integer(document.travellers),
    days: parseProposalDays(text(document.days)),
    pricePerPerson: integer(document.pricePerPerson),
    priceTotal: integer(document.priceTotal),
    currency: text(document.currency),
    note: text(document.note),
    // A proposal stored before versions were counted is the first.
    version: typeof document.version === "number" ? document.version : 1,
    createdBy: text(document.createdBy),
    sentAt: datetimeOrNull(document.sentAt),
    acceptedAt: datetimeOrNull(document.acceptedAt)
  };
}
var DeskStore = class {
  databases;
  constructor(databases) {
    this.databases = databases;
  }
  async find(collectionId, documentId) {
    try {
      return await this.databases.getDocument({ databaseId, collectionId, documentId });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
  }
  async proposal(id) {
    const document = await this.find(deskIds.proposalsCollectionId, id);
    return document ? storedProposal(document) : null;
  }
  /** The enquiry as the REST API returns it, or null. */
  enquiryDocument(id) {
    return this.find(enquiryIds.messagesCollectionId, id);
  }
  async enquiry(id) {
    const document = await this.enquiryDocument(id);
    if (!document) return null;
    return {
      id,
      name: typeof document.name === "string" && document.name.trim() ? document.name.trim() : null,
      email: text(document.email),
      // An enquiry stored before statuses existed has none: it is new.
      status: typeof document.status === "string" ? document.status : "new",
      locale: typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null
    };
  }
  /**
   * Stores a proposal's version: a new proposal under `id` (version 1), or the next version of
   * the one stored there. Not sent yet: its `sentAt` is cleared until the e-mail goes.
   */
  async storeProposal(id, proposal, meta) {
    const data = {
      ...proposal,
      startDate: `${proposal.startDate}T00:00:00.000+00:00`,
      days: JSON.stringify(proposal.days),
      createdBy: meta.createdBy,
      version: meta.version,
      sentAt: null
    };
    const document = meta.version === 1 ? await this.databases.createDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    }) : await this.databases.updateDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    });
    return storedProposal(document);
  }
  async updateProposal(id, data) {
    return storedProposal(
      await this.databases.updateDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data
      })
    );
  }
  async updateEnquiry(id, data) {
    return this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: id,
      data
    });
  }
  /** The enquiry's latest history entry, or null. */
  async latestHistory(enquiryId) {
    const list = await this.databases.listDocuments({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderDesc("at"), Query.limit(1)]
    });
    return list.documents[0] ?? null;
  }
  async setStatus(enquiryId, status) {
    await this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: enquiryId,
      data: { status }
    });
  }
  /**
   * Writes a history entry. Under a given id it is written once: false when an entry with that id
   * exists already.
   */
  async addHistory(entry, at, documentId = ID.unique()) {
    try {
      await this.databases.createDocument({
        databaseId,
        collectionId: deskIds.historyCollectionId,
        documentId,
        data: { ...entry, at }
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }
  /** The action of the history entry with this id, or null when there is none. */
  async historyAction(documentId) {
    const document = await this.find(deskIds.historyCollectionId, documentId);
    return document ? document.action : null;
  }
  async removeHistory(documentId) {
    await this.databases.deleteDocument({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      documentId
    });
  }
};

// functions/shared/mail.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
function escapeHtml(value) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function oneLine(value) {
  let result = "";
  let gap = false;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 32 || code === 127) {
      gap = true;
      continue;
    }
    if (gap) result += " ";
    gap = false;
    result += character;
  }
  return result.trim();
}
function readMailSettings(env) {
  const problems = [];
  const to = env.MAIL_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!to) problems.push("MAIL_TO is not set");
  if (!from) problems.push("MAIL_FROM is not set");
  let smtp = null;
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE === "true";
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
    }
    smtp = {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER || void 0,
      pass: env.SMTP_PASS || void 0
    };
  } else if (!env.OUTBOX_DIR) {
    problems.push(
      "neither SMTP_HOST nor OUTBOX_DIR is set, so there is nowhere to send the e-mail"
    );
  }
  if (problems.length > 0 || !to || !from) {
    throw new Error(`Mail is not configured: ${problems.join("; ")}.`);
  }
  return { smtp, outboxDir: env.OUTBOX_DIR || null, to, from };
}
async function deliverMail(message, settings) {
  const mail = {
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers
  };
  if (settings.smtp) {
    const { host, port, secure, user, pass } = settings.smtp;
    const transport2 = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : void 0,
      connectionTimeout: 1e4,
      greetingTimeout: 1e4,
      socketTimeout: 2e4
    });
    try {
      const info2 = await transport2.sendMail(mail);
      return { messageId: info2.messageId, via: "smtp", file: void 0 };
    } finally {
      transport2.close();
    }
  }
  if (!settings.outboxDir) throw new Error("No SMTP relay and no outbox directory.");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix"
  });
  const info = await transport.sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  const file = path.join(settings.outboxDir, `${message.outboxName}.eml`);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, info.message);
  await rename(partial, file);
  return { messageId: info.messageId, via: "outbox", file };
}

// functions/shared/operator.ts
import { Users } from "node-appwrite";
async function signedInOperator(client, userId, log) {
  if (!userId) return null;
  try {
    const user = await new Users(client).get({ userId });
    return { email: user.email, name: user.name.trim() || null };
  } catch (cause) {
    log(`Could not look up user ${userId}: ${reasonOf(cause)}`);
    return null;
  }
}

// functions/send-proposal-email/src/main.ts
var DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
var dayFields = ["day", "title", "description", "lodge", "note"];
var proposalFields = [
  "tourSlug",
  "tourTitle",
  "startDate",
  "travellers",
  "days",
  "pricePerPerson",
  "priceTotal",
  "note"
];
var onlyKeys = (value, keys) => Object.keys(value).every((key) => keys.includes(key));
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function proposalOf(value) {
  if (!isObject(value) || !onlyKeys(value, proposalFields)) return null;
  const { tourSlug, startDate, travellers, days, pricePerPerson, priceTotal, note } = value;
  const tourTitle = value.tourTitle ?? "";
  const isDay = (day) => isObject(day) && onlyKeys(day, dayFields) && typeof day.day === "number" && [day.title, day.description, day.lodge, day.note].every((text2) => typeof text2 === "string");
  if (typeof tourSlug !== "string" || typeof tourTitle !== "string" || typeof startDate !== "string" || typeof travellers !== "number" || !Array.isArray(days) || !days.every(isDay) || typeof pricePerPerson !== "number" || typeof priceTotal !== "number" || typeof note !== "string") {
    return null;
  }
  return { tourSlug, tourTitle, startDate, travellers, days, pricePerPerson, priceTotal, note };
}
function parseSendRequest(body) {
  const shape = 'The body must be a JSON object: {"enquiryId": "\u2026", "proposal": {\u2026}}, {"id": "\u2026", "proposal": {\u2026}} or {"id": "\u2026"}.';
  if (!isObject(body) || !onlyKeys(body, ["id", "enquiryId", "proposal"])) {
    return { ok: false, reason: shape };
  }
  const proposal = body.proposal === void 0 ? void 0 : proposalOf(body.proposal);
  if (proposal === null) {
    return {
      ok: false,
      reason: `"proposal" must hold the composer's fields: ${proposalFields.join(", ")}.`
    };
  }
  if (body.enquiryId !== void 0) {
    if (body.id !== void 0) return { ok: false, reason: shape };
    if (typeof body.enquiryId !== "string" || !DOCUMENT_ID.test(body.enquiryId)) {
      return { ok: false, reason: `"enquiryId" must be an enquiry's id.` };
    }
    if (!proposal) return { ok: false, reason: 'A new proposal needs its "proposal".' };
    return { ok: true, send: { enquiryId: body.enquiryId, proposal } };
  }
  if (typeof body.id !== "string" || !proposalIdPattern.test(body.id)) {
    return { ok: false, reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f.' };
  }
  return { ok: true, send: proposal ? { id: body.id, proposal } : { id: body.id } };
}
function proposalMail(proposal, enquiry, operator, siteOrigin) {
  const copy = travellerEmailCopy[proposal.locale];
  const link = `${siteOrigin}/p/${proposal.id}`;
  const greeting = copy.greeting(
    enquiry.name ? showBidiControls(oneLine(enquiry.name)) || null : null
  );
  const intro = proposal.version > 1 ? copy.proposalRevisedIntro : copy.proposalIntro;
  const signature = operatorSignature(operator.name ? oneLine(operator.name) : null, siteOrigin);
  const text2 = [
    greeting,
    "",
    intro,
    "",
    copy.proposalLinkLead,
    link,
    "",
    copy.proposalOutro,
    "",
    copy.closing,
    ...signature,
    ""
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="${proposal.locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.proposalSubject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(copy.proposalLinkLead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(copy.proposalOutro)}</p>`,
    `<p>${escapeHtml(copy.closing)}<br>${signature.map(escapeHtml).join("<br>")}</p>`,
    "</body></html>",
    ""
  ].join("\n");
  return {
    to: enquiry.email,
    replyTo: operator.email || void 0,
    subject: copy.proposalSubject,
    text: text2,
    html,
    headers: { "X-Enquiry-Id": enquiry.id, "X-Proposal-Id": proposal.id },
    outboxName: `proposal-${proposal.id}`
  };
}
function statusAfterSending(status) {
  return status === "accepted" || status === "booked" ? status : "proposal_sent";
}
var Refusal = class extends Error {
  constructor(answer) {
    super(String(answer.body.error));
    this.answer = answer;
  }
  answer;
};
var refuse = (status, body) => new Refusal({ status, body: { ok: false, ...body } });
function ready(proposal) {
  const problems = proposalProblems(proposal, (/* @__PURE__ */ new Date()).toISOString().slice(0, 10));
  const first = Object.entries(problems)[0];
  if (first) {
    throw refuse(400, {
      error: `The proposal is not ready to send: ${first[0]}: ${first[1]}`,
      problems
    });
  }
  return proposal;
}
var enquiryGone = (enquiryId) => refuse(404, { error: `The enquiry of this proposal (${enquiryId}) is no longer stored.` });
async function proposalToSend(store, send, author) {
  const currency = siteConfig.facts.currency;
  if ("enquiryId" in send) {
    const enquiry2 = await store.enquiry(send.enquiryId);
    if (!enquiry2) throw refuse(404, { error: `No enquiry has the id "${send.enquiryId}".` });
    const fields2 = ready(send.proposal);
    const proposal2 = await store.storeProposal(
      newProposalId(),
      { ...fields2, enquiryId: enquiry2.id, locale: enquiry2.locale ?? "en", currency },
      { createdBy: author, version: 1 }
    );
    return { proposal: proposal2, enquiry: enquiry2 };
  }
  const stored = await store.proposal(send.id);
  if (!stored) throw refuse(404, { error: `No proposal has the id "${send.id}".` });
  const enquiry = await store.enquiry(stored.enquiryId);
  if (!enquiry) throw enquiryGone(stored.enquiryId);
  if (!send.proposal) return { proposal: stored, enquiry };
  const accepted = refuse(409, {
    error: "The traveller has accepted this proposal, so it no longer changes: compose a new proposal for the change."
  });
  if (stored.acceptedAt) throw accepted;
  if (stored.version >= proposalVersionLimit) {
    throw refuse(409, {
      error: `This proposal has ${proposalVersionLimit} versions, the most it may have: compose a new proposal.`
    });
  }
  const fields = ready(send.proposal);
  const claimed = await store.addHistory(
    {
      enquiryId: enquiry.id,
      actor: author,
      action: "revised",
      from: String(stored.version),
      to: String(stored.version + 1)
    },
    (/* @__PURE__ */ new Date()).toISOString(),
    versionClaimId(stored)
  );
  if (!claimed) {
    throw await store.historyAction(versionClaimId(stored)) === "accepted" ? accepted : refuse(409, { error: "Another new version of this proposal was sent meanwhile." });
  }
  const proposal = await store.storeProposal(
    stored.id,
    { ...fields, enquiryId: enquiry.id, locale: stored.locale, currency },
    { createdBy: author, version: stored.version + 1 }
  );
  return { proposal, enquiry };
}
function createHandler(env) {
  return async (context) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseSendRequest);
    if ("refused" in read) return read.refused;
    const { send } = read.request;
    let stored = null;
    let sent = null;
    try {
      const client = executionClient(env, req.headers["x-appwrite-key"] ?? "");
      const store = new DeskStore(new Databases(client));
      const signedIn = await signedInOperator(client, req.headers["x-appwrite-user-id"] ?? "", log);
      const { proposal, enquiry } = await proposalToSend(store, send, signedIn?.email ?? "API key");
      stored = proposal;
      const operator = signedIn ?? { email: proposal.createdBy, name: null };
      const settings = readMailSettings(env);
      sent = await deliverMail(
        proposalMail(proposal, enquiry, operator, readSiteOrigin(env)),
        settings
      );
      log(
        `Sent version ${proposal.version} of proposal ${proposal.id} to the traveller of enquiry ${enquiry.id} (${sent.messageId}).`
      );
      const at = (/* @__PURE__ */ new Date()).toISOString();
      const updated = await store.updateProposal(proposal.id, { sentAt: at });
      const status = statusAfterSending(enquiry.status);
      if (status !== enquiry.status) await store.setStatus(enquiry.id, status);
      await store.addHistory(
        {
          enquiryId: enquiry.id,
          actor: operator.email || proposal.createdBy,
          action: "proposal",
          from: enquiry.status,
          to: status
        },
        at
      );
      return res.json({
        ok: true,
        id: proposal.id,
        version: proposal.version,
        messageId: sent.messageId,
        sentAt: updated.sentAt
      });
    } catch (cause) {
      if (cause instanceof Refusal) return res.json(cause.answer.body, cause.answer.status);
      const about = stored ? `Proposal ${stored.id}` : "A proposal";
      error(`${about}: ${reasonOf(cause)}`);
      const reason = sent ? `The e-mail was sent, but recording it failed: ${reasonOf(cause)}` : stored ? `The proposal is stored, but the e-mail was not sent: ${reasonOf(cause)}` : `The proposal could not be stored: ${reasonOf(cause)}`;
      const which = stored ? { id: stored.id, version: stored.version } : {};
      return res.json({ ok: false, error: reason, ...which }, 500);
    }
  };
}
var main_default = createHandler(process.env);
export {
  createHandler,
  main_default as default,
  parseSendRequest,
  proposalMail
};
