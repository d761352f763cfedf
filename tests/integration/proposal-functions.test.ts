/**
 * The proposal functions through the official SDKs against the embedded service: a traveller's
 * page runs `proposal` as a guest with the web SDK; `send-proposal-email` is the operators': a
 * signed-in operator stores a proposal and runs it with the web SDK, and the rest of its cases
 * run it with the server key through node-appwrite, as any caller with the operators' right.
 */
import { AppwriteException, ID, type Functions as WebFunctions, type Models } from "appwrite";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { Query, type Functions as ServerFunctions } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deskIds,
  newProposalId,
  proposalIdPattern,
  type ProposalDay,
  type ProposalFields,
  type ProposalView,
} from "../../data/domain/desk";
import { travellerEmailCopy } from "../../data/content/desk-email";
import { bookingTermsVersion as termsVersion } from "../../data/content/legal-settings";
import { enquiryIds } from "../../data/domain/enquiry";
import type { Locale } from "../../data/domain/locales";
import { ConfigError, loadServerConfig } from "../../server/config";
import { parseMail } from "./enquiries-mail";
import { addUser, rejection, signIn, type SignedIn } from "./desk-session";
import { contactEnquiry, startService, type RunningService } from "./enquiries-service";

const { databaseId, messagesCollectionId } = enquiryIds;
const siteOrigin = "https://www.safari.example";
const operatorEmail = "amani@safari.example";
const operator = { email: operatorEmail, password: "ngorongoro-rim-at-six", name: "Amani" };
const outsider = { email: "neighbour@example.com", password: "only-a-site-user-7", name: "Tom" };

const days: ProposalDay[] = [
  {
    day: 1,
    title: "Nairobi to the Masai Mara",
    description: "Drive down the Rift Valley escarpment.",
    lodge: "Mara Sopa Lodge",
    note: "Lunch on the way.",
  },
  { day: 2, title: "Full day in the Mara", description: "Game drives.", lodge: "", note: "" },
];

let service: RunningService;

beforeAll(async () => {
  service = await startService({
    MAIL_TO: "bookings@safari.example",
    MAIL_FROM: "Savannah Horizon Safaris <web@safari.example>",
    SITE_URL: siteOrigin,
  });
  await addUser(service.dataDir, { ...operator, teams: [deskIds.operatorsTeamId] });
  await addUser(service.dataDir, { ...outsider, teams: [] });
});

afterAll(async () => {
  await service?.close();
});

/** An enquiry as a traveller sends it from the site, as a guest. */
async function sendEnquiry(data: Record<string, unknown> = {}, documentId = ID.unique()) {
  await service.guest.databases.createDocument({
    databaseId,
    collectionId: messagesCollectionId,
    documentId,
    data: contactEnquiry(data),
  });
  return documentId;
}

/** The composer's fields, as the desk sends them to send-proposal-email. */
const composed: ProposalFields = {
  tourSlug: "7-day-kenya-luxury-safari",
  tourTitle: "7-Day Kenya Luxury Safari",
  startDate: "2027-02-10",
  travellers: 2,
  days,
  pricePerPerson: 3500,
  priceTotal: 7000,
  note: "Karibu! We kept the second afternoon free.",
};

/** A proposal's attributes as send-proposal-email stores them. */
const proposalData = (enquiryId: string, data: Record<string, unknown> = {}) => ({
  enquiryId,
  locale: "de",
  tourSlug: "7-day-kenya-luxury-safari",
  tourTitle: "7-Day Kenya Luxury Safari",
  startDate: "2027-02-10T00:00:00.000Z",
  travellers: 2,
  days: JSON.stringify(days),
  pricePerPerson: 3500,
  priceTotal: 7000,
  currency: "USD",
  note: "Karibu! We kept the second afternoon free.",
  createdBy: operatorEmail,
  ...data,
});

/** A proposal stored with the server key. */
async function storeProposal(enquiryId: string, data: Record<string, unknown> = {}) {
  const id = newProposalId();
  await service.admin.databases.createDocument({
    databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: id,
    data: proposalData(enquiryId, data),
  });
  return id;
}

