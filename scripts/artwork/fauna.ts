/**
 * Animal silhouettes. Each is drawn in local units facing right with its feet on y = 0, at a common
 * scale (about 3 cm per unit: an elephant stands 100 units at the shoulder, a person 58 units tall),
 * so animals placed with the same scale sit together believably.
 */
import { shade } from "./color.ts";
import type { Rng } from "./prng.ts";
import { Art, group, jointed, limb, oval, path, place, poly, smooth, type Pt } from "./svg.ts";

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
function figure(x: number, y: number, s: number, look: Look, layers: readonly (Layer | string)[], extra = 1): string {
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
    jointed([[x, top], [x + swing * 0.5 - hock, top * 0.45], [x + swing, -w[2]! / 2]], w);
  return {
    far: [leg(front - 6, -stride * 6, widths, 0), leg(rear + 6, stride * 5, rearWidths, hockBack)],
    near: [leg(front, stride * 7, widths, 0), leg(rear, -stride * 6, rearWidths, hockBack)],
  };
}

export function elephant(x: number, y: number, s: number, look: Look & { stride?: number; tusk?: string; ear?: string }): string {
  const st = look.stride ?? 0.5;
  const body = smooth([[-58, -62], [-55, -84], [-34, -97], [-6, -92], [20, -101], [40, -97], [52, -80], [50, -54], [30, -44], [0, -41], [-30, -44], [-52, -50]], true);
  const head = smooth([[36, -98], [52, -113], [68, -106], [77, -86], [74, -66], [60, -58], [46, -70]], true);
  const trunk = jointed([[70, -78], [77, -52], [75, -27], [78, -10], [85, -6]], [18, 13, 10, 7.5, 6]);
  const ear = smooth([[47, -100], [32, -106], [19, -96], [16, -77], [23, -59], [35, -54], [46, -63], [51, -84]], true);
  const l = legs(38, -38, -60, st, [20, 17, 18], [22, 17, 18], 2);
  const tail = jointed([[-57, -72], [-61, -52], [-61, -38]], [3.5, 2.6, 2.2]) + oval(-61, -36, 2.6, 4.5);
  const layers: (Layer | string)[] = [
    [farOf(look), l.far],
    [look.fill, [body, head, trunk, tail, ...l.near]],
    [look.ear ?? shade(look.fill, 0.07), [ear]],
  ];
  if (look.tusk) layers.push([look.tusk, [jointed([[65, -63], [77, -50], [87, -52]], [5, 4, 2])]]);
  return figure(x, y, s, look, layers);
}

/** Giraffe; neck is the angle of the neck above horizontal in degrees (65 standing, 80 browsing high). */
export function giraffe(art: Art, x: number, y: number, s: number, look: Look & { neck?: number; stride?: number; coat?: "plain" | "reticulated" | "patched"; patch?: string }): string {
  const st = look.stride ?? 0.3;
  const a = ((look.neck ?? 65) * Math.PI) / 180;
  const base: Pt = [26, -100];
  const hx = base[0] + Math.cos(a) * 80, hy = base[1] - Math.sin(a) * 80;
  const b = a - (115 * Math.PI) / 180;
  const mx = hx + Math.cos(b) * 19, my = hy - Math.sin(b) * 19;
  const up = (ang: number, len: number): Pt => [hx + Math.cos(ang) * len, hy - Math.sin(ang) * len];
  const body = smooth([[-36, -86], [-30, -99], [-6, -103], [16, -112], [32, -106], [38, -90], [30, -74], [4, -70], [-22, -73], [-34, -78]], true);
  const neck = limb(22, -96, hx, hy, 28, 10);
  const head = limb(hx, hy, mx, my, 11, 6.5);
  const o1 = up(a + 0.35, 10), o2 = up(a + 0.12, 10);
  const horns = limb(hx - 1, hy, o1[0], o1[1], 2.6, 2.2) + oval(o1[0], o1[1], 2, 2) + limb(hx, hy, o2[0], o2[1], 2.6, 2.2) + oval(o2[0], o2[1], 2, 2);
  const e = up(a + 1.6, 8);
  const ear = limb(hx, hy, e[0], e[1], 4, 2);
  const l = legs(32, -30, -80, st, [9, 5.5, 4.5], [12, 5.5, 4.5], 5);
  const tail = jointed([[-35, -92], [-40, -72], [-40, -58]], [2.5, 2, 1.8]) + oval(-40, -54, 2.4, 5);
  const silhouette = [body, neck, head, horns, ear, tail, ...l.near];
  const layers: (Layer | string)[] = [[farOf(look), l.far]];
  if (look.coat && look.coat !== "plain") {
    const clip = art.clip(path(silhouette.join("")));
    const patches = giraffePatches(art.rng.fork("coat"), look.patch ?? "#7a3f1e", look.coat === "reticulated");
    layers.push([look.fill, silhouette], group({ "clip-path": clip }, patches));
  } else {
    layers.push([look.fill, silhouette]);
  }
  return figure(x, y, s, look, layers);
}

