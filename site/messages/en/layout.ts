export const layoutMessages = {
  skipToContent: "Skip to main content",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "Home",
    about: "About Us",
    tours: { phone: "Safari Tours", tablet: "Tours", desktop: "Destinations" },
    gallery: "Gallery",
    contact: "Contact Us",
  },
};
