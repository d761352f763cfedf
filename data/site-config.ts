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
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "15:00" },
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
  about: {
    story: [
      "Savannah Horizon Safaris began in Nairobi in 2022, when a small group of Kenyan driver-guides and safari planners decided to run the kind of trips they had always wanted to offer: private, unhurried and honest about what things cost. Between us we had spent years on the roads to the Masai Mara, Amboseli and Samburu, and we knew which lodges deliver, which tracks flood in April and where the cheetahs like to hunt.",
      "Today we plan safaris across Kenya and into northern Tanzania, from a two-day escape out of Nairobi to eleven days that cross the border at Namanga for the Serengeti and the Ngorongoro Crater. Every trip runs in our own 4x4 pop-up-roof vehicles with no more than six guests, so everyone has a window seat and the day moves at your pace rather than a group's.",
      "We answer every enquiry ourselves, usually within 24 hours, and we stay with you until you are home: our Nairobi office is on the phone and on WhatsApp throughout your safari.",
    ],
    mission:
      "To give every traveller a safe, personal and unforgettable safari in Kenya and Tanzania, guided by people who know the land, while putting money back into the parks and communities that make it possible.",
    vision:
      "To be the East African safari operator travellers trust most, known for knowledgeable guides, fair prices and safaris that leave the wild places better than we found them.",
    values: [
      {
        title: "Conservation",
        description:
          "We keep to park rules on distance and off-road driving, favour camps that run on solar power and manage their water carefully, and send guests to conservancies whose fees pay for rangers and rhino protection.",
      },
      {
        title: "Community",
        description:
          "Our guides, drivers and office team are Kenyan, and we favour community conservancies and locally owned camps where the money stays with Maasai and Samburu landowners.",
      },
      {
        title: "Safety",
        description:
          "Well-maintained vehicles, experienced guides with first-aid training, radio and phone contact on every drive, and a Nairobi office that follows each safari from start to finish.",
      },
      {
        title: "Excellence",
        description:
          "Carefully chosen lodges, clear itineraries and prices stated plainly, with the small details looked after: early starts for the best light, picnic lunches where the game is, and time to simply watch.",
      },
    ],
  },
  footerAbout:
    "Savannah Horizon Safaris is a Nairobi-based operator running private safaris across Kenya and into Tanzania since 2022. Small groups of 2-6 people, expert local guides and a reply to every enquiry within 24 hours.",
  whyChooseUs: [
    {
      title: "Flexible Booking & Cancellation",
      description:
        "Change your dates or itinerary as plans evolve, with cancellation terms set out clearly before you pay.",
    },
    {
      title: "Expert Local Guides",
      description:
        "Kenyan and Tanzanian guides who grew up with this wildlife and know where to find it.",
    },
    {
      title: "Best Price Guarantee",
      description:
        "Direct prices from a local operator, with no hidden extras between your quote and your safari.",
    },
    {
      title: "24/7 Customer Support",
      description:
        "Our Nairobi team is reachable by phone and WhatsApp at any hour while you are travelling.",
    },
  ],
} as const;
