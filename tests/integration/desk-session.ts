/**
 * Signed-in callers of the embedded service as the official web SDK makes them: users added
 * straight in the service's database, as `npm run operator` adds them, who sign in with their
 * e-mail and password and then call the API with that session.
 */
import { Account, AppwriteException, Client, Databases, Functions, type Models } from "appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { closeDatabase, openDatabase } from "../../server/db";
import { UserStore } from "../../server/appwrite/users";
import { MemoryStorage } from "../../scripts/lib/realtime";

const { projectId } = enquiryIds;
export const sessionCookieName = `a_session_${projectId}`;

/** The browser's console, without the SDK's advice to put the endpoint on the site's domain. */
const browserConsole = {
  ...console,
  warn: (...args: unknown[]) => {
    if (!String(args[0]).includes("using localStorage for session management"))
      console.warn(...args);
  },
};

/**
 * Runs SDK calls as in a browser whose page is on another domain than the endpoint: the SDK keeps
 * the session the server hands it in X-Fallback-Cookies in localStorage ("cookieFallback") and
 * sends it back on every call. Node has no window, so the SDK would otherwise keep nothing.
 */
export async function inBrowser<T>(storage: MemoryStorage, call: () => Promise<T>): Promise<T> {
  const global = globalThis as { window?: unknown };
  global.window = { localStorage: storage, console: browserConsole };
  try {
    return await call();
  } finally {
    delete global.window;
  }
}

/** A web SDK client of the service at `endpoint` (ending in /v1), as a guest. */
export const webClient = (endpoint: string) =>
  new Client().setEndpoint(endpoint).setProject(projectId);

export type SignedIn = {
  client: Client;
  account: Account;
  databases: Databases;
  functions: Functions;
  session: Models.Session;
  /** The session as a client carries it (the fallback cookie's value). */
  secret: string;
};

/**
 * Signs in through the web SDK, then carries the session as a client outside the browser does:
 * the value the server handed over, sent with setSession (X-Appwrite-Session).
 */
export async function signIn(
  endpoint: string,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  const storage = new MemoryStorage();
  const session = await inBrowser(storage, () =>
    new Account(webClient(endpoint)).createEmailPasswordSession(credentials),
  );
  const fallback = JSON.parse(storage.getItem("cookieFallback") ?? "{}") as Record<string, string>;
  const secret = fallback[sessionCookieName];
  if (!secret) throw new Error("The server handed over no session");
  const client = webClient(endpoint).setSession(secret);
  return {
    client,
    account: new Account(client),
    databases: new Databases(client),
    functions: new Functions(client),
    session,
    secret,
  };
}

/**
 * A user made straight in a service's database, as `npm run operator` makes one, with a password
 * hashed at a small cost: the hash stores its cost, so each of the user's sign-ins verifies at it
 * too. The production cost is checked by its parameters (tests/unit/passwords.test.ts) and paid
 * by `npm run operator` and the unknown addresses' decoy here.
 */
export async function addUser(
  dataDir: string,
  user: { email: string; password: string; name: string; teams: string[] },
) {
  const db = openDatabase(dataDir);
  try {
    await new UserStore(db).createUser(user, { N: 2 ** 10, r: 8, p: 1 });
  } finally {
    closeDatabase(db);
  }
}

/** The AppwriteException a call is rejected with; any other outcome fails the test. */
export async function rejection(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error("Expected the call to be rejected");
}
