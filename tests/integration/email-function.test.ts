import { ID } from "appwrite";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { Query } from "node-appwrite";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryIds } from "../../data/enquiry";
import { parseMail } from "./enquiries-mail";
import {
  contactEnquiry,
  startService,
  storedEnquiries,
  type RunningService,
} from "./enquiries-service";

const { databaseId, messagesCollectionId: collectionId, emailFunctionId: functionId } = enquiryIds;

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

  it("lists every contact field with readable labels, and escapes the HTML", async () => {
    const documentId = ID.unique();
    const data = contactEnquiry({
      name: markup,
      message: "First line\nSecond <b>line</b>\u0007",
    });
    const execution = await execute(service, {
      subject: "Contact Form Submission (Contact Page) - 5/3/2026",
      formType: "contact",
      data,
      documentId,
    });
    expect(execution.responseStatusCode).toBe(200);

    const mail = outboxMail(service, documentId);
    expect(mail.headers.subject).toBe("Contact Form Submission (Contact Page) - 5/3/2026");
    expect(mail.headers.to).toBe("bookings@safari.example");
    expect(mail.headers.from).toBe("Website <web@safari.example>");
    expect(mail.headers["reply-to"]).toBe("wanjiru@example.com");
    expect(mail.headers["x-enquiry-id"]).toBe(documentId);
    expect(JSON.parse(execution.responseBody).messageId).toBe(mail.headers["message-id"]);

    for (const line of [
      `Name: ${markup}`,
      "Email: wanjiru@example.com",
      "Phone: +254 700 000 000",
      "Safari Interest: Photography",
      "Group Size: 3-4",
      "Budget (per person): $3,000 - $5,000",
      "Preferred Travel Dates: Late August 2025",
      "Message:\n  First line\n  Second <b>line</b>\u2407",
      "Form: Contact Page quote form",
      `Enquiry ID: ${documentId}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Submitted At: \d{4}-\d{2}-\d{2}T/);

    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Søren &quot;Ngũgĩ&quot;",
    );
    expect(mail.html).toContain("Second &lt;b&gt;line&lt;/b&gt;\u2407");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>line");
    expect(mail.html).toContain("<th");
    expect(mail.html).toContain("Safari Interest");
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
    });

    const now = new Date();
    const mail = outboxMail(service, documentId);
    expect(mail.headers.subject).toBe(
      `Contact Form Submission (Home Page) - ${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}`,
    );
    expect(mail.text).toContain("Name: Amani");
    expect(mail.text).toContain("Form: Home Page Book Now panel");
    expect(mail.text).not.toContain("Phone:");
    expect(mail.text).not.toContain("Safari Interest");
  });

  it("counts a 409 on retry as sent: one document, the e-mail still triggered", async () => {
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
    expect(readFileSync(firstMail, "utf8")).not.toBe(firstWritten);
  });

  it("answers 400 with the reason for a body it cannot use, and writes nothing", async () => {
    const before = readdirSync(path.join(service.dataDir, "outbox")).length;
    const cases: Array<[unknown, RegExp]> = [
      [
        { subject: "Hi", formType: "contact", data: { name: "No e-mail" }, documentId: "abc" },
        /"data.email"/,
      ],
      [
        { subject: "Hi", formType: "newsletter", data: { email: "a@b.co" }, documentId: "abc" },
        /"formType"/,
      ],
      [
        {
          subject: "Hi\r\nBcc: x@y.z",
          formType: "contact",
          data: { email: "a@b.co" },
          documentId: "abc",
        },
        /"subject"/,
      ],
      [
        { subject: "Hi", formType: "contact", data: { email: "a@b.co" }, documentId: "../../etc" },
        /"documentId"/,
      ],
      [
        {
          subject: "Hi",
          formType: "contact",
          data: { email: "a@b.co", shoeSize: "9" },
          documentId: "abc",
        },
        /shoeSize/,
      ],
      [
        {
          subject: "Hi",
          formType: "contact",
          data: { email: "a@b.co", name: 7 },
          documentId: "abc",
        },
        /"data.name"/,
      ],
      [["not", "an", "object"], /JSON object/],
    ];
    for (const [payload, reason] of cases) {
      const execution = await execute(service, payload);
      expect(execution.status).toBe("completed");
      expect(execution.responseStatusCode).toBe(400);
      const answer = JSON.parse(execution.responseBody) as { ok: boolean; error: string };
      expect(answer.ok).toBe(false);
      expect(answer.error).toMatch(reason);
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

  it("delivers the message to the relay, and writes no outbox file", async () => {
    const documentId = ID.unique();
    const execution = await execute(service, {
      subject: "Contact Form Submission (Contact Page) - 1/8/2025",
      formType: "contact",
      data: contactEnquiry({ name: markup, message: "Karibu 🦁" }),
      documentId,
    });
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
  });
});
