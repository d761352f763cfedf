/** The desk's routes, under /desk (the router's base): `<Route>` and `<Link>` both read them. */
export const deskBase = "/desk";

export const deskPaths = {
  inbox: "/",
  changes: "/changes",
  reviews: "/reviews",
  enquiry: (id: string) => `/enquiries/${encodeURIComponent(id)}`,
  proposal: (id: string) => `/enquiries/${encodeURIComponent(id)}/proposal`,
} as const;

export const deskPatterns = {
  enquiry: "/enquiries/:id",
  proposal: "/enquiries/:id/proposal",
} as const;
