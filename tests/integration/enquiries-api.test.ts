import { AppwriteException, ID } from "appwrite";
import { AppwriteException as ServerAppwriteException, Query } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryIds } from "../../data/domain/enquiry";
import { schemaProblems } from "./enquiries-openapi";
import {
  contactEnquiry,
  startService,
  storedEnquiries,
  type RunningService,
} from "./enquiries-service";

const {
  projectId,
  databaseId,
  messagesCollectionId: collectionId,
  emailFunctionId: functionId,
} = enquiryIds;

let service: RunningService;

beforeAll(async () => {
  service = await startService({ CORS_ALLOWED_ORIGINS: "https://safari.example" });
});

afterAll(async () => {
  await service?.close();
});

const documentsUrl = () =>
  `${service.endpoint}/databases/${databaseId}/collections/${collectionId}/documents`;

/** A raw POST, for the payloads an SDK would never send. */
async function rawCreate(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(documentsUrl(), {
    method: "POST",
    headers: { "content-type": "application/json", "x-appwrite-project": projectId, ...headers },
    body,
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

/** The exception a call ends with, whether the SDK throws at once or the request fails. */
async function rejection(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException || error instanceof ServerAppwriteException) {
      return error as AppwriteException;
    }
    throw error;
  }
  throw new Error("Expected the call to be rejected");
}

describe("creating enquiries as a guest with the browser SDK", () => {
  it("stores the document and answers in Appwrite's 2.0.0 document shape", async () => {
    const data = contactEnquiry();
    const documentId = ID.unique();
    const created = await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId,
      data,
    });

    expect(schemaProblems("document", created, "2.0.0")).toEqual([]);
    expect(created).toMatchObject({
      $id: documentId,
      $databaseId: databaseId,
      $collectionId: collectionId,
      $permissions: [],
      formType: "contact",
      name: "Wanjiru Kamau",
      email: "wanjiru@example.com",
      groupSize: "3-4",
    });
    expect(typeof created.$sequence).toBe("string");
    expect(created.submittedAt).toBe(
      new Date(data.submittedAt as string).toISOString().replace("Z", "+00:00"),
    );

    const stored = await service.admin.databases.getDocument({
      databaseId,
      collectionId,
      documentId,
    });
    expect(schemaProblems("document", stored, "1.9.5")).toEqual([]);
    expect(stored).toMatchObject({
      $id: documentId,
      message: data.message,
      preferredDates: data.preferredDates,
    });
  });

  it("answers a retry with the same id with 409 document_already_exists and keeps one row", async () => {
    const documentId = ID.unique();
    await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId,
      data: contactEnquiry(),
    });
    const error = await rejection(() =>
      service.guest.databases.createDocument({
        databaseId,
        collectionId,
        documentId,
        data: contactEnquiry({ message: "second attempt" }),
      }),
    );

    expect(error.code).toBe(409);
    expect(error.type).toBe("document_already_exists");
    expect(schemaProblems("error", JSON.parse(error.response), "2.0.0")).toEqual([]);
    const rows = (await storedEnquiries(service.admin)).filter((row) => row.$id === documentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe("We would love to see the migration.");
  });

  it("generates an id for unique()", async () => {
    const created = await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId: "unique()",
      data: contactEnquiry(),
    });
    expect(created.$id).toMatch(/^[0-9a-f]{20}$/);
  });

  it("stops a call without a documentId in the SDK, before any request", async () => {
    const before = (await storedEnquiries(service.admin)).length;
    const incomplete = {
      databaseId,
      collectionId,
      data: contactEnquiry(),
    } as unknown as { databaseId: string; collectionId: string; documentId: string; data: object };
    const error = await rejection(() => service.guest.databases.createDocument(incomplete));
    expect(error.message).toBe('Missing required parameter: "documentId"');
    expect(await storedEnquiries(service.admin)).toHaveLength(before);
  });

  it("lets guests do nothing but create", async () => {
    const documentId = ID.unique();
    await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId,
      data: contactEnquiry(),
    });
    const attempts = [
      () => service.guest.databases.listDocuments({ databaseId, collectionId }),
      () => service.guest.databases.getDocument({ databaseId, collectionId, documentId }),
      () =>
        service.guest.databases.updateDocument({
          databaseId,
          collectionId,
          documentId,
          data: { name: "Changed" },
        }),
      () => service.guest.databases.deleteDocument({ databaseId, collectionId, documentId }),
      () => service.guest.functions.listExecutions({ functionId }),
    ];
    for (const attempt of attempts) {
      const error = await rejection(attempt);
      expect(error.code).toBe(401);
      expect(error.type).toBe("user_unauthorized");
    }
    const stored = await service.admin.databases.getDocument({
      databaseId,
      collectionId,
      documentId,
    });
    expect(stored.name).toBe("Wanjiru Kamau");
  });

  it("rejects a wrong API key instead of treating the caller as a guest", async () => {
    const response = await fetch(documentsUrl(), {
      headers: { "x-appwrite-project": projectId, "x-appwrite-key": "standard_wrong" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: "user_unauthorized", code: 401 });
  });
});

