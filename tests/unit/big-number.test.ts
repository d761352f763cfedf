import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/** What the SDK asks of a BigNumber (site/big-number.cjs). */
type BigNumberClass = {
  new (text: string): {
    _isBigNumber: boolean;
    isInteger(): boolean;
    toFixed(): string;
    toNumber(): number;
  };
  isBigNumber(value: unknown): boolean;
};

const require = createRequire(import.meta.url);
const StandIn = require("../../site/big-number.cjs") as BigNumberClass;
/** bignumber.js itself, which json-bigint brings, to hold the stand-in to its answers. */
const BigNumber = require("bignumber.js") as BigNumberClass;

/**
 * Numbers json-bigint keeps as a BigNumber (written with more than 15 characters): whole ones
 * within and beyond 64 bits, written with an exponent or a fraction of zeros, and fractions.
 */
const numbers = [
  "12345678901234567890",
  "-9223372036854775808",
  "9007199254740993",
  "123456789012345678901234567890",
  "1.2345678901234567e3",
  "1.25000000000000e17",
  "-4.5e+20",
  "12345678901234567.000",
  "0.00000000000000001",
  "-123456789.123456789",
  "1234567890123456e-3",
  "0000000000000000",
];

describe("the Appwrite SDK's stand-in for bignumber.js", () => {
  it.each(numbers)("answers as bignumber.js does for %s", (text) => {
    const [mine, theirs] = [new StandIn(text), new BigNumber(text)];
    expect(mine.isInteger()).toBe(theirs.isInteger());
    if (theirs.isInteger()) expect(mine.toFixed()).toBe(theirs.toFixed());
    expect(mine.toNumber()).toBe(theirs.toNumber());
    expect(StandIn.isBigNumber(mine)).toBe(true);
    expect(mine._isBigNumber).toBe(true);
  });

  it("is told apart from what is not one", () => {
    expect(StandIn.isBigNumber("12345678901234567890")).toBe(false);
    expect(StandIn.isBigNumber({ _isBigNumber: true })).toBe(false);
  });
});
