import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { closeDatabase, openDatabase } from "../../server/db";
import { Invitations } from "../../server/reviews/invitations";
import { ReviewStore } from "../../server/reviews/store";
import { BookedTrips } from "../../server/reviews/trips";
import { addUser, sessionCookieName, signIn } from "./desk-session";
import { startService, type RunningService } from "./enquiries-service";
import {
  bookedTrip,
  daysFromToday,
  invitationFor,
  invitationsIn,
  tokenOf,
  writeGermanReviewShell,
} from "./review-trips";

/**
 * Reviews through the whole server: a booked trip that has ended gets one invitation in the
 * proposal's language, whose link opens the trip once and stores one pending review; the desk's
 * "send the review link" is for operators, and for booked enquiries only.
 */

let dataDir: string;
let service: RunningService;
let origin: string;
/** Booked trips made before the server below started: its check at start invites them. */
let ended: { proposal: string; enquiry: string };
let endedFrench: { proposal: string; enquiry: string };
let upcoming: { proposal: string; enquiry: string };
let unpaid: { proposal: string; enquiry: string };

const operator = { email: "asha@example.com", password: "a long passphrase", name: "Asha" };
const outsider = { email: "guest@example.com", password: "another passphrase", name: "Guest" };
const cookies = new Map<string, string>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "safari-reviews-"));
  const first = await startService({
    DATA_DIR: dataDir,
    RATE_LIMIT_PAYMENT_ORDERS_PER_MINUTE: "100",
  });
  ended = await bookedTrip(first, { startDate: daysFromToday(-20) });
  endedFrench = await bookedTrip(first, { startDate: daysFromToday(-30), locale: "fr" });
  upcoming = await bookedTrip(first, { startDate: daysFromToday(-2) });
  unpaid = await bookedTrip(first, { startDate: daysFromToday(-20), paid: false });
  await first.close();
  await addUser(dataDir, { ...operator, teams: [deskIds.operatorsTeamId] });
  await addUser(dataDir, { ...outsider, teams: [] });
  service = await startService(
    { DATA_DIR: dataDir, RATE_LIMIT_REVIEWS_PER_MINUTE: "1000" },
    writeGermanReviewShell,
  );
  origin = new URL(service.endpoint).origin;
  for (const user of [operator, outsider]) {
    const { secret } = await signIn(service.endpoint, user);
    cookies.set(user.email, `${sessionCookieName}=${secret}`);
  }
});

afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const linkCall = (token: string, body?: unknown) =>
  fetch(`${origin}/reviews/links/${token}`, {
    method: body === undefined ? "GET" : "POST",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

const review = {
  rating: "5",
  title: "Unvergessliche Tage in der Mara",
  text: "Die Große Tierwanderung mit eigenen Augen zu sehen, war überwältigend. Unser Guide kannte jeden Winkel.",
  travelledMonth: "",
  travelledYear: "",
  companions: "couple",
  showName: "yes",
  showCountry: "",
  "lodge.1": "5",
  "lodge.2": "4",
};

/** The review as the form fills it in for the trip: the month and year the trip started. */
function reviewFor(trip: { travelledMonth: string; travelledYear: string }) {
  return { ...review, travelledMonth: trip.travelledMonth, travelledYear: trip.travelledYear };
}

const asOperator = () => ({ cookie: cookies.get(operator.email)! });

/** The desk's "send the review link", as a guest unless told. */
const send = (enquiry: string, caller: { cookie?: string; origin?: string } = {}) =>
  fetch(`${origin}/reviews/desk/invitations`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: caller.origin ?? origin,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
    },
    body: JSON.stringify({ enquiry }),
  });

