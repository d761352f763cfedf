import { siteConfig } from "../../data/site-config";

/** One numbered section of a legal page: paragraphs, then an optional bullet list. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
};

export type LegalDocument = {
  title: string;
  /** For the page's meta description. */
  description: string;
  intro: string;
  sections: LegalSection[];
};

const brand = siteConfig.brandName;
const { emails, phone } = siteConfig;
const office = siteConfig.address.lines.join(", ");

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${brand} collects, uses and protects the personal data of travellers who enquire about or book a safari, under Kenya's Data Protection Act, 2019.`,
  intro: `${brand} ("we", "us") plans and operates safaris in Kenya and Tanzania from our office in Nairobi. This policy explains what personal data we collect when you use this website, send us an enquiry or travel with us, why we collect it, who we share it with and the rights you have. We process personal data in line with the Kenya Data Protection Act, 2019 and its regulations, and, where they apply to you, with the data protection laws of your home country, such as the EU and UK General Data Protection Regulation.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who is responsible for your data",
      paragraphs: [
        `${brand} is the data controller for the personal data described in this policy. You can reach us at ${emails.info}, by phone on ${phone.display}, or by post at ${office}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "The personal data we collect",
      paragraphs: ["We collect only what we need to answer your enquiry and run your safari:"],
      list: [
        "Enquiry details you type into our contact or booking forms: your name, e-mail address, phone number, the kind of safari you are interested in, group size, budget range, preferred travel dates and your message.",
        "Booking details once you decide to travel: the full names of everyone in your party as they appear in their passports, nationality, dates of birth where parks or airlines require them, passport numbers for cross-border and flying safaris, flight details, dietary needs, and any medical or mobility information you choose to share so we can look after you.",
        "Messages you send us by e-mail, phone, WhatsApp or WeChat.",
        "Payment records: amounts, dates and references. Card payments are handled by our bank's payment provider and we never see or store your full card number.",
        "Website usage data, only if you accept analytics cookies: the pages you visit, the buttons you use (such as 'Get Quote'), your browser and device type, and an approximate location derived from your IP address.",
      ],
    },
    {
      id: "how-we-use",
      heading: "Why we use it and our lawful basis",
      paragraphs: ["We use your personal data for these purposes:"],
      list: [
        "To reply to your enquiry and prepare a quote: this is a step you ask us to take before entering into a contract with us.",
        "To book and operate your safari, including lodges, park permits, flights, transfers and guides: this is necessary to perform our contract with you.",
        "To keep you safe while travelling and to deal with emergencies: this is in your vital interests and our legitimate interest in caring for our guests.",
        "To keep accounting and tax records and to meet the requirements of the Kenya Revenue Authority, the Tourism Regulatory Authority and park authorities: this is a legal obligation.",
        "To understand how visitors use our website and improve it: only with your consent, which you can withdraw at any time.",
        "To send you occasional news and offers: only if you ask for them, and every message lets you unsubscribe.",
      ],
      after: [
        "We do not sell your personal data, and we do not use it for automated decisions that have legal or similarly significant effects on you.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: [
        "To deliver your safari we share the details each supplier needs, and nothing more, with:",
      ],
      list: [
        "Lodges, camps and hotels where you stay, for your reservation and any dietary or medical needs.",
        "Kenya Wildlife Service, county governments, private conservancies and Tanzania National Parks, for park and conservancy entry permits.",
        "Airlines and air charter operators for flying safaris, and border authorities for cross-border trips.",
        "Our driver-guides, who receive your names, arrival details and any needs relevant to your trip.",
        "Service providers who host our website and e-mail and store enquiry records on our behalf, under contracts that require them to protect your data.",
        "Public authorities where the law requires us to.",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside Kenya",
      paragraphs: [
        "Some of our service providers, and our Tanzanian partners on cross-border safaris, process data outside Kenya. When we transfer personal data abroad we do so only as the Data Protection Act allows: to countries or organisations with appropriate safeguards for your data, or where the transfer is necessary to perform your contract, for example to book your lodge in the Serengeti.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "Enquiries that do not lead to a booking are deleted 24 months after our last contact with you. Booking and payment records are kept for seven years after your safari, as Kenyan tax law requires. Passport and medical details are deleted within 90 days of the end of your safari unless a claim or legal requirement means we must keep them longer. Analytics data is kept for no more than 24 months.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Our website is served over an encrypted connection, enquiry records are stored with restricted access, and only the staff who plan and operate your safari can see your booking details. Our team is trained to handle personal data carefully. If a personal data breach is likely to put you at risk, we will notify the Office of the Data Protection Commissioner within 72 hours and tell you without delay.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["Under the Data Protection Act, 2019 you have the right to:"],
      list: [
        "Be informed of how your personal data is used.",
        "Access the personal data we hold about you.",
        "Have inaccurate or incomplete data corrected.",
        "Have data deleted when we no longer need it or have no lawful basis to keep it.",
        "Object to, or ask us to restrict, the processing of your data.",
        "Receive your data in a portable format.",
        "Withdraw your consent at any time, for example to analytics cookies, without affecting what we did before.",
      ],
      after: [
        `To use any of these rights, write to ${emails.info}. We reply within 30 days and may ask you to confirm your identity first. If you are unhappy with how we have handled your data, you can complain to the Office of the Data Protection Commissioner (ODPC) of Kenya at www.odpc.go.ke, or to the data protection authority in your own country.`,
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Our website is not aimed at children and we do not knowingly collect their data through it. We hold the details of children who travel with their families only as supplied by a parent or guardian and only to arrange their safari.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We review this policy regularly and publish any change on this page with the date it was last updated. If we make a significant change to how we use the data of travellers who have booked with us, we will tell them by e-mail.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description: `The terms for using the ${brand} website and for booking a private safari in Kenya and Tanzania: quotes, deposits, payments, cancellations, travel documents and liability.`,
  intro: `These terms apply to your use of this website and to every safari you book with ${brand}, a tour operator based at ${office}. Please read them before you book: by paying a deposit you accept them on behalf of everyone in your party.`,
  sections: [
    {
      id: "website",
      heading: "Using this website",
      paragraphs: [
        "The itineraries, prices and photographs on this website describe our safaris as accurately as we can, but they are an invitation to enquire, not a binding offer. Lodge names, routes and timings can change with the season and availability, and we confirm every detail in your written quote.",
        `The texts, photographs and design of this website belong to ${brand} or its licensors. You may share links to our pages and print pages for your own planning, but not copy them for commercial use.`,
      ],
    },
    {
      id: "quotes-and-booking",
      heading: "Quotes and booking",
      paragraphs: [
        "After your enquiry we send a written quote with the itinerary, the lodges, what is included and excluded, and the price in US dollars. A quote is valid for 14 days and subject to availability until you book.",
        "Your booking is confirmed when we have received your deposit and sent you a written confirmation. We then reserve lodges, park permits and any flights in your name.",
      ],
    },
    {
      id: "prices-and-payment",
      heading: "Prices and payment",
      paragraphs: [
        "Prices are per person sharing unless stated otherwise and are quoted in US dollars (USD). They vary with the season, the lodges chosen and the size of your group; our tours run for groups of 2-6 people per vehicle.",
        "A deposit of 30% of the safari price is due to confirm your booking, and the balance is due 60 days before your safari starts. For bookings made less than 60 days before departure, the full amount is due at booking. We accept bank transfers and card payments; bank and card charges are paid by the sender.",
        "Prices include government taxes and park fees at the rates in force when we quote. If the Government of Kenya, the Government of Tanzania or a park authority raises fees or taxes after you book, we may pass the increase on to you at cost, and we will show you the official notice.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation by you",
      paragraphs: [
        "You can cancel at any time by writing to us. Because lodges and airlines charge us when rooms and seats are released, the following charges apply, counted from the day we receive your written cancellation:",
      ],
      list: [
        "More than 60 days before the safari starts: we keep the deposit, less any amount we can recover from suppliers, which we refund.",
        "59 to 30 days before: 50% of the safari price.",
        "29 to 15 days before: 75% of the safari price.",
        "14 days or less before, or if you do not arrive: 100% of the safari price.",
      ],
      after: [
        "We strongly recommend travel insurance that covers cancellation. If you need to change your dates rather than cancel, ask us first: we move bookings free of charge where our suppliers allow it.",
      ],
    },
    {
      id: "changes-by-us",
      heading: "Changes and cancellation by us",
      paragraphs: [
        "Occasionally we have to change a safari, for example when a lodge closes, a road becomes impassable in the rains or an airstrip is shut. We will offer an alternative of equal or higher standard at no extra cost, or a refund of the affected services. If we have to cancel your safari for a reason other than the events described under 'Events beyond our control', you may choose a full refund of what you have paid or an alternative safari.",
      ],
    },
    {
      id: "travel-documents",
      heading: "Passports, entry rules and health",
      paragraphs: [
        "You are responsible for holding a passport valid for at least six months after your arrival, with blank pages, and for obtaining the travel authorisation or visas you need: Kenya's Electronic Travel Authorisation (eTA) and, for cross-border safaris, a Tanzanian visa. We tell you what we know of the requirements for your nationality, but the authorities' rules decide.",
        "Please take medical advice on vaccinations and malaria prevention before you travel, and carry a yellow fever certificate where one is required. Tell us before you book about any medical condition or reduced mobility that may affect your safari so that we can plan for it.",
      ],
    },
    {
      id: "insurance",
      heading: "Travel insurance",
      paragraphs: [
        "Comprehensive travel insurance is a condition of booking. It should cover cancellation, medical treatment, emergency evacuation (including air evacuation from remote parks), and loss of baggage and belongings. Please send us your policy details before you travel.",
      ],
    },
    {
      id: "on-safari",
      heading: "On safari",
      paragraphs: [
        "Wildlife is wild: sightings can never be guaranteed. For your safety and the animals', please follow your guide's instructions at all times, stay in the vehicle during game drives unless your guide says otherwise, and respect park rules, including the ban on plastic carrier bags in Kenya and on feeding or disturbing animals. Your guide may end an activity if a guest's behaviour endangers the group or the wildlife.",
      ],
    },
    {
      id: "liability",
      heading: "Our responsibility to you",
      paragraphs: [
        "We are responsible for planning your safari with reasonable skill and care and for making sure the services we arrange are provided as described. We are not responsible for loss, injury or damage caused by your own actions, by third parties not connected with the services we provide, or by events beyond our control. Where airlines, hotels or other providers limit their liability under international conventions, our liability is limited in the same way. Nothing in these terms limits liability that cannot be limited under Kenyan law.",
      ],
    },
    {
      id: "force-majeure",
      heading: "Events beyond our control",
      paragraphs: [
        "We are not liable for failing to perform, or for delays in performing, our obligations when this is caused by events beyond our reasonable control, such as severe weather and flooding, natural disasters, epidemics, civil unrest, strikes, government action, border closures or the closure of parks and airports. In such cases we will do our best to offer alternatives and to recover any costs from suppliers for you.",
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      paragraphs: [
        `If something is not right during your safari, please tell your guide or call our Nairobi office on ${phone.display} straight away so that we can put it right on the spot. If you are still unhappy, write to us at ${emails.bookings} within 30 days of the end of your safari and we will reply within 14 days.`,
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of Kenya. We will always try to settle a disagreement by talking to you first; any dispute that we cannot settle is subject to the jurisdiction of the courts of Nairobi, Kenya.",
      ],
    },
  ],
};

export const cookiePolicyIntro = `This policy explains the cookies and similar browser storage the ${brand} website uses, what each one is for and how long it lasts. Essential storage keeps the site working and is always on; analytics only starts if you accept it, and you can change your choice at any time.`;

export const cookiesExplained: LegalSection = {
  id: "what-are-cookies",
  heading: "What cookies are",
  paragraphs: [
    "Cookies are small text files a website saves in your browser; local storage is a similar place where a site keeps small pieces of information on your device. Some are needed for the site to work; others help us understand how the site is used.",
  ],
};

export const managingCookies: LegalSection = {
  id: "managing",
  heading: "Managing cookies in your browser",
  paragraphs: [
    "Besides the choice on this page, every browser lets you see and delete cookies and site data, and block them for a site or for all sites; look under privacy or site settings. Blocking essential storage may stop parts of the site, such as saved form drafts, from working.",
  ],
};
