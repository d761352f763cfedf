import * as React from "react";

/**
 * False while the server renders and in a component's first render in the browser (hydrating
 * that HTML or not), true from a render right after: for what the prerendered page must not
 * contain but the running page should. The switch is a transition, so the render it causes waits
 * its turn behind hydration instead of running at once in the same task (as an external store's
 * changed snapshot would make it).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
