export const galleryMessages = {
  eyebrow: "Gallery",
  title: "Safari Photo Gallery",
  description:
    "Wildlife, landscapes and the people of East Africa, from the parks and reserves we visit. Open a photo to see it large or download it.",
  meta: {
    title: "Safari Photo Gallery",
    description:
      "Photographs of wildlife, landscapes and culture from our safaris in Kenya and Tanzania: the Great Migration, Amboseli's elephants, Maasai culture and more.",
  },
};
