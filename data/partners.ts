import type { Partner } from "./types";

export const partners: Partner[] = [
  {
    name: "Kenya Wildlife Service",
    url: "https://www.kws.go.ke",
    logo: "/partners/kws.svg",
    fallbackLogo: "🦁",
  },
  {
    name: "Magical Kenya",
    url: "https://magicalkenya.com",
    logo: "/partners/magical-kenya.svg",
    fallbackLogo: "🌍",
  },
  {
    name: "Kenya Association of Tour Operators",
    url: "https://www.katokenya.org",
    logo: "/partners/kato.svg",
    fallbackLogo: "🧭",
  },
  {
    name: "Ol Pejeta Conservancy",
    url: "https://www.olpejetaconservancy.org",
    logo: "/partners/ol-pejeta.svg",
    fallbackLogo: "🦏",
  },
  {
    name: "Tanzania National Parks",
    url: "https://www.tanzaniaparks.go.tz",
    logo: "/partners/tanapa.svg",
    fallbackLogo: "🐘",
  },
];
