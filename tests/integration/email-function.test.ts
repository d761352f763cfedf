import { Client, Databases, Functions, ID } from "appwrite";
import Fastify from "fastify";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Query } from "node-appwrite";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryIds } from "../../data/domain/enquiry";
import { appwriteRoutes } from "../../server/appwrite/routes";
import { loadProject } from "../../server/appwrite/schema";
import { loadServerConfig } from "../../server/config";
import { openDatabase } from "../../server/db";
import { parseMail } from "./enquiries-mail";
import {
  contactEnquiry,
  startService,
  storedEnquiries,
  type RunningService,
} from "./enquiries-service";

const {
  databaseId,
  messagesCollectionId: collectionId,
  emailsCollectionId,
  emailFunctionId: functionId,
} = enquiryIds;

/** The site's submit module, its Appwrite client pointed at `endpoint`. */
async function siteEnquiries(endpoint: string) {
  vi.stubEnv("VITE_APPWRITE_ENDPOINT", endpoint);
  vi.resetModules();
  return import("../../site/services/enquiries");
}

function outboxMail(service: RunningService, documentId: string) {
  return parseMail(
    readFileSync(path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`), "utf8"),
  );
}

async function execute(service: RunningService, payload: unknown) {
  return service.guest.functions.createExecution({
    functionId,
    body: JSON.stringify(payload),
    async: false,
  });
}

/** Stores an enquiry as a guest, as the site does, and returns its id. */
async function storeEnquiry(service: RunningService, data: Record<string, unknown>) {
  const documentId = ID.unique();
  await service.guest.databases.createDocument({ databaseId, collectionId, documentId, data });
  return documentId;
}

/**
 * Stores an enquiry with the API key, which may give it any date: a guest's must be within
 * minutes of the server's clock.
 */
async function storeDatedEnquiry(service: RunningService, data: Record<string, unknown>) {
  const documentId = ID.unique();
  await service.admin.databases.createDocument({ databaseId, collectionId, documentId, data });
  return documentId;
}

/** A body as the site sends it, but with made-up enquiry data. */
const forgedBody = (documentId: string) => ({
  subject: "You have won a safari",
  formType: "hero_booking",
  data: contactEnquiry({ name: "Not Stored", email: "forger@example.com", message: "Forged" }),
  documentId,
});

function answer(execution: { responseBody: string }) {
  return JSON.parse(execution.responseBody) as Record<string, unknown>;
}

const markup = '<img src=x onerror="alert(1)"> & Søren "Ngũgĩ"';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("without SMTP: .eml files in the outbox", () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await startService({
      MAIL_TO: "bookings@safari.example",
      MAIL_FROM: "Website <web@safari.example>",
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  it("e-mails the stored enquiry, not the body's: every field labelled, the HTML escaped", async () => {
    const documentId = await storeDatedEnquiry(
      service,
      contactEnquiry({
        name: markup,
        message: "First line\nSecond <b>line</b>\u0007",
        submittedAt: "2026-03-05T10:00:00.000Z",
        locale: "fr",
      }),
    );
    const execution = await execute(service, forgedBody(documentId));
    expect(execution.responseStatusCode).toBe(200);

    const mail = outboxMail(service, documentId);
    expect(mail.headers.subject).toBe("Contact Form Submission (Contact Page) - 5/3/2026");
    expect(mail.headers.to).toBe("bookings@safari.example");
    expect(mail.headers.from).toBe("Website <web@safari.example>");
    expect(mail.headers["reply-to"]).toBe("wanjiru@example.com");
    expect(mail.headers["x-enquiry-id"]).toBe(documentId);
    expect(answer(execution).messageId).toBe(mail.headers["message-id"]);

    for (const line of [
      `Name: ${markup}`,
      "Email: wanjiru@example.com",
      "Phone: +254 700 000 000",
      "Safari Interest: Photography Safari",
      "Group Size: 3-4 Travelers",
      "Budget (per person): $3,000 - $5,000",
      "Preferred Travel Dates: Late August 2025",
      "Message:\n  First line\n  Second <b>line</b>\u2407",
      "Reply in: French (Français)",
      "Form: Contact Page quote form",
      "Submitted At: 2026-03-05T10:00:00.000+00:00",
      `Enquiry ID: ${documentId}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toMatch(/Not Stored|forger@example\.com|Forged|won a safari/);

    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Søren &quot;Ngũgĩ&quot;",
    );
    expect(mail.html).toContain("Second &lt;b&gt;line&lt;/b&gt;\u2407");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>line");
    expect(mail.html).toContain("<th");
    expect(mail.html).toContain("Safari Interest");
  });

  it("shows bidi controls as code points and writes no bare CR into the message", async () => {
    const documentId = await storeEnquiry(
      service,
      contactEnquiry({ message: "pay \u202e0001$ now\rsecond line\r\nthird\u2066" }),
    );
    const execution = await execute(service, { documentId });
    expect(execution.responseStatusCode).toBe(200);
    const raw = readFileSync(
      path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`),
      "utf8",
    );
    expect(raw).not.toMatch(/\r(?!\n)/);
    const mail = outboxMail(service, documentId);
    expect(mail.text).toContain(
      "Message:\n  pay [U+202E]0001$ now\n  second line\n  third[U+2066]",
    );
    expect(mail.text + mail.html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it("sends nothing for an id no enquiry has, and answers 404 with the reason", async () => {
    const outbox = path.join(service.dataDir, "outbox");
    const before = readdirSync(outbox);
    for (const documentId of [ID.unique(), "made-up", ID.unique()]) {
      const execution = await execute(service, forgedBody(documentId));
      expect(execution.responseStatusCode).toBe(404);
      expect(answer(execution)).toEqual({
        ok: false,
        error: `No enquiry has the id "${documentId}".`,
      });
    }
    expect(readdirSync(outbox)).toEqual(before);
  });

  it("keeps sent-markers from guests", async () => {
    const documentId = await storeEnquiry(service, contactEnquiry());
    const create = service.guest.databases.createDocument({
      databaseId,
      collectionId: emailsCollectionId,
      documentId,
      data: { claimedAt: new Date().toISOString() },
    });
    await expect(create).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    await execute(service, { documentId });
    expect(existsSync(path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`))).toBe(
      true,
    );
  });

  it("sends a hero booking through the site's submit helper, with the home page subject", async () => {
    const { submitHeroBooking } = await siteEnquiries(service.endpoint);
    const documentId = ID.unique();
    const saved = await submitHeroBooking(
      {
        firstName: "Amani",
        email: "amani@example.com",
        phone: "",
        message: "Two nights in the Mara?",
        answer: "8",
      },
      { documentId },
    );
    expect(saved).toMatchObject({ $id: documentId, formType: "hero_booking", name: "Amani" });
    expect(saved.phone).toBeNull();

    const stored = await service.admin.databases.getDocument({
      databaseId,
      collectionId,
      documentId,
    });
    expect(stored).toMatchObject({
      formType: "hero_booking",
      name: "Amani",
      phone: null,
      message: "Two nights in the Mara?",
      locale: "en",
    });

    const now = new Date();
    const mail = outboxMail(service, documentId);
    expect(mail.headers.subject).toBe(
      `Contact Form Submission (Home Page) - ${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}`,
    );
    expect(mail.text).toContain("Name: Amani");
    expect(mail.text).toContain("Reply in: English");
    expect(mail.text).toContain("Form: Home Page Book Now panel");
    expect(mail.text).not.toContain("Phone:");
    expect(mail.text).not.toContain("Safari Interest");
  });

  it("counts a 409 on retry as sent: one document, one e-mail", async () => {
    const { submitContactEnquiry } = await siteEnquiries(service.endpoint);
    const documentId = ID.unique();
    const form = {
      name: "Kofi",
      email: "kofi@example.com",
      phone: "",
      safariInterest: "family",
      groupSize: "5-6",
      budget: "",
      preferredDates: "",
      message: "",
    };
    await submitContactEnquiry(form, { documentId });
    const firstMail = path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`);
    const firstWritten = readFileSync(firstMail, "utf8");

    const retried = await submitContactEnquiry(form, { documentId });
    expect(retried).toMatchObject({
      $id: documentId,
      formType: "contact",
      name: "Kofi",
      groupSize: "5-6",
    });
    expect(
      (await storedEnquiries(service.admin)).filter((row) => row.$id === documentId),
    ).toHaveLength(1);
    expect(readFileSync(firstMail, "utf8")).toBe(firstWritten);
  });

  it("answers 400 with the reason for a body without a usable id, and writes nothing", async () => {
    const before = readdirSync(path.join(service.dataDir, "outbox")).length;
    const cases: Array<[unknown, RegExp]> = [
      [{ subject: "Hi", formType: "contact", data: { email: "a@b.co" } }, /"documentId"/],
      [{ documentId: "../../etc" }, /"documentId"/],
      [{ documentId: 42 }, /"documentId"/],
      [["not", "an", "object"], /JSON object/],
    ];
    for (const [payload, reason] of cases) {
      const execution = await execute(service, payload);
      expect(execution.status).toBe("completed");
      expect(execution.responseStatusCode).toBe(400);
      expect(answer(execution)).toEqual({ ok: false, error: expect.stringMatching(reason) });
    }
    expect(readdirSync(path.join(service.dataDir, "outbox"))).toHaveLength(before);
  });
});

describe("with SMTP", () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let service: RunningService;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    service = await startService({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: "false",
      MAIL_TO: "bookings@safari.example",
      MAIL_FROM: "web@safari.example",
    });
  });

  afterAll(async () => {
    await service?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the stored enquiry to the relay, and writes no outbox file", async () => {
    const documentId = await storeDatedEnquiry(
      service,
      contactEnquiry({ name: markup, message: "Karibu 🦁", submittedAt: "2025-08-01T09:00:00Z" }),
    );
    const execution = await execute(service, forgedBody(documentId));
    expect(execution.responseStatusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe("web@safari.example");
    expect(message!.to).toEqual(["bookings@safari.example"]);

    const mail = parseMail(message!.raw);
    expect(mail.headers.subject).toBe("Contact Form Submission (Contact Page) - 1/8/2025");
    expect(mail.headers["reply-to"]).toBe("wanjiru@example.com");
    expect(mail.text).toContain(`Name: ${markup}`);
    expect(mail.text).toContain("Karibu 🦁");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(existsSync(path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`))).toBe(
      false,
    );
  });

  it("e-mails a stored enquiry once however often a guest runs it, with the stored values", async () => {
    received.length = 0;
    const documentId = await storeEnquiry(
      service,
      contactEnquiry({ formType: "hero_booking", name: "Baraka", groupSize: null }),
    );
    const executions = [];
    for (let run = 0; run < 3; run += 1) {
      executions.push(await execute(service, forgedBody(documentId)));
    }
    expect(executions.map((execution) => execution.responseStatusCode)).toEqual([200, 200, 200]);
    expect(executions.map(answer)).toEqual([
      { ok: true, messageId: expect.stringContaining("@") },
      { ok: true, alreadySent: true },
      { ok: true, alreadySent: true },
    ]);

    expect(received).toHaveLength(1);
    const mail = parseMail(received[0]!.raw);
    expect(mail.headers["x-enquiry-id"]).toBe(documentId);
    expect(mail.headers.subject).toMatch(/^Contact Form Submission \(Home Page\) - /);
    expect(mail.text).toContain("Name: Baraka");
    expect(mail.text).toContain("Email: wanjiru@example.com");
    expect(mail.text).toContain("Form: Home Page Book Now panel");
    expect(mail.text).not.toContain("Group Size");
    expect(mail.text).not.toMatch(/Not Stored|forger@example\.com|Forged/);

    const marker = await service.admin.databases.getDocument({
      databaseId,
      collectionId: emailsCollectionId,
      documentId,
    });
    expect(marker).toMatchObject({ messageId: mail.headers["message-id"] });
    expect(marker.sentAt).toEqual(expect.any(String));
  });

  it("e-mails once when runs for one enquiry arrive together", async () => {
    received.length = 0;
    const documentId = await storeEnquiry(service, contactEnquiry());
    const executions = await Promise.all(
      Array.from({ length: 8 }, () => execute(service, { documentId })),
    );
    expect(executions.every((execution) => execution.responseStatusCode === 200)).toBe(true);
    expect(executions.filter((execution) => answer(execution).alreadySent)).toHaveLength(7);
    expect(received).toHaveLength(1);
  });
});

