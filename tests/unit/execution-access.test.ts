// @vitest-environment node
/**
 * Who may run which function on the embedded service, and what the function learns of the
 * caller. Signed-in callers are stood in for here by an ApiAccess whose `caller()` reads a test
 * header; the integration tests run the same routes with the real sessions.
 */
import Fastify, { type FastifyRequest } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiAccess, type Caller } from "../../server/appwrite/access";
import { AppwriteError, sendAppwriteError } from "../../server/appwrite/errors";
import { executionRoutes } from "../../server/appwrite/executions";
import type { FunctionDefinition, Project } from "../../server/appwrite/schema";
import { loadServerConfig } from "../../server/config";
import { openDatabase } from "../../server/db";

/** A signed-in user named by the `x-test-user` header, with the roles in `x-test-roles`. */
class SessionAccess extends ApiAccess {
  override caller(request: FastifyRequest): Caller {
    const userId = request.headers["x-test-user"];
    if (typeof userId !== "string") return super.caller(request);
    const roles = String(request.headers["x-test-roles"] ?? "").split(",");
    return {
      key: false,
      userId,
      sessionId: null,
      roles: new Set(["any", "users", `user:${userId}`, ...roles]),
    };
  }
}

const echo = (id: string, execute: string[]): FunctionDefinition => ({
  id,
  name: id,
  path: "tests/unit/fixtures/caller-echo",
  entrypoint: "src/main.js",
  execute,
  scopes: [],
  timeoutSeconds: 5,
});

const project: Project = {
  projectId: "safari-site",
  databases: new Set(),
  collections: [],
  functions: [echo("for-anyone", ["any"]), echo("for-operators", ["team:operators"])],
  teams: [],
};

const root = mkdtempSync(path.join(tmpdir(), "execution-access-"));
const config = loadServerConfig({ DATA_DIR: root, APPWRITE_API_KEY: "standard_test" });
const db = openDatabase(root);
const app = Fastify();

beforeAll(async () => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppwriteError) return sendAppwriteError(reply, error);
    throw error;
  });
  await app.register(executionRoutes, {
    prefix: "/v1",
    config,
    db,
    project,
    access: new SessionAccess(config.apiKey, project.projectId),
  });
});

afterAll(async () => {
  await app.close();
  db.close();
  rmSync(root, { recursive: true, force: true });
});

async function execute(functionId: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: "POST",
    url: `/v1/functions/${functionId}/executions`,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ body: "{}" }),
  });
  const body = response.json<Record<string, unknown>>();
  return { status: response.statusCode, body };
}

describe("an operators' function", () => {
  it("refuses a guest with 401: signing in may help", async () => {
    const { status, body } = await execute("for-operators");
    expect(status).toBe(401);
    expect(body).toMatchObject({ type: "user_unauthorized", code: 401 });
  });

  it("refuses a signed-in user outside the team with 403 naming the roles it needs", async () => {
    const { status, body } = await execute("for-operators", { "x-test-user": "traveller1" });
    expect(status).toBe(403);
    expect(body).toMatchObject({ type: "user_unauthorized", code: 403 });
    expect(body.message).toMatch(/team:operators/);
  });

  it("runs for a member of the team, telling the function who called", async () => {
    const { status, body } = await execute("for-operators", {
      "x-test-user": "amani",
      "x-test-roles": "team:operators",
    });
    expect(status).toBe(201);
    expect(JSON.parse(String(body.responseBody))).toEqual({ userId: "amani" });
  });

  it("runs with the server key, with no user", async () => {
    const { status, body } = await execute("for-operators", { "x-appwrite-key": config.apiKey });
    expect(status).toBe(201);
    expect(JSON.parse(String(body.responseBody))).toEqual({ userId: "" });
  });
});

describe("a function anyone may run", () => {
  it("runs for a guest, with no user", async () => {
    const { status, body } = await execute("for-anyone");
    expect(status).toBe(201);
    expect(JSON.parse(String(body.responseBody))).toEqual({ userId: "" });
  });

  it("keeps a caller from naming another user in its own headers", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/functions/for-anyone/executions",
      headers: { "content-type": "application/json", "x-test-user": "amani" },
      payload: JSON.stringify({ body: "{}", headers: { "x-appwrite-user-id": "someone-else" } }),
    });
    expect(JSON.parse(String(response.json<{ responseBody: string }>().responseBody))).toEqual({
      userId: "amani",
    });
  });
});
