/** Shared scene scaffolding: sky + light + distant land + a textured plain, and depth helpers. */
import { mix, shade, type SkyName } from "./color";
import { cloudBank, haze, hill, ridgeLine, ridges, sky, skyOf, strokes, sun } from "./landscape";
import type { Rng } from "./prng";
import type { Art } from "./svg";
import { W } from "./svg";

export type Backdrop = {
  sky: SkyName;
  /** y of the horizon line. */
  horizon: number;
  sun?: { x: number; y: number; r: number; glow?: number };
  clouds?: {
    count: number;
    y0: number;
    y1: number;
    color?: string;
    opacity?: number;
    scale?: number;
  };
  /** Receding ridges between the horizon and this many px above it. */
  hills?: { count: number; rise: number; color?: string; amp?: number };
  /** Ground colours at the horizon and at the bottom edge. */
  ground: readonly [string, string];
  /** Number of texture strokes on the plain. */
  texture?: number;
  textureColor?: string;
  mist?: number;
};

/** Sky, sun, clouds, hills and ground; returns layers bottom-up. */
export function backdrop(art: Art, rng: Rng, b: Backdrop): string[] {
  const s = skyOf(b.sky);
  const layers = [sky(art, s, b.horizon + 40)];
  if (b.sun) layers.push(sun(art, b.sun.x, b.sun.y, b.sun.r, s, b.sun.glow));
  if (b.clouds) {
    layers.push(
      cloudBank(art, rng, {
        ...b.clouds,
        color: b.clouds.color ?? mix(s.haze, "#fff6e6", 0.4),
      }),
    );
  }
  if (b.hills) {
    const hillColor = b.hills.color ?? mix(s.haze, b.ground[0], 0.35);
    layers.push(
      ridges(art, rng, {
        from: b.horizon - b.hills.rise,
        to: b.horizon - b.hills.rise * 0.25,
        count: b.hills.count,
        far: mix(hillColor, s.haze, 0.45),
        near: hillColor,
        amp: b.hills.amp ?? 30,
      }),
    );
  }
  layers.push(plain(art, rng, b.horizon, b.ground[0], b.ground[1]));
  if (b.mist) layers.push(haze(art, b.horizon + 10, b.mist, s.haze, 0.7));
  if (b.texture) {
    layers.push(
      strokes(rng, {
        y0: b.horizon + 30,
        y1: 1600,
        count: b.texture,
        color: b.textureColor ?? shade(b.ground[1], -0.2),
        opacity: 0.35,
        length: 34,
        width: 3,
      }),
    );
  }
  return layers;
}

/** A nearly flat plain from the horizon down, lit at the far edge. */
export function plain(art: Art, rng: Rng, horizon: number, far: string, near: string): string {
  const pts = ridgeLine(rng, { y: horizon, amp: 6, step: 400, detail: 0.3 });
  const fill = art.linearAbs(
    [
      [0, far],
      [0.35, mix(far, near, 0.55)],
      [1, near],
    ],
    0,
    horizon,
    0,
    1600,
  );
  return hill(art, pts, fill, fill);
}

/** Perspective: scale for an object standing at y, 0 at the horizon and `near` at nearY. */
export function depth(y: number, horizon: number, nearY: number, near: number): number {
  return (near * (y - horizon)) / (nearY - horizon);
}

/** Evenly spread x positions with jitter, returned in drawing order (far first is the caller's job). */
export function spread(rng: Rng, count: number, x0 = 100, x1 = W - 100): number[] {
  const step = (x1 - x0) / count;
  return Array.from({ length: count }, (_, i) => x0 + step * (i + 0.5) + rng.jitter(0, step * 0.3));
}
