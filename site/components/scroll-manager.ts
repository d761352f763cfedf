import { useEffect } from "react";

/** Spec §2: a link to '/#faq' goes home, then scrolls to #faq after 100 ms. */
const hashScrollDelay = 100;
/** How long to wait for the target of a hash to appear (a page whose code is still loading). */
const hashTargetTimeout = 5000;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

function scrollToHash(hash: string, signal: AbortSignal): void {
  const id = decodeURIComponent(hash.slice(1));
  const deadline = Date.now() + hashTargetTimeout;
  const attempt = () => {
    if (signal.aborted) return;
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
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
      else if (pathname !== lastPath) requestAnimationFrame(() => window.scrollTo({ top: 0 }));
      lastPath = pathname;
    };
    const onPopState = () => {
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