describe("reading and changing enquiries with the API key (node-appwrite)", () => {
  it("lists in pages with limit and cursorAfter, filters and orders", async () => {
    const ids = Array.from({ length: 7 }, (_, index) => `page-${index}-${ID.unique().slice(-8)}`);
    for (const [index, documentId] of ids.entries()) {
      await service.guest.databases.createDocument({
        databaseId,
        collectionId,
        documentId,
        data: contactEnquiry({
          formType: "hero_booking",
          name: `Traveller ${index}`,
          preferredDates: ids[0],
        }),
      });
    }
    const mine = Query.equal("preferredDates", [ids[0]!]);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await service.admin.databases.listDocuments({
        databaseId,
        collectionId,
        queries: [mine, Query.limit(3), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
      });
      expect(schemaProblems("documentList", page, "1.9.5")).toEqual([]);
      expect(page.total).toBe(7);
      seen.push(...page.documents.map((document) => document.$id));
      if (page.documents.length < 3) break;
      cursor = page.documents.at(-1)!.$id;
    }
    expect(seen).toEqual(ids);

    const newestFirst = await service.admin.databases.listDocuments({
      databaseId,
      collectionId,
      queries: [mine, Query.orderDesc("$sequence"), Query.limit(2)],
    });
    expect(newestFirst.documents.map((document) => document.$id)).toEqual([ids[6], ids[5]]);

    const before = await service.admin.databases.listDocuments({
      databaseId,
      collectionId,
      queries: [mine, Query.cursorBefore(ids[4]!), Query.limit(2)],
    });
    expect(before.documents.map((document) => document.$id)).toEqual([ids[2], ids[3]]);

    const error = await rejection(() =>
      service.admin.databases.listDocuments({
        databaseId,
        collectionId,
        queries: [Query.equal("shoeSize", ["9"])],
      }),
    );
    expect(error.code).toBe(400);
    expect(error.type).toBe("general_query_invalid");
  });

  it("updates with validation and deletes", async () => {
    const documentId = ID.unique();
    await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId,
      data: contactEnquiry(),
    });

    const updated = await service.admin.databases.updateDocument({
      databaseId,
      collectionId,
      documentId,
      data: { phone: "+44 20 7946 0000", budget: null },
    });
    expect(schemaProblems("document", updated, "1.9.5")).toEqual([]);
    expect(updated).toMatchObject({
      phone: "+44 20 7946 0000",
      budget: null,
      name: "Wanjiru Kamau",
    });

    const invalid = await rejection(() =>
      service.admin.databases.updateDocument({
        databaseId,
        collectionId,
        documentId,
        data: { email: null } as Record<string, unknown>,
      }),
    );
    expect(invalid.code).toBe(400);
    expect(invalid.type).toBe("document_invalid_structure");
    expect(invalid.message).toContain('Missing required attribute "email"');

    await service.admin.databases.deleteDocument({ databaseId, collectionId, documentId });
    const gone = await rejection(() =>
      service.admin.databases.getDocument({ databaseId, collectionId, documentId }),
    );
    expect(gone.code).toBe(404);
    expect(gone.type).toBe("document_not_found");
  });
});

