// Placeholder reasons: the operator replaces them, with site-config.ts, before going live.

/** The contact page's reasons to book with the operator (spec §2), in the order of their icons. */
export const whyChooseUs = [
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
] as const;
