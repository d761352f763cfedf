// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  collectionPermissions,
  emailFunctionScopes,
  enquiryAttributes,
  enquiryEmailAttributes,
  enquiryIds,
} from "../../data/domain/enquiry";
import { deskIds, enquiryStatuses } from "../../data/domain/desk";
import { loadProject, projectFile } from "../../server/appwrite/schema";
import { parseSiteEnv } from "../../data/domain/env";
import { bundleFunctions } from "../../scripts/lib/function-bundle";

type RawCollection = {
  $id: string;
  documentSecurity: boolean;
  attributes: Array<{ key: string; array: boolean }>;
};

describe("appwrite.config.json holds the enquiry contract (data/domain/enquiry.ts)", () => {
  const project = loadProject();
  const raw = JSON.parse(readFileSync(projectFile, "utf8")) as { collections: RawCollection[] };

  it("names the contract's project and database", () => {
    expect(project.projectId).toBe(enquiryIds.projectId);
    expect([...project.databases]).toEqual([enquiryIds.databaseId]);
  });

  const operators = `team:${deskIds.operatorsTeamId}`;

  it.each([
    [
      enquiryIds.messagesCollectionId,
      enquiryAttributes,
      [...collectionPermissions[enquiryIds.messagesCollectionId], `read("${operators}")`],
    ],
    [
      enquiryIds.emailsCollectionId,
      enquiryEmailAttributes,
      collectionPermissions[enquiryIds.emailsCollectionId],
    ],
  ] as const)(
    "gives collection %s the contract's attributes, sizes, required flags and permissions",
    (collectionId, attributes, permissions) => {
      const collection = project.collections.find((candidate) => candidate.id === collectionId);
      expect(collection).toMatchObject({ databaseId: enquiryIds.databaseId, permissions });
      expect(collection?.attributes.slice(0, attributes.length)).toEqual(attributes);
      const rawCollection = raw.collections.find((candidate) => candidate.$id === collectionId);
      expect(rawCollection?.documentSecurity).toBe(false);
    },
  );

  it("gives an enquiry the desk's status (new unless set), notes and reply time, searchable by name, e-mail and message", () => {
    const messages = project.collections.find(
      (candidate) => candidate.id === enquiryIds.messagesCollectionId,
    );
    expect(messages?.attributes.slice(enquiryAttributes.length)).toEqual([
      { key: "status", kind: "enum", elements: enquiryStatuses, required: false },
      { key: "notes", kind: "string", size: 10000, required: false },
      { key: "repliedAt", kind: "datetime", required: false },
    ]);
    expect(messages?.defaults).toEqual({ status: "new" });
    expect([...(messages?.searchable ?? [])].sort()).toEqual(["email", "message", "name"]);
  });

  it("holds the contract's collections and the desk's, which operators only read and the server's functions write", () => {
    expect(project.collections.map((collection) => collection.id).sort()).toEqual(
      [
        ...Object.keys(collectionPermissions),
        deskIds.historyCollectionId,
        deskIds.proposalsCollectionId,
      ].sort(),
    );
    for (const id of [deskIds.historyCollectionId, deskIds.proposalsCollectionId]) {
      const permissions = project.collections.find(
        (collection) => collection.id === id,
      )?.permissions;
      expect(permissions).toEqual([`read("${operators}")`]);
    }
    expect(project.teams).toEqual([{ id: deskIds.operatorsTeamId, name: "Operators" }]);
  });

  it("lets anyone run the enquiry e-mail and the proposal by its link, operators alone change an enquiry and send a proposal", () => {
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
        id: deskIds.enquiryChangeFunctionId,
        entrypoint: "src/main.js",
        execute: [`team:${deskIds.operatorsTeamId}`],
        // users.read: the history names the operator who changed the enquiry.
        scopes: ["documents.read", "documents.write", "users.read"],
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
