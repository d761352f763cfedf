/** Mountains and big landforms: Kilimanjaro, Mount Kenya, cliffs. */
import { shade } from "./color";
import { landPath, profile } from "./landscape";
import type { Rng } from "./prng";
import type { Art } from "./svg";
import { group, path, poly, type Pt } from "./svg";

type MountainLook = { rock: string; snow: string; haze: string; shadow?: number };

/** Snow field hanging below a summit line: follows the top and ends in ragged tongues. */
function snowCap(rng: Rng, top: readonly Pt[], depth: (t: number) => number): string {
  const lower: Pt[] = [];
  top.forEach(([x, y], i) => {
    const t = i / (top.length - 1);
    const tongue = i % 3 === 0 && rng.chance(0.45) ? rng.range(1.5, 2.3) : rng.range(0.7, 1.05);
    lower.push([x, y + depth(t) * tongue]);
  });
  return poly([...top.map(([x, y]) => [x, y - 1] as Pt), ...lower.reverse()]);
}

/** Volume: the side away from the light slightly darker, split at the summit. */
function shadowSide(
  art: Art,
  outline: string,
  splitX: number,
  light: "left" | "right",
  amount: number,
): string {
  const fill = art.linearAbs(
    light === "left"
      ? [
          [0, "#1e1916", 0],
          [1, "#1e1916", amount],
        ]
      : [
          [0, "#1e1916", amount],
          [1, "#1e1916", 0],
        ],
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
export function kilimanjaro(
  art: Art,
  rng: Rng,
  cx: number,
  baseY: number,
  width: number,
  height: number,
  look: MountainLook,
): string {
  const x0 = cx - width / 2;
  const spikes = [0.25, 0.266, 0.28].map((c) => [c, rng.range(0.47, 0.52)] as const);
  const mawenzi = (t: number) => {
    let m = 0.45 * Math.max(0, 1 - Math.abs(t - 0.27) / 0.075) ** 0.9;
    for (const [c, h] of spikes) m = Math.max(m, h * Math.max(0, 1 - Math.abs(t - c) / 0.02));
    return m;
  };
  const pts = profile(x0, x0 + width, 220, (t) => {
    const u = Math.min(1, Math.abs(t - 0.56) / 0.56);
    const kibo = u < 0.11 ? 1 - 0.01 * Math.sin(t * 70) : ((1 - u) / 0.89) ** 1.75;
    return baseY - height * Math.max(kibo, mawenzi(t));
  });
  const outline = landPath(pts, baseY + 4);
  const body = art.linearAbs(
    [
      [0, shade(look.rock, 0.05)],
      [0.55, look.rock],
      [1, look.haze],
    ],
    0,
    baseY - height,
    0,
    baseY,
  );
  const summit = pts.filter(([x]) => x > x0 + width * 0.44 && x < x0 + width * 0.69);
  const snow = snowCap(rng, summit, (t) => height * (0.03 + 0.07 * Math.sin(Math.PI * t) ** 0.7));
  const gullies: string[] = [];
  for (let i = 0; i < 14; i++) {
    const gx = x0 + width * rng.range(0.4, 0.72);
    const gy = baseY - height * rng.range(0.6, 0.85);
    gullies.push(`M${gx} ${gy}l${rng.jitter(0, 30)} ${height * rng.range(0.12, 0.3)}`);
  }
  return group({}, [
    path(outline, { fill: body }),
    shadowSide(art, outline, x0 + width * 0.56, "left", look.shadow ?? 0.18),
    group(
      { "clip-path": art.clip(path(outline)) },
      path(gullies.join(""), {
        stroke: shade(look.rock, -0.12),
        "stroke-width": 4,
        opacity: 0.3,
        fill: "none",
      }),
    ),
    path(snow, { fill: look.snow }),
  ]);
}

/** Mount Kenya: a broad massif carrying a cluster of steep, craggy summits, snow lying in their gullies. */
export function mountKenya(
  art: Art,
  rng: Rng,
  cx: number,
  baseY: number,
  width: number,
  height: number,
  look: MountainLook,
): string {
  const x0 = cx - width / 2;
  const spires: [number, number, number][] = [
    [0.5, 1, 0.05],
    [0.526, 0.96, 0.03],
    [0.468, 0.87, 0.04],
    [0.56, 0.85, 0.04],
    [0.435, 0.82, 0.04],
    [0.6, 0.81, 0.05],
  ];
  const pts = profile(x0, x0 + width, 300, (t) => {
    const u = Math.min(1, Math.abs(t - 0.5) / 0.5);
    let f = 0.8 * (1 - u) ** 2.3 + 0.03 * Math.sin(t * 47) * (1 - u);
    for (const [c, h, w] of spires)
      f = Math.max(f, h * Math.max(0, 1 - Math.abs(t - c) / w) ** 0.8);
    return baseY - height * (f + rng.range(-0.006, 0.006));
  });
  const outline = poly([...pts, [x0 + width, baseY + 4], [x0, baseY + 4]]);
  const body = art.linearAbs(
    [
      [0, look.rock],
      [1, look.haze],
    ],
    0,
    baseY - height,
    0,
    baseY,
  );
  const snowLine = baseY - height * 0.7;
  const high = pts.filter(([, py]) => py < snowLine);
  const snow = snowCap(rng, high, () => height * rng.range(0.03, 0.09));
  return group({}, [
    path(outline, { fill: body }),
    shadowSide(art, outline, x0 + width * 0.5, "left", look.shadow ?? 0.25),
    group({ "clip-path": art.clip(path(outline)) }, path(snow, { fill: look.snow, opacity: 0.9 })),
  ]);
}

/**
 * A cliff wall between an outline (top edge points, left to right) and the bottom, lit face with
 * vertical columnar jointing and horizontal strata.
 */
export function cliff(
  art: Art,
  rng: Rng,
  top: readonly Pt[],
  bottomY: number,
  face: string,
  dark: string,
  strata = 6,
): string {
  const outline = poly([...top, [top[top.length - 1]![0], bottomY], [top[0]![0], bottomY]]);
  const xs = top.map((p) => p[0]);
  const ys = top.map((p) => p[1]);
  const minX = Math.min(...xs),
    maxX = Math.max(...xs),
    minY = Math.min(...ys);
  const fill = art.linearAbs(
    [
      [0, shade(face, 0.08)],
      [1, shade(face, -0.2)],
    ],
    0,
    minY,
    0,
    bottomY,
  );
  const clip = art.clip(path(outline));
  let fine = "";
  let deep = "";
  for (let x = minX; x < maxX; x += rng.range(12, 46)) {
    const y0 = minY + rng.range(0, 120);
    const len = (bottomY - minY) * rng.range(0.3, 1);
    const seg = `M${x.toFixed(0)} ${y0.toFixed(0)}l${rng.jitter(0, 10).toFixed(0)} ${len.toFixed(0)}`;
    if (rng.chance(0.22)) deep += seg;
    else fine += seg;
  }
  let bands = "";
  for (let i = 1; i <= strata; i++) {
    const y = minY + ((bottomY - minY) * i) / (strata + 1) + rng.jitter(0, 30);
    bands += `M${minX} ${y.toFixed(0)}C${minX + (maxX - minX) * 0.3} ${(y + rng.jitter(0, 14)).toFixed(0)} ${minX + (maxX - minX) * 0.7} ${(y + rng.jitter(0, 14)).toFixed(0)} ${maxX} ${y.toFixed(0)}`;
  }
  const rim = top.map(([x, y]) => [x, y + 14] as Pt).reverse();
  return group({}, [
    path(outline, { fill }),
    group({ "clip-path": clip }, [
      path(bands, { stroke: dark, "stroke-width": 26, opacity: 0.14, fill: "none" }),
      path(fine, { stroke: dark, "stroke-width": 3, opacity: 0.22, fill: "none" }),
      path(deep, { stroke: dark, "stroke-width": 9, opacity: 0.35, fill: "none" }),
      path(poly([...top, ...rim]), { fill: "#6b6a34", opacity: 0.7 }),
    ]),
  ]);
}
