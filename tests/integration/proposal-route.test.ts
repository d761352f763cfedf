import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProposalId } from "../../data/domain/desk";
import { storeProposal } from "../../scripts/lib/payment-calls";
import { startService, type RunningService } from "./enquiries-service";

let service: RunningService;
let origin: string;

/** Each language's proposal shell, as the build writes it, told apart by its language. */
function writeShells(distDir: string): void {
  for (const [dir, lang] of [
    ["p", "en"],
    ["de/p", "de"],
    ["fr/p", "fr"],
  ] as const) {
    mkdirSync(path.join(distDir, dir), { recursive: true });
    writeFileSync(
      path.join(distDir, dir, "index.html"),
      `<!doctype html><html lang="${lang}"><title>Proposal shell</title></html>\n`,
    );
  }
  mkdirSync(path.join(distDir, "de"), { recursive: true });
  writeFileSync(
    path.join(distDir, "de", "404.html"),
    "<!doctype html><title>Nicht gefunden</title>\n",
  );
}

/** A proposal in `locale`, stored with the API key as the desk stores it, not accepted. */
const storeSent = (locale: string) => storeProposal(service.admin, { locale, accepted: false });

beforeAll(async () => {
  service = await startService({}, writeShells);
  origin = new URL(service.endpoint).origin;
});

afterAll(async () => {
  await service.close();
});

const get = (address: string) => fetch(`${origin}${address}`, { redirect: "manual" });

describe("a proposal's address", () => {
  it("serves the shell of the proposal's language, not indexed", async () => {
    const id = await storeSent("de");
    const response = await get(`/de/p/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toContain('<html lang="de">');
  });

  it("leads another language's address to the proposal's own", async () => {
    const id = await storeSent("de");
    for (const address of [`/p/${id}?utm_source=mail`, `/fr/p/${id}?utm_source=mail`]) {
      const response = await get(address);
      expect(response.status, address).toBe(302);
      expect(response.headers.get("location"), address).toBe(`/de/p/${id}?utm_source=mail`);
    }
    const english = await storeSent("en");
    const response = await get(`/de/p/${english}`);
    expect(response.headers.get("location")).toBe(`/p/${english}`);
  });

  it("answers the language's 404 page for an id that is unknown or malformed, alike", async () => {
    for (const address of [`/de/p/${newProposalId()}`, "/de/p/abc", `/de/p/${"A".repeat(32)}`]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toContain("Nicht gefunden");
    }
  });

  it("lets the desk frame the preview on its own origin only", async () => {
    const response = await get("/de/p/preview");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await response.text()).toContain('<html lang="de">');
  });

  it("is not a page of its own without an id", async () => {
    expect((await get("/p")).status).toBe(404);
    expect((await get("/de/p")).status).toBe(404);
  });
});