const getDocument = (collectionId: string, documentId: string) =>
  service.admin.databases.getDocument({ databaseId, collectionId, documentId });

const historyOf = async (enquiryId: string) =>
  (
    await service.admin.databases.listDocuments({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId)],
    })
  ).documents;

/** Runs a function as the given SDK's caller and returns what it answered. */
async function run(
  functions: Pick<WebFunctions | ServerFunctions, "createExecution">,
  functionId: string,
  body: unknown,
) {
  const execution = await functions.createExecution({
    functionId,
    body: typeof body === "string" ? body : JSON.stringify(body),
    async: false,
  });
  return {
    status: execution.responseStatusCode,
    body: JSON.parse(execution.responseBody) as Record<string, unknown>,
  };
}

/** What the traveller's page asks of the `proposal` function, as a guest. */
const proposal = (body: unknown) => run(service.guest.functions, deskIds.proposalFunctionId, body);

const sendProposal = (
  functions: Pick<WebFunctions | ServerFunctions, "createExecution">,
  id: string,
) => run(functions, deskIds.proposalEmailFunctionId, { id });

const outbox = (name: string) =>
  parseMail(readFileSync(path.join(service.dataDir, "outbox", `${name}.eml`), "utf8"));

describe("proposal: the traveller's page", () => {
  it("shows a guest the proposal and of the enquiry only the traveller's name", async () => {
    const enquiryId = await sendEnquiry({ name: "Wanjiru Kamau", locale: "de" });
    const id = await storeProposal(enquiryId);

    const { status, body } = await proposal({ action: "get", id });

    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      locale: "de",
      version: 1,
      tourSlug: "7-day-kenya-luxury-safari",
      tourTitle: "7-Day Kenya Luxury Safari",
      startDate: "2027-02-10T00:00:00.000+00:00",
      travellers: 2,
      days,
      pricePerPerson: 3500,
      priceTotal: 7000,
      currency: "USD",
      note: "Karibu! We kept the second afternoon free.",
      travellerName: "Wanjiru Kamau",
      sentAt: null,
      acceptedAt: null,
    } satisfies ProposalView);
    const shown = JSON.stringify(body);
    for (const secret of [
      "wanjiru@example.com",
      "+254 700 000 000",
      "migration",
      enquiryId,
      operatorEmail,
    ]) {
      expect(shown).not.toContain(secret);
    }
  });

  it("records an acceptance: the date, the enquiry's status, the history, the operator's e-mail", async () => {
    const enquiryId = await sendEnquiry({ name: "Lukas Brandt", email: "lukas@example.de" });
    const id = await storeProposal(enquiryId);

    const { status, body } = await proposal({ action: "accept", id, version: 1, termsVersion });

    expect(status).toBe(200);
    const stored = await getDocument(deskIds.proposalsCollectionId, id);
    expect(stored.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The agreement to the booking terms: their version, and the address it came from.
    expect(stored.termsVersion).toBe(termsVersion);
    expect(stored.acceptedFrom).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(body).toMatchObject({
      id,
      travellerName: "Lukas Brandt",
      acceptedAt: stored.acceptedAt,
    });
    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("accepted");
    expect(await historyOf(enquiryId)).toEqual([
      expect.objectContaining({
        action: "accepted",
        actor: "traveller",
        from: "new",
        to: "accepted",
        at: stored.acceptedAt,
      }),
    ]);

    const mail = outbox(`proposal-accepted-${id}`);
    expect(mail.headers.to).toBe("bookings@safari.example");
    expect(mail.headers["reply-to"]).toBe("lukas@example.de");
    expect(mail.headers.subject).toBe(
      "Proposal accepted: Lukas Brandt, 7-Day Kenya Luxury Safari from 10 February 2027",
    );
    expect(mail.text).toContain(`${siteOrigin}/desk/enquiries/${enquiryId}\n`);
    expect(mail.text).toContain(`${siteOrigin}/p/${id}\n`);
    expect(mail.text).toContain(
      "Lukas Brandt accepted the proposal for 7-Day Kenya Luxury Safari, starting 10 February 2027, for 2 travellers, 7,000 USD in total.",
    );
    expect(mail.html).toContain(`href="${siteOrigin}/desk/enquiries/${enquiryId}"`);
  });

  it("names a proposal stored before its tour's title was kept by the tour's slug", async () => {
    const enquiryId = await sendEnquiry({ name: "Lukas Brandt" });
    const id = await storeProposal(enquiryId, { tourTitle: undefined });

    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);

    expect(outbox(`proposal-accepted-${id}`).headers.subject).toBe(
      "Proposal accepted: Lukas Brandt, 7-day-kenya-luxury-safari from 10 February 2027",
    );
  });

  it("takes an acceptance only with the booking terms' current version: without it 400, with an old one 409 naming the current, recording nothing", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    const before = await getDocument(deskIds.proposalsCollectionId, id);

    const without = await proposal({ action: "accept", id, version: 1 });
    expect(without).toEqual({
      status: 400,
      body: { ok: false, error: expect.stringMatching(/"termsVersion" must be the version/) },
    });
    const stale = await proposal({ action: "accept", id, version: 1, termsVersion: "2020-01-01" });
    expect(stale).toEqual({
      status: 409,
      body: {
        ok: false,
        error: expect.stringMatching(/booking terms changed after the page was opened/),
        termsVersion,
      },
    });
    const address = await proposal({
      action: "accept",
      id,
      version: 1,
      termsVersion: "2020-01-01' OR 1=1",
    });
    expect(address.status).toBe(400);

    expect(await getDocument(deskIds.proposalsCollectionId, id)).toEqual(before);
    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("new");
    expect(await historyOf(enquiryId)).toEqual([]);
  });

  it("records the caller's own address with the acceptance, not one it names", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    const execution = await service.guest.functions.createExecution({
      functionId: deskIds.proposalFunctionId,
      body: JSON.stringify({ action: "accept", id, version: 1, termsVersion }),
      async: false,
      headers: { "x-appwrite-client-ip": "203.0.113.9" },
    });
    expect(execution.responseStatusCode).toBe(200);
    const stored = await getDocument(deskIds.proposalsCollectionId, id);
    expect(stored.acceptedFrom).not.toBe("203.0.113.9");
    expect(stored.acceptedFrom).toMatch(/127\.0\.0\.1|::1/);
  });

  it("accepts once: a second acceptance answers 409 and changes nothing", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);
    const proposalBefore = await getDocument(deskIds.proposalsCollectionId, id);
    const enquiryBefore = await getDocument(messagesCollectionId, enquiryId);

    const again = await proposal({ action: "accept", id, version: 1, termsVersion });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      ok: false,
      error: "This proposal has already been accepted; nothing was changed.",
      acceptedAt: proposalBefore.acceptedAt,
    });
    expect(await getDocument(deskIds.proposalsCollectionId, id)).toEqual(proposalBefore);
    expect(await getDocument(messagesCollectionId, enquiryId)).toEqual(enquiryBefore);
    expect(await historyOf(enquiryId)).toHaveLength(1);
  });

  it("accepts once when acceptances arrive together", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => proposal({ action: "accept", id, version: 1, termsVersion })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await historyOf(enquiryId)).toHaveLength(1);
  });

  it("leaves a booked enquiry booked when its proposal is accepted", async () => {
    const enquiryId = await sendEnquiry();
    await service.admin.databases.updateDocument({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: enquiryId,
      data: { status: "booked" },
    });
    const id = await storeProposal(enquiryId);

    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);

    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("booked");
    expect(await historyOf(enquiryId)).toEqual([
      expect.objectContaining({ action: "accepted", from: "booked", to: "booked" }),
    ]);
  });

  it("answers 404 for an unknown id, the same whether or not an enquiry has that id", async () => {
    const enquiryShapedId = newProposalId();
    await sendEnquiry({}, enquiryShapedId);
    const enquiryBefore = await getDocument(messagesCollectionId, enquiryShapedId);
    const unknown = await proposal({ action: "get", id: newProposalId() });
    const enquiryOnly = await proposal({ action: "get", id: enquiryShapedId });
    const acceptUnknown = await proposal({
      action: "accept",
      id: enquiryShapedId,
      version: 1,
      termsVersion,
    });

    expect(unknown).toEqual({
      status: 404,
      body: { ok: false, error: "No proposal has this id. Check the link in your e-mail." },
    });
    expect(enquiryOnly).toEqual(unknown);
    expect(acceptUnknown).toEqual(unknown);
    expect(await getDocument(messagesCollectionId, enquiryShapedId)).toEqual(enquiryBefore);
    expect(await historyOf(enquiryShapedId)).toHaveLength(0);
  });

  it.each([
    ["an id that is not a proposal's", { action: "get", id: "6b08bd490016296aba70" }, /"id" must/],
    ["an id in capitals", { action: "get", id: "A".repeat(32) }, /"id" must/],
    ["an id 100,000 characters long", { action: "get", id: "a".repeat(100_000) }, /"id" must/],
    ["a number for an id", { action: "get", id: 12 }, /"id" must/],
    ["no id", { action: "get" }, /"id" must/],
    ["another action", { action: "delete", id: newProposalId() }, /"action" must/],
    ["a field more", { action: "accept", id: newProposalId(), acceptedAt: "2020" }, /"acceptedAt"/],
    ["an acceptance that names no version", { action: "accept", id: newProposalId() }, /"version"/],
    ["a version of 0", { action: "accept", id: newProposalId(), version: 0 }, /"version"/],
    ["a prototype key", '{"action":"get","__proto__":{"id":"x"}}', /"__proto__"/],
    ["a list", [], /JSON object/],
    ["text that is not JSON", "{action: get}", /must be JSON/],
    ["an empty body", "", /must be JSON/],
  ])("answers 400 with the reason for %s", async (_, body, reason) => {
    const { status, body: answer } = await proposal(body);
    expect(status).toBe(400);
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(reason) });
  });

  it("refuses a body past the API's limit before the function runs", async () => {
    const huge = JSON.stringify({ action: "get", id: "a".repeat(200_000) });
    const refused = await proposal(huge).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppwriteException);
    expect((refused as AppwriteException).code).toBe(413);
  });
});