describe("running the e-mail function", () => {
  it("runs synchronously for a guest and stores the execution", async () => {
    const documentId = ID.unique();
    const data = contactEnquiry();
    await service.guest.databases.createDocument({ databaseId, collectionId, documentId, data });
    const execution = await service.guest.functions.createExecution({
      functionId,
      body: JSON.stringify({
        subject: "Contact Form Submission (Contact Page) - 1/8/2025",
        formType: "contact",
        data,
        documentId,
      }),
      async: false,
    });

    expect(schemaProblems("execution", execution, "2.0.0")).toEqual([]);
    expect(execution).toMatchObject({
      resourceId: functionId,
      resourceType: "functions",
      trigger: "http",
      status: "completed",
      requestMethod: "POST",
      requestPath: "/",
      responseStatusCode: 200,
      logs: "",
    });
    expect(JSON.parse(execution.responseBody)).toMatchObject({
      ok: true,
      messageId: expect.stringContaining("@"),
    });

    const stored = await service.admin.functions.getExecution({
      functionId,
      executionId: execution.$id,
    });
    expect(schemaProblems("execution", stored, "1.9.5")).toEqual([]);
    expect(stored).toMatchObject({ functionId, status: "completed" });
    expect(stored.logs).toContain(`Wrote enquiry ${documentId}`);

    const list = await service.admin.functions.listExecutions({
      functionId,
      queries: [Query.orderDesc("$createdAt")],
    });
    expect(schemaProblems("executionList", list, "1.9.5")).toEqual([]);
    expect(list.executions.map((item) => item.$id)).toContain(execution.$id);
  });

  it("reports a function's own 400 as the response status, and an unknown function as 404", async () => {
    const execution = await service.guest.functions.createExecution({
      functionId,
      body: "not json",
    });
    expect(execution.status).toBe("completed");
    expect(execution.responseStatusCode).toBe(400);
    expect(JSON.parse(execution.responseBody)).toEqual({
      ok: false,
      error: "The body must be JSON.",
    });

    const error = await rejection(() =>
      service.guest.functions.createExecution({ functionId: "no-such-function" }),
    );
    expect(error.code).toBe(404);
    expect(error.type).toBe("function_not_found");
  });
});

