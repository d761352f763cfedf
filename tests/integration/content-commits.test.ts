/**
 * The editor's backend on a production server (CONTENT_EDITOR=git): the desk's operators sign in
 * with the real account service, every save is a commit of theirs in the server's own content
 * repository (a real git repository in a temporary folder), published before it is answered; a
 * stale save is refused with who changed the entry; history and restore; hostile uploads.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { createApp, type App } from "../../server/app";
import type { Publish } from "../../server/content/commits";
import { loadServerConfig } from "../../server/config";
import { contentApiPath } from "../../server/content/routes";
import { addUser, sessionCookieName, signIn } from "./desk-session";
import { everyEditorCall } from "../editor-calls";

let app: App;
let root: string;
let base: string;
let gitDir: string;
/** A bare repository standing for the operator's git host, which the history is pushed to. */
let mirror: string;
const tourPath = "content/tours/luxury-7-days.yaml";
const tourFile = () => path.join(root, tourPath);

const asha = { email: "asha@example.com", password: "kilimanjaro-at-dawn-42", name: "Asha Mwangi" };
const baraka = {
  email: "baraka@example.com",
  password: "serengeti-by-night-7",
  name: "Baraka Otieno",
};
const outsider = { email: "writer@example.com", password: "not-an-operator-99", name: "Writer" };

/** What the publisher was asked, and how the next publish goes. */
const published: Array<{ photos: boolean }> = [];
let nextPublish: Awaited<ReturnType<Publish>> = { ok: true, seconds: 1.5 };
const publish: Publish = async (edit) => {
  published.push(edit);
  return nextPublish;
};

/** The session cookie of each signed-in user, by e-mail. */
const cookies = new Map<string, string>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "content-commits-"));
  const distDir = path.join(root, "dist");
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title>");
  cpSync("content", path.join(root, "content"), { recursive: true });
  cpSync("locales", path.join(root, "locales"), { recursive: true });
  mkdirSync(path.join(root, "images"));
  const dataDir = path.join(root, "data");
  gitDir = path.join(dataDir, "content.git");
  mirror = path.join(root, "mirror.git");
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", mirror]);
  app = await createApp(
    loadServerConfig({
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      HOST: "127.0.0.1",
      CONTENT_EDITOR: "git",
      CONTENT_EDITOR_ROOT: root,
      CONTENT_UPLOAD_MAX_MB: "1",
      CONTENT_REMOTE: mirror,
      RATE_LIMIT_SIGN_INS_PER_HOUR: "1000",
    }),
    { publish },
  );
  base = await app.app.listen({ port: 0, host: "127.0.0.1" });
  for (const user of [asha, baraka]) {
    await addUser(dataDir, { ...user, teams: [deskIds.operatorsTeamId] });
  }
  await addUser(dataDir, { ...outsider, teams: [] });
  for (const user of [asha, baraka, outsider]) {
    const { secret } = await signIn(`${base}/v1`, user);
    cookies.set(user.email, `${sessionCookieName}=${secret}`);
  }
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  published.length = 0;
  nextPublish = { ok: true, seconds: 1.5 };
});

type Caller = { cookie?: string; origin?: string | null };