/** The traveller's e-mail in each language: subject, greeting and the closing line. */
const travellerMail = {
  en: {
    subject: "Your safari proposal from Savannah Horizon Safaris",
    greeting: "Dear Wanjiru Kamau,",
    closing: "Kind regards,",
  },
  de: {
    subject: "Ihr Safari-Reisevorschlag von Savannah Horizon Safaris",
    greeting: "Guten Tag Wanjiru Kamau,\n\nvielen Dank für Ihre Anfrage.",
    closing: "Mit freundlichen Grüßen",
  },
  fr: {
    subject: "Votre proposition de safari – Savannah Horizon Safaris",
    greeting: "Bonjour Wanjiru Kamau,",
    closing: "Bien cordialement,",
  },
  it: {
    subject: "La vostra proposta di safari – Savannah Horizon Safaris",
    greeting: "Buongiorno Wanjiru Kamau,\n\ngrazie per la vostra richiesta.",
    closing: "Cordiali saluti,",
  },
  es: {
    subject: "Tu propuesta de safari – Savannah Horizon Safaris",
    greeting: "Hola, Wanjiru Kamau:",
    closing: "Un saludo,",
  },
  zh: {
    subject: "您的游猎行程方案｜Savannah Horizon Safaris",
    greeting: "Wanjiru Kamau，您好：",
    closing: "祝好！",
  },
} satisfies Partial<Record<Locale, { subject: string; greeting: string; closing: string }>>;