/** Irregular polygonal patches separated by pale lines (narrow for reticulated giraffe). */
function giraffePatches(rng: Rng, color: string, narrow: boolean): string {
  const cell = narrow ? 11 : 9;
  const gap = narrow ? 1.2 : 2.2;
  let d = "";
  for (let gy = -190, row = 0; gy < 0; gy += cell, row++) {
    for (let gx = -50 - (row % 2) * (cell / 2); gx < 110; gx += cell) {
      const pts: Pt[] = [];
      for (let k = 0; k < 6; k++) {
        const ang = (Math.PI * 2 * k) / 6 + rng.jitter(0, 0.3);
        const r = (cell / 2 - gap) * rng.range(0.8, 1.15);
        pts.push([gx + Math.cos(ang) * r + cell / 2, gy + Math.sin(ang) * r + cell / 2]);
      }
      d += poly(pts);
    }
  }
  return path(d, { fill: color });
}

/** Lion or lioness lying down: "sphinx" (head up) or "flat" (head resting on the paws). */
export function lion(x: number, y: number, s: number, look: Look & { mane?: string; pose?: "sphinx" | "flat" }): string {
  const flat = look.pose === "flat";
  const hy = flat ? -16 : -38;
  const body = smooth([[-62, -9], [-58, -24], [-42, -31], [-16, -27], [8, -30], [26, -31], [36, -23], [34, -8], [18, -2], [-20, -1], [-52, -2]], true);
  const haunch = oval(-44, -16, 17, 14);
  const neck = limb(28, -22, 42, hy + 4, 18, 14);
  const head = smooth([[34, hy - 6], [40, hy - 12], [50, hy - 10], [56, hy - 2], [58, hy + 5], [52, hy + 9], [42, hy + 9], [35, hy + 4]], true);
  const ears = oval(38, hy - 12, 3.6, 3.2) + oval(46, hy - 13, 3.2, 3);
  const paws = limb(24, -6, 60, -3, 9, 7);
  const farPaw = limb(20, -5, 54, -2, 8, 6);
  const tail = jointed([[-62, -8], [-76, -3], [-88, -4], [-94, -9]], [3.5, 3, 2.5, 2]) + oval(-95, -10, 3, 3.5);
  const layers: (Layer | string)[] = [[farOf(look), [farPaw]]];
  if (look.mane) {
    const pts: Pt[] = [];
    for (let k = 0; k < 16; k++) {
      const ang = (Math.PI * 2 * k) / 16;
      const r = k % 2 ? 15 : 19;
      pts.push([40 + Math.cos(ang) * r, hy + 1 + Math.sin(ang) * r * 1.05]);
    }
    layers.push([look.mane, [smooth(pts, true)]]);
  }
  layers.push([look.fill, [body, haunch, tail, paws, neck, head, ears]]);
  return figure(x, y, s, look, layers, 0.75);
}