/** An editor call as the editor's page on this site makes it, with the caller's cookie. */
async function call(action: string, params: Record<string, unknown>, caller: Caller = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.origin !== null) headers.origin = caller.origin ?? base;
  const response = await fetch(`${base}${contentApiPath}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ action, params, branch: "main" }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const as = (user: { email: string }): Caller => ({ cookie: cookies.get(user.email)! });

const git = (...args: string[]) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], { encoding: "utf8" }).trim();

type TourFile = {
  en: { title: string; costs: { solo: string | null } };
  de: { days: Array<{ title: string }> };
};

const readTour = () => yaml.load(readFileSync(tourFile(), "utf8")) as TourFile;

function edited(change: (tour: TourFile) => void, from = readFileSync(tourFile(), "utf8")) {
  const tour = yaml.load(from) as TourFile;
  change(tour);
  return yaml.dump(tour);
}

const persist = (caller: Caller, raw: string, extra: Record<string, unknown> = {}) =>
  call(
    "persistEntry",
    { dataFiles: [{ path: tourPath, slug: "luxury-7-days", raw, ...extra }], assets: [] },
    caller,
  );

/** Opens the tour in the editor as `caller`; resolves to the text and id it loaded. */
async function open(caller: Caller) {
  const { status, body } = await call("getEntry", { path: tourPath }, caller);
  expect(status).toBe(200);
  return body as { data: string; file: { id: string } };
}

const photo = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: "#c0a060" } })
    .toFormat(format)
    .toBuffer();

const everyCall = everyEditorCall(tourPath);

describe("who may call the editor's backend", () => {
  it.each(everyCall)(
    "%s: a guest gets 401, a non-operator 403, another site's page 403",
    async (action, params) => {
      const before = readFileSync(tourFile(), "utf8");
      const head = git("rev-parse", "HEAD");
      expect((await call(action, params)).status).toBe(401);
      const forged = `${sessionCookieName}=${Buffer.from('{"id":"x","secret":"y"}').toString("base64")}`;
      expect((await call(action, params, { cookie: forged })).status).toBe(401);
      const refused = await call(action, params, as(outsider));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/operators/);
      expect(refused.body.signedInAs).toEqual({ name: outsider.name, email: outsider.email });
      expect(
        (await call(action, params, { ...as(asha), origin: "https://evil.example" })).status,
      ).toBe(403);
      expect((await call(action, params, { ...as(asha), origin: null })).status).toBe(403);
      expect(readFileSync(tourFile(), "utf8")).toBe(before);
      expect(git("rev-parse", "HEAD")).toBe(head);
      expect(published).toEqual([]);
    },
  );

  it("tells the editor's page which operator is signed in", async () => {
    const { status, body } = await call("info", {}, as(asha));
    expect(status).toBe(200);
    expect(body.operator).toEqual({ name: asha.name, email: asha.email });
  });

  it("takes the session from the SameSite cookie only, not from a header a script could set", async () => {
    const secret = cookies.get(asha.email)!.split("=").slice(1).join("=");
    const response = await fetch(`${base}${contentApiPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-appwrite-session": secret },
      body: JSON.stringify({ action: "info", params: {} }),
    });
    expect(response.status).toBe(401);
  });

  it("reaches nothing outside content/ and images/", async () => {
    for (const relative of [
      "../package.json",
      "locales/de/sources.json",
      "content/../server/app.ts",
    ]) {
      const { status, body } = await call("getEntry", { path: relative }, as(asha));
      expect(status, relative).toBe(400);
      expect(body.error).toEqual(expect.any(String));
    }
    const { status } = await call(
      "persistEntry",
      { dataFiles: [{ path: "locales/de/sources.json", raw: "{}" }], assets: [] },
      as(asha),
    );
    expect(status).toBe(400);
  });
});

