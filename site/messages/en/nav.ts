/**
 * Each page's name, the one place it is written: the header's and footer's links to the page
 * (which pages they link is the route table's `nav`), its breadcrumbs and other links naming it
 * read it here, by the route's id. A page's title, in its own copy's `meta`, may say more.
 */
export const navMessages = {
  home: "Home",
  about: "About Us",
  tours: "Safari Tours",
  gallery: "Gallery",
  search: "Search",
  contact: "Contact Us",
  reviews: "Traveller Reviews",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
};