/** Cheetah sitting upright, watching the plain. */
export function cheetah(art: Art, x: number, y: number, s: number, look: Look & { spots?: string }): string {
  const haunch = smooth([[-30, -4], [-31, -22], [-20, -35], [-4, -35], [6, -22], [6, -6], [-10, 0], [-26, 0]], true);
  const torso = limb(-8, -20, 14, -50, 27, 19);
  const chest = oval(14, -42, 9, 12);
  const frontLegs = limb(15, -40, 17, -1, 7, 5) + oval(19, -2, 5, 2.2);
  const farLeg = limb(9, -38, 9, -1, 6.5, 4.5);
  const neck = limb(14, -50, 20, -60, 13, 11);
  const head = oval(22, -63, 8, 7) + oval(29, -60.5, 5.5, 4.2) + oval(17, -70, 2.6, 2.6) + oval(23, -71, 2.6, 2.6);
  const tail = jointed([[-28, -4], [-44, -1], [-57, -3], [-63, -11]], [6, 5, 4.5, 4]);
  const paw = oval(-2, -2, 12, 3);
  const sil = [haunch, torso, chest, frontLegs, neck, head, tail, paw];
  const layers: (Layer | string)[] = [[farOf(look), [farLeg]], [look.fill, sil]];
  if (look.spots) layers.push(spots(art, sil, [-64, -74, 96, 74], look.spots, 3.4, 1.1));
  return figure(x, y, s, look, layers, 0.55);
}

/** A leopard lying along a branch (branch top at y = 0), legs and tail hanging. */
export function leopard(art: Art, x: number, y: number, s: number, look: Look & { spots?: string }): string {
  const body = smooth([[-42, -4], [-38, -17], [-12, -21], [18, -19], [33, -13], [36, -3], [10, 1], [-22, 1]], true);
  const neck = limb(28, -10, 44, -11, 15, 12);
  const head = oval(46, -12, 9, 8) + oval(54, -9, 5.5, 4.2) + oval(42, -20, 2.6, 2.8) + oval(48, -20.5, 2.4, 2.6);
  const front = jointed([[24, -4], [27, 14], [26, 31]], [9, 6.5, 6]) + oval(26.5, 32, 4.2, 3);
  const rest = limb(34, -2, 60, -1, 6.5, 5.5);
  const hind = jointed([[-28, -6], [-31, 12], [-26, 28]], [12, 6.5, 6]) + oval(-25.5, 29, 4.2, 3);
  const tail = jointed([[-41, -6], [-47, 10], [-47, 34], [-43, 52], [-47, 62]], [5, 4.5, 4, 3.6, 3.4]);
  const farHind = jointed([[-20, -4], [-18, 10], [-20, 22]], [9, 6, 5.5]);
  const sil = [body, neck, head, front, rest, hind, tail];
  const layers: (Layer | string)[] = [[farOf(look), [farHind]], [look.fill, sil]];
  if (look.spots) layers.push(spots(art, sil, [-50, -24, 112, 90], look.spots, 2.6, 1.4, true));
  return figure(x, y, s, look, layers, 0.8);
}

/** Dots (cheetah) or open rosettes (leopard) clipped to a silhouette. */
function spots(art: Art, silhouette: readonly string[], box: readonly [number, number, number, number], color: string, step: number, size: number, rosette = false): string {
  const rng = art.rng.fork("spots");
  const clip = art.clip(path(silhouette.join("")));
  const [bx, by, bw, bh] = box;
  let d = "";
  for (let gy = by; gy < by + bh; gy += step) {
    for (let gx = bx; gx < bx + bw; gx += step) {
      const cx = gx + rng.jitter(0, step * 0.3), cy = gy + rng.jitter(0, step * 0.3);
      const r = size * rng.range(0.7, 1.2);
      d += oval(cx, cy, r, r * 0.85);
    }
  }
  return group(
    { "clip-path": clip },
    rosette ? path(d, { fill: "none", stroke: color, "stroke-width": size * 0.7, "stroke-dasharray": `${size * 1.4} ${size * 0.8}` }) : path(d, { fill: color }),
  );
}

