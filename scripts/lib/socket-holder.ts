/**
 * What systemd does under socket activation (deploy/safari-site.socket), for the tests: holds a
 * listening socket on 127.0.0.1:$PORT and runs the server on it (file descriptor 3,
 * LISTEN_FDS=1), again each time the server exits, as `systemctl restart` would. It never takes
 * a connection itself: `spawnSync` keeps its event loop from running, so connections made while
 * the server restarts wait in the socket's queue. Started by `startSocketActivatedServer`.
 */
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

const listener = createServer();
listener.listen(Number(process.env.PORT), "127.0.0.1", 1024, () => {
  const { fd } = (listener as unknown as { _handle: { fd: number } })._handle;
  for (;;) {
    spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      stdio: ["ignore", "inherit", "inherit", fd],
      env: { ...process.env, LISTEN_FDS: "1" },
    });
  }
});
