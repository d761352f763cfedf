// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, verifyPassword } from "../../server/appwrite/users";

describe("operator passwords", () => {
  it("hashes with a salt of its own each time, and verifies only the right password", async () => {
    const first = await hashPassword("kilimanjaro-at-dawn-42");
    const second = await hashPassword("kilimanjaro-at-dawn-42");
    expect(first).not.toBe(second);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", first)).toBe(true);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", second)).toBe(true);
    expect(await verifyPassword("Kilimanjaro-at-dawn-42", first)).toBe(false);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", "md5$whatever")).toBe(false);
  });

  it("costs at least what OWASP asks of scrypt (N·p of 2^17 with r = 8)", async () => {
    const [algorithm, N, r, p] = (await hashPassword("x")).split("$");
    expect(algorithm).toBe("scrypt");
    expect(Number(r)).toBe(8);
    expect(Number(N) * Number(p)).toBeGreaterThanOrEqual(2 ** 17);
  });

  it("checks unknown addresses against a decoy of the same cost, which no password matches", async () => {
    const parameters = (hash: string) => hash.split("$").slice(0, 4);
    expect(parameters(decoyHash)).toEqual(parameters(await hashPassword("x")));
    expect(await verifyPassword("", decoyHash)).toBe(false);
  });
});
