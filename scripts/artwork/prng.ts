/** Deterministic pseudo-random numbers for the artwork: same seed, same sequence, on every run. */

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from a string or a number. */
export class Rng {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === "string" ? hashString(seed) : seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  /** value ± spread. */
  jitter(value: number, spread: number): number {
    return value + (this.next() * 2 - 1) * spread;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Rng.pick on an empty list");
    return item;
  }

  /** An independent stream derived from this one, so adding draws in one place does not shift another. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`));
  }
}
