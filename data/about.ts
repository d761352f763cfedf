// Placeholder company story: the operator replaces it, with site-config.ts, before going live.

/** The About page's story, mission, vision and core values (spec §2). */
export const about = {
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
} as const;
