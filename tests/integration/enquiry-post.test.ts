import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquirySentPath } from "../../data/domain/enquiry-paths";
import { enquiryMessages as germanSent } from "../../site/messages/de/enquiry";
import { quoteFormCopy as germanQuoteForm } from "../../site/messages/de/kit-quote-form";
import { enquiryMessages as englishSent } from "../../site/messages/en/enquiry";
import { writeContactPages } from "./contact-shell";
import { parseMail } from "./enquiries-mail";
import { startService, storedEnquiries, type RunningService } from "./enquiries-service";

/*
 * The enquiry forms posted without script, as a browser posts them, against the whole server:
 * stored once in the same collection, e-mailed by the same function, answered in the page's
 * language, refused with the same origin and rate limits as the script's calls.
 */
let service: RunningService;
let base: string;
let addresses = 0;

beforeAll(async () => {
  service = await startService(
    { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_CREATES_PER_MINUTE: "3" },
    writeContactPages,
  );
  base = service.endpoint.replace(/\/v1$/, "");
});

afterAll(async () => {
  await service?.close();
});

/** A new visitor's address, so that each case meets the rate limit afresh. */
function visitor(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

const unique = (name: string) => `${name}-${Date.now()}-${addresses}@example.com`;

function post(
  fields: Record<string, string>,
  {
    from = visitor(),
    origin,
    headers = {},
  }: { from?: string; origin?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}/enquiry`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": from,
      origin: origin ?? base,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const contact = (overrides: Record<string, string> = {}) => ({
  formType: "contact",
  locale: "en",
  documentId: "",
  name: "Wanjiru Kamau",
  email: unique("wanjiru"),
  phone: "+254 700 000 000",
  groupSize: "3-4",
  safariInterest: "photography",
  budget: "3000-5000",
  preferredDates: "Late August",
  message: "We would love to see the migration.\nTwo of us.",
  ...overrides,
});

const storedFrom = async (email: string) =>
  (await storedEnquiries(service.admin)).filter((enquiry) => enquiry.email === email);

const outboxMail = (documentId: string) => {
  const file = path.join(service.dataDir, "outbox", `enquiry-${documentId}.eml`);
  return existsSync(file) ? parseMail(readFileSync(file, "utf8")) : null;
};

describe("an enquiry form posted without script", () => {
  it("is stored once with its e-mail written, then leads to the page of thanks", async () => {
    const fields = contact({ documentId: "nojs-contact-1" });
    const answer = await post(fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${enquirySentPath}#enquiry-sent`);
    const [stored, ...more] = await storedFrom(fields.email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      $id: "nojs-contact-1",
      formType: "contact",
      locale: "en",
      name: "Wanjiru Kamau",
      groupSize: "3-4",
      message: "We would love to see the migration.\nTwo of us.",
    });
    const mail = outboxMail("nojs-contact-1");
    expect(mail?.headers["reply-to"]).toBe(fields.email);
    expect(mail?.text).toContain("We would love to see the migration.");

    const again = await post(fields);
    expect(again.status).toBe(303);
    expect(await storedFrom(fields.email)).toHaveLength(1);
  });

  it("stores a form without an id once, however often it is posted the same day", async () => {
    const fields = contact();
    expect((await post(fields)).status).toBe(303);
    expect((await post(fields)).status).toBe(303);
    const stored = await storedFrom(fields.email);
    expect(stored).toHaveLength(1);
    expect(outboxMail(stored[0]!.$id)).not.toBeNull();
  });

  it("stores the Book Now panel's fields as the script does, the first name as the name", async () => {
    const email = unique("booking");
    const answer = await post({
      formType: "hero_booking",
      locale: "de",
      documentId: "nojs-booking-1",
      firstName: "Jonas",
      email,
      phone: "",
      message: "Im März, zu zweit.",
      sum: "8",
    });
    expect(answer.headers.get("location")).toBe(
      `/de${enquirySentPath}?form=hero_booking#enquiry-sent`,
    );
    expect(await storedFrom(email)).toMatchObject([
      { $id: "nojs-booking-1", formType: "hero_booking", locale: "de", name: "Jonas", phone: null },
    ]);
  });

  it("reads only the form's own fields: the operator's status and notes never reach the enquiry", async () => {
    const fields = contact({ documentId: "nojs-status", status: "booked", notes: "paid" });
    expect((await post(fields)).status).toBe(303);
    const [stored] = await storedFrom(fields.email);
    expect(stored).toMatchObject({ $id: "nojs-status", status: "new", notes: null });
  });

  it("thanks the traveller in the page's language, with the words the script shows", async () => {
    const german = await fetch(`${base}/de${enquirySentPath}`);
    expect(german.status).toBe(200);
    const page = await german.text();
    expect(page).toContain(germanSent.contactSuccess);
    expect(page).toContain('id="enquiry-sent"');
    expect(page).not.toMatch(/<script|modulepreload|<form/);
    expect(german.headers.get("cache-control")).toBe("no-store");
    const booking = await (await fetch(`${base}${enquirySentPath}?form=hero_booking`)).text();
    expect(booking).toContain(englishSent.heroBookingSuccess);
  });

  it("answers bad input on a German page with 400, the German messages next to the fields and every value kept, storing nothing", async () => {
    const fields = contact({
      locale: "de",
      name: "  ",
      email: "jonas@beispiel",
      phone: '+49 "30" <123>',
      budget: "over-8000",
      message: "Zwei Wochen\nim Oktober",
    });
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(germanQuoteForm.quoteForm.nameRequired);
    expect(page).toContain(germanQuoteForm.quoteForm.emailInvalid);
    expect(page).toMatch(
      /name="email"[^>]*value="jonas@beispiel"|value="jonas@beispiel"[^>]*name="email"/,
    );
    expect(page).toContain('value="+49 &quot;30&quot; &lt;123&gt;"');
    expect(page).toMatch(/<option value="over-8000" selected="">/);
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>Zwei Wochen\nim Oktober<\/textarea>/);
    expect(page).toMatch(/<input[^>]*name="name"[^>]*aria-invalid="true"[^>]*autofocus=""/);
    expect(page).not.toMatch(/<script|modulepreload/);
    expect(await storedFrom(fields.email)).toEqual([]);
  });

  it("brings a refused Book Now panel back as the contact form, with its first name as the name", async () => {
    const answer = await post({
      formType: "hero_booking",
      locale: "de",
      documentId: "",
      firstName: "Jonas",
      email: "",
      message: "Im März",
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain(germanQuoteForm.quoteForm.emailRequired);
    expect(page).toMatch(/<input[^>]*name="name"[^>]*value="Jonas"/);
    expect(page).toContain('<input type="hidden" name="formType" value="contact"/>');
  });

  it("refuses a page of another site, as the script's calls are: 403, nothing stored", async () => {
    const fields = contact();
    const answer = await post(fields, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toMatch(/Invalid Origin/);
    expect(await storedFrom(fields.email)).toEqual([]);
  });

  it("limits each address as the script's calls are, answering 429 with Retry-After", async () => {
    const from = visitor();
    for (let sent = 0; sent < 3; sent += 1)
      expect((await post(contact(), { from })).status).toBe(303);
    const refused = contact();
    const answer = await post(refused, { from });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedFrom(refused.email)).toEqual([]);
  });
});
