import type { TravelTip } from "./types";

export const travelTips: TravelTip[] = [
  {
    id: "best-time-to-go",
    title: "Best Time to Go",
    description:
      "The dry seasons, June to October and December to March, bring the easiest game viewing as animals gather near water and the grass is short. The Great Migration is in the Masai Mara from July to October. Daytime temperatures in most parks sit around 20-30°C all year, while the long rains of April and May bring green landscapes, fewer visitors and lower lodge rates.",
    icon: "calendar-days",
  },
  {
    id: "what-to-pack",
    title: "What to Pack",
    description:
      "Pack light layers in neutral colours (khaki, olive, beige): early mornings on open game drives can feel cold, while afternoons reach 20-30°C. Bring a warm fleece, a wide-brimmed hat, sunglasses, sunscreen, insect repellent and binoculars. Light-aircraft flights allow about 15 kg per person in a soft-sided bag, and plastic carrier bags are banned in Kenya.",
    icon: "backpack",
  },
  {
    id: "health",
    title: "Health & Vaccinations",
    description:
      "See a travel clinic six to eight weeks before departure about routine vaccines, hepatitis A, typhoid and yellow fever. Malaria is present in most safari areas, so ask about antimalarial tablets and use repellent and long sleeves at dusk. Drink bottled or filtered water; we carry drinking water in every vehicle.",
    icon: "heart-pulse",
  },
  {
    id: "money-and-tipping",
    title: "Money & Tipping",
    description:
      "US dollars are widely accepted at lodges, and cards work in most camps and Nairobi hotels; Kenyan shillings (KES) are handy for markets and small purchases. Bring clean, recent US dollar notes, as older or torn notes are often refused. Tipping is at your discretion: many travellers give their driver-guide USD 10-15 per person per day and use the staff tip box at each camp.",
    icon: "wallet",
  },
  {
    id: "photography",
    title: "Photography",
    description:
      "The best light is in the first two hours after sunrise and the last two before sunset, exactly when game drives run. A zoom lens of 100-400 mm covers most wildlife, and a beanbag on the pop-up roof steadies it. Bring spare batteries and memory cards, and always ask before photographing people.",
    icon: "camera",
  },
  {
    id: "respect-wildlife-and-culture",
    title: "Respect Wildlife & Culture",
    description:
      "Stay inside the vehicle unless your guide says otherwise, keep your voice low near animals and never feed them. Your guide keeps a respectful distance and stays on the tracks where the rules require it. In villages, dress modestly, ask before taking photos, and buy beadwork directly from the women who make it.",
    icon: "leaf",
  },
];
