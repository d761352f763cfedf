import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client, Databases, ID, Query, type Models } from "node-appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { parseMail } from "../integration/enquiries-mail";

/*
 * The enquiries the e2e server stored, read with the server SDK and the API key the server keeps
 * in its data directory.
 */
/** The e2e server's data directory (playwright.config.ts); E2E_DATA_DIR when a run moves it. */
export const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
const { projectId, databaseId, messagesCollectionId: collectionId } = enquiryIds;

/** Adds an operator with `npm run operator` on the e2e server's data directory, as they would. */
export function addOperator(operator: { email: string; name: string; password: string }): void {
  const added = spawnSync(
    "npx",
    ["tsx", "scripts/operator.ts", "add", operator.email, "--name", operator.name],
    {
      env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: operator.password },
      encoding: "utf8",
    },
  );
  if (added.status !== 0) throw new Error(`npm run operator failed: ${added.stderr}`);
}

/** The e-mail the enquiry function wrote for the stored enquiry `documentId`, in the outbox. */
export function outboxMail(documentId: string) {
  return parseMail(readFileSync(path.join(dataDir, "outbox", `enquiry-${documentId}.eml`), "utf8"));
}

/** The stored enquiries sent from `email`, read with the server SDK and the API key. */
export async function documentsByEmail(
  baseURL: string,
  email: string,
): Promise<Models.DefaultDocument[]> {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const databases = new Databases(
    new Client().setEndpoint(`${baseURL}/v1`).setProject(projectId).setKey(key),
  );
  const { documents } = await databases.listDocuments({
    databaseId,
    collectionId,
    queries: [Query.equal("email", [email])],
  });
  return documents;
}

/**
 * Stores an enquiry as the server's own tools may (the API key), dated when `submittedAt` says:
 * a guest's enquiry is dated by the server's clock, so an overdue one is written this way.
 */
export async function storeEnquiry(
  baseURL: string,
  enquiry: { name: string; email: string; submittedAt: string } & Record<string, string>,
): Promise<Models.DefaultDocument> {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const databases = new Databases(
    new Client().setEndpoint(`${baseURL}/v1`).setProject(projectId).setKey(key),
  );
  return databases.createDocument({
    databaseId,
    collectionId,
    documentId: ID.unique(),
    data: { formType: "contact", ...enquiry },
  });
}
