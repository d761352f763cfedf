import { Account, AppwriteException, Client, Databases, Functions } from "appwrite";
import { sameOrigin, siteEnv } from "../../data/domain/env";

/**
 * The desk's one Appwrite client: the hosted Appwrite when VITE_APPWRITE_ENDPOINT is set, else
 * the embedded service on the page's own origin, the same as the site's. The session is the
 * browser's cookie, so nothing secret is in the bundle.
 */
const { endpoint, ...ids } = siteEnv.appwrite;

const client = new Client().setEndpoint(endpoint ?? `${sameOrigin()}/v1`).setProject(ids.projectId);

export const appwrite = {
  client,
  account: new Account(client),
  databases: new Databases(client),
  functions: new Functions(client),
  ids,
};

/** What went wrong with a call, in the words the desk shows. */
export type CallFailure =
  | { kind: "signed-out" }
  | { kind: "unreachable" }
  | { kind: "refused"; message: string; code: number };

const signedOutListeners = new Set<() => void>();

/** Called whenever a call answers 401: the session expired or was ended elsewhere. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function callFailure(error: unknown): CallFailure {
  if (error instanceof AppwriteException) {
    if (error.code === 401) return { kind: "signed-out" };
    // The SDK answers 0 when the response was not Appwrite's (a proxy's error page).
    if (error.code === 0) return { kind: "unreachable" };
    return { kind: "refused", message: error.message, code: error.code };
  }
  return { kind: "unreachable" };
}

/**
 * Runs a call; a 401 tells the session (which shows the sign-in form and keeps the page the
 * operator was on), every failure is rethrown as a CallFailure for the page to show.
 */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = callFailure(error);
    if (failure.kind === "signed-out") for (const listener of signedOutListeners) listener();
    throw new DeskCallError(failure);
  }
}

export class DeskCallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.kind === "refused" ? failure.message : failure.kind);
  }
}

/**
 * Runs one of the project's functions and reads its JSON answer; a call that fails on the way
 * throws as `call` does.
 */
export async function runFunction(
  functionId: string,
  body: unknown,
): Promise<{ status: number; answer: Record<string, unknown> }> {
  const execution = await call(() =>
    appwrite.functions.createExecution({ functionId, body: JSON.stringify(body), async: false }),
  );
  let answer: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(execution.responseBody);
    if (typeof parsed === "object" && parsed !== null) answer = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status and the execution's errors say enough.
  }
  if (typeof answer.error !== "string" && execution.responseStatusCode >= 400) {
    answer.error = execution.errors || `answered ${execution.responseStatusCode}`;
  }
  return { status: execution.responseStatusCode, answer };
}

/** A function's refusal, as the page shows it: its own reason. */
export function refused(status: number, answer: Record<string, unknown>): DeskCallError {
  return new DeskCallError({ kind: "refused", message: String(answer.error), code: status });
}

/** The sentence a page shows for a failed call. */
export function failureMessage(error: unknown): string {
  const failure = error instanceof DeskCallError ? error.failure : callFailure(error);
  switch (failure.kind) {
    case "signed-out":
      return "Your session has ended. Sign in again to continue.";
    case "unreachable":
      return "The server cannot be reached. Check the connection and try again.";
    case "refused":
      return failure.message;
  }
}

/** Whether a call failed for want of a connection (rather than being refused). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof DeskCallError && error.failure.kind === "unreachable";
}
