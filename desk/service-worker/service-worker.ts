/// <reference lib="webworker" />
/**
 * The desk's service worker (scope /desk/): it keeps the desk's own files, as its build listed
 * them, so that the desk opens from the home screen on a flaky connection or none. A page of the
 * desk comes from the network while it answers in time, else from the page kept at install (the
 * desk has one page for every address); the desk's files and fonts come from what was kept.
 * The enquiries themselves are never kept here: the desk's calls go to the network, and the
 * desk keeps the last inbox itself (desk/services/offline.ts), for the operator signed in.
 */
export {};

declare const self: ServiceWorkerGlobalScope;
/** Set by the build (scripts/lib/desk-offline.ts): the build's version and the desk's files. */
declare const deskOffline: { version: string; page: string; files: string[] };

const cacheName = `desk-${deskOffline.version}`;
const files = new Set(deskOffline.files);
/** How long a page may take from the network before the kept one is shown. */
const pageWaitMs = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([deskOffline.page, ...files]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("desk-") && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page from the network if it answers within `pageWaitMs`, else the kept one. */
async function page(request: Request): Promise<Response> {
  const fromNetwork = fetch(request);
  // Answered by the kept page, the network's late failure is nobody's to handle.
  fromNetwork.catch(() => undefined);
  const kept = () => caches.match(deskOffline.page, { cacheName });
  const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), pageWaitMs));
  try {
    const first = await Promise.race([fromNetwork, late]);
    if (first !== "late") return first;
    return (await kept()) ?? (await fromNetwork);
  } catch {
    return (await kept()) ?? Response.error();
  }
}

/** A file of the desk's build: the kept copy, or the network's if it was never kept. */
async function file(request: Request, path: string): Promise<Response> {
  return (await caches.match(path, { cacheName })) ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith(deskOffline.page)) {
    event.respondWith(page(request));
  } else if (files.has(url.pathname)) {
    event.respondWith(file(request, url.pathname));
  }
});
