/**
 * Animal silhouettes. Each is drawn in local units facing right with its feet on y = 0, at a common
 * scale (about 3 cm per unit: an elephant stands 100 units at the shoulder, a person 58 units tall),
 * so animals placed with the same scale sit together believably.
 */
import { shade } from "./color";
import type { Rng } from "./prng";
import type { Art } from "./svg";
import { group, jointed, limb, oval, path, place, poly, smooth, type Pt } from "./svg";

export type Look = {
  fill: string;
  /** Colour of the legs on the far side; defaults to a slightly darker fill. */
  far?: string;
  flip?: boolean;
  rotate?: number;
  opacity?: number;
};

type Layer = readonly [fill: string, paths: readonly string[]];

/** Place a figure made of colour layers (each layer one <path>) at (x, y) and scale s. */
function figure(
  x: number,
  y: number,
  s: number,
  look: Look,
  layers: readonly (Layer | string)[],
  extra = 1,
): string {
  return group(
    { transform: place(x, y, s * extra, look.flip, look.rotate), opacity: look.opacity },
    layers.map((l) => (typeof l === "string" ? l : path(l[1].join(""), { fill: l[0] }))),
  );
}

const farOf = (look: Look) => look.far ?? shade(look.fill, -0.14);

/** Four legs as [far front, far rear] behind and [near front, near rear] in front, swinging with stride. */
function legs(
  front: number,
  rear: number,
  top: number,
  stride: number,
  widths: readonly [number, number, number],
  rearWidths: readonly [number, number, number] = widths,
  hockBack = 4,
): { far: string[]; near: string[] } {
  const leg = (x: number, swing: number, w: readonly number[], hock: number) =>
    jointed(
      [
        [x, top],
        [x + swing * 0.5 - hock, top * 0.45],
        [x + swing, -w[2]! / 2],
      ],
      w,
    );
  return {
    far: [leg(front - 6, -stride * 6, widths, 0), leg(rear + 6, stride * 5, rearWidths, hockBack)],
    near: [leg(front, stride * 7, widths, 0), leg(rear, -stride * 6, rearWidths, hockBack)],
  };
}

export function elephant(
  x: number,
  y: number,
  s: number,
  look: Look & { stride?: number; tusk?: string; ear?: string },
): string {
  const st = look.stride ?? 0.5;
  const body = smooth(
    [
      [-58, -62],
      [-55, -84],
      [-34, -97],
      [-6, -92],
      [20, -101],
      [40, -97],
      [52, -80],
      [50, -54],
      [30, -44],
      [0, -41],
      [-30, -44],
      [-52, -50],
    ],
    true,
  );
  const head = smooth(
    [
      [36, -98],
      [52, -113],
      [68, -106],
      [77, -86],
      [74, -66],
      [60, -58],
      [46, -70],
    ],
    true,
  );
  const trunk = jointed(
    [
      [70, -78],
      [77, -52],
      [75, -27],
      [78, -10],
      [85, -6],
    ],
    [18, 13, 10, 7.5, 6],
  );
  const ear = smooth(
    [
      [47, -100],
      [32, -106],
      [19, -96],
      [16, -77],
      [23, -59],
      [35, -54],
      [46, -63],
      [51, -84],
    ],
    true,
  );
  const l = legs(38, -38, -60, st, [20, 17, 18], [22, 17, 18], 2);
  const tail =
    jointed(
      [
        [-57, -72],
        [-61, -52],
        [-61, -38],
      ],
      [3.5, 2.6, 2.2],
    ) + oval(-61, -36, 2.6, 4.5);
  const layers: (Layer | string)[] = [
    [farOf(look), l.far],
    [look.fill, [body, head, trunk, tail, ...l.near]],
    [look.ear ?? shade(look.fill, 0.07), [ear]],
  ];
  if (look.tusk)
    layers.push([
      look.tusk,
      [
        jointed(
          [
            [65, -63],
            [77, -50],
            [87, -52],
          ],
          [5, 4, 2],
        ),
      ],
    ]);
  return figure(x, y, s, look, layers);
}

