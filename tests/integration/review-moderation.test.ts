import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { Client as ServerClient, Databases as ServerDatabases } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { createApp, type App } from "../../server/app";
import type { Publish } from "../../server/content/commits";
import { loadServerConfig } from "../../server/config";
import { ReviewStore } from "../../server/reviews/store";
import { settleOnStandIn, startPayment, storeProposal } from "../../scripts/lib/payment-calls";
import { addUser, sessionCookieName, signIn } from "./desk-session";
import { writeMinimalSite } from "./enquiries-service";
import { tripDays } from "./review-trips";

/**
 * The desk's moderation on a production server (CONTENT_EDITOR=git): a pending review is
 * published as the operator's commit of content/reviews/<id>.yaml, with their reply, and then
 * published as an editor's save is; a declined one keeps its reason and is never written; only
 * operators may list or decide.
 */

let app: App;
let root: string;
let base: string;
let gitDir: string;
const published: Array<{ photos: boolean }> = [];
const publish: Publish = async (edit) => {
  published.push(edit);
  return { ok: true, seconds: 1.2 };
};

const asha = { email: "asha@example.com", password: "kilimanjaro-at-dawn-42", name: "Asha Mwangi" };
const outsider = { email: "writer@example.com", password: "not-an-operator-99", name: "Writer" };
const cookies = new Map<string, string>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "review-moderation-"));
  const distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  mkdirSync(path.join(root, "content"));
  cpSync(path.join("content", "site"), path.join(root, "content", "site"), { recursive: true });
  mkdirSync(path.join(root, "images"));
  const dataDir = path.join(root, "data");
  gitDir = path.join(dataDir, "content.git");
  app = await createApp(
    loadServerConfig({
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      HOST: "127.0.0.1",
      CONTENT_EDITOR: "git",
      CONTENT_EDITOR_ROOT: root,
      RATE_LIMIT_SIGN_INS_PER_HOUR: "1000",
    }),
    { publish },
  );
  base = await app.app.listen({ port: 0, host: "127.0.0.1" });
  await addUser(dataDir, { ...asha, teams: [deskIds.operatorsTeamId] });
  await addUser(dataDir, { ...outsider, teams: [] });
  for (const user of [asha, outsider]) {
    const { secret } = await signIn(`${base}/v1`, user);
    cookies.set(user.email, `${sessionCookieName}=${secret}`);
  }
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

const git = (...args: string[]) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], { encoding: "utf8" }).trim();

/** A pending review of a booked trip that has ended, sent with its link as its page sends it. */
async function pendingReview(text: string): Promise<string> {
  const admin = {
    databases: new ServerDatabases(
      new ServerClient()
        .setEndpoint(`${base}/v1`)
        .setProject(enquiryIds.projectId)
        .setKey(loadApiKey()),
    ),
  };
  const proposal = await storeProposal(admin, {
    startDate: "2026-10-02T00:00:00.000+00:00",
    days: tripDays,
  });
  await settleOnStandIn((await startPayment(base, proposal)).redirectUrl, "pay");
  const { token } = new ReviewStore(app.db).issue(
    { proposalId: proposal, enquiryId: "", locale: "de" },
    "test",
  );
  const answer = await fetch(`${base}/reviews/links/${token}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      rating: "5",
      title: "Unvergessliche Tage in der Mara",
      text,
      travelledMonth: "10",
      travelledYear: "2026",
      companions: "couple",
      showName: "yes",
      showCountry: "yes",
      "lodge.1": "5",
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

function loadApiKey(): string {
  return loadServerConfig({ DATA_DIR: path.join(root, "data") }).apiKey;
}

const desk = (pathName: string, body?: unknown, user: { email: string } | null = asha) =>
  fetch(`${base}/reviews/desk${pathName}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin: base,
      ...(user ? { cookie: cookies.get(user.email)! } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("moderation in the desk", () => {
  it("lists reviews to operators only: 401 for a guest, 403 for anyone else", async () => {
    expect((await desk("/reviews", undefined, null)).status).toBe(401);
    expect((await desk("/reviews", undefined, outsider)).status).toBe(403);
    expect((await desk("/reviews/abcdefghij", { action: "publish" }, outsider)).status).toBe(403);
    expect((await desk("/reviews")).status).toBe(200);
  });

  it("publishes a review with the operator's reply as their commit of its file, the text untouched", async () => {
    const text =
      "Die Große Tierwanderung war überwältigend.\n\nUnser Guide <b>Daniel</b> kannte jeden Winkel.";
    const id = await pendingReview(text);
    const listed = (await (await desk("/reviews")).json()) as { reviews: Array<{ id: string }> };
    expect(listed.reviews.map((review) => review.id)).toContain(id);

    expect(
      (await desk(`/reviews/${id}`, { action: "reply", text: "Asante sana, Anna!" })).status,
    ).toBe(200);
    expect(existsSync(path.join(root, "content", "reviews", `${id}.yaml`))).toBe(false);
    const before = published.length;
    const answer = await desk(`/reviews/${id}`, { action: "publish" });
    expect(answer.status).toBe(200);
    expect(published.length).toBe(before + 1);

    const file = git("show", `HEAD:content/reviews/${id}.yaml`);
    const today = new Date().toISOString().slice(0, 10);
    expect(yaml.load(file)).toEqual({
      id,
      // The tour by its file's name, not by the page's slug the proposal named it by.
      tour: "luxury-4-days",
      language: "de",
      rating: 5,
      lodges: [{ name: "Ashnil Mara Camp", rating: 5 }],
      title: "Unvergessliche Tage in der Mara",
      text,
      travelled: "2026-10",
      with: "couple",
      name: "Anna",
      published: today,
      reply: { text: "Asante sana, Anna!", date: today },
      featured: false,
    });
    expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${asha.name} <${asha.email}>`);

    expect((await desk(`/reviews/${id}`, { action: "feature", featured: true })).status).toBe(200);
    expect(yaml.load(git("show", `HEAD:content/reviews/${id}.yaml`))).toMatchObject({
      featured: true,
      text,
    });

    expect((await desk(`/reviews/${id}`, { action: "unpublish" })).status).toBe(200);
    expect(git("ls-tree", "-r", "--name-only", "HEAD", "content/reviews")).toBe("");
  });

  it("declines a review with its reason kept, writing nothing to the content", async () => {
    const id = await pendingReview(
      "Written from the operator's office, which a review must not be.",
    );
    const head = git("rev-parse", "HEAD");
    expect((await desk(`/reviews/${id}`, { action: "decline", reason: "" })).status).toBe(400);
    const answer = await desk(`/reviews/${id}`, {
      action: "decline",
      reason: "Written by staff",
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      review: { id, status: "declined", declineReason: "Written by staff" },
    });
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect((await desk(`/reviews/${id}`, { action: "feature", featured: true })).status).toBe(409);
  });

  it("refuses an unknown review and an unknown action with the reason", async () => {
    expect((await desk("/reviews/zzzzzzzzzz", { action: "publish" })).status).toBe(404);
    const bad = await desk("/reviews/zzzzzzzzzz", { action: "edit", text: "Better words" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: '"action" must be publish, unpublish, decline, reply or feature.',
    });
  });
});
