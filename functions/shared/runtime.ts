/**
 * What the project's Appwrite Functions share about the runtime they run in: the context
 * Appwrite's Node runtime hands them, and the Appwrite client for the key of one execution.
 * esbuild bundles this file into each function's src/main.js, since Appwrite uploads only the
 * function's own folder.
 */
import { AppwriteException, Client } from "node-appwrite";

export type Env = Record<string, string | undefined>;

/** The part of the context Appwrite's Node runtime hands a function that ours use. */
export type RuntimeContext = {
  req: { readonly bodyJson: unknown; headers: Record<string, string | undefined> };
  res: { json: (body: unknown, statusCode?: number) => unknown };
  log: (message: string) => void;
  error: (message: string) => void;
};

/**
 * A client of the project's API with the key Appwrite hands the execution (`x-appwrite-key`,
 * holding the function's scopes, valid while it runs).
 */
export function executionClient(env: Env, apiKey: string): Client {
  const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = env.APPWRITE_FUNCTION_PROJECT_ID;
  if (!endpoint || !projectId) {
    throw new Error("APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID are not set.");
  }
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
}

/** The execution body parsed as JSON; `ok: false` when it is not JSON. */
export function bodyJson(req: RuntimeContext["req"]): { ok: true; body: unknown } | { ok: false } {
  try {
    return { ok: true, body: req.bodyJson };
  } catch {
    return { ok: false };
  }
}

/**
 * The execution's request as `parse` reads it from the JSON body; or, for a body that is not
 * JSON or that `parse` refuses, the 400 answer with the reason, already logged.
 */
export function readRequest<Parsed extends { ok: true }>(
  { req, res, error }: RuntimeContext,
  parse: (body: unknown) => Parsed | { ok: false; reason: string },
): { request: Parsed } | { refused: unknown } {
  const body = bodyJson(req);
  if (!body.ok) {
    error("Rejected an execution whose body is not JSON.");
    return { refused: res.json({ ok: false, error: "The body must be JSON." }, 400) };
  }
  const parsed = parse(body.body);
  if (!parsed.ok) {
    error(`Rejected an execution: ${parsed.reason}`);
    return { refused: res.json({ ok: false, error: parsed.reason }, 400) };
  }
  return { request: parsed };
}

export function isAppwriteError(cause: unknown, type: string): boolean {
  return cause instanceof AppwriteException && cause.type === type;
}

export const reasonOf = (cause: unknown) =>
  cause instanceof Error ? cause.message : String(cause);

/**
 * The site's origin, for the links the e-mails carry: SITE_URL, such as https://www.example.com
 * (the embedded service passes its own when none is set).
 */
export function readSiteOrigin(env: Env): string {
  const value = env.SITE_URL?.trim();
  if (!value) throw new Error("SITE_URL is not set, so the e-mail could not link to the site.");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be the site's address, like https://www.example.com (got "${value}").`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address (got "${value}").`);
  }
  return url.origin;
}