/** Giraffe; neck is the angle of the neck above horizontal in degrees (65 standing, 80 browsing high). */
export function giraffe(
  art: Art,
  x: number,
  y: number,
  s: number,
  look: Look & {
    neck?: number;
    stride?: number;
    coat?: "plain" | "reticulated" | "patched";
    patch?: string;
  },
): string {
  const st = look.stride ?? 0.3;
  const a = ((look.neck ?? 65) * Math.PI) / 180;
  const base: Pt = [26, -100];
  const hx = base[0] + Math.cos(a) * 80,
    hy = base[1] - Math.sin(a) * 80;
  const b = a - (115 * Math.PI) / 180;
  const mx = hx + Math.cos(b) * 19,
    my = hy - Math.sin(b) * 19;
  const up = (ang: number, len: number): Pt => [hx + Math.cos(ang) * len, hy - Math.sin(ang) * len];
  const body = smooth(
    [
      [-36, -86],
      [-30, -99],
      [-6, -103],
      [16, -112],
      [32, -106],
      [38, -90],
      [30, -74],
      [4, -70],
      [-22, -73],
      [-34, -78],
    ],
    true,
  );
  const neck = limb(22, -96, hx, hy, 28, 10);
  const head = limb(hx, hy, mx, my, 11, 6.5);
  const o1 = up(a + 0.35, 10),
    o2 = up(a + 0.12, 10);
  const horns =
    limb(hx - 1, hy, o1[0], o1[1], 2.6, 2.2) +
    oval(o1[0], o1[1], 2, 2) +
    limb(hx, hy, o2[0], o2[1], 2.6, 2.2) +
    oval(o2[0], o2[1], 2, 2);
  const e = up(a + 1.6, 8);
  const ear = limb(hx, hy, e[0], e[1], 4, 2);
  const l = legs(32, -30, -80, st, [9, 5.5, 4.5], [12, 5.5, 4.5], 5);
  const tail =
    jointed(
      [
        [-35, -92],
        [-40, -72],
        [-40, -58],
      ],
      [2.5, 2, 1.8],
    ) + oval(-40, -54, 2.4, 5);
  const silhouette = [body, neck, head, horns, ear, tail, ...l.near];
  const layers: (Layer | string)[] = [[farOf(look), l.far]];
  if (look.coat && look.coat !== "plain") {
    const clip = art.clip(path(silhouette.join("")));
    const patches = giraffePatches(
      art.rng.fork("coat"),
      look.patch ?? "#7a3f1e",
      look.coat === "reticulated",
    );
    layers.push([look.fill, silhouette], group({ "clip-path": clip }, patches));
  } else {
    layers.push([look.fill, silhouette]);
  }
  return figure(x, y, s, look, layers);
}

/**
 * Coat patches on a hexagonal grid: near-touching polygons with thin pale lines between them
 * (reticulated), or rougher, jagged patches with wider gaps (Masai giraffe).
 */
function giraffePatches(rng: Rng, color: string, reticulated: boolean): string {
  const cell = reticulated ? 12 : 13;
  const gap = reticulated ? 0.9 : 1.8;
  const corners = reticulated ? 6 : 9;
  let d = "";
  for (let gy = -190, row = 0; gy < 4; gy += cell * 0.866, row++) {
    for (let gx = -50 - (row % 2) * (cell / 2); gx < 110; gx += cell) {
      const pts: Pt[] = [];
      for (let k = 0; k < corners; k++) {
        const ang = (Math.PI * 2 * k) / corners + Math.PI / 6 + rng.jitter(0, 0.12);
        const r =
          (cell * 0.577 - gap) *
          (reticulated
            ? rng.range(0.95, 1.04)
            : k % 2
              ? rng.range(0.7, 0.85)
              : rng.range(0.95, 1.1));
        pts.push([gx + Math.cos(ang) * r, gy + Math.sin(ang) * r]);
      }
      d += poly(pts);
    }
  }
  return path(d, { fill: color });
}

