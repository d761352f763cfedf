import { useEffect } from "react";

/**
 * Adds `name` to <html data-hydrated="..."> once the Suspense boundary around it has hydrated,
 * that is once its lazily loaded code has arrived and is interactive ("page" for the route).
 * Tests wait for it instead of guessing.
 */
export function HydrationMarker({ name }: { name: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const names = new Set((root.dataset.hydrated ?? "").split(" ").filter(Boolean));
    names.add(name);
    root.dataset.hydrated = [...names].join(" ");
  }, [name]);
  return null;
}
