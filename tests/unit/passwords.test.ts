// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, scryptCost, verifyPassword } from "../../server/appwrite/users";

/** The hashing's behaviour at a cost a test can afford; the production cost is checked below. */
const testCost = { N: 2 ** 10, r: 8, p: 1 };

describe("operator passwords", () => {
  it("hashes with a salt of its own each time, and verifies only the right password", async () => {
    const first = await hashPassword("kilimanjaro-at-dawn-42", testCost);
    const second = await hashPassword("kilimanjaro-at-dawn-42", testCost);
    expect(first).not.toBe(second);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", first)).toBe(true);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", second)).toBe(true);
    expect(await verifyPassword("Kilimanjaro-at-dawn-42", first)).toBe(false);
    expect(await verifyPassword("kilimanjaro-at-dawn-42", "md5$whatever")).toBe(false);
  });

  it("stores the cost it hashed at, so a later cost still verifies older hashes", async () => {
    const [algorithm, N, r, p] = (await hashPassword("x", testCost)).split("$");
    expect([algorithm, Number(N), Number(r), Number(p)]).toEqual(["scrypt", 2 ** 10, 8, 1]);
  });

  it("costs at least what OWASP asks of scrypt (N·p of 2^17 with r = 8)", () => {
    expect(scryptCost.r).toBe(8);
    expect(scryptCost.N * scryptCost.p).toBeGreaterThanOrEqual(2 ** 17);
  });

  it("checks unknown addresses against a decoy of the production cost, which no password matches", async () => {
    const [algorithm, N, r, p] = decoyHash.split("$");
    expect([algorithm, Number(N), Number(r), Number(p)]).toEqual([
      "scrypt",
      scryptCost.N,
      scryptCost.r,
      scryptCost.p,
    ]);
    expect(await verifyPassword("", decoyHash)).toBe(false);
  });
});
