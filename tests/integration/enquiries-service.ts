import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  Client as ServerClient,
  Databases as ServerDatabases,
  Functions as ServerFunctions,
  Query,
  type Models,
} from "node-appwrite";
import { Client, Databases, Functions } from "appwrite";
import { createApp } from "../../server/app";
import { enquiryIds } from "../../data/domain/enquiry";
import { loadServerConfig, type ServerConfig } from "../../server/config";

export type RunningService = {
  /** The API endpoint, ending in /v1. */
  endpoint: string;
  config: ServerConfig;
  dataDir: string;
  /** The browser SDK, as a guest. */
  guest: { databases: Databases; functions: Functions };
  /** node-appwrite with the server API key. */
  admin: { databases: ServerDatabases; functions: ServerFunctions };
  close: () => Promise<void>;
};

/** A built site just big enough for the site routes to start. */
export function writeMinimalSite(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Safari</title><p>Home</p>\n");
  writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Page Not Found</title>\n");
}

/**
 * The whole server (createApp) on a throwaway data directory, listening on a free port, with
 * both official SDKs pointed at it.
 */
export async function startService(
  env: Record<string, string> = {},
  /** Adds pages to the built site before the server reads it. */
  addToSite?: (distDir: string) => void,
): Promise<RunningService> {
  const root = mkdtempSync(path.join(tmpdir(), "safari-enquiries-"));
  const dataDir = path.join(root, "data");
  const distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  addToSite?.(distDir);
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    HOST: "127.0.0.1",
    PORT: "0",
    RATE_LIMIT_CREATES_PER_MINUTE: "10000",
    ...env,
  });
  const { app } = await createApp(config);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const endpoint = `${address}/v1`;

  const client = new Client().setEndpoint(endpoint).setProject(enquiryIds.projectId);
  const serverClient = new ServerClient()
    .setEndpoint(endpoint)
    .setProject(enquiryIds.projectId)
    .setKey(config.apiKey);
  return {
    endpoint,
    config,
    dataDir,
    guest: { databases: new Databases(client), functions: new Functions(client) },
    admin: {
      databases: new ServerDatabases(serverClient),
      functions: new ServerFunctions(serverClient),
    },
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Every stored enquiry, read page by page with the API key. */
export async function storedEnquiries(admin: Pick<RunningService["admin"], "databases">) {
  const all: Array<Record<string, unknown> & { $id: string }> = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.DocumentList<Models.DefaultDocument> = await admin.databases.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      queries: [Query.limit(100), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    });
    all.push(...page.documents);
    if (page.documents.length < 100) return all;
    cursor = page.documents.at(-1)!.$id;
  }
}

/** A valid contact enquiry, as the site stores it. */
export function contactEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formType: "contact",
    name: "Wanjiru Kamau",
    email: "wanjiru@example.com",
    phone: "+254 700 000 000",
    safariInterest: "photography",
    groupSize: "3-4",
    budget: "3000-5000",
    preferredDates: "Late August 2025",
    message: "We would love to see the migration.",
    submittedAt: new Date().toISOString(),
    ...overrides,
  };
}
