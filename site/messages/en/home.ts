export const homeMessages = {
  hero: {
    eyebrow: "Kenya & Tanzania safaris",
    title: "Private safaris, planned in Nairobi",
    text: "The Masai Mara, Amboseli, Samburu and the Serengeti in a pop-up-roof 4x4 of your own, with guides who grew up with this wildlife.",
    exploreTours: "Explore Safari Tours",
    getQuote: "Get A Quote",
    since: "Since {year}",
    reply: "Reply {responseTime}",
  },
  packages: {
    eyebrow: "Popular packages",
    title: "Our most-loved safaris",
    description:
      "Fixed itineraries with honest prices per person, ready to book or to tailor to your dates.",
    seeAll: "See All Tours",
  },
  destinations: {
    eyebrow: "Where we go",
    title: "Destinations",
    description:
      "Six Kenyan parks and reserves, each with its own wildlife and season; our trips combine them.",
  },
  gallery: {
    eyebrow: "Gallery",
    title: "Moments from the bush",
    description:
      "Photographs from the parks and reserves we visit, from the Mara River to the Ngorongoro rim.",
    viewAll: "View All Photos",
  },
  partners: {
    eyebrow: "Partners",
    title: "Working with Kenya's conservation and tourism bodies",
  },
  services: {
    eyebrow: "Services",
    title: "Everything your safari needs",
    description:
      "From the airport to the last game drive, one Nairobi team looks after every detail.",
  },
  tips: {
    eyebrow: "Travel tips",
    title: "Before you go",
    description: "What our guides tell every traveller: seasons, packing, health and money.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    description: "Anything else? Write to us at {email}; we reply {responseTime}.",
  },
};
