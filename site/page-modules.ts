/**
 * Every page's module, by its file name under site/pages/. The app renders pages from here; the
 * entry fetches the prerendered page's module here too, alongside React, so hydration does not
 * wait for one download after another.
 */
export const pageModules = {
  home: () => import("./pages/home"),
  about: () => import("./pages/about"),
  tours: () => import("./pages/tours"),
  "tour-detail": () => import("./pages/tour-detail"),
  contact: () => import("./pages/contact"),
  gallery: () => import("./pages/gallery"),
  destination: () => import("./pages/destination"),
  legal: () => import("./pages/legal"),
  "not-found": () => import("./pages/not-found"),
} as const;

export type PageModuleName = keyof typeof pageModules;

export type PageModule<Name extends PageModuleName> = Awaited<
  ReturnType<(typeof pageModules)[Name]>
>;

export function isPageModuleName(name: string): name is PageModuleName {
  return Object.hasOwn(pageModules, name);
}
