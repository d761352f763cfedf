import * as React from "react";

const subscribeNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * after: for what the prerendered page must not contain but the running page should.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
