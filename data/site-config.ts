// Placeholder brand and contact details: the operator replaces these values before going live.
export const siteConfig = {
  brandName: "Savannah Horizon Safaris",
  shortName: "Savannah Horizon",
  tagline: "Private Kenya and Tanzania safaris, planned in Nairobi",
  description:
    "Private safaris in Kenya and Tanzania from a Nairobi-based operator: the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha, the Serengeti and the Ngorongoro Crater, in 4x4 pop-up-roof vehicles with 2-6 people and expert local guides.",
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
    "Nairobi tour operator",
  ],
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
    message: "Hello Savannah Horizon Safaris, I would like to plan a safari. Could you help me?",
  },
  wechatId: "SavannahHorizon",
  socials: {
    facebook: "https://www.facebook.com/savannahhorizonsafaris",
    instagram: "https://www.instagram.com/savannahhorizonsafaris",
    x: "https://x.com/savannahhorizon",
    linkedin: "https://www.linkedin.com/company/savannah-horizon-safaris",
  },
  address: {
    lines: [
      "Horizon Business Centre, 2nd Floor",
      "Off Ngong Road, opposite The Junction Mall",
      "Nairobi, Kenya",
    ],
    street: "Horizon Business Centre, 2nd Floor, off Ngong Road",
    locality: "Nairobi",
    country: "KE",
    geo: { latitude: -1.2983, longitude: 36.7622 },
  },
  hours: {
    topBar: "Mon - Fri 08:30 AM - 06:00 PM",
    contactPage: [
      { days: "Monday - Friday", hours: "8:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM - 4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ],
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
    responseText: "within 24 hours",
    groupSize: "2-6 People",
    maxGroupSize: 6,
    temperature: "20-30°C",
    currency: "USD",
    seasons: {
      dry: ["June - October", "December - March"],
      migration: "July - October",
    },
  },
  footerAbout:
    "Savannah Horizon Safaris is a Nairobi-based operator running private safaris across Kenya and into Tanzania since 2022. Small groups of 2-6 people, expert local guides and a reply to every enquiry within 24 hours.",
} as const;
