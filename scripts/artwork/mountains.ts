/** Mountains and big landforms: Kilimanjaro, Mount Kenya, cliffs. */
import { shade } from "./color.ts";
import { landPath, profile } from "./landscape.ts";
import type { Rng } from "./prng.ts";
import { Art, group, path, poly, type Pt } from "./svg.ts";

type MountainLook = { rock: string; snow: string; haze: string; shadow?: number };

/** Snow field hanging below a summit line: follows the top and ends in ragged tongues. */
function snowCap(rng: Rng, top: readonly Pt[], depth: (t: number) => number): string {
  const lower: Pt[] = [];
  top.forEach(([x, y], i) => {
    const t = i / (top.length - 1);
    const tongue = rng.chance(0.25) ? rng.range(1.4, 2.6) : rng.range(0.6, 1.1);
    lower.push([x + rng.jitter(0, 3), y + depth(t) * tongue]);
  });
  return poly([...top.map(([x, y]) => [x, y - 1] as Pt), ...lower.reverse()]);
}

/** Volume: the side away from the light slightly darker, split at the summit. */
function shadowSide(art: Art, outline: string, splitX: number, light: "left" | "right", amount: number): string {
  const fill = art.linearAbs(
    light === "left" ? [[0, "#1e1916", 0], [1, "#1e1916", amount]] : [[0, "#1e1916", amount], [1, "#1e1916", 0]],
    light === "left" ? splitX - 1 : splitX - 300,
    0,
    light === "left" ? splitX + 300 : splitX + 1,
    0,
  );
  return path(outline, { fill });
}

/**
 * Kilimanjaro seen from Amboseli: a vast, gently concave cone with a broad flat summit (Kibo),
 * the jagged shoulder of Mawenzi on the left, and a snow cap with glacier tongues.
 */
export function kilimanjaro(art: Art, rng: Rng, cx: number, baseY: number, width: number, height: number, look: MountainLook): string {
  const x0 = cx - width / 2;
  const mawenzi = (t: number) => 0.55 * Math.max(0, 1 - Math.abs(t - 0.27) / 0.07) ** 0.8;
  const pts = profile(x0, x0 + width, 120, (t) => {
    const u = Math.min(1, Math.abs(t - 0.56) / 0.56);
    const kibo = u < 0.1 ? 1 - 0.012 * Math.sin(t * 90) : ((1 - u) / 0.9) ** 1.7;
    const jag = mawenzi(t) > 0.05 ? rng.range(-0.03, 0.03) : 0;
    return baseY - height * Math.max(kibo, mawenzi(t) + jag);
  });
  const outline = landPath(pts, baseY + 4);
  const body = art.linearAbs([[0, shade(look.rock, 0.05)], [0.55, look.rock], [1, look.haze]], 0, baseY - height, 0, baseY);
  const summit = pts.filter(([x]) => x > x0 + width * 0.38 && x < x0 + width * 0.74);
  const snow = snowCap(rng, summit, (t) => height * (0.09 + 0.12 * Math.sin(Math.PI * t)));
  const gullies: string[] = [];
  for (let i = 0; i < 9; i++) {
    const gx = x0 + width * rng.range(0.36, 0.76);
    const gy = baseY - height * 0.82;
    gullies.push(`M${gx} ${gy}l${rng.jitter(0, 30)} ${height * rng.range(0.15, 0.3)}`);
  }
  return group({}, [
    path(outline, { fill: body }),
    shadowSide(art, outline, x0 + width * 0.56, "left", look.shadow ?? 0.18),
    path(snow, { fill: look.snow }),
    path(gullies.join(""), { stroke: shade(look.rock, -0.15), "stroke-width": 3, opacity: 0.35, fill: "none" }),
  ]);
}

/** Mount Kenya: a broad massif carrying a cluster of sharp, steep spires streaked with snow. */
export function mountKenya(art: Art, rng: Rng, cx: number, baseY: number, width: number, height: number, look: MountainLook): string {
  const x0 = cx - width / 2;
  const spires: [number, number, number][] = [
    [0.5, 1, 0.035],
    [0.53, 0.95, 0.03],
    [0.455, 0.8, 0.04],
    [0.585, 0.78, 0.035],
    [0.41, 0.66, 0.05],
    [0.63, 0.64, 0.045],
    [0.36, 0.55, 0.06],
  ];
  const pts = profile(x0, x0 + width, 260, (t) => {
    const u = Math.min(1, Math.abs(t - 0.5) / 0.5);
    let f = 0.5 * (1 - u) ** 1.3;
    for (const [c, h, w] of spires) f = Math.max(f, h * (1 - Math.abs(t - c) / w) ** 1.1);
    return baseY - height * (f + rng.range(-0.006, 0.006));
  });
  const outline = poly([...pts, [x0 + width, baseY + 4], [x0, baseY + 4]]);
  const body = art.linearAbs([[0, look.rock], [1, look.haze]], 0, baseY - height, 0, baseY);
  let snow = "";
  for (const [c, h, w] of spires) {
    const sx = x0 + width * c;
    const sy = baseY - height * h;
    for (let k = 0; k < 4; k++) {
      const off = rng.jitter(0, w * width * 0.5);
      const top = sy + Math.abs(off) * 1.6 + height * 0.02;
      const len = height * rng.range(0.06, 0.18);
      snow += poly([[sx + off - 4, top], [sx + off + 4, top], [sx + off + rng.jitter(0, 6), top + len]]);
    }
  }
  return group({}, [
    path(outline, { fill: body }),
    shadowSide(art, outline, x0 + width * 0.5, "left", look.shadow ?? 0.25),
    path(snow, { fill: look.snow, opacity: 0.9 }),
  ]);
}

/**
 * A cliff wall between an outline (top edge points, left to right) and the bottom, lit face with
 * vertical columnar jointing and horizontal strata.
 */
export function cliff(art: Art, rng: Rng, top: readonly Pt[], bottomY: number, face: string, dark: string, strata = 6): string {
  const outline = poly([...top, [top[top.length - 1]![0], bottomY], [top[0]![0], bottomY]]);
  const xs = top.map((p) => p[0]);
  const ys = top.map((p) => p[1]);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys);
  const fill = art.linearAbs([[0, shade(face, 0.08)], [1, shade(face, -0.2)]], 0, minY, 0, bottomY);
  const clip = art.clip(path(outline));
  let joints = "";
  for (let x = minX; x < maxX; x += rng.range(14, 40)) joints += `M${x.toFixed(0)} ${minY.toFixed(0)}l${rng.jitter(0, 8).toFixed(0)} ${(bottomY - minY).toFixed(0)}`;
  let bands = "";
  for (let i = 1; i <= strata; i++) {
    const y = minY + ((bottomY - minY) * i) / (strata + 1) + rng.jitter(0, 20);
    bands += `M${minX} ${y.toFixed(0)}h${maxX - minX}`;
  }
  return group({}, [
    path(outline, { fill }),
    group({ "clip-path": clip }, [
      path(joints, { stroke: dark, "stroke-width": 5, opacity: 0.35, fill: "none" }),
      path(bands, { stroke: dark, "stroke-width": 10, opacity: 0.18, fill: "none" }),
    ]),
  ]);
}