describe("bad input", () => {
  type Case = {
    name: string;
    body: string;
    headers?: Record<string, string>;
    status: number;
    type: string;
    reason: RegExp;
  };
  const valid = (overrides: Record<string, unknown> = {}, documentId: string = ID.unique()) =>
    JSON.stringify({ documentId, data: contactEnquiry(overrides) });
  const cases: Case[] = [
    {
      name: "a number for a string",
      body: valid({ name: 42 }),
      status: 400,
      type: "document_invalid_structure",
      reason: /Attribute "name" has invalid type/,
    },
    {
      name: "an array for a string",
      body: valid({ message: ["a"] }),
      status: 400,
      type: "document_invalid_structure",
      reason: /Attribute "message" has invalid type/,
    },
    {
      name: "an unknown attribute",
      body: valid({ favouriteAnimal: "lion" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /Unknown attribute: "favouriteAnimal"/,
    },
    {
      name: "a bad e-mail",
      body: valid({ email: "wanjiru at example" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"email" has invalid format/,
    },
    {
      name: "a missing required e-mail",
      body: valid({ email: undefined }),
      status: 400,
      type: "document_invalid_structure",
      reason: /Missing required attribute "email"/,
    },
    {
      name: "a form type outside the list",
      body: valid({ formType: "newsletter" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /one of \(contact, hero_booking\)/,
    },
    {
      name: "a group size outside the list",
      body: valid({ groupSize: "12" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /one of \(1, 2, 3-4, 5-6, 7\+\)/,
    },
    {
      name: "a budget outside the list",
      body: valid({ budget: "any" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"budget" has invalid format/,
    },
    {
      name: "a date that is not one",
      body: valid({ submittedAt: "yesterday" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"submittedAt" has invalid type/,
    },
    {
      name: "a 31st of February",
      body: valid({ submittedAt: "2025-02-31T10:00:00Z" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"submittedAt"/,
    },
    {
      name: "a message one character too long",
      body: valid({ message: "x".repeat(5001) }),
      status: 400,
      type: "document_invalid_structure",
      reason: /no longer than 5000 chars/,
    },
    {
      name: "5,001 emoji (counted as characters)",
      body: valid({ message: "🦁".repeat(5001) }),
      status: 400,
      type: "document_invalid_structure",
      reason: /no longer than 5000 chars/,
    },
    {
      name: "a name over 200 characters",
      body: valid({ name: "N".repeat(201) }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"name".*200 chars/,
    },
    {
      name: "an id starting with a hyphen",
      body: valid({}, "-enquiry"),
      status: 400,
      type: "general_argument_invalid",
      reason: /Invalid `documentId` param/,
    },
    {
      name: "an id of 37 characters",
      body: valid({}, "a".repeat(37)),
      status: 400,
      type: "general_argument_invalid",
      reason: /at most 36 chars/,
    },
    {
      name: "an id with a slash",
      body: valid({}, "a/b"),
      status: 400,
      type: "general_argument_invalid",
      reason: /Invalid `documentId` param/,
    },
    {
      name: "no documentId",
      body: JSON.stringify({ data: contactEnquiry() }),
      status: 400,
      type: "general_argument_invalid",
      reason: /Param "documentId" is not optional/,
    },
    {
      name: "no data",
      body: JSON.stringify({ documentId: ID.unique() }),
      status: 400,
      type: "general_argument_invalid",
      reason: /Param "data" is not optional/,
    },
    {
      name: "data as an array",
      body: JSON.stringify({ documentId: ID.unique(), data: [1] }),
      status: 400,
      type: "general_argument_invalid",
      reason: /`data` param/,
    },
    {
      name: "empty data",
      body: JSON.stringify({ documentId: ID.unique(), data: {} }),
      status: 400,
      type: "document_missing_payload",
      reason: /data is missing/,
    },
    {
      name: "a submittedAt in 9999",
      body: valid({ submittedAt: "9999-12-31T23:59:59Z" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"submittedAt" must be within 5 minutes of the server's time/,
    },
    {
      name: "a submittedAt before year 0 once its offset is applied",
      body: valid({ submittedAt: "0000-01-01T00:00:00+14:00" }),
      status: 400,
      type: "document_invalid_structure",
      reason: /"submittedAt" has invalid type/,
    },
    {
      name: "a submittedAt an hour ago",
      body: valid({ submittedAt: new Date(Date.now() - 3_600_000).toISOString() }),
      status: 400,
      type: "document_invalid_structure",
      reason: /within 5 minutes/,
    },
    {
      name: "a body that is an array",
      body: "[]",
      status: 400,
      type: "general_argument_invalid",
      reason: /JSON object/,
    },
    {
      name: "malformed JSON",
      body: '{"documentId": "x", "data": {',
      status: 400,
      type: "general_argument_invalid",
      reason: /not valid JSON/,
    },
    {
      name: "an empty body",
      body: "",
      status: 400,
      type: "general_argument_invalid",
      reason: /empty/,
    },
    {
      name: "a prototype-poisoning body",
      body: '{"__proto__": {"admin": true}}',
      status: 400,
      type: "general_argument_invalid",
      reason: /"__proto__", a reserved key/,
    },
    {
      name: "plain text",
      body: "hello",
      headers: { "content-type": "text/plain" },
      status: 415,
      type: "general_argument_invalid",
      reason: /Unsupported content type "text\/plain": send application\/json/,
    },
    {
      name: "XML",
      body: "<enquiry/>",
      headers: { "content-type": "application/xml" },
      status: 415,
      type: "general_argument_invalid",
      reason: /send application\/json/,
    },
    {
      name: "a body over the limit",
      body: valid({ message: "x".repeat(200_000) }),
      status: 413,
      type: "general_argument_invalid",
      reason: /larger than/,
    },
    {
      name: "a permission for a user, from a guest",
      body: JSON.stringify({
        documentId: ID.unique(),
        data: contactEnquiry(),
        permissions: ['read("user:abc")'],
      }),
      status: 401,
      type: "user_unauthorized",
      reason: /Permissions must be one of: \(any, guests\)/,
    },
    {
      name: "a create permission on a document",
      body: JSON.stringify({
        documentId: ID.unique(),
        data: contactEnquiry(),
        permissions: ['create("any")'],
      }),
      status: 400,
      type: "general_argument_invalid",
      reason: /"create" is not allowed/,
    },
    {
      name: "no project",
      body: valid(),
      headers: { "x-appwrite-project": "" },
      status: 400,
      type: "project_unknown",
      reason: /No Appwrite project/,
    },
    {
      name: "another project",
      body: valid(),
      headers: { "x-appwrite-project": "someone-else" },
      status: 404,
      type: "project_not_found",
      reason: /X-Appwrite-Project/,
    },
  ];

  it.each(cases)(
    "answers $name with $status $type, stores nothing and stays healthy",
    async ({ body, headers, status, type, reason }) => {
      const before = (await storedEnquiries(service.admin)).length;
      const response = await rawCreate(body, headers);
      expect(response.status).toBe(status);
      expect(response.json).toMatchObject({ code: status, type, version: expect.any(String) });
      expect(response.json.message).toMatch(reason);
      expect(schemaProblems("error", response.json, "2.0.0")).toEqual([]);
      expect(await storedEnquiries(service.admin)).toHaveLength(before);

      expect((await fetch(new URL("/healthz", service.endpoint))).status).toBe(200);

      const afterwards = await rawCreate(valid());
      expect(afterwards.status).toBe(201);
    },
  );

  it("answers unknown databases, collections and routes with Appwrite's 404s", async () => {
    const wrongDatabase = await rejection(() =>
      service.guest.databases.createDocument({
        databaseId: "other",
        collectionId,
        documentId: ID.unique(),
        data: contactEnquiry(),
      }),
    );
    expect([wrongDatabase.code, wrongDatabase.type]).toEqual([404, "database_not_found"]);
    const wrongCollection = await rejection(() =>
      service.guest.databases.createDocument({
        databaseId,
        collectionId: "orders",
        documentId: ID.unique(),
        data: contactEnquiry(),
      }),
    );
    expect([wrongCollection.code, wrongCollection.type]).toEqual([404, "collection_not_found"]);
    const route = await fetch(`${service.endpoint}/storage/buckets`, {
      headers: { "x-appwrite-project": projectId },
    });
    expect(route.status).toBe(404);
    expect(await route.json()).toMatchObject({ type: "general_route_not_found" });
  });

  it("stores markup, control characters and long unicode exactly as typed", async () => {
    const documentId = ID.unique();
    const data = contactEnquiry({
      name: '<img src=x onerror="alert(1)"> & Søren "Ngũgĩ" O\'Brien',
      message: `Line one\r\nTab\there, bell \u0007, escape \u001b[31m, nul \u0000 end.\n${"🦁🐘🦒".repeat(1600)}ẞ`,
      preferredDates: "‏مارس 2026 – 三月",
    });
    await service.guest.databases.createDocument({ databaseId, collectionId, documentId, data });
    const stored = await service.admin.databases.getDocument({
      databaseId,
      collectionId,
      documentId,
    });
    expect(stored.name).toBe(data.name);
    expect(stored.message).toBe(data.message);
    expect(stored.preferredDates).toBe(data.preferredDates);
  });
});

describe("the browser's view", () => {
  it("answers CORS preflights of an allowed origin for the SDK's headers, with credentials", async () => {
    const response = await fetch(documentsUrl(), {
      method: "OPTIONS",
      headers: {
        origin: "https://safari.example",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "content-type,x-appwrite-project,x-appwrite-response-format,x-sdk-version",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://safari.example");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of [
      "content-type",
      "x-appwrite-project",
      "x-appwrite-response-format",
      "x-sdk-version",
      "x-sdk-name",
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
  });

  it("reflects the origin on answers, errors included", async () => {
    const response = await rawCreate("{", { origin: "https://safari.example" });
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://safari.example");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("answers the site's own pages without credentials, and no other origin", async () => {
    const own = await rawCreate("{", { origin: new URL(service.endpoint).origin });
    expect(own.headers.get("access-control-allow-origin")).toBe(new URL(service.endpoint).origin);
    expect(own.headers.get("access-control-allow-credentials")).toBeNull();
    for (const origin of ["https://evil.example", "null"]) {
      const preflight = await fetch(documentsUrl(), {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBeNull();
      const before = (await storedEnquiries(service.admin)).length;
      const create = await rawCreate(
        JSON.stringify({ documentId: ID.unique(), data: contactEnquiry() }),
        { origin },
      );
      expect(create.status, origin).toBe(403);
      expect(create.json).toMatchObject({
        type: "general_unknown_origin",
        message: expect.stringMatching(/Invalid Origin. Register your new client/),
      });
      expect(create.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(create.headers.get("access-control-allow-credentials"), origin).toBeNull();
      expect(await storedEnquiries(service.admin)).toHaveLength(before);
    }
  });
});

describe("rate limit", () => {
  let limited: RunningService;

  beforeAll(async () => {
    limited = await startService({ RATE_LIMIT_CREATES_PER_MINUTE: "3" });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it("allows createsPerMinute creates per client, then answers 429 with X-RateLimit headers", async () => {
    const url = `${limited.endpoint}/databases/${databaseId}/collections/${collectionId}/documents`;
    const create = () =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-appwrite-project": projectId },
        body: JSON.stringify({ documentId: ID.unique(), data: contactEnquiry() }),
      });
    const remaining: Array<string | null> = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await create();
      expect(response.status).toBe(201);
      remaining.push(response.headers.get("x-ratelimit-remaining"));
    }
    expect(remaining).toEqual(["2", "1", "0"]);

    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
    expect(Number(refused.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    expect(await refused.json()).toMatchObject({ code: 429, type: "general_rate_limit_exceeded" });

    const sdkError = await rejection(() =>
      limited.guest.databases.createDocument({
        databaseId,
        collectionId,
        documentId: ID.unique(),
        data: contactEnquiry(),
      }),
    );
    expect(sdkError.type).toBe("general_rate_limit_exceeded");
    expect(await storedEnquiries(limited.admin)).toHaveLength(3);

    const withKey = await limited.admin.databases.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: contactEnquiry(),
    });
    expect(withKey.$id).toBeTruthy();
  });

  it("limits function executions per client too", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await fetch(`${limited.endpoint}/functions/${functionId}/executions`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-appwrite-project": projectId },
        body: JSON.stringify({ body: "{}", async: false }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
