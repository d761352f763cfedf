/** Trees and plants, drawn in local units (ground at y = 0, about 100 units tall) and placed with a scale. */
import { shade } from "./color";
import type { Rng } from "./prng";
import { group, jointed, limb, path, place, poly, smooth, type Pt } from "./svg";

export type PlantLook = { fill: string; light?: string; flip?: boolean; opacity?: number };

/** A lumpy ellipse, the building block of canopies and bushes. */
export function lobe(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  points = 14,
): string {
  const pts: Pt[] = [];
  for (let k = 0; k < points; k++) {
    const a = (2 * Math.PI * k) / points;
    const r = rng.range(0.84, 1.1);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smooth(pts, true);
}

/** Lighter crowns on top of canopy lobes, for daylight scenes. */
function crowns(
  rng: Rng,
  lobes: readonly (readonly [number, number, number, number])[],
  light: string,
): string {
  return path(
    lobes
      .map(([cx, cy, rx, ry]) => plate(rng, cx - rx * 0.06, cy - ry * 0.3, rx * 0.8, ry * 0.6))
      .join(""),
    { fill: light, opacity: 0.6 },
  );
}

/** A canopy plate: ragged, domed top and an almost flat underside, as umbrella thorns grow. */
export function plate(rng: Rng, cx: number, cy: number, rx: number, ry: number): string {
  const pts: Pt[] = [];
  const top = 16;
  for (let k = 0; k <= top; k++) {
    const a = Math.PI + (Math.PI * k) / top;
    pts.push([
      cx + Math.cos(a) * rx * rng.range(0.95, 1.04),
      cy + Math.sin(a) * ry * rng.range(0.7, 1.15),
    ]);
  }
  for (let k = 1; k < 6; k++) {
    const a = (Math.PI * k) / 6;
    pts.push([cx + Math.cos(a) * rx * 0.96, cy + Math.sin(a) * ry * rng.range(0.25, 0.45)]);
  }
  return smooth(pts, true);
}

/**
 * Umbrella thorn acacia: a short trunk forking into a few limbs under a wide, flat, layered crown.
 * spread widens the crown, trunk sets the trunk height; tiers > 1 gives a taller, layered tree.
 */
export function acacia(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  look: PlantLook & { spread?: number; trunk?: number; tiers?: number },
): string {
  const spread = look.spread ?? 1;
  const trunkH = look.trunk ?? 44;
  const tiers = look.tiers ?? 1;
  const halfW = 68 * spread;
  const forkX = rng.jitter(0, 5);
  const forkY = -trunkH;
  const wood: string[] = [
    limb(0, -2, forkX, forkY, 9, 6),
    poly([
      [-12, 3],
      [-4, -10],
      [4, -10],
      [12, 3],
    ]),
  ];
  const lobes: [number, number, number, number][] = [];
  for (let tier = 0; tier < tiers; tier++) {
    const tierW = halfW * (1 - tier * 0.3);
    const baseY = forkY - 30 - tier * 24;
    const n = rng.int(4, 6) - tier;
    for (let i = 0; i < n; i++) {
      const t = n === 1 ? 0.5 : i / (n - 1);
      const cx = -tierW * 0.74 + tierW * 1.48 * t + rng.jitter(0, 7);
      const dome = 1 - Math.abs(cx) / (tierW * 1.1);
      const cy = baseY - dome * 9 - rng.range(0, 7);
      lobes.push([
        cx,
        cy,
        rng.range(24, 34) * Math.sqrt(spread) * (1 - tier * 0.15),
        rng.range(8, 12),
      ]);
      const midX = (forkX + cx) / 2 + rng.jitter(0, 6);
      const midY = (forkY + cy) / 2 + rng.jitter(0, 4);
      wood.push(
        jointed(
          [
            [forkX, forkY],
            [midX, midY],
            [cx * 0.92, cy + 3],
          ],
          [5.5, 3.6, 2.2],
        ),
      );
      if (rng.chance(0.6))
        wood.push(limb(midX, midY, midX + (cx - midX) * 1.3 + rng.jitter(0, 12), cy + 2, 2.4, 1.4));
    }
    for (let i = 0; i < n - 1; i++) {
      const a = lobes[lobes.length - n + i]!,
        b = lobes[lobes.length - n + i + 1]!;
      lobes.push([
        (a[0] + b[0]) / 2 + rng.jitter(0, 4),
        (a[1] + b[1]) / 2 - rng.range(3, 6),
        rng.range(16, 24) * Math.sqrt(spread),
        rng.range(6, 9),
      ]);
    }
  }
  const canopy = lobes.map(([cx, cy, rx, ry]) => plate(rng, cx, cy, rx, ry)).join("");
  const parts = [path(wood.join(""), { fill: look.fill }), path(canopy, { fill: look.fill })];
  if (look.light) parts.push(crowns(rng, lobes, look.light));
  return group({ transform: place(x, y, s, look.flip), opacity: look.opacity }, parts);
}

/** Yellow-barked fever tree: tall, upright, with open layered foliage. */
export function feverTree(rng: Rng, x: number, y: number, s: number, look: PlantLook): string {
  return acacia(rng, x, y, s, { ...look, spread: 0.62, trunk: 70, tiers: 2 });
}

/** Doum palm: a trunk that forks into two or three arms, each crowned with a fan of stiff leaves. */
export function doumPalm(rng: Rng, x: number, y: number, s: number, look: PlantLook): string {
  const wood: string[] = [limb(0, 2, 0, -56, 7, 5.5)];
  const tips: Pt[] = [];
  const arms = rng.int(2, 3);
  for (let i = 0; i < arms; i++) {
    const dir = arms === 1 ? 0 : -1 + (2 * i) / (arms - 1);
    const mid: Pt = [dir * 16 + rng.jitter(0, 3), -84 + rng.jitter(0, 5)];
    if (rng.chance(0.5)) {
      const a: Pt = [mid[0] - 10 + rng.jitter(0, 3), mid[1] - 26];
      const b: Pt = [mid[0] + 10 + rng.jitter(0, 3), mid[1] - 22];
      wood.push(jointed([[0, -56], mid, a], [5, 4, 3.2]), limb(mid[0], mid[1], b[0], b[1], 4, 3.2));
      tips.push(a, b);
    } else {
      const tip: Pt = [mid[0] + dir * 4, mid[1] - 26];
      wood.push(jointed([[0, -56], mid, tip], [5, 4, 3.2]));
      tips.push(tip);
    }
  }
  const leaves: string[] = [];
  const skirts: string[] = [];
  for (const [tx, ty] of tips) {
    skirts.push(
      smooth(
        [
          [tx - 7, ty - 2],
          [tx + 7, ty - 2],
          [tx + 6, ty + 10],
          [tx, ty + 16],
          [tx - 6, ty + 10],
        ],
        true,
      ),
    );
    const count = 19;
    for (let k = 0; k < count; k++) {
      const a = Math.PI * (0.95 + (1.1 * k) / (count - 1)) + rng.jitter(0, 0.07);
      const len = rng.range(22, 30);
      const droop = len * (0.2 + 0.25 * Math.abs(Math.cos(a)));
      const ex = tx + Math.cos(a) * len;
      const ey = ty + Math.sin(a) * len * 0.8 + droop;
      const mx = tx + Math.cos(a) * len * 0.5;
      const my = ty + Math.sin(a) * len * 0.5 - 2;
      leaves.push(
        jointed(
          [
            [tx, ty],
            [mx, my],
            [ex, ey],
          ],
          [3, 5.5, 1.2],
        ),
      );
    }
  }
  const skirtFill = look.light ? shade(look.fill, -0.2) : look.fill;
  return group({ transform: place(x, y, s, look.flip), opacity: look.opacity }, [
    path(wood.join(""), { fill: look.fill }),
    path(skirts.join(""), { fill: skirtFill }),
    path(leaves.join(""), { fill: look.light ?? look.fill }),
  ]);
}

/** Papyrus clump: slender stems, each topped by a starburst head. */
export function papyrus(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  look: PlantLook & { stems?: number },
): string {
  const n = look.stems ?? 14;
  let stems = "";
  let heads = "";
  for (let i = 0; i < n; i++) {
    const bx = rng.jitter(0, 10);
    const h = rng.range(60, 100);
    const lean = rng.jitter(0, 18);
    const tx = bx + lean,
      ty = -h;
    stems += `M${bx.toFixed(1)} 0Q${(bx + lean * 0.3).toFixed(1)} ${(-h * 0.5).toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}`;
    const rays = 16;
    for (let k = 0; k < rays; k++) {
      const a = Math.PI * (1 + k / (rays - 1)) + rng.jitter(0, 0.1);
      const len = rng.range(9, 14);
      heads += `M${tx.toFixed(1)} ${ty.toFixed(1)}q${(Math.cos(a) * len * 0.5).toFixed(1)} ${(Math.sin(a) * len * 0.7).toFixed(1)} ${(Math.cos(a) * len).toFixed(1)} ${(Math.sin(a) * len * 0.5 + len * 0.35).toFixed(1)}`;
    }
  }
  return group(
    {
      transform: place(x, y, s, look.flip),
      opacity: look.opacity,
      fill: "none",
      "stroke-linecap": "round",
    },
    [
      path(stems, { stroke: look.fill, "stroke-width": 1.8 }),
      path(heads, { stroke: look.light ?? look.fill, "stroke-width": 1.1 }),
    ],
  );
}

/** Candelabra euphorbia: a trunk with arms that curve out and then straight up. */
export function euphorbia(rng: Rng, x: number, y: number, s: number, look: PlantLook): string {
  const parts: string[] = [limb(0, 2, 0, -70, 8, 6)];
  const arms = rng.int(4, 7);
  for (let i = 0; i < arms; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const y0 = -40 - i * 6 - rng.range(0, 6);
    const out = side * rng.range(12, 30);
    const top = y0 - rng.range(24, 44);
    parts.push(
      jointed(
        [
          [0, y0],
          [out * 0.8, y0 - 2],
          [out, y0 - 10],
          [out, top],
        ],
        [5, 5, 5, 4.2],
      ),
    );
  }
  return group(
    { transform: place(x, y, s, look.flip), opacity: look.opacity },
    path(parts.join(""), { fill: look.fill }),
  );
}

/** A low, rounded bush. */
export function bush(rng: Rng, x: number, y: number, s: number, look: PlantLook): string {
  const lobes: [number, number, number, number][] = [];
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const cx = (i - (n - 1) / 2) * 14 + rng.jitter(0, 4);
    lobes.push([cx, -10 - rng.range(0, 8), rng.range(11, 17), rng.range(9, 13)]);
  }
  const parts = [
    path(lobes.map(([cx, cy, rx, ry]) => lobe(rng, cx, cy, rx, ry)).join(""), { fill: look.fill }),
  ];
  if (look.light) parts.push(crowns(rng, lobes, look.light));
  return group({ transform: place(x, y, s, look.flip), opacity: look.opacity }, parts);
}

/** A broad forest tree crown (for forest belts and the fig tree). */
export function roundTree(rng: Rng, x: number, y: number, s: number, look: PlantLook): string {
  const lobes: [number, number, number, number][] = [];
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, 14);
    lobes.push([
      Math.cos(a) * r * 1.4,
      -62 + Math.sin(a) * r,
      rng.range(16, 24),
      rng.range(14, 20),
    ]);
  }
  const parts = [
    path(limb(0, 2, 0, -50, 8, 5), { fill: look.fill }),
    path(lobes.map(([cx, cy, rx, ry]) => lobe(rng, cx, cy, rx, ry)).join(""), { fill: look.fill }),
  ];
  if (look.light) parts.push(crowns(rng, lobes, look.light));
  return group({ transform: place(x, y, s, look.flip), opacity: look.opacity }, parts);
}