/** Lion or lioness lying down: "sphinx" (head up, watching) or "flat" (head resting low). */
export function lion(
  x: number,
  y: number,
  s: number,
  look: Look & { mane?: string; pose?: "sphinx" | "flat"; detail?: string },
): string {
  const flat = look.pose === "flat";
  const [dx, dy] = flat ? [6, 26] : [0, 0];
  const at = (px: number, py: number): Pt => [px + dx, py + dy];
  const body = smooth(
    [
      [-64, -6],
      [-60, -22],
      [-46, -31],
      [-24, -27],
      [-4, -27],
      [16, -32],
      [30, -30],
      [36, -18],
      [32, -4],
      [10, 0],
      [-30, 0],
      [-58, 0],
    ],
    true,
  );
  const haunch = oval(-42, -15, 19, 15);
  const neck = limb(20, -24, ...at(44, -42), 22, 17);
  const head = smooth(
    [
      at(36, -50),
      at(44, -57),
      at(53, -55),
      at(60, -49),
      at(65, -43),
      at(64, -38),
      at(58, -35),
      at(49, -34),
      at(40, -38),
    ],
    true,
  );
  const ears = oval(...at(41, -55), 3.6, 3.2) + oval(...at(47, -57), 3.2, 3);
  const paws = limb(24, -7, 62, -3, 10, 8);
  const farPaw = limb(20, -5, 56, -2, 9, 7);
  const tail = jointed(
    [
      [-63, -6],
      [-78, -2],
      [-90, -3],
      [-96, -8],
    ],
    [4, 3.2, 2.6, 2.2],
  );
  const detail = look.detail ?? shade(look.fill, -0.55);
  const face =
    oval(...at(55.5, -48), 1.8, 1.2) + oval(...at(64, -42), 2, 1.6) + oval(-97, -9, 3.4, 4);
  const layers: (Layer | string)[] = [
    [farOf(look), [farPaw]],
    [look.fill, [body, haunch, tail, paws, neck]],
  ];
  if (look.mane) {
    const pts: Pt[] = [];
    const ring: Pt[] = [
      [50, -60],
      [40, -63],
      [30, -58],
      [22, -48],
      [17, -36],
      [20, -22],
      [28, -14],
      [38, -18],
      [46, -28],
      [50, -36],
      [54, -46],
    ];
    ring.forEach(([px, py], k) => {
      const [ax, ay] = at(px, py);
      pts.push([ax + (k % 2 ? -2 : 2), ay + (k % 2 ? 2 : -2)]);
    });
    layers.push([look.mane, [smooth(pts, true)]]);
  }
  layers.push([look.fill, [head, ears]], [detail, [face]]);
  return figure(x, y, s, look, layers, 0.75);
}

/** Cheetah sitting upright, watching the plain. */
export function cheetah(
  art: Art,
  x: number,
  y: number,
  s: number,
  look: Look & { spots?: string },
): string {
  const haunch = smooth(
    [
      [-30, -4],
      [-31, -22],
      [-20, -35],
      [-4, -35],
      [6, -22],
      [6, -6],
      [-10, 0],
      [-26, 0],
    ],
    true,
  );
  const torso = limb(-8, -20, 14, -50, 27, 19);
  const chest = oval(14, -42, 9, 12);
  const frontLegs = limb(15, -40, 17, -1, 7, 5) + oval(19, -2, 5, 2.2);
  const farLeg = limb(9, -38, 9, -1, 6.5, 4.5);
  const neck = limb(14, -50, 20, -60, 13, 11);
  const head =
    oval(22, -63, 8, 7) +
    oval(29, -60.5, 5.5, 4.2) +
    oval(17, -70, 2.6, 2.6) +
    oval(23, -71, 2.6, 2.6);
  const tail = jointed(
    [
      [-28, -4],
      [-44, -1],
      [-57, -3],
      [-63, -11],
    ],
    [6, 5, 4.5, 4],
  );
  const paw = oval(-2, -2, 12, 3);
  const sil = [haunch, torso, chest, frontLegs, neck, head, tail, paw];
  const layers: (Layer | string)[] = [
    [farOf(look), [farLeg]],
    [look.fill, sil],
  ];
  if (look.spots) layers.push(spots(art, sil, [-64, -74, 96, 74], look.spots, 3.4, 1.1));
  return figure(x, y, s, look, layers, 0.55);
}

