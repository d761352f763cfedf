export const metaMessages = {
  about: {
    title: "About Us",
    description:
      "Who we are: a Nairobi safari operator founded in {founded}, with Kenyan guides, private vehicles for 2-6 people, and a commitment to conservation, community, safety and excellence.",
  },
  tours: {
    title: "Safari Tours",
    description:
      "{count} private safaris in Kenya and Tanzania, from {shortest} to {longest} days: itineraries, lodges and prices per person for the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru and the Serengeti.",
  },
  gallery: {
    title: "Safari Photo Gallery",
    description:
      "Photographs of wildlife, landscapes and culture from our safaris in Kenya and Tanzania: the Great Migration, Amboseli's elephants, Maasai culture and more.",
  },
  contact: {
    title: "Contact Us",
    description:
      "Ask for a free safari quote: tell us your dates, group size and budget and our Nairobi team replies {responseTime}. E-mail, phone, WhatsApp or visit our office in Nairobi, Kenya.",
  },
  destination: {
    title: "{name} Safari Guide",
    description: {
      one: "{name}, {country}: {tagline}. When to go, the wildlife you can see, and {count} safari tour that visits.",
      other:
        "{name}, {country}: {tagline}. When to go, the wildlife you can see, and {count} safari tours that visit.",
    },
  },
  cookiePolicy: {
    title: "Cookie Policy",
    description:
      "The cookies and browser storage this website uses, what each is for and how long it lasts, and how to change your analytics choice.",
  },
  notFound: {
    title: "Page Not Found",
    description:
      "The page you were looking for might have been moved, deleted, or the URL might be wrong.",
  },
  /** A search keyword for a place: "Masai Mara safari". */
  placeKeyword: "{name} safari",
};