describe("send-proposal-email: the link to the traveller", () => {
  it.each(Object.keys(travellerMail) as Array<keyof typeof travellerMail>)(
    "e-mails the link in %s and records the sending",
    async (locale) => {
      const enquiryId = await sendEnquiry({ name: "Wanjiru Kamau", locale });
      const id = await storeProposal(enquiryId, { locale });

      const { status, body } = await sendProposal(service.admin.functions, id);

      expect(status).toBe(200);
      const mail = outbox(`proposal-${id}`);
      const expected = travellerMail[locale];
      expect(mail.headers.subject).toBe(expected.subject);
      expect(mail.headers.to).toBe("wanjiru@example.com");
      expect(mail.headers["reply-to"]).toBe(operatorEmail);
      expect(mail.text.startsWith(expected.greeting)).toBe(true);
      expect(mail.text).toContain(`\n${siteOrigin}/p/${id}\n`);
      expect(mail.text).toContain(`${expected.closing}\nSavannah Horizon Safaris\n`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`<a href="${siteOrigin}/p/${id}">`);

      const stored = await getDocument(deskIds.proposalsCollectionId, id);
      expect(stored.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(body).toMatchObject({ ok: true, sentAt: stored.sentAt });
      expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("proposal_sent");
      expect(await historyOf(enquiryId)).toEqual([
        expect.objectContaining({
          action: "proposal",
          actor: operatorEmail,
          from: "new",
          to: "proposal_sent",
          at: stored.sentAt,
        }),
      ]);
    },
  );

  it("escapes the traveller's name in the HTML and keeps it on one line", async () => {
    const enquiryId = await sendEnquiry({
      name: '<img src=x onerror="alert(1)">\r\nBcc: x@evil.example',
    });
    const id = await storeProposal(enquiryId, { locale: "en" });

    expect((await sendProposal(service.admin.functions, id)).status).toBe(200);

    const mail = outbox(`proposal-${id}`);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain(
      "Dear &lt;img src=x onerror=&quot;alert(1)&quot;&gt; Bcc: x@evil.example,",
    );
    expect(mail.headers.bcc).toBeUndefined();
  });

  it("shows the bidi controls of a traveller's name as code points: the page's name, the greeting, the operator's subject", async () => {
    const enquiryId = await sendEnquiry({ name: "I can pay \u202e0001$\u202c" });
    const id = await storeProposal(enquiryId, { locale: "en" });
    const shown = "I can pay [U+202E]0001$[U+202C]";
    const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

    const page = await proposal({ action: "get", id });
    expect(page.body.travellerName).toBe(shown);

    expect((await sendProposal(service.admin.functions, id)).status).toBe(200);
    const sent = outbox(`proposal-${id}`);
    expect(sent.text.startsWith(`Dear ${shown},`)).toBe(true);
    expect(sent.html).toContain(`Dear ${shown},`);

    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);
    const accepted = outbox(`proposal-accepted-${id}`);
    expect(accepted.headers.subject).toBe(
      `Proposal accepted: ${shown}, 7-Day Kenya Luxury Safari from 10 February 2027`,
    );
    expect(accepted.text).toContain(`${shown} accepted the proposal`);
    for (const mail of [sent, accepted]) {
      expect(mail.headers.subject + mail.text + mail.html).not.toMatch(bidi);
    }
  });

  it("keeps an accepted enquiry accepted when the proposal is sent again", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);

    expect((await sendProposal(service.admin.functions, id)).status).toBe(200);

    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("accepted");
    expect((await historyOf(enquiryId)).map((entry) => [entry.action, entry.to])).toEqual([
      ["accepted", "accepted"],
      ["proposal", "accepted"],
    ]);
  });

  it("answers 404 for a proposal that is not stored, sending nothing", async () => {
    const id = newProposalId();
    const { status, body } = await sendProposal(service.admin.functions, id);
    expect(status).toBe(404);
    expect(body).toEqual({ ok: false, error: `No proposal has the id "${id}".` });
    expect(readdirSync(path.join(service.dataDir, "outbox"))).not.toContain(`proposal-${id}.eml`);
  });

  it("refuses a guest: 401, nothing sent, nothing changed", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    const enquiryBefore = await getDocument(messagesCollectionId, enquiryId);

    const refused = await sendProposal(service.guest.functions, id).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(AppwriteException);
    expect(refused).toMatchObject({ code: 401, type: "user_unauthorized" });
    expect(readdirSync(path.join(service.dataDir, "outbox"))).not.toContain(`proposal-${id}.eml`);
    expect((await getDocument(deskIds.proposalsCollectionId, id)).sentAt).toBeNull();
    expect(await getDocument(messagesCollectionId, enquiryId)).toEqual(enquiryBefore);
    expect(await historyOf(enquiryId)).toHaveLength(0);
  });
});

