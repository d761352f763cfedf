// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  collectionPermissions,
  emailFunctionScopes,
  enquiryAttributes,
  enquiryEmailAttributes,
  enquiryIds,
} from "../../data/enquiry";
import { deskIds } from "../../data/desk";
import { loadProject, projectFile } from "../../server/appwrite/schema";
import { parseSiteEnv } from "../../site/env";
import { bundleFunctions } from "../../scripts/lib/function-bundle";

type RawCollection = {
  $id: string;
  documentSecurity: boolean;
  attributes: Array<{ key: string; array: boolean }>;
};

describe("appwrite.config.json holds the enquiry contract (data/enquiry.ts)", () => {
  const project = loadProject();
  const raw = JSON.parse(readFileSync(projectFile, "utf8")) as { collections: RawCollection[] };

  it("names the contract's project and database", () => {
    expect(project.projectId).toBe(enquiryIds.projectId);
    expect([...project.databases]).toEqual([enquiryIds.databaseId]);
  });

  it.each([
    [enquiryIds.messagesCollectionId, enquiryAttributes],
    [enquiryIds.emailsCollectionId, enquiryEmailAttributes],
  ] as const)(
    "gives collection %s the contract's attributes, sizes, required flags and permissions",
    (collectionId, attributes) => {
      const collection = project.collections.find((candidate) => candidate.id === collectionId);
      expect(collection).toMatchObject({
        databaseId: enquiryIds.databaseId,
        permissions: collectionPermissions[collectionId],
      });
      expect(collection?.attributes).toEqual(attributes);
      const rawCollection = raw.collections.find((candidate) => candidate.$id === collectionId);
      expect(rawCollection?.documentSecurity).toBe(false);
    },
  );

  it("holds no collection the contract does not know", () => {
    expect(project.collections.map((collection) => collection.id).sort()).toEqual(
      Object.keys(collectionPermissions).sort(),
    );
  });

  it("lets anyone run the enquiry e-mail and the proposal by its link, operators alone send a proposal", () => {
    expect(project.functions).toEqual([
      expect.objectContaining({
        id: enquiryIds.emailFunctionId,
        entrypoint: "src/main.js",
        execute: ["any"],
        scopes: [...emailFunctionScopes],
      }),
      expect.objectContaining({
        id: deskIds.proposalFunctionId,
        entrypoint: "src/main.js",
        execute: ["any"],
        scopes: ["documents.read", "documents.write"],
      }),
      expect.objectContaining({
        id: deskIds.proposalEmailFunctionId,
        entrypoint: "src/main.js",
        execute: [`team:${deskIds.operatorsTeamId}`],
        // users.read: the signature names the operator who runs it.
        scopes: ["documents.read", "documents.write", "users.read"],
      }),
    ]);
  });
});

it("defaults the site's Appwrite ids to the contract's", () => {
  expect(parseSiteEnv({}).appwrite).toEqual({
    endpoint: null,
    projectId: enquiryIds.projectId,
    databaseId: enquiryIds.databaseId,
    messagesCollectionId: enquiryIds.messagesCollectionId,
    emailFunctionId: enquiryIds.emailFunctionId,
  });
});

it("deploys each function's current TypeScript (run npm run function:build when this fails)", async () => {
  for (const bundle of await bundleFunctions()) {
    expect(readFileSync(bundle.file, "utf8"), bundle.definition.id).toBe(bundle.code);
  }
});