describe("the invitation", () => {
  it("e-mails the traveller of a trip that has ended, once, in the proposal's language", async () => {
    const mail = await invitationFor(dataDir, ended.proposal);
    expect(mail.headers.to).toBe("anna@example.com");
    expect(mail.headers.subject).toBe("Wie war Ihre Safari? – Savannah Horizon Safaris");
    expect(mail.text).toContain("Guten Tag Anna Berg,");
    expect(mail.text).toContain("Hier können Sie Ihre Bewertung schreiben.");
    expect(mail.text).toMatch(new RegExp(`${origin}/de/review/[A-Za-z0-9_-]{43}\\b`));
    const french = await invitationFor(dataDir, endedFrench.proposal);
    expect(french.headers.subject).toBe(
      "Comment s’est passé votre safari ? – Savannah Horizon Safaris",
    );
    expect(french.text).toMatch(/\/fr\/review\//);
  });

  it("invites no one whose trip has not ended or was never paid, and no one twice", async () => {
    await invitationFor(dataDir, ended.proposal);
    const db = openDatabase(dataDir);
    try {
      const invitations = new Invitations({
        store: new ReviewStore(db),
        trips: new BookedTrips(db),
        mail: { ...service.config.mail, outboxDir: path.join(dataDir, "outbox") },
        siteOrigin: () => origin,
        log: () => {},
      });
      const sent = await Promise.all([
        invitations.inviteEndedTrips(),
        invitations.inviteEndedTrips(),
      ]);
      expect(sent).toEqual([0, 0]);
    } finally {
      closeDatabase(db);
    }
    expect(invitationsIn(dataDir, ended.proposal)).toHaveLength(1);
    expect(invitationsIn(dataDir, upcoming.proposal)).toEqual([]);
    expect(invitationsIn(dataDir, unpaid.proposal)).toEqual([]);
  });

  it("keeps only a hash of the link's 256-bit token", async () => {
    const token = tokenOf(await invitationFor(dataDir, endedFrench.proposal));
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const db = openDatabase(dataDir);
    try {
      const row = db
        .prepare("SELECT * FROM review_invitations WHERE proposal_id = ?")
        .get(endedFrench.proposal) as Record<string, unknown>;
      expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(token);
      const days =
        (Date.parse(String(row.expires_at)) - Date.parse(String(row.sent_at))) / 86_400_000;
      expect(days).toBe(90);
    } finally {
      closeDatabase(db);
    }
  });
});

describe("the review link", () => {
  it("opens the trip: its lodges, each once, and the month and year it started", async () => {
    const token = tokenOf(await invitationFor(dataDir, endedFrench.proposal));
    const answer = await linkCall(token);
    expect(answer.status).toBe(200);
    const start = daysFromToday(-30);
    expect(await answer.json()).toMatchObject({
      locale: "fr",
      lodges: [
        { id: "1", name: "Ashnil Mara Camp" },
        { id: "2", name: "Lake Naivasha Sopa Resort" },
      ],
      travelledMonth: String(Number(start.slice(5, 7))),
      travelledYear: start.slice(0, 4),
    });
  });

  it("answers a forged or malformed token as unknown", async () => {
    for (const token of ["A".repeat(43), "short", "%3Cscript%3E"]) {
      const answer = await linkCall(token);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ reason: "unknown" });
    }
  });

  it("stores one pending review, as typed, and is used up by it", async () => {
    const token = tokenOf(await invitationFor(dataDir, ended.proposal));
    const trip = (await (await linkCall(token)).json()) as Parameters<typeof reviewFor>[0];
    const text = `${review.text} <script>alert("x")</script> <b>fett</b>`;
    const sent = await linkCall(token, { ...reviewFor(trip), text });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect(id).toMatch(/^[a-z0-9]{10}$/);

    const again = await linkCall(token, reviewFor(trip));
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ reason: "used" });
    expect((await linkCall(token)).status).toBe(410);

    const db = openDatabase(dataDir);
    try {
      const rows = db.prepare("SELECT * FROM reviews WHERE proposal_id = ?").all(ended.proposal);
      expect(rows).toMatchObject([
        {
          id,
          status: "pending",
          language: "de",
          tour: "4-day-luxury-safari-lake-naivasha-masai-mara",
          rating: 5,
          title: review.title,
          text,
          name: "Anna",
          country: null,
          companions: "couple",
        },
      ]);
      expect(JSON.parse(String((rows[0] as { lodges: string }).lodges))).toEqual([
        { name: "Ashnil Mara Camp", rating: 5 },
        { name: "Lake Naivasha Sopa Resort", rating: 4 },
      ]);
    } finally {
      closeDatabase(db);
    }
  });

  it("answers an expired link as expired", async () => {
    const trip = await bookedTrip(service, { startDate: daysFromToday(-40), locale: "it" });
    expect((await send(trip.enquiry, asOperator())).status).toBe(201);
    const token = tokenOf(await invitationFor(dataDir, trip.proposal));
    const db = openDatabase(dataDir);
    try {
      db.prepare("UPDATE review_invitations SET expires_at = ? WHERE proposal_id = ?").run(
        new Date(Date.now() - 1000).toISOString(),
        trip.proposal,
      );
    } finally {
      closeDatabase(db);
    }
    const opened = await linkCall(token);
    expect(opened.status).toBe(410);
    expect(await opened.json()).toMatchObject({ reason: "expired" });
  });
});

