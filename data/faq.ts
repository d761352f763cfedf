import type { FaqItem } from "./types";

export const faqItems: FaqItem[] = [
  {
    id: "best-time-to-visit",
    question: "When is the best time to go on safari in Kenya and Tanzania?",
    answer:
      "The dry seasons, June to October and December to March, offer the best game viewing, because animals gather around rivers and waterholes and the grass is short. The Great Migration is in the Masai Mara from July to October, when the river crossings take place. April and May bring the long rains, with fewer visitors and lower lodge rates, and most parks remain open.",
  },
  {
    id: "visas-and-entry",
    question: "Do I need a visa or an eTA for Kenya and Tanzania?",
    answer:
      "Kenya no longer issues visas to most visitors: instead most travellers, children included, apply online for an Electronic Travel Authorisation (eTA) on the official etakenya.go.ke website before flying, and it is usually issued within three working days. Tanzania requires a visa for most nationalities, best obtained in advance as an e-visa from the official Tanzania Immigration portal. Your passport should be valid for at least six months after arrival, with two blank pages, and we confirm the entry rules for your nationality when you book.",
  },
  {
    id: "vaccinations-and-malaria",
    question: "Which vaccinations do I need, and is there malaria?",
    answer:
      "A yellow fever certificate is required if you arrive from a country with yellow fever risk, and Tanzania may ask for one from travellers crossing from Kenya, so anyone on a cross-border safari should be vaccinated. Malaria is present in most safari areas below about 2,000 metres, so ask your doctor about antimalarial tablets and bring insect repellent. Visit a travel clinic six to eight weeks before you travel for advice on routine vaccines, hepatitis A and typhoid.",
  },
  {
    id: "what-to-pack",
    question: "What should I pack for a safari?",
    answer:
      "Bring light, neutral-coloured clothing in layers, a warm fleece for early morning drives, a hat, sunglasses, sunscreen, insect repellent, binoculars and a camera with spare batteries. Daytime temperatures are usually 20-30°C, but mornings in the Mara and at the Ngorongoro Crater rim can be cold. On flying safaris the luggage limit is about 15 kg per person in a soft bag, and plastic carrier bags are banned in Kenya.",
  },
  {
    id: "group-size",
    question: "How many people share a safari vehicle?",
    answer:
      "All our safaris run for groups of 2-6 people per vehicle, so every guest has a window seat and good access to the pop-up roof for photos. Safaris are private to your party unless you ask to join others. Solo travellers are welcome on the tours that show a solo price.",
  },
  {
    id: "is-it-safe",
    question: "Is a safari in Kenya and Tanzania safe?",
    answer:
      "Yes: the parks and reserves on our itineraries welcome many thousands of visitors every year, and your guide knows how to keep a safe distance from animals. Stay in the vehicle unless your guide says otherwise, and follow the camp staff's instructions after dark, when you are escorted to your tent. In Nairobi, take the usual big-city precautions, and our office stays in touch with you throughout the trip.",
  },
  {
    id: "how-to-book-and-pay",
    question: "How do I book and pay?",
    answer:
      "Send us an enquiry through the Contact page or the Book Now form and we will reply within 24 hours with a suggested itinerary and a quote. Nothing is paid on this website: once you are happy with the plan, we send a written confirmation and invoice, and a deposit secures your lodges and vehicle. The payment schedule and bank details are set out in that confirmation.",
  },
  {
    id: "children-and-families",
    question: "Can we bring children on safari?",
    answer:
      "Families are very welcome, and children often love a safari as much as adults do. We plan shorter drives, family rooms and lodges with pools, and a private vehicle so you can set the pace. Some tented camps have a minimum age, often between 6 and 12, so tell us the ages of your children and we will choose suitable places to stay.",
  },
];
