/**
 * `npm run bench:publish -- --production`: how long an operator's save takes to be live in every
 * language on the one machine as deployed: the Node server under the deployment's settings
 * (deploy/safari-site.env, CONTENT_EDITOR=git) behind Caddy (deploy/Caddyfile), in a scratch
 * checkout whose content it commits and publishes. Each save is the editor's own call, made
 * through Caddy with an operator's session, and timed from the call to every page showing it
 * through Caddy: a price change, a translation fix, a new tour, and a revert (the entry restored
 * as the release had it, undoing the price change and the translation fix). `--runs N` (3 for
 * the runbook's figures) repeats each and prints the median.
 */
import { spawnSync } from "node:child_process";
import { request } from "node:https";
import path from "node:path";
import { enquiryIds } from "../data/domain/enquiry";
import { intlLocales } from "../data/domain/locales";
import { formatPrice } from "../ui/format-price";
import { scratchCheckout } from "../tests/scratch-checkout";
import {
  benchEdits,
  newTourEntry,
  printResults,
  secondsUntilLive,
  tourEntry,
  tourPath,
  germanDayTitle,
  releasePrice,
  type LivePage,
} from "./lib/bench-edits";
import { startCaddy, type RunningCaddy } from "./lib/caddy-process";
import { startServer } from "./lib/server-process";

const root = process.cwd();
const workDir = path.join(root, ".cache", "bench-publish-production");
const checkout = path.join(workDir, "checkout");
const distDir = path.join(workDir, "dist");
const dataDir = path.join(workDir, "data");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);
const operator = {
  email: "bench@example.com",
  password: "bench-publish-operator-1",
  name: "Bench",
};

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** One request through Caddy, trusting its local authority. */
function send(
  caddy: RunningCaddy,
  route: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${caddy.origin}${route}`,
      { method, headers: { "accept-encoding": "identity", ...headers }, ca: caddy.ca },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The operator's session cookie, signed in as the desk signs in. */
async function signIn(caddy: RunningCaddy): Promise<string> {
  const answer = await send(caddy, "/v1/account/sessions/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-appwrite-project": enquiryIds.projectId },
    body: JSON.stringify({ email: operator.email, password: operator.password }),
  });
  if (answer.status !== 201)
    throw new Error(`Signing in answered ${answer.status}: ${answer.body}`);
  const cookies = [answer.headers["set-cookie"] ?? []].flat();
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Makes the operator as the runbook says: `npm run operator -- add`. */
function addOperator(): void {
  const added = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/operator.ts", "add", operator.email, "--name", operator.name],
    {
      cwd: checkout,
      env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: operator.password },
      stdio: "inherit",
    },
  );
  if (added.status !== 0) throw new Error("npm run operator -- add failed.");
}

async function main(): Promise<void> {
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    env: { ...process.env, DIST_DIR: distDir },
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The site did not build.");
  scratchCheckout(checkout);
  const server = await startServer(
    {
      // deploy/safari-site.env and deploy/safari-site-editor.conf, with this bench's places.
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SMTP_HOST: "",
      CONTENT_EDITOR: "git",
    },
    path.join(root, "server/main.ts"),
    checkout,
  );
  const caddy = await startCaddy("deploy/Caddyfile", {
    SITE_ROOT: distDir,
    NODE_UPSTREAM: server.url.replace("http://", ""),
  });
  const results: Array<[string, number[]]> = [];
  try {
    addOperator();
    const cookie = await signIn(caddy);
    const editor = async (action: string, params: Record<string, unknown>) => {
      const answer = await send(caddy, "/admin/api/v1", {
        method: "POST",
        headers: { "content-type": "application/json", origin: caddy.origin, cookie },
        body: JSON.stringify({ action, params }),
      });
      if (answer.status !== 200)
        throw new Error(`${action} answered ${answer.status}: ${answer.body}`);
      return JSON.parse(answer.body) as Record<string, unknown>;
    };
    const shows = async (page: LivePage) => {
      const answer = await send(caddy, page.path);
      return answer.status === 200 && answer.body.includes(page.shows);
    };
    const { edits } = benchEdits(checkout);
    const history = (await editor("history", { path: tourEntry })) as {
      changes: Array<{ commit: string }>;
    };
    const release = history.changes.at(-1)!.commit;
    /** Seconds from the editor's call until every page shows what it must. */
    const timed = async (name: string, pages: LivePage[], call: () => Promise<unknown>) => {
      const started = Date.now();
      await call();
      const seconds = await secondsUntilLive(shows, pages, started, name);
      // The machine settles before the next save: the publish's pages precompressed.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return seconds;
    };
    const reverts: number[] = [];
    const revertPages = [
      { path: tourPath("en"), shows: formatPrice(releasePrice, intlLocales.en) },
      { path: tourPath("de"), shows: germanDayTitle },
    ];
    for (const edit of edits) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { file, text, pages } = edit.change(run);
        // The editor loads an entry before it saves it.
        await editor("getEntry", { path: file });
        times.push(
          await timed(edit.name, pages, () =>
            editor("persistEntry", { dataFiles: [{ path: file, raw: text }], assets: [] }),
          ),
        );
        if (file === newTourEntry) await editor("deleteFile", { path: file });
        else {
          reverts.push(
            await timed("revert", revertPages, () =>
              editor("restore", { path: tourEntry, commit: release }),
            ),
          );
        }
      }
      results.push([edit.name, times]);
    }
    results.push(["revert (restore the release's version)", reverts]);
  } finally {
    await caddy.stop();
    await server.stop();
  }
  printResults(
    `Save to visible in every language through Caddy (production server, ${runs} run(s) each):`,
    results,
  );
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
