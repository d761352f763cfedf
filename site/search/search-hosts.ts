type Host = { url: string; accept: "readWrite"; protocol: "http" | "https" };

/**
 * Algolia's browser defaults (1 s to connect, 2 s to read) suit its several fallback hosts; a
 * single host has nothing to fall back to, so it gets more time before search reports an error.
 */
const singleHostTimeouts = { connect: 3_000, read: 5_000, write: 30_000 };

/**
 * The search client's options for a single host at `origin` (the embedded index, or a configured
 * one). Algolia's client asks a search that timed out, lost its connection or got a 5xx of its
 * next host, with a longer wait after a timeout; with one host there is no next, so the host is
 * named twice: such a search is asked of it once more before the traveller sees an error.
 */
export function singleHostOptions(origin: string): {
  hosts: Host[];
  timeouts: typeof singleHostTimeouts;
} {
  const url = new URL(origin);
  const host: Host = {
    url: url.host,
    accept: "readWrite",
    protocol: url.protocol === "http:" ? "http" : "https",
  };
  return { hosts: [host, host], timeouts: singleHostTimeouts };
}
