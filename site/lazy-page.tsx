import { createContext, lazy, useContext, type ComponentType, type ReactNode } from "react";

/** Records which page modules a prerender used, so their chunks can be preloaded with the HTML. */
const RenderedPagesContext = createContext<Set<string> | null>(null);

export function RenderedPagesProvider({
  pages,
  children,
}: {
  pages?: Set<string>;
  children: ReactNode;
}) {
  return <RenderedPagesContext value={pages ?? null}>{children}</RenderedPagesContext>;
}

export type LazyPage<P extends object> = ComponentType<P> & {
  /** The module under site/pages/, e.g. "home" for site/pages/home.tsx. */
  moduleName: string;
  /** Fetches the page's code ahead of navigation. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk. The prerender waits for it; in the browser the
 * prerendered HTML stays in place (and keeps hydrating) until the chunk arrives.
 */
export function lazyPage<P extends object>(
  moduleName: string,
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page(props: P) {
    useContext(RenderedPagesContext)?.add(moduleName);
    return <Lazy {...props} />;
  }
  return Object.assign(Page, { moduleName, preload: load });
}
