import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yaml from "js-yaml";
import sharp from "sharp";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { contentApiPath } from "../../server/content/routes";

/**
 * The editor's local backend (server/content/), as Decap CMS calls it: a copy of the checkout's
 * tour file, read, saved and refused through the protocol of decap-server's file system mode.
 */

let app: App;
let root: string;
const tourPath = "content/tours/luxury-7-days.yaml";
const tourFile = () => path.join(root, tourPath);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "content-backend-"));
  const distDir = path.join(root, "dist");
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title>");
  cpSync(path.join("content", "tours"), path.join(root, "content", "tours"), { recursive: true });
  cpSync(path.join("content", "faq"), path.join(root, "content", "faq"), { recursive: true });
  cpSync(path.join("content", "services"), path.join(root, "content", "services"), {
    recursive: true,
  });
  cpSync(path.join("content", "destinations"), path.join(root, "content", "destinations"), {
    recursive: true,
  });
  cpSync(path.join("content", "pages"), path.join(root, "content", "pages"), { recursive: true });
  cpSync(path.join("content", "legal"), path.join(root, "content", "legal"), { recursive: true });
  cpSync(path.join("content", "partners.yaml"), path.join(root, "content", "partners.yaml"));
  mkdirSync(path.join(root, "images"));
  app = await createApp(
    loadServerConfig({
      DATA_DIR: path.join(root, "data"),
      DIST_DIR: distDir,
      PORT: "0",
      CONTENT_EDITOR: "1",
      CONTENT_EDITOR_ROOT: root,
    }),
  );
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

const call = (action: string, params: Record<string, unknown>, headers = {}) =>
  app.app.inject({
    method: "POST",
    url: contentApiPath,
    headers: { host: "localhost:3000", ...headers },
    payload: { action, params, branch: "main" },
  });

type TourFile = {
  en: { title: string; costs: { solo: string | null }; days: Array<{ title: string }> };
  de: { days: Array<{ title: string }> };
};

/** The tour file with one change, as Decap's YAML would send it. */
function edited(change: (tour: TourFile) => void): string {
  const tour = yaml.load(readFileSync(tourFile(), "utf8")) as TourFile;
  change(tour);
  return yaml.dump(tour);
}

/** A photo as a camera's JPEG starts: one white pixel. */
const jpeg = await sharp({
  create: { width: 1, height: 1, channels: 3, background: "#ffffff" },
})
  .jpeg()
  .toBuffer();

/**
 * YAML for a list `depth` levels deep whose every level repeats the one below it ten times, by
 * alias: a few hundred bytes that stand for 10^depth texts.
 */
function nestedAliases(depth: number): string {
  let yamlText = '&l0 ["Game drives"]';
  for (let level = 1; level <= depth; level += 1) {
    yamlText = `&l${level} [${yamlText}, ${Array.from({ length: 9 }, () => `*l${level - 1}`).join(", ")}]`;
  }
  return yamlText;
}

const persist = (raw: string, filePath = tourPath) =>
  call("persistEntry", {
    dataFiles: [{ path: filePath, slug: "luxury-7-days", raw }],
    assets: [],
    options: { collectionName: "tours", commitMessage: "Update tour", useWorkflow: false },
  });

