import settings from "./generated/texts/settings.json";

// Placeholder brand and contact details: the operator replaces these values before going live.
// The texts a traveller reads are the operator's settings in content/site/settings.yaml.
export const siteConfig = {
  brandName: "Savannah Horizon Safaris",
  shortName: "Savannah Horizon",
  tagline: settings.tagline,
  description: settings.description,
  keywords: settings.keywords,
  siteUrl: "https://www.example.com",
  emails: {
    info: "info@example.com",
    bookings: "bookings@example.com",
  },
  phone: {
    display: "+254 700 000 000",
    tel: "+254700000000",
  },
  whatsapp: {
    number: "254700000000",
    url: "https://wa.me/254700000000",
    message: settings.whatsappMessage,
  },
  wechatId: "SavannahHorizon",
  socials: {
    facebook: "https://www.facebook.com/savannahhorizonsafaris",
    instagram: "https://www.instagram.com/savannahhorizonsafaris",
    x: "https://x.com/savannahhorizon",
    linkedin: "https://www.linkedin.com/company/savannah-horizon-safaris",
  },
  address: {
    lines: settings.addressLines,
    street: "Horizon Business Centre, 2nd Floor, off Ngong Road",
    locality: "Nairobi",
    country: "KE",
    geo: { latitude: -1.2983, longitude: 36.7622 },
  },
  hours: {
    topBar: settings.hoursTopBar,
    contactPage: settings.openingHours,
    structuredData: [
      {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ],
  },
  facts: {
    founded: 2022,
    responseHours: 24,
    responseText: settings.responseText,
    groupSize: settings.groupSize,
    maxGroupSize: 6,
    temperature: "20-30°C",
    currency: "USD",
    seasons: { dry: settings.drySeasons, migration: settings.migrationSeason },
  },
  footerAbout: settings.footerAbout,
} as const;
