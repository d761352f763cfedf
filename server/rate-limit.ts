import { isIPv6 } from "node:net";

/**
 * The client an address stands for, as the per-address limits count it: an IPv4 address (also
 * written as IPv6, ::ffff:a.b.c.d) as it is; an IPv6 address by its /64, the network one
 * subscriber is given, whose 2^64 addresses would otherwise each start a limit afresh.
 */
export function clientOf(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  // A dotted IPv4 tail stands for the last two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes(".") ? 2 : 1), 0);
  const [head = "", tail] = address.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - width(left) - width(right) }, () => "0");
  const network = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/**
 * A fixed window per client, one minute unless told, as Appwrite's abuse limits work: each call
 * counts, and the answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset
 * (the Unix time in seconds when the window ends); a refused call also carries Retry-After
 * (seconds). A client's window opens at its first call, not on the clock's minute or hour, so a
 * limit is the same whenever a client starts and never allows twice its number across a
 * boundary; a client whose window has ended is forgotten within another window.
 */
export class RateLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private windows = new Map<string, { start: number; count: number }>();
  private sweptAt: number;

  constructor(limit: number, options: { windowMs?: number; now?: () => number } = {}) {
    this.limit = limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.sweptAt = this.now();
  }

  /** Counts one call by `client`; `allowed` is false once its window's limit is used up. */
  hit(client: string): { allowed: boolean; headers: Record<string, string> } {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    const allowed = window.count <= this.limit;
    const windowEnd = window.start + this.windowMs;
    const headers: Record<string, string> = {
      "X-RateLimit-Limit": String(this.limit),
      "X-RateLimit-Remaining": String(Math.max(0, this.limit - window.count)),
      "X-RateLimit-Reset": String(Math.ceil(windowEnd / 1000)),
    };
    if (!allowed) headers["Retry-After"] = String(Math.max(1, Math.ceil((windowEnd - now) / 1000)));
    return { allowed, headers };
  }

  /** How many clients it keeps a window for. */
  get clients(): number {
    return this.windows.size;
  }

  /** Once a window, forgets the clients whose windows have ended. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    for (const [client, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(client);
  }
}

/**
 * A budget shared by every client (a token bucket): `perSecond` units flow in, up to `burst`
 * saved. Where many addresses together could outrun what the server can spend on an endpoint,
 * this caps the endpoint's total, whatever the per-client limits allow.
 */
export class SharedBudget {
  private available: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.available = burst;
    this.updatedAt = now();
  }

  /** Whether the budget has `amount` now (spending nothing); else the seconds until it will. */
  check(amount: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.available = Math.min(
      this.burst,
      this.available + ((now - this.updatedAt) / 1000) * this.perSecond,
    );
    this.updatedAt = now;
    if (amount <= this.available) return { allowed: true };
    const missing = Math.min(amount, this.burst) - this.available;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / this.perSecond)) };
  }

  /** Spends `amount` if the budget has it; otherwise says how many seconds until it will. */
  take(amount: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const answer = this.check(amount);
    if (answer.allowed) this.available -= amount;
    return answer;
  }
}
