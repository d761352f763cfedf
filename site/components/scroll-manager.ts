import { useEffect } from "react";

/** A link to '/#faq' goes home, then scrolls to #faq after 100 ms. */
const hashScrollDelay = 100;
/** How long to wait for the target of a hash to appear (a page whose code is still loading). */
const hashTargetTimeout = 5000;
/** How long the target is kept in place while content above it (lazy sections) settles. */
const settleTime = 1500;

/**
 * Scrolls to the element a hash names once it exists, and keeps it at the top while the page
 * above it finishes loading, until the visitor scrolls themselves.
 */
function scrollToHash(hash: string, signal: AbortSignal): void {
  const id = decodeURIComponent(hash.slice(1));
  const deadline = Date.now() + hashTargetTimeout;
  const holdInPlace = (target: HTMLElement) => {
    const align = () => target.scrollIntoView({ block: "start" });
    align();
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const release = () => observer.disconnect();
    const timer = window.setTimeout(release, settleTime);
    for (const event of ["wheel", "touchstart", "keydown", "pointerdown"]) {
      window.addEventListener(event, release, { once: true, passive: true, signal });
    }
    signal.addEventListener("abort", () => {
      release();
      window.clearTimeout(timer);
    });
  };
  const attempt = () => {
    if (signal.aborted) return;
    const target = document.getElementById(id);
    if (target) holdInPlace(target);
    else if (Date.now() < deadline) requestAnimationFrame(attempt);
  };
  window.setTimeout(attempt, hashScrollDelay);
}

/**
 * Scroll position across client-side navigation: a new page starts at the top, a link with a
 * hash scrolls to its target once rendered, and back/forward keep the browser's own restoring.
 * wouter announces pushState/replaceState as window events of those names.
 */
export function useScrollOnNavigate(): void {
  useEffect(() => {
    let lastPath = window.location.pathname;
    let pending = new AbortController();
    const followHash = () => {
      pending.abort();
      pending = new AbortController();
      scrollToHash(window.location.hash, pending.signal);
    };
    const onNavigate = () => {
      const { pathname, hash } = window.location;
      if (hash) followHash();
      else if (pathname !== lastPath) {
        pending.abort();
        requestAnimationFrame(() => window.scrollTo({ top: 0 }));
      }
      lastPath = pathname;
    };
    const onPopState = () => {
      pending.abort();
      lastPath = window.location.pathname;
    };
    if (window.location.hash) followHash();
    window.addEventListener("pushState", onNavigate);
    window.addEventListener("replaceState", onNavigate);
    window.addEventListener("popstate", onPopState);
    return () => {
      pending.abort();
      window.removeEventListener("pushState", onNavigate);
      window.removeEventListener("replaceState", onNavigate);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);
}