/** Plains zebra, grazing (head down) or alert; the stripes are clipped to the body. */
export function zebra(art: Art, x: number, y: number, s: number, look: Look & { graze?: boolean; stride?: number; stripe: string }): string {
  const st = look.stride ?? 0.2;
  const body = smooth([[-48, -62], [-44, -84], [-14, -82], [18, -88], [36, -82], [44, -64], [32, -50], [0, -47], [-30, -50], [-46, -54]], true);
  const neckEnd: Pt = look.graze ? [56, -26] : [50, -118];
  const headEnd: Pt = look.graze ? [62, -4] : [70, -98];
  const neck = limb(28, -76, neckEnd[0], neckEnd[1], 32, 17);
  const head = limb(neckEnd[0], neckEnd[1], headEnd[0], headEnd[1], 17, 10);
  const ear = look.graze ? limb(52, -32, 46, -42, 5, 2) : limb(48, -120, 44, -132, 5, 2);
  const mane = look.graze ? limb(22, -86, 48, -38, 6, 4) : limb(22, -86, 44, -124, 6, 4);
  const l = legs(34, -40, -58, st, [10, 7, 6], [14, 7, 6], 6);
  const tail = jointed([[-47, -74], [-52, -50], [-52, -40]], [3, 2.5, 2]);
  const sil = [body, neck, head, ear, mane, tail, ...l.near, ...l.far];
  const clip = art.clip(path(sil.join("")));
  let stripes = "";
  for (let sx = -46; sx <= 40; sx += 7) {
    const tilt = sx < -18 ? (sx + 18) * 0.9 : 0;
    stripes += jointed([[sx, -96], [sx + tilt * 0.5 - 2, -70], [sx + tilt, -44]], [4, 3.4, 2.4]);
  }
  for (let sy = -48; sy < -6; sy += 5.5) stripes += limb(-70, sy, 60, sy + 2, 2.4, 2.4);
  const nx = neckEnd[0] - 28, ny = neckEnd[1] + 76;
  const len = Math.hypot(nx, ny);
  const px = -ny / len, py = nx / len;
  for (let t = 0.05; t < 1.35; t += 0.12) {
    const cx = 28 + nx * t, cy = -76 + ny * t;
    stripes += limb(cx - px * 22, cy - py * 22, cx + px * 22, cy + py * 22, 3.4, 2.6);
  }
  const muzzle = oval(headEnd[0], headEnd[1], 6, 5);
  return figure(x, y, s, look, [
    group({ "clip-path": clip }, [path(sil.join(""), { fill: look.fill }), path(stripes + muzzle, { fill: look.stripe })]),
  ], 0.5);
}

/** Blue wildebeest: high shoulders, long face; pose "walk" or "leap" (for river crossings). */
export function wildebeest(x: number, y: number, s: number, look: Look & { stride?: number; pose?: "walk" | "leap" }): string {
  const st = look.stride ?? 0.4;
  const body = smooth([[-46, -56], [-42, -76], [-16, -80], [14, -94], [34, -92], [44, -76], [34, -54], [0, -50], [-30, -52], [-44, -52]], true);
  const neck = limb(30, -84, 52, -68, 28, 18);
  const head = limb(52, -70, 60, -42, 18, 10);
  const horns = jointed([[50, -76], [41, -82], [43, -92], [49, -95]], [5.5, 4.5, 3, 2]);
  const beard = poly([[38, -70], [50, -56], [34, -58]]);
  const tail = jointed([[-45, -70], [-51, -52], [-51, -36]], [3, 3, 4.5]);
  let near: string[], far: string[];
  if (look.pose === "leap") {
    far = [jointed([[30, -60], [48, -56], [60, -62]], [9, 5, 4.5]), jointed([[-34, -56], [-54, -44], [-70, -42]], [12, 5, 4.5])];
    near = [jointed([[36, -60], [54, -50], [68, -54]], [9, 5, 4.5]), jointed([[-40, -56], [-58, -38], [-76, -34]], [12, 5, 4.5])];
  } else {
    ({ near, far } = legs(36, -38, -58, st, [9, 5, 4.5], [12, 5, 4.5], 5));
  }
  return figure(x, y, s, look, [[farOf(look), far], [look.fill, [body, neck, head, horns, beard, tail, ...near]]], 0.46);
}

