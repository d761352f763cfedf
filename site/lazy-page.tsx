import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from "react";
import { HydrationMarker } from "./components/hydration-marker";

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
  /** Fetches the page's code ahead of navigation. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk, `moduleName` being its file under site/pages/ ("home"
 * for site/pages/home.tsx). The prerender waits for it and lists it for preloading; in the
 * browser the prerendered HTML stays in place (and keeps hydrating) until the chunk arrives.
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
  return Object.assign(Page, { preload: load });
}

export type LazySection = ComponentType & { preload: () => Promise<unknown> };

/**
 * A part of a page whose code is its own chunk: prerendered with the page, hydrated once its
 * code arrives (then named in <html data-hydrated>), shown behind `fallback` when a visitor
 * navigates to the page before it has loaded.
 */
export function lazySection(
  name: string,
  load: () => Promise<ComponentType>,
  fallback: ReactNode,
): LazySection {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Section() {
    return (
      <Suspense fallback={fallback}>
        <Lazy />
        <HydrationMarker name={name} />
      </Suspense>
    );
  }
  return Object.assign(Section, { preload: load });
}
