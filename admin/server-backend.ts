import { ProxyBackend } from "decap-cms-backend-proxy";
import { APIError } from "decap-cms-lib-util";

/**
 * The editor's backend on this server (server/content/routes.ts): Decap's proxy backend, which
 * gives up on any call after 60 seconds, save that a save waits as long as its publish takes.
 * The server answers a save once the site is built with it (server/content/commits.ts), behind
 * the saves before it: 10 s on a quiet machine, over a minute on a busy one.
 */

/** The calls the server answers only once the change is live. */
const publishing = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

/** How long a save is waited for: a slow publish behind the five saves the server queues. */
export const saveLimitMinutes = 10;

export class ServerBackend extends ProxyBackend {
  override async request(payload: { action: string; params: Record<string, unknown> }) {
    if (!publishing.has(payload.action)) return super.request(payload);
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), saveLimitMinutes * 60_000);
    const response = await fetch(this.proxyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ branch: this.branch, ...payload }),
      signal: limit.signal,
    })
      .catch((error: unknown) => {
        if (!limit.signal.aborted) throw error;
        throw new Error(
          `the site was not published with it within ${saveLimitMinutes} minutes. Reload the entry to see whether it was saved.`,
        );
      })
      .finally(() => clearTimeout(timer));
    const json = (await response.json()) as { error?: string };
    if (response.ok) return json;
    throw new APIError(json.error ?? response.statusText, response.status, "Proxy");
  }
}