/** A leopard lying along a branch (branch top at y = 0), legs and tail hanging. */
export function leopard(
  art: Art,
  x: number,
  y: number,
  s: number,
  look: Look & { spots?: string },
): string {
  const body = smooth(
    [
      [-42, -4],
      [-38, -17],
      [-12, -21],
      [18, -19],
      [33, -13],
      [36, -3],
      [10, 1],
      [-22, 1],
    ],
    true,
  );
  const neck = limb(28, -10, 44, -11, 15, 12);
  const head =
    oval(46, -12, 9, 8) +
    oval(54, -9, 5.5, 4.2) +
    oval(42, -20, 2.6, 2.8) +
    oval(48, -20.5, 2.4, 2.6);
  const front =
    jointed(
      [
        [24, -4],
        [27, 14],
        [26, 31],
      ],
      [9, 6.5, 6],
    ) + oval(26.5, 32, 4.2, 3);
  const rest = limb(34, -2, 60, -1, 6.5, 5.5);
  const hind =
    jointed(
      [
        [-28, -6],
        [-31, 12],
        [-26, 28],
      ],
      [12, 6.5, 6],
    ) + oval(-25.5, 29, 4.2, 3);
  const tail = jointed(
    [
      [-41, -6],
      [-47, 10],
      [-47, 34],
      [-43, 52],
      [-47, 62],
    ],
    [5, 4.5, 4, 3.6, 3.4],
  );
  const sil = [body, neck, head, front, rest, hind, tail];
  const layers: (Layer | string)[] = [[look.fill, sil]];
  if (look.spots) layers.push(spots(art, sil, [-50, -24, 112, 90], look.spots, 2.6, 1.4, true));
  return figure(x, y, s, look, layers, 0.8);
}

/** Dots (cheetah) or open rosettes (leopard) clipped to a silhouette. */
function spots(
  art: Art,
  silhouette: readonly string[],
  box: readonly [number, number, number, number],
  color: string,
  step: number,
  size: number,
  rosette = false,
): string {
  const rng = art.rng.fork("spots");
  const clip = art.clip(path(silhouette.join("")));
  const [bx, by, bw, bh] = box;
  let d = "";
  for (let gy = by; gy < by + bh; gy += step) {
    for (let gx = bx; gx < bx + bw; gx += step) {
      const cx = gx + rng.jitter(0, step * 0.3),
        cy = gy + rng.jitter(0, step * 0.3);
      const r = size * rng.range(0.7, 1.2);
      d += oval(cx, cy, r, r * 0.85);
    }
  }
  return group(
    { "clip-path": clip },
    rosette
      ? path(d, {
          fill: "none",
          stroke: color,
          "stroke-width": size * 0.7,
          "stroke-dasharray": `${size * 1.4} ${size * 0.8}`,
        })
      : path(d, { fill: color }),
  );
}

/** Plains zebra, grazing (head down) or alert; the stripes are clipped to the body. */
export function zebra(
  art: Art,
  x: number,
  y: number,
  s: number,
  look: Look & { graze?: boolean; stride?: number; stripe: string },
): string {
  const st = look.stride ?? 0.2;
  const body = smooth(
    [
      [-48, -62],
      [-44, -84],
      [-14, -82],
      [18, -88],
      [36, -82],
      [44, -64],
      [32, -50],
      [0, -47],
      [-30, -50],
      [-46, -54],
    ],
    true,
  );
  const neckEnd: Pt = look.graze ? [56, -26] : [50, -118];
  const headEnd: Pt = look.graze ? [62, -4] : [70, -98];
  const neck = limb(28, -76, neckEnd[0], neckEnd[1], 32, 17);
  const head = limb(neckEnd[0], neckEnd[1], headEnd[0], headEnd[1], 17, 10);
  const ear = look.graze ? limb(52, -32, 46, -42, 5, 2) : limb(48, -120, 44, -132, 5, 2);
  const mane = look.graze ? limb(22, -86, 48, -38, 6, 4) : limb(22, -86, 44, -124, 6, 4);
  const l = legs(34, -40, -58, st, [10, 7, 6], [14, 7, 6], 6);
  const tail = jointed(
    [
      [-47, -74],
      [-52, -50],
      [-52, -40],
    ],
    [3, 2.5, 2],
  );
  const sil = [body, neck, head, ear, mane, tail, ...l.near, ...l.far];
  const clip = art.clip(path(sil.join("")));
  let stripes = "";
  for (let sx = -46; sx <= 40; sx += 7) {
    const tilt = sx < -18 ? (sx + 18) * 0.9 : 0;
    stripes += jointed(
      [
        [sx, -96],
        [sx + tilt * 0.5 - 2, -70],
        [sx + tilt, -44],
      ],
      [4, 3.4, 2.4],
    );
  }
  for (let sy = -48; sy < -6; sy += 5.5) stripes += limb(-70, sy, 60, sy + 2, 2.4, 2.4);
  const nx = neckEnd[0] - 28,
    ny = neckEnd[1] + 76;
  const len = Math.hypot(nx, ny);
  const px = -ny / len,
    py = nx / len;
  for (let t = 0.05; t < 1.35; t += 0.12) {
    const cx = 28 + nx * t,
      cy = -76 + ny * t;
    stripes += limb(cx - px * 22, cy - py * 22, cx + px * 22, cy + py * 22, 3.4, 2.6);
  }
  const muzzle = oval(headEnd[0], headEnd[1], 6, 5);
  return figure(
    x,
    y,
    s,
    look,
    [
      group({ "clip-path": clip }, [
        path(sil.join(""), { fill: look.fill }),
        path(stripes + muzzle, { fill: look.stripe }),
      ]),
    ],
    0.5,
  );
}