describe("the review form posted without script", () => {
  const post = (token: string, fields: Record<string, string>) =>
    fetch(`${origin}/de/review/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("answers a field in error with the page again, in German, the values kept and HTML as text", async () => {
    const trip = await bookedTrip(service, { startDate: daysFromToday(-50) });
    await send(trip.enquiry, asOperator());
    const token = tokenOf(await invitationFor(dataDir, trip.proposal));
    const text = "<b>Kurz</b>";
    const answer = await post(token, {
      ...review,
      text,
      "lodge.2": "3",
      travelledMonth: "8",
      travelledYear: String(new Date().getFullYear()),
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Bitte schreiben Sie mindestens 50 Zeichen.");
    expect(page).toContain("&lt;b&gt;Kurz&lt;/b&gt;</textarea>");
    expect(page).not.toContain("<b>Kurz</b>");
    expect(page).toContain(`value="${review.title}"`);
    expect(page).toMatch(/name="rating" value="5" checked=""/);
    expect(page).toMatch(/name="companions" value="couple" checked=""/);
    expect(page).toMatch(/<option value="8" selected="">August<\/option>/);
    expect(page).not.toContain("hydrate.js");
    expect((await linkCall(token)).status).toBe(200);
  });

  it("stores the review and leads to the thanks; the link then answers that it was used", async () => {
    const trip = await bookedTrip(service, { startDate: daysFromToday(-60) });
    await send(trip.enquiry, asOperator());
    const token = tokenOf(await invitationFor(dataDir, trip.proposal));
    const opened = (await (await linkCall(token)).json()) as Parameters<typeof reviewFor>[0];
    const answer = await post(token, reviewFor(opened));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/de/review/sent#review-sent");
    const thanks = await fetch(`${origin}/de/review/sent`);
    expect(await thanks.text()).toContain("Vielen Dank für Ihre Bewertung!");
    const again = await post(token, reviewFor(opened));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Dieser Link wurde bereits verwendet");
    const forged = await post("A".repeat(43), reviewFor(opened));
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("Wir finden diesen Bewertungslink nicht");
  });
});

describe("the desk's 'send the review link'", () => {
  it("is refused to a guest (401), to a user who is no operator (403) and from another site (403)", async () => {
    expect((await send(upcoming.enquiry)).status).toBe(401);
    expect((await send(upcoming.enquiry, { cookie: cookies.get(outsider.email)! })).status).toBe(
      403,
    );
    const other = await send(upcoming.enquiry, {
      cookie: cookies.get(operator.email)!,
      origin: "https://elsewhere.example",
    });
    expect(other.status).toBe(403);
    expect(invitationsIn(dataDir, upcoming.proposal)).toEqual([]);
  });

  it("refuses an enquiry that is not booked, with the reason", async () => {
    const answer = await send(unpaid.enquiry, { cookie: cookies.get(operator.email)! });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      message: "This enquiry is not booked: a review link goes only to travellers who booked.",
    });
  });

  it("sends a booked trip's traveller a new link, and the earlier one stops working", async () => {
    const first = await send(upcoming.enquiry, { cookie: cookies.get(operator.email)! });
    expect(first.status).toBe(201);
    const before = tokenOf(await invitationFor(dataDir, upcoming.proposal));
    expect((await linkCall(before)).status).toBe(200);
    expect((await send(upcoming.enquiry, { cookie: cookies.get(operator.email)! })).status).toBe(
      201,
    );
    const after = tokenOf(invitationsIn(dataDir, upcoming.proposal)[0]!);
    expect(after).not.toBe(before);
    expect((await linkCall(before)).status).toBe(404);
    expect((await linkCall(after)).status).toBe(200);
  });

  it("refuses a trip whose review is in", async () => {
    const answer = await send(ended.enquiry, { cookie: cookies.get(operator.email)! });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      message: "This traveller has sent their review already.",
    });
  });
});
