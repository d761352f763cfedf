import { describe, expect, it } from "vitest";
import { navMessages } from "../../site/messages/en/nav";
import { paths } from "../../site/paths";
import { permanentRedirects, prerenderedPaths } from "../../site/route-list";
import { navRoutes, notFoundRoute, routes } from "../../site/routes";

describe("the route table", () => {
  it("gives each route an id and a pattern of its own", () => {
    const ids = routes.map((route) => route.id);
    const patterns = routes.map((route) => route.pattern);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("loads every route's component from its page file", async () => {
    for (const route of [...routes, notFoundRoute])
      expect(typeof (await route.load()), route.page).toBe("function");
  });

  it("gives paths by route id, a parameterised route's as a builder", () => {
    expect(paths.about).toBe("/about");
    expect(paths.tour("luxury-7-days")).toBe("/safari-tours/luxury-7-days");
    expect(paths.proposal("abc")).toBe("/p/abc");
    expect(paths.faq).toBe("/#faq");
  });

  it("links the header's and the footer's pages in their order, each by its name", () => {
    const names = (place: Parameters<typeof navRoutes>[0]) =>
      navRoutes(place).map(({ id }) => navMessages[id]);
    expect(names("header")).toEqual(["Home", "About Us", "Safari Tours", "Gallery", "Contact Us"]);
    expect(names("footer")).toEqual([
      "About Us",
      "Contact Us",
      "Traveller Reviews",
      "Safari Tours",
    ]);
    expect(names("policies")).toEqual(["Privacy Policy", "Terms of Service", "Cookie Policy"]);
  });

  it("redirects older addresses to the route that names them", () => {
    const redirects = permanentRedirects();
    const [tour] = prerenderedPaths().filter(
      (path) => path.startsWith(paths.tour("")) && path !== paths.compare,
    );
    expect(Object.entries(redirects)).toContainEqual([
      tour!.replace("/safari-tours/", "/tours/"),
      tour,
    ]);
    expect(Object.values(redirects).some((path) => path.startsWith("/destinations/"))).toBe(true);
  });
});