/** Blue wildebeest: high shoulders, long face; pose "walk" or "leap" (for river crossings). */
export function wildebeest(
  x: number,
  y: number,
  s: number,
  look: Look & { stride?: number; pose?: "walk" | "leap" },
): string {
  const st = look.stride ?? 0.4;
  const body = smooth(
    [
      [-46, -56],
      [-42, -76],
      [-16, -80],
      [14, -94],
      [34, -92],
      [44, -76],
      [34, -54],
      [0, -50],
      [-30, -52],
      [-44, -52],
    ],
    true,
  );
  const neck = limb(30, -84, 52, -68, 28, 18);
  const head = limb(52, -70, 60, -42, 18, 10);
  const horns = jointed(
    [
      [50, -76],
      [41, -82],
      [43, -92],
      [49, -95],
    ],
    [5.5, 4.5, 3, 2],
  );
  const beard = poly([
    [38, -70],
    [50, -56],
    [34, -58],
  ]);
  const tail = jointed(
    [
      [-45, -70],
      [-51, -52],
      [-51, -36],
    ],
    [3, 3, 4.5],
  );
  let near: string[], far: string[];
  if (look.pose === "leap") {
    far = [
      jointed(
        [
          [30, -60],
          [48, -56],
          [60, -62],
        ],
        [9, 5, 4.5],
      ),
      jointed(
        [
          [-34, -56],
          [-54, -44],
          [-70, -42],
        ],
        [12, 5, 4.5],
      ),
    ];
    near = [
      jointed(
        [
          [36, -60],
          [54, -50],
          [68, -54],
        ],
        [9, 5, 4.5],
      ),
      jointed(
        [
          [-40, -56],
          [-58, -38],
          [-76, -34],
        ],
        [12, 5, 4.5],
      ),
    ];
  } else {
    ({ near, far } = legs(36, -38, -58, st, [9, 5, 4.5], [12, 5, 4.5], 5));
  }
  return figure(
    x,
    y,
    s,
    look,
    [
      [farOf(look), far],
      [look.fill, [body, neck, head, horns, beard, tail, ...near]],
    ],
    0.46,
  );
}

export function buffalo(x: number, y: number, s: number, look: Look & { stride?: number }): string {
  const st = look.stride ?? 0.3;
  const body = smooth(
    [
      [-54, -56],
      [-50, -80],
      [-14, -84],
      [18, -96],
      [40, -88],
      [50, -68],
      [40, -48],
      [0, -44],
      [-34, -46],
      [-52, -50],
    ],
    true,
  );
  const head = smooth(
    [
      [38, -86],
      [58, -78],
      [70, -60],
      [72, -44],
      [64, -36],
      [54, -40],
      [46, -56],
      [34, -66],
    ],
    true,
  );
  const horn =
    jointed(
      [
        [58, -80],
        [46, -77],
        [37, -67],
        [35, -56],
        [40, -50],
      ],
      [13, 10, 7, 4.5, 3],
    ) +
    jointed(
      [
        [56, -81],
        [68, -79],
        [75, -70],
      ],
      [10, 6, 3],
    );
  const ear = limb(44, -64, 31, -58, 9, 5);
  const l = legs(34, -36, -52, st, [16, 11, 10], [18, 11, 10], 4);
  const tail = jointed(
    [
      [-53, -70],
      [-58, -46],
      [-58, -32],
    ],
    [3, 2.5, 3.5],
  );
  return figure(
    x,
    y,
    s,
    look,
    [
      [farOf(look), l.far],
      [look.fill, [body, head, tail, ...l.near]],
      [shade(look.fill, -0.25), [horn, ear]],
    ],
    0.55,
  );
}