describe("when the e-mail fails", () => {
  let service: RunningService;

  beforeAll(async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    service = await startService({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(closedPort) });
  });

  afterAll(async () => {
    await service?.close();
  });

  it("still returns the saved document, logs a warning, and records the failed execution", async () => {
    const warn = vi.spyOn(console, "warn");
    const { submitContactEnquiry } = await siteEnquiries(service.endpoint);
    const documentId = ID.unique();
    const saved = await submitContactEnquiry(
      {
        name: "Imani",
        email: "imani@example.com",
        phone: "+255 700 000 000",
        safariInterest: "luxury",
        groupSize: "2",
        budget: "over-8000",
        preferredDates: "",
        message: "Honeymoon",
      },
      { documentId },
    );

    expect(saved).toMatchObject({ $id: documentId, name: "Imani", budget: "over-8000" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `The enquiry ${documentId} is saved, but its e-mail failed`,
    );
    expect((await storedEnquiries(service.admin)).map((row) => row.$id)).toContain(documentId);

    const { executions } = await service.admin.functions.listExecutions({
      functionId,
      queries: [Query.orderDesc("$createdAt"), Query.limit(1)],
    });
    expect(executions[0]).toMatchObject({ status: "failed", responseStatusCode: 500 });
    expect(executions[0]?.errors).toMatch(/ECONNREFUSED/);

    const marker = service.admin.databases.getDocument({
      databaseId,
      collectionId: emailsCollectionId,
      documentId,
    });
    await expect(marker).rejects.toMatchObject({ code: 404, type: "document_not_found" });
  });
});

describe("a function whose key lacks the scopes", () => {
  it("cannot read the enquiry, so it sends nothing and fails naming the missing scope", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "safari-scopes-"));
    const config = loadServerConfig({ DATA_DIR: root, HOST: "127.0.0.1", PORT: "0" });
    const db = openDatabase(config.dataDir);
    const project = loadProject();
    const app = Fastify();
    await app.register(appwriteRoutes, {
      prefix: "/v1",
      config,
      db,
      project: { ...project, functions: project.functions.map((fn) => ({ ...fn, scopes: [] })) },
    });
    try {
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      const client = new Client().setEndpoint(`${address}/v1`).setProject(enquiryIds.projectId);
      const documentId = ID.unique();
      await new Databases(client).createDocument({
        databaseId,
        collectionId,
        documentId,
        data: contactEnquiry(),
      });
      const execution = await new Functions(client).createExecution({
        functionId,
        body: JSON.stringify({ documentId }),
      });
      expect(execution).toMatchObject({ status: "failed", responseStatusCode: 500 });
      expect(answer(execution).error).toContain("missing scope (documents.read)");
      expect(existsSync(path.join(root, "outbox"))).toBe(false);
    } finally {
      await app.close();
      db.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
