import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentSource, type BuildLocale } from "./site-locale-plugin";

const generatedDir = path.resolve(import.meta.dirname, "../../data/generated");
/** A server-rendering build's module for the generated data `name`, and the name in its id. */
const trackedPrefix = "\0site-tracked-content:";
const trackedName = new RegExp(`^${trackedPrefix}([\\w-]+)$`);
/** Where the prerender puts the content reads' recorder, for the server-rendering bundle to find. */
const recorderKey = "site.contentReads";

/** What the server-rendering bundle's data modules call: `track(name, data)`. */
type Recorder = { track: (name: string, data: unknown) => unknown };

/**
 * The content's generated data (data/generated/<name>.json) in a server-rendering build, each in
 * a module that hands the data to the prerender's recorder when there is one, so
 * that the prerender knows which of it each page's render read (`loadTrackedBundle`). The data stays in the bundle,
 * which a publish builds again with the data it publishes.
 */
export function trackedContent(target: BuildLocale): Plugin {
  return {
    name: "site-tracked-content",
    enforce: "pre",
    resolveId: {
      filter: { id: /\/generated\/[\w-]+\.json$/ },
      handler(source, importer) {
        if (!importer) return null;
        const file = path.resolve(path.dirname(importer), source);
        if (path.dirname(file) !== generatedDir) return null;
        return `${trackedPrefix}${path.basename(file, ".json")}`;
      },
    },
    load: {
      filter: { id: trackedName },
      handler(id) {
        const name = trackedName.exec(id)?.[1] ?? "";
        const json = JSON.stringify(JSON.parse(contentSource(target, name)));
        return [
          `const data = JSON.parse(${JSON.stringify(json)});`,
          `const recorder = globalThis[Symbol.for(${JSON.stringify(recorderKey)})];`,
          `export default recorder ? recorder.track(${JSON.stringify(name)}, data) : data;`,
        ].join("\n");
      },
    },
  };
}

/** The hash of the data `name` of a language, as its pages read it. */
export const contentHash = (target: BuildLocale, name: string) =>
  createHash("sha256").update(contentSource(target, name)).digest("base64url");

/** Where the proxies of the data note a read: the page rendering, or everything else. */
let sink = new Set<string>();
const proxies = new WeakMap<object, object>();
/** Each server-rendering bundle loaded, by its entry, with the data its modules read as they loaded. */
const loadedBundles = new Map<string, { entry: unknown; loading: ReadonlySet<string> }>();

/** The data `value` of the content `name`, each object and array of it noting a read in `sink`. */
function tracked(name: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const known = proxies.get(value);
  if (known) return known;
  const note = () => void sink.add(name);
  const wrap = (inner: unknown) => tracked(name, inner);
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      note();
      return wrap(Reflect.get(target, key, receiver));
    },
    has(target, key) {
      note();
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      note();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      note();
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      return descriptor && "value" in descriptor && descriptor.configurable
        ? { ...descriptor, value: wrap(descriptor.value) }
        : descriptor;
    },
    set(target, key, value, receiver) {
      note();
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      note();
      return Reflect.deleteProperty(target, key);
    },
    defineProperty(target, key, descriptor) {
      note();
      return Reflect.defineProperty(target, key, descriptor);
    },
  });
  proxies.set(value, proxy);
  return proxy;
}

/** A server-rendering bundle loaded for a prerender, and what its code reads of the content. */
export type TrackedBundle<T> = {
  entry: T;
  /**
   * The data read as the bundle's modules loaded, or otherwise outside a page's render and the
   * list of routes, which every page depends on: a value made from it then may serve any render after.
   */
  everyPage: ReadonlySet<string>;
  /**
   * Lists the routes (`list`), whose reads no page depends on: the list is made again by every
   * build, and makes nothing a render reads after it.
   */
  listing: <R>(list: () => R) => R;
  /** Renders a page (`render`): its result, and the data read while it rendered. */
  during: <R>(render: () => Promise<R>) => Promise<{ value: R; read: string[] }>;
  /** Stops noting reads for this prerender. */
  done: () => void;
};

/**
 * The server-rendering bundle of `entryFile` (its entry and every chunk beside it, so that each
 * module's own code runs, and reads, before any page renders) with its data's reads noted: each
 * object and array of the data is read through a proxy that notes the data's name, so a part of
 * the data that one render keeps (a module's cache of a tour) is noted again by each render that
 * reads it. A bundle loaded before (a publish that changed none of its data) is not loaded again,
 * and what its modules read then stands.
 */
export async function loadTrackedBundle<T>(entryFile: string): Promise<TrackedBundle<T>> {
  (globalThis as Record<symbol, Recorder>)[Symbol.for(recorderKey)] = { track: tracked };
  let loaded = loadedBundles.get(entryFile);
  if (!loaded) {
    const loading = new Set<string>();
    sink = loading;
    try {
      const entry: unknown = await import(pathToFileURL(entryFile).href);
      const dir = path.dirname(entryFile);
      const chunks = readdirSync(dir, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith(".js"));
      for (const chunk of chunks) await import(pathToFileURL(path.join(dir, chunk)).href);
      loaded = { entry, loading };
      loadedBundles.set(entryFile, loaded);
    } finally {
      sink = new Set();
    }
  }
  const everyPage = new Set(loaded.loading);
  sink = everyPage;
  return {
    entry: loaded.entry as T,
    everyPage,
    listing(list) {
      sink = new Set();
      try {
        return list();
      } finally {
        sink = everyPage;
      }
    },
    async during(render) {
      const read = new Set<string>();
      sink = read;
      try {
        return { value: await render(), read: [...read].sort() };
      } finally {
        sink = everyPage;
      }
    },
    done: () => void (sink = new Set()),
  };
}
