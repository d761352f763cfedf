export const layoutMessages = {
  skipToContent: "Skip to main content",
  /**
   * The header's link to the tours page, which reads differently as the header narrows; its
   * other links read the pages' names (nav.ts).
   */
  nav: {
    tours: { phone: "Safari Tours", tablet: "Tours", desktop: "Destinations" },
  },
};
