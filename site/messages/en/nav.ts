/** The pages' names where a link or a breadcrumb names them. */
export const navMessages = {
  home: "Home",
  about: "About Us",
  tours: "Safari Tours",
  gallery: "Gallery",
  contact: "Contact Us",
};