export function buffalo(x: number, y: number, s: number, look: Look & { stride?: number }): string {
  const st = look.stride ?? 0.3;
  const body = smooth([[-54, -56], [-50, -80], [-14, -84], [18, -96], [40, -88], [50, -68], [40, -48], [0, -44], [-34, -46], [-52, -50]], true);
  const head = smooth([[38, -86], [58, -78], [70, -60], [72, -44], [64, -36], [54, -40], [46, -56], [34, -66]], true);
  const horn = jointed([[58, -80], [46, -77], [37, -67], [35, -56], [40, -50]], [13, 10, 7, 4.5, 3]) + jointed([[56, -81], [68, -79], [75, -70]], [10, 6, 3]);
  const ear = limb(44, -64, 31, -58, 9, 5);
  const l = legs(34, -36, -52, st, [16, 11, 10], [18, 11, 10], 4);
  const tail = jointed([[-53, -70], [-58, -46], [-58, -32]], [3, 2.5, 3.5]);
  return figure(x, y, s, look, [[farOf(look), l.far], [look.fill, [body, head, tail, ...l.near]], [shade(look.fill, -0.25), [horn, ear]]], 0.55);
}

/** White rhino grazing, head low, two horns. */
export function rhino(x: number, y: number, s: number, look: Look & { stride?: number; calf?: boolean }): string {
  const st = look.stride ?? 0.25;
  const body = smooth([[-62, -48], [-58, -78], [-30, -90], [0, -86], [24, -99], [44, -91], [54, -70], [50, -46], [20, -36], [-20, -36], [-52, -40]], true);
  const head = smooth([[42, -88], [58, -74], [80, -46], [94, -26], [95, -13], [84, -9], [70, -18], [52, -40], [40, -58]], true);
  const horns = look.calf ? limb(86, -28, 90, -36, 8, 3) : limb(87, -27, 99, -62, 15, 2.5) + limb(77, -39, 81, -53, 9, 2);
  const ears = limb(46, -86, 40, -101, 7, 5) + limb(52, -84, 50, -99, 6, 4);
  const l = legs(38, -40, -46, st, [22, 18, 19], [24, 18, 19], 1);
  const tail = limb(-61, -66, -66, -46, 3, 2);
  return figure(x, y, s, look, [[farOf(look), l.far], [look.fill, [body, head, horns, ears, tail, ...l.near]]], 0.62);
}

/** A hippo surfacing: back and head above the waterline (y = 0); optionally yawning. */
export function hippo(x: number, y: number, s: number, look: Look & { yawn?: boolean; mouth?: string; tooth?: string; ripple?: string }): string {
  const back = "M-84 1A44 14 0 0 1 4 1Z";
  const layers: (Layer | string)[] = [];
  if (look.yawn) {
    const lower = smooth([[0, 1], [8, -8], [48, -11], [62, -6], [62, 1]], true);
    const upper = smooth([[-2, 1], [0, -20], [10, -38], [30, -62], [48, -70], [58, -63], [46, -44], [18, -8]], true);
    const mouth = poly([[14, -7], [56, -10], [44, -52], [24, -38]]);
    layers.push([look.mouth ?? "#c8747a", [mouth]], [look.fill, [back, lower, upper, oval(4, -26, 3, 4)]]);
    layers.push([look.tooth ?? "#f5eddd", [poly([[50, -10], [53, -22], [55, -10]]), poly([[40, -48], [44, -38], [46, -50]])]]);
  } else {
    const head = smooth([[0, 1], [4, -12], [20, -18], [40, -16], [56, -12], [62, -4], [62, 1]], true);
    layers.push([look.fill, [back, head, oval(12, -20, 3, 4.5), oval(20, -18, 5, 4), oval(54, -13, 6, 3.5)]]);
  }
  if (look.ripple) {
    layers.push(path("M-96 3h120M-60 9h170M10 4h70", { stroke: look.ripple, "stroke-width": 2.4, "stroke-linecap": "round", fill: "none", opacity: 0.7 }));
  }
  return figure(x, y, s, look, layers, 0.7);
}

