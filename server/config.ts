import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { mailDefaults } from "../data/domain/enquiry";
import { pesapalBaseUrls } from "./payments/pesapal";

export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
};

export type ServerConfig = {
  port: number;
  host: string;
  /** Where SQLite, the API key file and the e-mail outbox live. */
  dataDir: string;
  /** The built site (prerendered HTML and assets). */
  distDir: string;
  /** Key that grants the server API (reading, listing, changing and deleting enquiries). */
  apiKey: string;
  mail: { to: string; from: string; smtp: SmtpSettings | null };
  /**
   * The site's public origin (SITE_URL), for the links the functions e-mail (a proposal's page,
   * an enquiry in the desk); null means this server's own address.
   */
  siteUrl: string | null;
  /** Document creates and function executions allowed per client per minute. */
  createsPerMinute: number;
  /** How long an operator's session lasts from sign-in. */
  sessionTtlMs: number;
  /**
   * Sign-in attempts allowed per hour for one e-mail address from one client; a client may try
   * five times as many across addresses.
   */
  signInsPerHour: number;
  /** Search requests allowed per client per minute. */
  searchesPerMinute: number;
  /** Analytics requests allowed per client per minute. */
  analyticsPerMinute: number;
  /** Bytes of analytics events kept; past it the oldest events are pruned. */
  analyticsMaxBytes: number;
  /** Bytes of analytics events taken per second from all clients together. */
  analyticsBytesPerSecond: number;
  /** Extra origins the browser may connect to (hosted Appwrite, Algolia, PostHog), for the CSP. */
  connectOrigins: string[];
  /**
   * Addresses of the reverse proxy (or proxies) whose X-Forwarded-For is believed; from any other
   * peer the header is ignored and the peer's own address is the client.
   */
  trustedProxies: string[];
  /** Site origins (on another host) whose pages may call the embedded services from the browser. */
  corsOrigins: string[];
  /** One JSON line per request on standard output. */
  logRequests: boolean;
  /** Storybook's static build, served at /kit/ when KIT_PUBLIC=1 (npm start sets it). */
  kitDir: string | null;
  /**
   * The checkout whose content/ and images/ the editor at /admin writes: with CONTENT_EDITOR=1
   * (npm start sets it) for this machine with no sign-in, with CONTENT_EDITOR=git for the desk's
   * operators; null when the editor commits through a git host.
   */
  contentEditorRoot: string | null;
  /**
   * Pesapal's sandbox or live service when its consumer key and secret are set; null for the
   * stand-in this server serves on its own origin.
   */
  pesapal: { baseUrl: string; consumerKey: string; consumerSecret: string } | null;
  /** Payment orders one client (address) may start per minute. */
  paymentOrdersPerMinute: number;
  /** Payment notifications and returns from the provider one address may send per minute. */
  paymentNoticesPerMinute: number;
  /** Calls of the desk's payments (operators only) one client may make per minute. */
  deskPaymentsPerMinute: number;
  /** With CONTENT_EDITOR=git: the content's own git repository, and its editor's limits. */
  contentRepository: {
    gitDir: string;
    /** The largest photo an operator may upload. */
    uploadBytes: number;
    /** Editor calls one client may make per minute. */
    requestsPerMinute: number;
    /** Saves one operator may make per minute (each is a commit and a build). */
    savesPerMinute: number;
    /** A git remote (URL or path) the history is pushed to after each save, or null. */
    remote: string | null;
  } | null;
};

/** Where the content's git repository is kept: in the data directory, so a backup carries it. */
export function contentRepositoryDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return path.resolve(env.CONTENT_REPOSITORY || path.join(dataDir, "content.git"));
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
  range: [number, number],
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range[0] || value > range[1]) {
    problems.push(`${name} must be a whole number from ${range[0]} to ${range[1]} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/**
 * The API key comes from APPWRITE_API_KEY; without it the embedded service makes one on first
 * start and keeps it in the data directory, where `npm run enquiries` finds it too.
 */
export function resolveApiKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.APPWRITE_API_KEY) return env.APPWRITE_API_KEY;
  const keyFile = path.join(dataDir, "api-key");
  if (existsSync(keyFile)) return readFileSync(keyFile, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const key = `standard_${randomBytes(32).toString("hex")}`;
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  return key;
}

function list(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function origins(env: NodeJS.ProcessEnv, name: string, problems: string[]): string[] {
  const entries = list(env[name]);
  for (const origin of entries) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`${name} entries must be origins like https://host (got "${origin}")`);
    }
  }
  return entries;
}

/**
 * Pesapal's service from PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET (both or neither), its
 * sandbox unless PESAPAL_ENVIRONMENT=live. Pesapal calls the IPN URL from outside, so SITE_URL
 * must say where the server is reached.
 */
function pesapalSettings(
  env: NodeJS.ProcessEnv,
  siteUrl: string | null,
  problems: string[],
): ServerConfig["pesapal"] {
  const consumerKey = env.PESAPAL_CONSUMER_KEY?.trim() || "";
  const consumerSecret = env.PESAPAL_CONSUMER_SECRET?.trim() || "";
  const environment = env.PESAPAL_ENVIRONMENT?.trim() || "sandbox";
  if (environment !== "sandbox" && environment !== "live") {
    problems.push(`PESAPAL_ENVIRONMENT must be sandbox or live (got "${environment}")`);
  }
  if (!consumerKey && !consumerSecret) return null;
  if (!consumerKey || !consumerSecret) {
    problems.push("PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET are set together, or neither");
    return null;
  }
  if (siteUrl === null) {
    problems.push(
      "SITE_URL must be set with Pesapal's keys: Pesapal calls <SITE_URL>/payments/ipn",
    );
  }
  return {
    baseUrl: environment === "live" ? pesapalBaseUrls.live : pesapalBaseUrls.sandbox,
    consumerKey,
    consumerSecret,
  };
}