/** White rhino grazing, head low, two horns. */
export function rhino(
  x: number,
  y: number,
  s: number,
  look: Look & { stride?: number; calf?: boolean },
): string {
  const st = look.stride ?? 0.25;
  const body = smooth(
    [
      [-64, -52],
      [-60, -80],
      [-40, -93],
      [-12, -88],
      [12, -90],
      [26, -103],
      [44, -97],
      [56, -76],
      [54, -50],
      [30, -36],
      [0, -31],
      [-30, -33],
      [-56, -40],
    ],
    true,
  );
  const head = smooth(
    [
      [42, -92],
      [58, -76],
      [80, -48],
      [94, -28],
      [95, -14],
      [84, -10],
      [70, -18],
      [52, -42],
      [40, -60],
    ],
    true,
  );
  const horns = look.calf
    ? limb(86, -28, 90, -36, 8, 3)
    : limb(87, -27, 99, -64, 15, 2.5) + limb(77, -39, 81, -54, 9, 2);
  const ears = limb(46, -88, 40, -102, 7, 5) + limb(52, -86, 50, -101, 6, 4);
  const l = legs(36, -40, -48, st, [24, 19, 20], [26, 19, 20], 1);
  const tail = limb(-62, -70, -67, -50, 3, 2);
  const folds = path("M30 -96Q24 -70 30 -42M-44 -88Q-36 -64 -44 -40", {
    fill: "none",
    stroke: shade(look.fill, -0.2),
    "stroke-width": 1.6,
    opacity: 0.6,
  });
  return figure(
    x,
    y,
    s,
    look,
    [
      [farOf(look), l.far],
      [look.fill, [body, head, horns, ears, tail, ...l.near]],
      folds,
      [shade(look.fill, -0.5), [oval(72, -38, 1.6, 1.2)]],
    ],
    0.62,
  );
}

/** A hippo surfacing: back and head above the waterline (y = 0); optionally yawning. */
export function hippo(
  x: number,
  y: number,
  s: number,
  look: Look & { yawn?: boolean; mouth?: string; tooth?: string; ripple?: string },
): string {
  const back = "M-84 1A44 14 0 0 1 4 1Z";
  const layers: (Layer | string)[] = [];
  if (look.yawn) {
    const lower = smooth(
      [
        [0, 1],
        [8, -8],
        [48, -11],
        [62, -6],
        [62, 1],
      ],
      true,
    );
    const upper = smooth(
      [
        [-2, 1],
        [0, -20],
        [10, -38],
        [30, -62],
        [48, -70],
        [58, -63],
        [46, -44],
        [18, -8],
      ],
      true,
    );
    const mouth = poly([
      [14, -7],
      [56, -10],
      [44, -52],
      [24, -38],
    ]);
    layers.push(
      [look.mouth ?? "#c8747a", [mouth]],
      [look.fill, [back, lower, upper, oval(4, -26, 3, 4)]],
    );
    layers.push([
      look.tooth ?? "#f5eddd",
      [
        poly([
          [50, -10],
          [53, -22],
          [55, -10],
        ]),
        poly([
          [40, -48],
          [44, -38],
          [46, -50],
        ]),
      ],
    ]);
  } else {
    const head = smooth(
      [
        [0, 1],
        [4, -12],
        [20, -18],
        [40, -16],
        [56, -12],
        [62, -4],
        [62, 1],
      ],
      true,
    );
    layers.push([
      look.fill,
      [back, head, oval(12, -20, 3, 4.5), oval(20, -18, 5, 4), oval(54, -13, 6, 3.5)],
    ]);
  }
  if (look.ripple) {
    layers.push(
      path("M-96 3h120M-60 9h170M10 4h70", {
        stroke: look.ripple,
        "stroke-width": 2.4,
        "stroke-linecap": "round",
        fill: "none",
        opacity: 0.7,
      }),
    );
  }
  return figure(x, y, s, look, layers, 0.7);
}

/** A flamingo shape for symbols: standing or feeding (head down), drawn entirely with the inherited fill. */
export function flamingoShape(pose: "stand" | "feed"): string {
  const bodyPart = smooth(
    [
      [-9, -30],
      [-2, -35],
      [8, -33],
      [11, -28],
      [4, -25],
      [-6, -26],
    ],
    true,
  );
  const legsPart =
    limb(1, -26, 0, 0, 1.3, 1) + limb(3, -26, 5, -14, 1.2, 1) + limb(5, -14, 1, -11, 1, 1);
  const neckPart =
    pose === "stand"
      ? jointed(
          [
            [8, -32],
            [13, -42],
            [6, -50],
            [9, -58],
            [14, -57],
          ],
          [2.6, 2.2, 2.2, 2.4, 2.2],
        )
      : jointed(
          [
            [8, -32],
            [15, -28],
            [16, -18],
            [14, -10],
          ],
          [2.6, 2.2, 2.2, 2.2],
        );
  return path(bodyPart + legsPart + neckPart);
}

