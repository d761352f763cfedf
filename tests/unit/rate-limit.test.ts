import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../server/rate-limit";

/** A clock the test moves by hand, starting 59.5 s into a minute of the wall clock. */
function clock() {
  let now = Date.UTC(2026, 11, 5, 22, 59, 59, 500);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("a client's rate limit", () => {
  it("allows its number of calls in a window and refuses the next, saying when to come back", () => {
    const time = clock();
    const limiter = new RateLimiter(3, { now: time.now });
    const remaining = [1, 2, 3].map(
      () => limiter.hit("198.51.100.4").headers["X-RateLimit-Remaining"],
    );
    expect(remaining).toEqual(["2", "1", "0"]);

    time.advance(20_000);
    const refused = limiter.hit("198.51.100.4");
    expect(refused.allowed).toBe(false);
    expect(refused.headers).toEqual({
      "X-RateLimit-Limit": "3",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": String(Math.ceil((time.now() - 20_000 + 60_000) / 1000)),
      "Retry-After": "40",
    });
    expect(limiter.hit("203.0.113.9").allowed).toBe(true);
  });

  it("opens a client's window at its first call, so the clock's minute or hour turning frees nothing", () => {
    const time = clock();
    const limiter = new RateLimiter(10, { windowMs: 60 * 60_000, now: time.now });
    for (let call = 1; call <= 10; call += 1) {
      expect([call, limiter.hit("198.51.100.4").allowed]).toEqual([call, true]);
      time.advance(200);
    }
    // Past the wall clock's hour (23:00:01.5), still the window of the first call.
    expect(limiter.hit("198.51.100.4")).toMatchObject({
      allowed: false,
      headers: { "X-RateLimit-Remaining": "0" },
    });

    time.advance(60 * 60_000);
    expect(limiter.hit("198.51.100.4")).toMatchObject({
      allowed: true,
      headers: { "X-RateLimit-Remaining": "9" },
    });
  });

  it("forgets a client whose window has ended once another window has passed", () => {
    const time = clock();
    const limiter = new RateLimiter(5, { now: time.now });
    for (let client = 1; client <= 100; client += 1) limiter.hit(`198.51.100.${client}`);
    expect(limiter.clients).toBe(100);

    time.advance(61_000);
    limiter.hit("203.0.113.9");
    expect(limiter.clients).toBe(1);
  });
});