describe("the editor's local backend", () => {
  it("says it is a local file system backend", async () => {
    const response = await call("info", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ publish_modes: ["simple"], type: "local_fs" });
  });

  it("lists a collection's entries with their text", async () => {
    const response = await call("entriesByFolder", {
      folder: "content/tours",
      extension: "yaml",
      depth: 1,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Array<{ data: string; file: { path: string; id: string } }>;
    expect(entries).toHaveLength(readdirSync("content/tours").length);
    const entry = entries.find((found) => found.file.path === tourPath);
    expect(entry?.data).toBe(readFileSync(tourFile(), "utf8"));
    expect(entry?.file.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes every tour file of the checkout back as it is", async () => {
    for (const file of readdirSync(path.join(root, "content", "tours"))) {
      const filePath = `content/tours/${file}`;
      const saved = await persist(readFileSync(path.join(root, filePath), "utf8"), filePath);
      expect(saved.statusCode, `${filePath}: ${saved.body}`).toBe(200);
    }
    expect(existsSync(path.join(root, "locales"))).toBe(false);
    for (const file of readdirSync(path.join(root, "content", "tours"))) {
      expect(readFileSync(path.join(root, "content", "tours", file), "utf8"), file).toBe(
        readFileSync(path.join("content", "tours", file), "utf8"),
      );
    }
  });

  it("writes a save in the content's own layout, whatever layout Decap sends", async () => {
    const original = readFileSync(tourFile(), "utf8");
    const reflowed = yaml.dump(yaml.load(original), { lineWidth: 40 });
    expect(reflowed).not.toBe(original);
    expect((await persist(reflowed)).statusCode).toBe(200);
    expect(readFileSync(tourFile(), "utf8")).toBe(original);
  });

  it("saves a valid edit and records the English a changed translation was made from", async () => {
    const raw = edited((tour) => {
      tour.en.costs.solo = "$5600";
      tour.de.days[1]!.title = "Ein ganzer Tag in Samburu";
    });
    const response = await persist(raw);
    expect(response.statusCode).toBe(200);
    const saved = yaml.load(readFileSync(tourFile(), "utf8")) as TourFile;
    expect(saved.en.costs.solo).toBe("$5600");
    expect(saved.de.days[1]!.title).toBe("Ein ganzer Tag in Samburu");
    const sources = JSON.parse(
      readFileSync(path.join(root, "locales", "de", "sources.json"), "utf8"),
    ) as Record<string, string>;
    expect(sources).toEqual({
      "tours/luxury-7-days:days.1.title": saved.en.days[1]!.title,
    });
  });

  it.each([
    ["an empty title", (tour: TourFile) => (tour.en.title = ""), /en\.title/],
    ["a price of abc", (tour: TourFile) => (tour.en.costs.solo = "abc"), /en\.costs\.solo/],
    [
      "a missing German translation",
      (tour: TourFile) => (tour.de.days[1]!.title = ""),
      /de\.days\.1\.title: The de translation of days\.1\.title is missing/,
    ],
    [
      "an entry past its size limit",
      (tour: TourFile) => (tour.en.title = "Safari ".repeat(100_000)),
      /at most 512 KB/,
    ],
  ])("refuses %s, naming the file and field, and writes nothing", async (_name, change, field) => {
    const before = readFileSync(tourFile(), "utf8");
    const response = await persist(edited(change));
    expect([413, 422]).toContain(response.statusCode);
    const { error } = response.json() as { error: string };
    expect(error).toContain(tourPath);
    expect(error).toMatch(field);
    expect(readFileSync(tourFile(), "utf8")).toBe(before);
  });

  it("refuses a save whose lists or texts are YAML aliases that would write past the entry's limit, writing nothing", async () => {
    const before = readFileSync(tourFile(), "utf8");
    const tour = yaml.load(before) as TourFile & { en: { included: string[] } };
    const json = JSON.stringify(tour);
    // YAML reads JSON, anchors and aliases included: under 96 KB that stand for 5 MB of text.
    const text = json.replaceAll(
      '"included":[',
      `"included":[&text "${"Game drives. ".repeat(80)}", ${"*text, ".repeat(800)}`,
    );
    // A list that stands in ten places, each of whose items stands for ten…
    const lists = json.replace(/"included":\[[^\]]*\]/, `"included":${nestedAliases(8)}`);
    for (const [raw, reason] of [
      [text, /would write more than 512 KB/],
      [lists, /alias/],
    ] as const) {
      expect(raw.length).toBeLessThan(96 * 1024);
      const response = await persist(raw);
      expect([413, 422]).toContain(response.statusCode);
      const { error } = response.json() as { error: string };
      expect(error).toContain(tourPath);
      expect(error).toMatch(reason);
      expect(readFileSync(tourFile(), "utf8")).toBe(before);
    }
  });

  it("refuses a save whose file as written would pass the entry's limit, though it sent less", async () => {
    const before = readFileSync(tourFile(), "utf8");
    const tour = yaml.load(before) as TourFile & { en: { days: Array<{ description: string }> } };
    // Each line of a long text is indented where it is written: 3 bytes sent become 10.
    tour.en.days[0]!.description = `${"x\n".repeat(60_000)}Then lunch.`;
    const raw = JSON.stringify(tour);
    expect(raw.length).toBeLessThan(512 * 1024);
    const response = await persist(raw);
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: string }).error).toMatch(
      new RegExp(`${tourPath}: .*would write more than 512 KB`),
    );
    expect(readFileSync(tourFile(), "utf8")).toBe(before);
  });

  it("checks every collection's files with its own schema", async () => {
    const [question] = readdirSync(path.join(root, "content", "faq"));
    const filePath = `content/faq/${question}`;
    const faq = yaml.load(readFileSync(path.join(root, filePath), "utf8")) as {
      en: { question: string };
    };
    expect((await persist(yaml.dump(faq), filePath)).statusCode).toBe(200);
    faq.en.question = " ";
    const refused = await persist(yaml.dump(faq), filePath);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(`${filePath}: en.question`);
  });

  it("saves a service, and refuses one with an empty title or an icon the kit lacks", async () => {
    type Service = { en: { title: string; icon: string }; de: { title: string } };
    const filePath = "content/services/game-drives.yaml";
    const servicePath = path.join(root, filePath);
    const service = (change: (entry: Service) => void) => {
      const entry = yaml.load(readFileSync(servicePath, "utf8")) as Service;
      change(entry);
      return yaml.dump(entry);
    };
    const title = "Pirschfahrten im offenen Geländewagen";
    const saved = await persist(
      service((entry) => (entry.de.title = title)),
      filePath,
    );
    expect(saved.statusCode).toBe(200);
    expect((yaml.load(readFileSync(servicePath, "utf8")) as Service).de.title).toBe(title);
    const before = readFileSync(servicePath, "utf8");
    for (const [change, field] of [
      [(entry: Service) => (entry.en.title = ""), /en\.title: The title is empty/],
      [(entry: Service) => (entry.en.icon = "unicorn"), /en\.icon: The icon is one of/],
    ] as const) {
      const refused = await persist(service(change), filePath);
      expect(refused.statusCode).toBe(422);
      const { error } = refused.json() as { error: string };
      expect(error).toContain(filePath);
      expect(error).toMatch(field);
      expect(readFileSync(servicePath, "utf8")).toBe(before);
    }
  });

  it("saves a destination's month, and refuses eleven months or a month of damp rain", async () => {
    type Month = { rain: string; note: string };
    type Destination = { en: { months: Month[] }; de: { months: Array<{ note: string }> } };
    const filePath = "content/destinations/samburu.yaml";
    const destinationPath = path.join(root, filePath);
    const destination = (change: (entry: Destination) => void) => {
      const entry = yaml.load(readFileSync(destinationPath, "utf8")) as Destination;
      change(entry);
      return yaml.dump(entry);
    };
    const note = "Heiß und trocken: Elefanten kommen mittags zum Ewaso Nyiro.";
    const saved = await persist(
      destination((entry) => {
        const [january] = entry.de.months;
        if (january) january.note = note;
      }),
      filePath,
    );
    expect(saved.statusCode).toBe(200);
    expect(
      (yaml.load(readFileSync(destinationPath, "utf8")) as Destination).de.months[0]?.note,
    ).toBe(note);
    const before = readFileSync(destinationPath, "utf8");
    for (const [change, field] of [
      [(entry: Destination) => entry.en.months.pop(), /en\.months: The months are twelve/],
      [
        (entry: Destination) => {
          const [july] = entry.en.months.slice(6);
          if (july) july.rain = "damp";
        },
        /en\.months\.6\.rain: The rain is one of: dry, showers, wet/,
      ],
    ] as const) {
      const refused = await persist(destination(change), filePath);
      expect(refused.statusCode).toBe(422);
      const { error } = refused.json() as { error: string };
      expect(error).toContain(filePath);
      expect(error).toMatch(field);
    }
    expect(readFileSync(destinationPath, "utf8")).toBe(before);
  });

  it("saves the about page with its own schema, and records its texts' stable ids", async () => {
    type About = { en: { mission: string }; de: { mission: string; story: string[] } };
    const filePath = "content/pages/about.yaml";
    const aboutPath = path.join(root, filePath);
    const about = (change: (page: About) => void) => {
      const page = yaml.load(readFileSync(aboutPath, "utf8")) as About;
      change(page);
      return yaml.dump(page);
    };
    const mission = "Jedem Reisenden eine sichere und persönliche Safari schenken.";
    expect(
      (
        await persist(
          about((page) => (page.de.mission = mission)),
          filePath,
        )
      ).statusCode,
    ).toBe(200);
    const saved = yaml.load(readFileSync(aboutPath, "utf8")) as About;
    expect(saved.de.mission).toBe(mission);
    const sources = JSON.parse(
      readFileSync(path.join(root, "locales", "de", "sources.json"), "utf8"),
    ) as Record<string, string>;
    expect(sources["pages/about:mission"]).toBe(saved.en.mission);
    const before = readFileSync(aboutPath, "utf8");
    const refused = await persist(
      about((page) => (page.de.story[1] = "")),
      filePath,
    );
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(
      `${filePath}: de.story.1: The de translation of story.1 is missing`,
    );
    expect(readFileSync(aboutPath, "utf8")).toBe(before);
  });

  it("refuses a legal section without a heading, and a file of no page", async () => {
    type Legal = { en: { sections: Array<{ heading: string }> } };
    const filePath = "content/legal/privacy-policy.yaml";
    const page = yaml.load(readFileSync(path.join(root, filePath), "utf8")) as Legal;
    page.en.sections[3]!.heading = "";
    const refused = await persist(yaml.dump(page), filePath);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(
      `${filePath}: en.sections.3.heading: A section's heading is empty`,
    );
    const unknown = await persist(yaml.dump(page), "content/legal/refund-policy.yaml");
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { error: string }).error).toContain('no collection "legal"');
  });

  it("refuses to write or delete a review: those are published in the desk", async () => {
    const filePath = "content/reviews/b3n8c2v5z0.yaml";
    const review = readFileSync(
      path.resolve(import.meta.dirname, "../fixtures/reviews/b3n8c2v5z0.yaml"),
      "utf8",
    );
    const refused = await persist(review, filePath);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(
      `${filePath}: reviews are published and unpublished in the desk`,
    );
    expect(existsSync(path.join(root, filePath))).toBe(false);
    const deleted = await call("deleteFile", { path: filePath });
    expect(deleted.statusCode).toBe(422);
  });

  it("saves the partners' list file, and refuses a partner without a web address", async () => {
    type Partners = { en: { partners: Array<{ name: string; url: string }> } };
    const filePath = "content/partners.yaml";
    const list = yaml.load(readFileSync(path.join(root, filePath), "utf8")) as Partners;
    list.en.partners.reverse();
    expect((await persist(yaml.dump(list), filePath)).statusCode).toBe(200);
    list.en.partners[0]!.url = "kws";
    const refused = await persist(yaml.dump(list), filePath);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(`${filePath}: en.partners.0.url`);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/logo.svg",
  ])("refuses a partner whose address is %s: a link is http or https", async (url) => {
    type Partners = { en: { partners: Array<{ url: string }> } };
    const filePath = "content/partners.yaml";
    const before = readFileSync(path.join(root, filePath), "utf8");
    const list = yaml.load(before) as Partners;
    list.en.partners[1]!.url = url;
    const refused = await persist(yaml.dump(list), filePath);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toContain(
      `${filePath}: en.partners.1.url: A partner's address is a web address, https://…`,
    );
    expect(readFileSync(path.join(root, filePath), "utf8")).toBe(before);
  });

  it("reaches no file outside content/ and the image sources", async () => {
    const before = readFileSync(tourFile(), "utf8");
    const raw = edited(() => undefined);
    for (const filePath of [
      "content/tours/../../package.json",
      "../outside.yaml",
      "/etc/passwd.yaml",
      "content/tours/..\\..\\x.yaml",
      "server/main.yaml",
    ]) {
      const saved = await persist(raw, filePath);
      expect(saved.statusCode, filePath).toBeGreaterThanOrEqual(400);
      expect(saved.statusCode, filePath).toBeLessThan(500);
      const read = await call("getEntry", { path: filePath });
      expect(read.statusCode, filePath).toBe(400);
    }
    const media = await call("getMediaFile", {
      path: "images/../content/tours/luxury-7-days.yaml",
    });
    expect(media.statusCode).toBe(400);
    expect(readFileSync(tourFile(), "utf8")).toBe(before);
  });

  it("keeps an upload only when its bytes are the JPEG, PNG or WebP image its name says", async () => {
    const pixel = sharp({ create: { width: 1, height: 1, channels: 3, background: "#c08040" } });
    const images = {
      "images/upload-check.jpg": jpeg,
      "images/upload-check.png": await pixel.clone().png().toBuffer(),
      "images/upload-check.webp": await pixel.clone().webp().toBuffer(),
    };
    for (const [filePath, bytes] of Object.entries(images)) {
      const stored = await call("persistMedia", {
        asset: { path: filePath, content: bytes.toString("base64"), encoding: "base64" },
      });
      expect(stored.statusCode, filePath).toBe(200);
      expect(readFileSync(path.join(root, filePath))).toEqual(bytes);
    }
    const refused: Array<[string, Buffer]> = [
      ["images/page.jpg", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["images/drawing.png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ["images/named-webp.webp", images["images/upload-check.png"]],
      ["images/empty.jpg", Buffer.alloc(0)],
    ];
    for (const [filePath, bytes] of refused) {
      const stored = await call("persistMedia", {
        asset: { path: filePath, content: bytes.toString("base64"), encoding: "base64" },
      });
      expect(stored.statusCode, filePath).toBe(415);
      expect((stored.json() as { error: string }).error, filePath).toMatch(
        new RegExp(`${filePath}: .*not a (JPEG|PNG|WebP) image`),
      );
      expect(existsSync(path.join(root, filePath)), filePath).toBe(false);
    }
    const before = readFileSync(tourFile(), "utf8");
    const withAsset = await call("persistEntry", {
      dataFiles: [{ path: tourPath, raw: edited((tour) => (tour.en.title = "Changed")) }],
      assets: [{ path: "images/with-entry.jpg", content: refused[0]![1].toString("base64") }],
    });
    expect(withAsset.statusCode).toBe(415);
    expect(readFileSync(tourFile(), "utf8")).toBe(before);
    expect(existsSync(path.join(root, "images", "with-entry.jpg"))).toBe(false);
  });

  it("follows no link in content/ or the image sources out of the checkout", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "content-backend-outside-"));
    try {
      const secret = path.join(outside, "secret.yaml");
      writeFileSync(secret, "password: hunter2\n");
      writeFileSync(path.join(outside, "photo.jpg"), "outside");
      symlinkSync(secret, path.join(root, "content", "tours", "linked.yaml"));
      symlinkSync(outside, path.join(root, "content", "tours", "elsewhere"));
      symlinkSync(
        path.join(outside, "new.yaml"),
        path.join(root, "content", "tours", "nowhere.yaml"),
      );
      symlinkSync(path.join(outside, "photo.jpg"), path.join(root, "images", "linked.jpg"));
      symlinkSync(outside, path.join(root, "images", "elsewhere"));

      for (const filePath of [
        "content/tours/linked.yaml",
        "content/tours/elsewhere/secret.yaml",
        "content/tours/nowhere.yaml",
      ]) {
        const read = await call("getEntry", { path: filePath });
        expect(read.statusCode, filePath).toBe(400);
        expect(read.body, filePath).not.toContain("hunter2");
        const saved = await persist(
          edited(() => undefined),
          filePath,
        );
        expect(saved.statusCode, filePath).toBeGreaterThanOrEqual(400);
        expect(saved.statusCode, filePath).toBeLessThan(500);
      }
      const listed = await call("entriesByFolder", {
        folder: "content/tours",
        extension: "yaml",
        depth: 2,
      });
      expect(listed.body).not.toContain("hunter2");
      for (const filePath of ["images/linked.jpg", "images/elsewhere/photo.jpg"]) {
        expect((await call("getMediaFile", { path: filePath })).statusCode, filePath).toBe(400);
        const stored = await call("persistMedia", {
          asset: { path: filePath, content: jpeg.toString("base64"), encoding: "base64" },
        });
        expect(stored.statusCode, filePath).toBe(400);
        expect((await call("deleteFile", { path: filePath })).statusCode, filePath).toBe(400);
      }
      expect(readFileSync(secret, "utf8")).toBe("password: hunter2\n");
      expect(readFileSync(path.join(outside, "photo.jpg"), "utf8")).toBe("outside");
      expect(readdirSync(outside).sort()).toEqual(["photo.jpg", "secret.yaml"]);
    } finally {
      for (const link of [
        "content/tours/linked.yaml",
        "content/tours/elsewhere",
        "content/tours/nowhere.yaml",
        "images/linked.jpg",
        "images/elsewhere",
      ]) {
        rmSync(path.join(root, link), { force: true });
      }
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("keeps uploads to the image sources, and answers only this machine", async () => {
    const photo = jpeg.toString("base64");
    const stored = await call("persistMedia", {
      asset: { path: "images/leopard-tree.jpg", content: photo, encoding: "base64" },
    });
    expect(stored.statusCode).toBe(200);
    expect(readFileSync(path.join(root, "images", "leopard-tree.jpg"))).toEqual(jpeg);
    const script = await call("persistMedia", {
      asset: { path: "images/run.sh", content: photo, encoding: "base64" },
    });
    expect(script.statusCode).toBe(400);
    const fromAnotherSite = await call("info", {}, { origin: "https://example.com" });
    expect(fromAnotherSite.statusCode).toBe(403);
    const rebound = await call("info", {}, { host: "attacker.example" });
    expect(rebound.statusCode).toBe(403);
  });
});