/** A wing in its own frame (u along the span, v across), rotated to angle (radians) at the shoulder. */
function wing(x: number, y: number, angle: number, span: number, chord: number): string {
  const shape: Pt[] = [
    [0, -0.3],
    [0.3, -0.55],
    [0.62, -0.6],
    [0.82, -0.5],
    [1, -0.32],
    [0.9, -0.2],
    [1.02, -0.08],
    [0.9, 0.04],
    [0.99, 0.17],
    [0.86, 0.24],
    [0.92, 0.38],
    [0.78, 0.42],
    [0.6, 0.55],
    [0.3, 0.62],
    [0, 0.45],
  ];
  const c = Math.cos(angle),
    s = Math.sin(angle);
  return poly(
    shape.map(
      ([u, v]) => [x + u * span * c - v * chord * s, y + u * span * s + v * chord * c] as Pt,
    ),
  );
}

/** African fish eagle swooping: broad dark wings raised, white head, breast and tail, chestnut belly, talons forward. */
export function fishEagle(
  x: number,
  y: number,
  s: number,
  look: Look & { white: string; body: string; beak: string },
): string {
  const farWing = wing(8, -6, (-108 * Math.PI) / 180, 88, 32);
  const nearWing = wing(-6, -2, (-144 * Math.PI) / 180, 112, 40);
  const coverts = wing(-6, -2, (-144 * Math.PI) / 180, 46, 32);
  const body = smooth(
    [
      [-30, 2],
      [-12, -9],
      [12, -10],
      [22, -6],
      [24, 4],
      [8, 12],
      [-14, 11],
    ],
    true,
  );
  const tail = poly([
    [-26, -1],
    [-52, -7],
    [-55, 9],
    [-26, 8],
  ]);
  const head = limb(10, -3, 25, -8, 16, 12) + oval(28, -9, 7.5, 6.5);
  const beak = poly([
    [33, -11],
    [40, -9],
    [39, -4],
    [34, -5],
  ]);
  const talons =
    jointed(
      [
        [6, 7],
        [15, 15],
        [24, 17],
      ],
      [6, 4.5, 3.5],
    ) +
    jointed(
      [
        [0, 8],
        [9, 18],
        [18, 22],
      ],
      [6, 4.5, 3.5],
    );
  return figure(x, y, s, look, [
    [farOf(look), [farWing]],
    [look.body, [body]],
    [look.white, [tail, head]],
    [look.beak, [beak, talons]],
    [look.fill, [nearWing]],
    [shade(look.fill, 0.16), [coverts]],
  ]);
}

/** A wildebeest swimming: back, raised neck, head and horns above the waterline (y = 0). */
export function wildebeestSwimming(x: number, y: number, s: number, look: Look): string {
  const back = smooth(
    [
      [-44, 3],
      [-30, -14],
      [0, -22],
      [24, -20],
      [36, -6],
      [38, 3],
    ],
    true,
  );
  const neck = limb(24, -12, 44, -44, 26, 18);
  const head = limb(44, -47, 57, -20, 18, 10);
  const horns = jointed(
    [
      [42, -54],
      [32, -60],
      [34, -70],
      [40, -74],
    ],
    [5.5, 4.5, 3, 2],
  );
  const ear = limb(40, -52, 29, -50, 5, 3);
  return figure(x, y, s, look, [[look.fill, [back, neck, head, horns, ear]]], 0.46);
}

/** Egret: a small white heron, for swamps. */
export function egret(x: number, y: number, s: number, look: Look): string {
  const body = smooth(
    [
      [-8, -20],
      [0, -25],
      [8, -22],
      [6, -16],
      [-4, -15],
    ],
    true,
  );
  const neck =
    jointed(
      [
        [6, -22],
        [9, -30],
        [6, -36],
        [10, -38],
      ],
      [2.4, 2, 2, 2],
    ) + limb(10, -38, 16, -37, 1.8, 0.8);
  const legsPart = limb(0, -16, -1, 0, 1.2, 1) + limb(2, -16, 3, 0, 1.2, 1);
  return figure(x, y, s, look, [[look.fill, [body, neck, legsPart]]]);
}