describe("send-proposal-email: an operator signed in with the web SDK", () => {
  const outboxNames = () => readdirSync(path.join(service.dataDir, "outbox"));
  const executionCount = async () =>
    (
      await service.admin.functions.listExecutions({
        functionId: deskIds.proposalEmailFunctionId,
      })
    ).total;

  it("stores a proposal under an id it makes and e-mails its link in the enquiry's language, the signed-in operator its sender", async () => {
    const desk = await signIn(service.endpoint, operator);
    const enquiryId = await sendEnquiry({ name: "Wanjiru Kamau", locale: "fr" });

    const { status, body } = await run(desk.functions, deskIds.proposalEmailFunctionId, {
      enquiryId,
      proposal: composed,
    });

    expect(status).toBe(200);
    const id = String(body.id);
    expect(id).toMatch(proposalIdPattern);
    const stored = await getDocument(deskIds.proposalsCollectionId, id);
    expect(stored).toMatchObject({
      enquiryId,
      locale: "fr",
      version: 1,
      startDate: "2027-02-10T00:00:00.000+00:00",
      priceTotal: 7000,
      currency: "USD",
      createdBy: operator.email,
    });
    const mail = outbox(`proposal-${id}`);
    expect(mail.headers.subject).toBe(travellerMail.fr.subject);
    expect(mail.headers.to).toBe("wanjiru@example.com");
    expect(mail.headers["reply-to"]).toBe(operator.email);
    expect(mail.text.startsWith(travellerMail.fr.greeting)).toBe(true);
    expect(mail.text).toContain(`\n${siteOrigin}/p/${id}\n`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`<a href="${siteOrigin}/p/${id}">`);

    expect(body).toMatchObject({ ok: true, id, version: 1, sentAt: stored.sentAt });
    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("proposal_sent");
    expect(await historyOf(enquiryId)).toEqual([
      expect.objectContaining({
        action: "proposal",
        actor: operator.email,
        from: "new",
        to: "proposal_sent",
        at: stored.sentAt,
      }),
    ]);
  });

  it("refuses a proposal that is not ready to send, naming each field, storing nothing", async () => {
    const desk = await signIn(service.endpoint, operator);
    const enquiryId = await sendEnquiry();
    const { status, body } = await run(desk.functions, deskIds.proposalEmailFunctionId, {
      enquiryId,
      proposal: { ...composed, startDate: "", priceTotal: 0, days: [] },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The proposal is not ready to send: startDate: /),
      problems: {
        startDate: "Enter the date of the first day.",
        days: "A proposal needs at least one day.",
        priceTotal: "Enter the total in whole dollars.",
      },
    });
    const stored = await service.admin.databases.listDocuments({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      queries: [Query.equal("enquiryId", enquiryId)],
    });
    expect(stored.total).toBe(0);
  });

  it("leaves a proposal's id and its documents to the server: an operator may not write one", async () => {
    const desk = await signIn(service.endpoint, operator);
    const enquiryId = await sendEnquiry();
    const chosen = "0123456789abcdef0123456789abcdef";
    const create = await rejection(() =>
      desk.databases.createDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: chosen,
        data: proposalData(enquiryId),
      }),
    );
    expect([create.code, create.type]).toEqual([403, "user_unauthorized"]);
    const id = await storeProposal(enquiryId);
    const change = await rejection(() =>
      desk.databases.updateDocument<Models.DefaultDocument>({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data: { priceTotal: 1 },
      }),
    );
    expect([change.code, change.type]).toEqual([403, "user_unauthorized"]);
    const named = await run(desk.functions, deskIds.proposalEmailFunctionId, {
      id: chosen,
      enquiryId,
      proposal: composed,
    });
    expect(named.status).toBe(400);
    expect((await getDocument(deskIds.proposalsCollectionId, id)).priceTotal).toBe(7000);
    await expect(getDocument(deskIds.proposalsCollectionId, chosen)).rejects.toMatchObject({
      code: 404,
    });
  });

  it("refuses a signed-in user outside the operators team: 403, nothing sent, nothing changed", async () => {
    const enquiryId = await sendEnquiry();
    const id = await storeProposal(enquiryId);
    const enquiryBefore = await getDocument(messagesCollectionId, enquiryId);
    const executionsBefore = await executionCount();
    const stranger = await signIn(service.endpoint, outsider);

    const refused = await rejection(() => sendProposal(stranger.functions, id));

    expect([refused.code, refused.type]).toEqual([403, "user_unauthorized"]);
    expect(refused.message).toContain("team:operators");
    expect(outboxNames()).not.toContain(`proposal-${id}.eml`);
    expect((await getDocument(deskIds.proposalsCollectionId, id)).sentAt).toBeNull();
    expect(await getDocument(messagesCollectionId, enquiryId)).toEqual(enquiryBefore);
    expect(await historyOf(enquiryId)).toHaveLength(0);
    expect(await executionCount()).toBe(executionsBefore);
  });

  it("refuses a guest's proposal document: 401, nothing stored", async () => {
    const enquiryId = await sendEnquiry();
    const id = newProposalId();

    const refused = await rejection(() =>
      service.guest.databases.createDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data: proposalData(enquiryId),
      }),
    );

    expect([refused.code, refused.type]).toEqual([401, "user_unauthorized"]);
    await expect(getDocument(deskIds.proposalsCollectionId, id)).rejects.toMatchObject({
      code: 404,
      type: "document_not_found",
    });
    expect((await proposal({ action: "get", id })).status).toBe(404);
  });
});

