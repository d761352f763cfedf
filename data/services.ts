import type { Service } from "./types";

export const services: Service[] = [
  {
    id: "tailor-made-safaris",
    title: "Tailor-Made Safaris",
    description:
      "Tell us your dates, budget and the animals you most want to see, and we design a private itinerary around them: honeymoons, family trips, photography safaris or a first taste of the Masai Mara. Every plan comes with a clear day-by-day programme and a written quote.",
    icon: "compass",
  },
  {
    id: "airport-transfers",
    title: "Airport Transfers",
    description:
      "Meet-and-greet at Jomo Kenyatta International Airport or Wilson Airport at any hour, with a driver holding your name board and a cool bottle of water. We also arrange transfers to Nairobi hotels, to the Namanga border and to Kilimanjaro International Airport.",
    icon: "plane-landing",
  },
  {
    id: "game-drives",
    title: "Game Drives in 4x4 Pop-Up-Roof Vehicles",
    description:
      "Morning, afternoon and full-day game drives in Toyota Land Cruisers with a pop-up roof for standing views and photography. Max 6 People per vehicle, so every guest has a window seat. Prices are quoted in USD, and local payments on the ground can be made in KES.",
    icon: "car",
  },
  {
    id: "accommodation-booking",
    title: "Accommodation Booking",
    description:
      "From riverside tented camps to classic lodges and exclusive conservancy retreats, we book the places we know and have inspected, matched to your budget. Extra nights in Nairobi before or after your safari can be added to the same booking.",
    icon: "hotel",
  },
  {
    id: "cultural-visits",
    title: "Cultural Visits",
    description:
      "Visit a Maasai homestead near the Mara or meet Samburu warriors in the north, with a local guide who explains daily life, beadwork and traditions. Visits are arranged with the community, and the entrance fee goes directly to the village.",
    icon: "users",
  },
  {
    id: "flying-safaris-and-balloons",
    title: "Flying Safaris & Balloon Flights",
    description:
      "Save long drives with scheduled light-aircraft flights from Wilson Airport to the Masai Mara, Amboseli, Samburu and Laikipia. We also reserve sunrise hot air balloon flights over the Mara and the Serengeti, finishing with a champagne bush breakfast.",
    icon: "plane",
  },
];