describe("a save", () => {
  it("is a commit with the operator as its author, naming the entry and the fields, then published", async () => {
    await open(as(asha));
    const raw = edited((tour) => {
      tour.en.costs.solo = "$5600";
      tour.de.days[1]!.title = "Ein ganzer Tag in Samburu";
    });
    const { status, body } = await persist(as(asha), raw);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: "Saved and live.", published: 1.5 });
    expect(published).toEqual([{ photos: false }]);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${asha.name} <${asha.email}>`);
    expect(git("log", "-1", "--format=%s")).toBe(
      "tours/luxury-7-days: en.costs.solo, de.days.1.title",
    );
    expect(git("log", "-1", "--format=%H")).toBe(body.commit);
    const mirrored = () =>
      execFileSync("git", [`--git-dir=${mirror}`, "log", "-1", "--format=%H", "main"], {
        encoding: "utf8",
      }).trim();
    // The push to the mirror follows the answer; the limit is a guard against a hang on a busy
    // machine, not a measure.
    await expect.poll(mirrored, { timeout: 60_000, interval: 50 }).toBe(body.commit);
    expect(git("show", "HEAD:content/tours/luxury-7-days.yaml")).toBe(
      readFileSync(tourFile(), "utf8").trim(),
    );
    // The German title was translated from the English already recorded as its source.
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "content/tours/luxury-7-days.yaml",
    ]);
  });

  it("that the schema refuses is answered with the reason and changes nothing", async () => {
    const head = git("rev-parse", "HEAD");
    await open(as(asha));
    const { status, body } = await persist(
      as(asha),
      edited((tour) => (tour.en.costs.solo = "abc")),
    );
    expect(status).toBe(422);
    expect(body.error).toMatch(/en\.costs\.solo/);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(published).toEqual([]);
  });

  it("whose build fails leaves the files and the history as they were, and says why", async () => {
    const before = readFileSync(tourFile(), "utf8");
    const head = git("rev-parse", "HEAD");
    nextPublish = { ok: false, seconds: 2, problem: "tours: luxury-7-days: the build broke" };
    await open(as(asha));
    const { status, body } = await persist(
      as(asha),
      edited((tour) => (tour.en.costs.solo = "$5700")),
    );
    expect(status).toBe(422);
    expect(body.error).toMatch(/stays as it was[\s\S]*the build broke/);
    expect(readFileSync(tourFile(), "utf8")).toBe(before);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git(`--work-tree=${root}`, "status", "--porcelain", "--", "content", "locales")).toBe(
      "",
    );
  });
});

describe("two operators, one entry", () => {
  it("refuses a save made on an out-of-date copy, naming who changed what and when", async () => {
    await open(as(asha));
    const stale = await open(as(baraka));
    expect(
      (
        await persist(
          as(asha),
          edited((tour) => (tour.en.costs.solo = "$5800")),
        )
      ).status,
    ).toBe(200);
    const mine = edited((tour) => (tour.en.costs.solo = "$5900"), stale.data);
    const { status, body } = await persist(as(baraka), mine);
    expect(status).toBe(409);
    expect(body.error).toContain(asha.name);
    expect(body.error).toContain("en.costs.solo");
    expect(body).toMatchObject({
      changedBy: { name: asha.name, email: asha.email },
      fields: ["en.costs.solo"],
    });
    expect(Date.parse(String(body.changedAt))).not.toBeNaN();
    expect(readTour().en.costs.solo).toBe("$5800");
    // The version the editor names is believed as the one it loaded.
    const named = await persist(as(asha), mine, { version: stale.file.id });
    expect(named.status).toBe(409);
    expect(readTour().en.costs.solo).toBe("$5800");
  });

  it("keeps both translators' saves of different languages of the same entry", async () => {
    const english = await open(as(asha));
    const german = await open(as(baraka));
    const price = edited((tour) => (tour.en.costs.solo = "$6100"), english.data);
    expect((await persist(as(asha), price)).status).toBe(200);
    const title = edited(
      (tour) => (tour.de.days[1]!.title = "Samburu, den ganzen Tag"),
      german.data,
    );
    const { status, body } = await persist(as(baraka), title);
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = readTour();
    expect(saved.en.costs.solo).toBe("$6100");
    expect(saved.de.days[1]!.title).toBe("Samburu, den ganzen Tag");
    expect(git("log", "-1", "--format=%an: %s")).toBe(
      `${baraka.name}: tours/luxury-7-days: de.days.1.title`,
    );
  });
});

describe("history and undo", () => {
  it("lists an entry's last changes: who, when, which fields and files", async () => {
    const { status, body } = await call("history", { path: tourPath }, as(asha));
    expect(status).toBe(200);
    const changes = body.changes as Array<{
      author: { name: string };
      date: string;
      fields: string[];
      files: string[];
    }>;
    expect(changes[0]).toMatchObject({
      author: { name: baraka.name },
      fields: ["de.days.1.title"],
      files: [tourPath],
    });
    expect(changes[1]).toMatchObject({ author: { name: asha.name }, fields: ["en.costs.solo"] });
    expect(changes.at(-1)).toMatchObject({ author: { name: "Release" } });
    expect(Date.parse(changes[0]!.date)).not.toBeNaN();
    const site = await call("history", {}, as(asha));
    expect((site.body.changes as unknown[]).length).toBeGreaterThan(changes.length - 1);
  });

  it("restores an earlier version as a new commit of the operator's, published", async () => {
    const release = git("rev-list", "--max-parents=0", "HEAD");
    const { status, body } = await call("restore", { path: tourPath, commit: release }, as(baraka));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(readFileSync(tourFile(), "utf8")).toBe(
      readFileSync(path.join("content", "tours", "luxury-7-days.yaml"), "utf8"),
    );
    expect(published).toEqual([{ photos: false }]);
    expect(git("log", "-1", "--format=%an: %s")).toMatch(
      new RegExp(`^${baraka.name}: tours/luxury-7-days restored to ${release.slice(0, 7)}: `),
    );
    expect(git("log", "-1", "--format=%(trailers:key=Fields,valueonly)")).toContain(
      "en.costs.solo",
    );
  });

  it("refuses to restore a version that is not in the history", async () => {
    for (const commit of ["f".repeat(40), "HEAD", "HEAD~1:content/tours/luxury-7-days.yaml"]) {
      const { status } = await call("restore", { path: tourPath, commit }, as(asha));
      expect(status, commit).toBe(404);
    }
  });
});

describe("uploads", () => {
  const upload = (relative: string, content: Buffer) =>
    call(
      "persistMedia",
      { asset: { path: relative, content: content.toString("base64"), encoding: "base64" } },
      as(asha),
    );

  it("takes a JPEG, a PNG and a WebP photo, each a commit, published with the photos' sizes", async () => {
    for (const [name, format] of [
      ["images/camp.jpg", "jpeg"],
      ["images/lion.png", "png"],
      ["images/river.webp", "webp"],
    ] as const) {
      const { status, body } = await upload(name, await photo(format));
      expect(status, JSON.stringify(body)).toBe(200);
      expect(git("log", "-1", "--format=%an: %s")).toBe(`${asha.name}: ${name}`);
    }
    expect(published).toEqual([{ photos: true }, { photos: true }, { photos: true }]);
  });

  it.each([
    ["an SVG named .jpg", "images/a.jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["an HTML page named .png", "images/a.png", Buffer.from("<!doctype html><script>1</script>")],
    ["an SVG", "images/a.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])("refuses %s, by its bytes", async (_name, relative, bytes) => {
    const head = git("rev-parse", "HEAD");
    const { status, body } = await upload(relative, bytes);
    expect([400, 415]).toContain(status);
    expect(body.error).toEqual(expect.any(String));
    expect(git("rev-parse", "HEAD")).toBe(head);
  });

  it("refuses an AVIF, a PNG named .jpg, and a photo past the size limit", async () => {
    const head = git("rev-parse", "HEAD");
    const avif = await upload("images/a.avif", await photo("avif"));
    expect(avif.status).toBe(415);
    expect(avif.body.error).toMatch(/only JPEG, PNG and WebP/);
    const renamed = await upload("images/a.jpg", await photo("png"));
    expect(renamed.status).toBe(415);
    expect(renamed.body.error).toMatch(/is a PNG image; name it \.png/);
    const large = Buffer.concat([await photo("jpeg"), Buffer.alloc(1024 * 1024 + 1)]);
    const tooLarge = await upload("images/large.jpg", large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatch(/at most 1 MB/);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(published).toEqual([]);
  });
});