describe("a proposal's versions", () => {
  const send = (desk: SignedIn, body: unknown) =>
    run(desk.functions, deskIds.proposalEmailFunctionId, body);
  const changedPrice = { ...composed, pricePerPerson: 3900, priceTotal: 7800 };

  /** A proposal an operator sent for a new enquiry: its id. */
  async function sent(desk: SignedIn, enquiry: Record<string, unknown> = {}) {
    const enquiryId = await sendEnquiry(enquiry);
    const { status, body } = await send(desk, { enquiryId, proposal: composed });
    expect(status).toBe(200);
    return { id: String(body.id), enquiryId };
  }

  it("takes an acceptance only of the version the traveller saw: after a new version, the old one's answers 409 with the new, recording nothing", async () => {
    const desk = await signIn(service.endpoint, operator);
    const { id, enquiryId } = await sent(desk, { name: "Lena Vogel", locale: "de" });
    expect((await proposal({ action: "get", id })).body).toMatchObject({ version: 1 });

    const revised = await send(desk, { id, proposal: changedPrice });

    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ ok: true, id, version: 2 });
    // The traveller is told: the e-mail again, saying the proposal was updated.
    const mail = outbox(`proposal-${id}`);
    expect(mail.text).toContain(travellerEmailCopy.de.proposalRevisedIntro);
    expect(mail.text).toContain(`\n${siteOrigin}/p/${id}\n`);

    const stale = await proposal({ action: "accept", id, version: 1, termsVersion });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      ok: false,
      error: expect.stringMatching(/changed after it was opened/),
      proposal: { id, version: 2, priceTotal: 7800, acceptedAt: null, travellerName: "Lena Vogel" },
    });
    expect((await getDocument(deskIds.proposalsCollectionId, id)).acceptedAt).toBeNull();
    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("proposal_sent");
    const history = await historyOf(enquiryId);
    expect(history.map((entry) => entry.action)).not.toContain("accepted");
    expect(history).toContainEqual(
      expect.objectContaining({ action: "revised", actor: operator.email, from: "1", to: "2" }),
    );

    const current = await proposal({ action: "accept", id, version: 2, termsVersion });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ version: 2, priceTotal: 7800 });
    expect((await getDocument(messagesCollectionId, enquiryId)).status).toBe("accepted");
  });

  it("keeps an accepted proposal as it was accepted: a new version answers 409, nothing stored or sent", async () => {
    const desk = await signIn(service.endpoint, operator);
    const { id } = await sent(desk);
    expect((await proposal({ action: "accept", id, version: 1, termsVersion })).status).toBe(200);
    const before = await getDocument(deskIds.proposalsCollectionId, id);
    const mailBefore = readFileSync(path.join(service.dataDir, "outbox", `proposal-${id}.eml`));

    const refused = await send(desk, { id, proposal: changedPrice });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, error: expect.stringMatching(/accepted/) });
    expect(await getDocument(deskIds.proposalsCollectionId, id)).toEqual(before);
    expect(readFileSync(path.join(service.dataDir, "outbox", `proposal-${id}.eml`))).toEqual(
      mailBefore,
    );
  });

  it("lets one through of a new version and an acceptance of the version it replaces, arriving together", async () => {
    const desk = await signIn(service.endpoint, operator);
    const { id } = await sent(desk);

    const [revised, accepted] = await Promise.all([
      send(desk, { id, proposal: changedPrice }),
      proposal({ action: "accept", id, version: 1, termsVersion }),
    ]);

    expect([revised.status, accepted.status].sort()).toEqual([200, 409]);
    const stored = await getDocument(deskIds.proposalsCollectionId, id);
    if (accepted.status === 200) {
      expect(stored).toMatchObject({ version: 1, priceTotal: 7000 });
      expect(stored.acceptedAt).not.toBeNull();
    } else {
      expect(stored).toMatchObject({ version: 2, priceTotal: 7800, acceptedAt: null });
    }
  });
});

