import type { FastifyListenOptions } from "fastify";
import { ConfigError, loadServerConfig } from "./config";
import { defaultCacheDir, precompress } from "./publish/precompress";
import { startPublisher } from "./publish/publisher";
import { createApp } from "./app";
import type { Publish } from "./content/commits";
import { removePidFile, writePidFile } from "./pid-file";

/**
 * systemd waits 10 s (TimeoutStopSec in deploy/) before it kills; requests still running after
 * this long are given up so that the process exits on its own terms, its database closed.
 */
const drainLimitMs = 8_000;

/**
 * The listening socket systemd passes under socket activation (deploy/safari-site.socket), as
 * file descriptor 3. systemd keeps it open while the server restarts, so a connection made
 * meanwhile waits in the socket's queue for the new process instead of being refused or reset.
 */
function socketFromSystemd(env: NodeJS.ProcessEnv = process.env): { fd: number } | null {
  const forThisProcess = !env.LISTEN_PID || Number(env.LISTEN_PID) === process.pid;
  if (env.LISTEN_FDS !== "1" || !forThisProcess) return null;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  return { fd: 3 };
}

/**
 * The editor's saves (CONTENT_EDITOR=git) are published as `npm start` publishes an edit
 * (server/publish/publisher.ts): the edit's pages are live before they have Brotli and gzip copies,
 * written one file at a time afterwards (and given up when the next save is published), so that
 * Caddy serves them compressed again.
 */
function editorPublisher(distDir: string, root: string): { publish: Publish; stop: () => void } {
  const publisher = startPublisher(distDir, { root });
  let compressing = new AbortController();
  return {
    async publish(edit) {
      compressing.abort();
      const outcome = await publisher.publish(edit);
      if (outcome.ok) {
        compressing = new AbortController();
        const { signal } = compressing;
        precompress(distDir, defaultCacheDir, 1, signal).catch((error: unknown) => {
          if (!signal.aborted) console.error("Precompressing the published edit failed:", error);
        });
      }
      return outcome;
    },
    stop: () => {
      compressing.abort();
      publisher.stop();
    },
  };
}

async function main() {
  const config = loadServerConfig();
  const publisher =
    config.contentRepository && config.contentEditorRoot
      ? editorPublisher(config.distDir, config.contentEditorRoot)
      : null;
  const { app, requestCounts } = await createApp(config, {
    ...(publisher ? { publish: publisher.publish } : {}),
  });
  app.addHook("onClose", async () => publisher?.stop());
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const atSignal = requestCounts();
    console.log(
      `Received ${signal} with ${atSignal.inFlight} requests in flight: finishing them and ` +
        "the requests already sent on open connections.",
    );
    const forced = setTimeout(() => {
      console.error(
        `${requestCounts().inFlight} requests still open after ${drainLimitMs} ms: closing them.`,
      );
      app.server.closeAllConnections();
    }, drainLimitMs);
    forced.unref();
    await app.close();
    removePidFile(config.dataDir);
    const answeredSince = requestCounts().answered - atSignal.answered;
    console.log(
      `Stopped in ${Date.now() - started} ms after answering ${answeredSince} more requests ` +
        "(database checkpointed and closed).",
    );
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  const inherited = socketFromSystemd();
  // Fastify passes its options on to Node's server.listen, which takes { fd } for a socket.
  const listenOn = inherited
    ? ({ fd: inherited.fd, host: config.host } as FastifyListenOptions)
    : { port: config.port, host: config.host };
  const address = await app.listen(listenOn);
  writePidFile(config.dataDir);
  console.log(`Safari site listening on ${address.replace("0.0.0.0", "localhost")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