/** Reads and checks the environment once; throws a ConfigError listing every problem. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  const root = process.cwd();
  const dataDir = path.resolve(root, env.DATA_DIR || ".data");
  const port = integer(env, "PORT", 3000, problems, [0, 65535]);
  const smtpHost = env.SMTP_HOST;
  const smtp: SmtpSettings | null = smtpHost
    ? {
        host: smtpHost,
        port: integer(env, "SMTP_PORT", 587, problems, [1, 65535]),
        secure: env.SMTP_SECURE === "true",
        user: env.SMTP_USER || undefined,
        pass: env.SMTP_PASS || undefined,
      }
    : null;
  const createsPerMinute = integer(
    env,
    "RATE_LIMIT_CREATES_PER_MINUTE",
    30,
    problems,
    [1, 1_000_000],
  );
  const sessionTtlHours = integer(env, "SESSION_TTL_HOURS", 24 * 7, problems, [1, 24 * 365]);
  const signInsPerHour = integer(env, "RATE_LIMIT_SIGN_INS_PER_HOUR", 10, problems, [1, 1_000_000]);
  const searchesPerMinute = integer(
    env,
    "RATE_LIMIT_SEARCHES_PER_MINUTE",
    600,
    problems,
    [1, 1_000_000],
  );
  const analyticsPerMinute = integer(
    env,
    "RATE_LIMIT_ANALYTICS_PER_MINUTE",
    120,
    problems,
    [1, 1_000_000],
  );
  const analyticsMaxMegabytes = integer(env, "ANALYTICS_MAX_MB", 256, problems, [1, 1_000_000]);
  const analyticsKilobytesPerSecond = integer(
    env,
    "ANALYTICS_MAX_KB_PER_SECOND",
    512,
    problems,
    [1, 1_000_000],
  );
  const siteUrl = env.SITE_URL?.trim() || null;
  if (siteUrl !== null && !/^https?:\/\/[^/\s,]+$/.test(siteUrl)) {
    problems.push(
      `SITE_URL must be the site's origin, like https://www.example.com (got "${siteUrl}")`,
    );
  }
  const connectOrigins = origins(env, "CSP_CONNECT_ORIGINS", problems);
  const corsOrigins = origins(env, "CORS_ALLOWED_ORIGINS", problems);
  const trustedProxies = list(env.TRUST_PROXY);
  for (const proxy of trustedProxies) {
    const [address = "", prefix] = proxy.split("/");
    if (isIP(address) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      problems.push(
        `TRUST_PROXY must list the proxy's addresses or ranges, like 127.0.0.1 or 10.0.0.0/8 (got "${proxy}")`,
      );
    }
  }
  const editor = env.CONTENT_EDITOR || "";
  if (!["", "1", "git"].includes(editor)) {
    problems.push(`CONTENT_EDITOR must be 1 (this machine, no sign-in) or git (got "${editor}")`);
  }
  const uploadMegabytes = integer(env, "CONTENT_UPLOAD_MAX_MB", 8, problems, [1, 64]);
  const contentRequestsPerMinute = integer(
    env,
    "RATE_LIMIT_CONTENT_PER_MINUTE",
    600,
    problems,
    [1, 1_000_000],
  );
  const contentSavesPerMinute = integer(
    env,
    "RATE_LIMIT_CONTENT_SAVES_PER_MINUTE",
    20,
    problems,
    [1, 1_000_000],
  );
  const pesapal = pesapalSettings(env, siteUrl, problems);
  const paymentOrdersPerMinute = integer(
    env,
    "RATE_LIMIT_PAYMENT_ORDERS_PER_MINUTE",
    10,
    problems,
    [1, 1_000_000],
  );
  const paymentNoticesPerMinute = integer(
    env,
    "RATE_LIMIT_PAYMENT_NOTICES_PER_MINUTE",
    600,
    problems,
    [1, 1_000_000],
  );
  const deskPaymentsPerMinute = integer(
    env,
    "RATE_LIMIT_DESK_PAYMENTS_PER_MINUTE",
    120,
    problems,
    [1, 1_000_000],
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir,
    distDir: path.resolve(root, env.DIST_DIR || "dist"),
    apiKey: resolveApiKey(env, dataDir),
    mail: {
      to: env.MAIL_TO || mailDefaults.to,
      from: env.MAIL_FROM || mailDefaults.from,
      smtp,
    },
    siteUrl,
    createsPerMinute,
    sessionTtlMs: sessionTtlHours * 60 * 60 * 1000,
    signInsPerHour,
    searchesPerMinute,
    analyticsPerMinute,
    analyticsMaxBytes: analyticsMaxMegabytes * 1024 * 1024,
    analyticsBytesPerSecond: analyticsKilobytesPerSecond * 1024,
    connectOrigins,
    trustedProxies,
    corsOrigins,
    logRequests: env.LOG_REQUESTS === "true",
    kitDir: env.KIT_PUBLIC === "1" ? path.resolve(root, env.KIT_DIR || "storybook-static") : null,
    pesapal,
    paymentOrdersPerMinute,
    paymentNoticesPerMinute,
    deskPaymentsPerMinute,
    contentEditorRoot: editor === "" ? null : path.resolve(root, env.CONTENT_EDITOR_ROOT || "."),
    contentRepository:
      editor === "git"
        ? {
            gitDir: contentRepositoryDir(env, dataDir),
            uploadBytes: uploadMegabytes * 1024 * 1024,
            requestsPerMinute: contentRequestsPerMinute,
            savesPerMinute: contentSavesPerMinute,
            remote: env.CONTENT_REMOTE?.trim() || null,
          }
        : null,
  };
}