describe("the site's origin in the links", () => {
  it("is SITE_URL, one origin, or the server refuses to start with the reason", () => {
    const dataDir = path.join(service.dataDir, "config-check");
    expect(loadServerConfig({ DATA_DIR: dataDir, SITE_URL: siteOrigin }).siteUrl).toBe(siteOrigin);
    expect(loadServerConfig({ DATA_DIR: dataDir }).siteUrl).toBeNull();
    for (const wrong of [
      "www.safari.example",
      "https://www.safari.example/p/",
      "https://a.example,https://b.example",
    ]) {
      expect(() => loadServerConfig({ DATA_DIR: dataDir, SITE_URL: wrong })).toThrow(ConfigError);
      expect(() => loadServerConfig({ DATA_DIR: dataDir, SITE_URL: wrong })).toThrow(
        /SITE_URL must/,
      );
    }
  });

  it("is the server's own address when SITE_URL is not set", async () => {
    const local = await startService({
      MAIL_TO: "bookings@safari.example",
      MAIL_FROM: "web@safari.example",
    });
    try {
      const enquiryId = ID.unique();
      await local.guest.databases.createDocument({
        databaseId,
        collectionId: messagesCollectionId,
        documentId: enquiryId,
        data: contactEnquiry(),
      });
      const id = newProposalId();
      await local.admin.databases.createDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data: {
          enquiryId,
          locale: "en",
          tourSlug: "7-day-kenya-luxury-safari",
          startDate: "2027-02-10T00:00:00.000Z",
          travellers: 2,
          days: JSON.stringify(days),
          pricePerPerson: 3500,
          priceTotal: 7000,
          currency: "USD",
          createdBy: operatorEmail,
        },
      });
      expect(
        (await run(local.admin.functions, deskIds.proposalEmailFunctionId, { id })).status,
      ).toBe(200);
      const mail = parseMail(
        readFileSync(path.join(local.dataDir, "outbox", `proposal-${id}.eml`), "utf8"),
      );
      expect(mail.text).toContain(`\n${new URL(local.endpoint).origin}/p/${id}\n`);
    } finally {
      await local.close();
    }
  });
});