/** A flamingo shape for symbols: standing or feeding (head down), drawn entirely with the inherited fill. */
export function flamingoShape(pose: "stand" | "feed"): string {
  const bodyPart = smooth([[-9, -30], [-2, -35], [8, -33], [11, -28], [4, -25], [-6, -26]], true);
  const legsPart = limb(1, -26, 0, 0, 1.3, 1) + limb(3, -26, 5, -14, 1.2, 1) + limb(5, -14, 1, -11, 1, 1);
  const neckPart =
    pose === "stand"
      ? jointed([[8, -32], [13, -42], [6, -50], [9, -58], [14, -57]], [2.6, 2.2, 2.2, 2.4, 2.2])
      : jointed([[8, -32], [15, -28], [16, -18], [14, -10]], [2.6, 2.2, 2.2, 2.2]);
  return path(bodyPart + legsPart + neckPart);
}

/** African fish eagle swooping: dark wings raised, white head and tail, chestnut body, talons forward. */
export function fishEagle(x: number, y: number, s: number, look: Look & { white: string; body: string; beak: string }): string {
  const farWing = smooth([[6, -4], [-6, -40], [-2, -80], [6, -100], [16, -95], [12, -89], [20, -84], [13, -79], [20, -72], [12, -67], [16, -54], [12, -28], [16, -4]], true);
  const nearWing = smooth([[-4, -2], [-26, -40], [-50, -78], [-64, -96], [-72, -92], [-64, -86], [-76, -83], [-65, -78], [-77, -73], [-62, -68], [-66, -58], [-40, -30], [-16, 4]], true);
  const coverts = smooth([[-6, -4], [-24, -36], [-40, -56], [-30, -30], [-14, 2]], true);
  const body = smooth([[-26, 2], [-10, -8], [14, -10], [28, -6], [30, 4], [14, 12], [-10, 12]], true);
  const tail = poly([[-24, 0], [-48, -6], [-52, 9], [-24, 9]]);
  const head = limb(18, -4, 31, -10, 15, 12) + oval(33, -11, 9, 8);
  const beak = poly([[40, -13], [47, -11], [46, -6], [40, -7]]);
  const talons = jointed([[8, 8], [20, 18], [31, 22]], [5, 4, 3]) + jointed([[2, 9], [14, 20], [24, 26]], [5, 4, 3]);
  return figure(x, y, s, look, [
    [farOf(look), [farWing]],
    [look.body, [body]],
    [look.white, [tail, head]],
    [look.beak, [beak, talons]],
    [look.fill, [nearWing]],
    [shade(look.fill, 0.18), [coverts]],
  ]);
}

/** Egret: a small white heron, for swamps. */
export function egret(x: number, y: number, s: number, look: Look): string {
  const body = smooth([[-8, -20], [0, -25], [8, -22], [6, -16], [-4, -15]], true);
  const neck = jointed([[6, -22], [9, -30], [6, -36], [10, -38]], [2.4, 2, 2, 2]) + limb(10, -38, 16, -37, 1.8, 0.8);
  const legsPart = limb(0, -16, -1, 0, 1.2, 1) + limb(2, -16, 3, 0, 1.2, 1);
  return figure(x, y, s, look, [[look.fill, [body, neck, legsPart]]]);
}
