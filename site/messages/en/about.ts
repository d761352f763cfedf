export const aboutMessages = {
  eyebrow: "About us",
  title: "Safaris run by the people who know the land",
  story: "Our story",
  facts: {
    founded: "Founded in Nairobi",
    groupSize: "Per private vehicle",
    responseTime: "To answer every enquiry",
    responseHours: "{hours} h",
    temperature: "Typical safari days",
  },
  missionAndVision: "Mission and vision",
  mission: "Our mission",
  vision: "Our vision",
  valuesEyebrow: "What we stand for",
  valuesTitle: "Our core values",
  next: {
    title: "Ready to see Kenya with us?",
    text: "Browse our itineraries, or tell us about the trip you have in mind.",
    exploreTours: "Explore Our Safaris",
  },
  meta: {
    title: "About Us",
    description:
      "Who we are: a Nairobi safari operator founded in {founded}, with Kenyan guides, private vehicles for 2-6 people, and a commitment to conservation, community, safety and excellence.",
  },
};
