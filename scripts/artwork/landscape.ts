/** Sky, light, land and water: the layers every scene is painted on. */
import { mix, shade, skies, type Sky, type SkyName } from "./color";
import type { Rng } from "./prng";
import type { Art } from "./svg";
import { H, W, circle, el, ellipse, group, oval, path, rect, smooth, type Pt } from "./svg";

export function skyOf(name: SkyName): Sky {
  return skies[name];
}

/** Full-canvas sky gradient reaching the horizon colour at horizonY. */
export function sky(art: Art, s: Sky, horizonY: number): string {
  const fill = art.linearAbs(
    s.stops.map(([o, c]) => [o, c] as const),
    0,
    0,
    0,
    horizonY,
  );
  return rect(0, 0, W, H, { fill });
}

/** Sun (or moon) disc with a wide soft glow made of radial gradients (cheap to rasterise). */
export function sun(art: Art, x: number, y: number, r: number, s: Sky, glow = 7): string {
  const halo = art.radial(
    [
      [0, s.glow, 0.75],
      [0.25, s.glow, 0.35],
      [1, s.glow, 0],
    ],
    x,
    y,
    r * glow,
  );
  const rim = art.radial(
    [
      [0.6, s.sun, 0.9],
      [1, s.sun, 0],
    ],
    x,
    y,
    r * 1.6,
  );
  return group({}, [
    circle(x, y, r * glow, { fill: halo }),
    circle(x, y, r * 1.6, { fill: rim }),
    circle(x, y, r, { fill: s.sun }),
  ]);
}

/** A broad horizontal wash of light or haze, e.g. mist over a plain. */
export function haze(art: Art, y: number, height: number, color: string, opacity = 0.6): string {
  const fill = art.linearAbs(
    [
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ],
    0,
    y - height / 2,
    0,
    y + height / 2,
  );
  return rect(0, y - height / 2, W, height, { fill });
}

/** Heights along a ridge line: smooth value noise of two octaves. */
export function ridgeLine(
  rng: Rng,
  opts: { y: number; amp: number; step?: number; detail?: number; x0?: number; x1?: number },
): Pt[] {
  const { y, amp } = opts;
  const step = opts.step ?? 240;
  const x0 = opts.x0 ?? -40;
  const x1 = opts.x1 ?? W + 40;
  const detail = opts.detail ?? 0.25;
  const points: Pt[] = [];
  const n = Math.max(1, Math.round((x1 - x0) / step));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const big = rng.range(-1, 1) * amp;
    points.push([x, y + big]);
    if (detail > 0 && i < n)
      points.push([
        x + (x1 - x0) / n / 2 + rng.jitter(0, step * 0.1),
        y + big * 0.5 + rng.range(-1, 1) * amp * detail,
      ]);
  }
  return points;
}

/** Points of a named profile: a function of t in [0, 1] sampled across [x0, x1]. */
export function profile(x0: number, x1: number, samples: number, fn: (t: number) => number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    pts.push([x0 + (x1 - x0) * t, fn(t)]);
  }
  return pts;
}

/** Close a ridge line down to the bottom of the canvas (or to `bottom`). */
export function landPath(points: readonly Pt[], bottom = H + 10): string {
  const first = points[0]!,
    last = points[points.length - 1]!;
  return `${smooth(points)}L${last[0]} ${bottom}L${first[0]} ${bottom}Z`;
}

/** A hill band: the ridge filled with a vertical gradient (lit top, darker base). */
export function hill(
  art: Art,
  points: readonly Pt[],
  top: string,
  bottom: string,
  extra: Record<string, string | number> = {},
): string {
  const ys = points.map((p) => p[1]);
  const minY = Math.min(...ys);
  const fill =
    top === bottom
      ? top
      : art.linearAbs(
          [
            [0, top],
            [1, bottom],
          ],
          0,
          minY,
          0,
          Math.min(H, minY + 500),
        );
  return path(landPath(points), { fill, ...extra });
}

/**
 * Several receding ridges, coloured from the haze of the sky (far) to the near ground colour,
 * the classic atmospheric-perspective stack of a travel poster.
 */
export function ridges(
  art: Art,
  rng: Rng,
  opts: {
    from: number;
    to: number;
    count: number;
    far: string;
    near: string;
    amp?: number;
    step?: number;
  },
): string {
  const out: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const t = opts.count === 1 ? 1 : i / (opts.count - 1);
    const y = opts.from + (opts.to - opts.from) * t;
    const color = mix(opts.far, opts.near, t);
    const amp = (opts.amp ?? 40) * (0.6 + t * 0.8);
    const pts = ridgeLine(rng, { y, amp, step: (opts.step ?? 300) * (0.8 + rng.next() * 0.5) });
    out.push(hill(art, pts, shade(color, 0.06), shade(color, -0.08)));
  }
  return group({}, out);
}

/** Short brush strokes scattered over a band of ground: dry grass, texture, dappled light. */
export function strokes(
  rng: Rng,
  opts: {
    y0: number;
    y1: number;
    count: number;
    color: string;
    opacity?: number;
    length?: number;
    width?: number;
    slant?: number;
    x0?: number;
    x1?: number;
    horizontal?: boolean;
  },
): string {
  const x0 = opts.x0 ?? 0,
    x1 = opts.x1 ?? W;
  const len = opts.length ?? 26;
  let d = "";
  for (let i = 0; i < opts.count; i++) {
    const x = rng.range(x0, x1);
    const depth = rng.next();
    const y = opts.y0 + (opts.y1 - opts.y0) * depth;
    const size = len * (0.35 + depth * 0.9) * rng.range(0.6, 1.3);
    if (opts.horizontal) {
      d += `M${Math.round(x)} ${Math.round(y)}h${Math.round(size * 2)}`;
    } else {
      const lean = (opts.slant ?? 0.25) * rng.range(-1, 1) * size;
      d += `M${Math.round(x)} ${Math.round(y)}q${Math.round(lean * 0.2)} ${Math.round(-size * 0.6)} ${Math.round(lean)} ${Math.round(-size)}`;
    }
  }
  return path(d, {
    fill: "none",
    stroke: opts.color,
    "stroke-width": opts.width ?? 3,
    "stroke-linecap": "round",
    opacity: opts.opacity ?? 0.5,
  });
}

/** Tall grass: dense blades along the bottom, drawn in front of animals to bed them in. */
export function tallGrass(
  rng: Rng,
  opts: {
    y: number;
    height: number;
    color: string;
    count: number;
    x0?: number;
    x1?: number;
    opacity?: number;
  },
): string {
  const x0 = opts.x0 ?? -20,
    x1 = opts.x1 ?? W + 20;
  let d = "";
  for (let i = 0; i < opts.count; i++) {
    const x = rng.range(x0, x1);
    const y = opts.y + rng.range(0, opts.height * 0.6);
    const h = opts.height * rng.range(0.5, 1.2);
    const bend = rng.range(-0.35, 0.35) * h;
    const w = Math.max(2, h * 0.035);
    d += `M${Math.round(x - w)} ${Math.round(y)}Q${Math.round(x + bend * 0.3)} ${Math.round(y - h * 0.6)} ${Math.round(x + bend)} ${Math.round(y - h)}Q${Math.round(x + bend * 0.3 + w)} ${Math.round(y - h * 0.55)} ${Math.round(x + w)} ${Math.round(y)}Z`;
  }
  return path(d, { fill: opts.color, opacity: opts.opacity });
}

/** A forest edge seen from afar: a band whose top is a row of rounded crowns, lit along their tops. */
export function treeLine(
  rng: Rng,
  opts: { y: number; size: number; color: string; light?: string; jitter?: number },
): string {
  let d = `M-20 ${H + 10}V${opts.y}`;
  let lit = "";
  let x = -20;
  while (x < W + 20) {
    const r = opts.size * rng.range(0.6, 1.2);
    const ry = r * rng.range(0.75, 1);
    const top = opts.y - rng.range(0, opts.jitter ?? opts.size * 0.8);
    const cx = x + r;
    d += `L${Math.round(x)} ${Math.round(top)}A${Math.round(r)} ${Math.round(ry)} 0 0 1 ${Math.round(x + 2 * r)} ${Math.round(top)}`;
    const a1 = (205 * Math.PI) / 180,
      a2 = (285 * Math.PI) / 180;
    lit += `M${Math.round(cx + Math.cos(a1) * r * 0.72)} ${Math.round(top + Math.sin(a1) * ry * 0.72)}A${Math.round(r * 0.72)} ${Math.round(ry * 0.72)} 0 0 1 ${Math.round(cx + Math.cos(a2) * r * 0.72)} ${Math.round(top + Math.sin(a2) * ry * 0.72)}`;
    x += 2 * r * rng.range(0.7, 0.9);
  }
  d += `V${H + 10}Z`;
  return group({}, [
    path(d, { fill: opts.color }),
    opts.light
      ? path(lit, {
          fill: "none",
          stroke: opts.light,
          "stroke-width": Math.max(3, opts.size * 0.18),
          "stroke-linecap": "round",
          opacity: 0.7,
        })
      : "",
  ]);
}

/** A cloud: flat base, soft lumpy top; drawn as one smooth blob with a lighter crown. */
export function cloud(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  width: number,
  height: number,
  color: string,
  opacity = 0.8,
): string {
  const pts: Pt[] = [];
  const bumps = Math.max(3, Math.round(width / (height * 1.1)));
  pts.push([x - width / 2, y]);
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps;
    const envelope = Math.sin(Math.PI * t) ** 0.6;
    pts.push([
      x - width / 2 + width * t + rng.jitter(0, width * 0.03),
      y - height * envelope * rng.range(0.55, 1),
    ]);
  }
  pts.push([x + width / 2, y]);
  pts.push([x + width * 0.2, y + height * 0.08]);
  pts.push([x - width * 0.25, y + height * 0.06]);
  const d = smooth(pts, true);
  const fill = art.linear([
    [0, shade(color, 0.25), opacity],
    [1, color, opacity * 0.85],
  ]);
  return path(d, { fill });
}

/** A fair-weather cumulus: a heap of round puffs on a flat, shaded base. */
export function cumulus(
  art: Art,
  rng: Rng,
  x: number,
  y: number,
  width: number,
  height: number,
  light: string,
  base: string,
): string {
  const n = Math.max(4, Math.round(width / (height * 0.55)));
  let puffs = "";
  let highlights = "";
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const env = Math.sin(Math.PI * t) ** 0.8;
    const r = height * (0.28 + 0.42 * env) * rng.range(0.8, 1.1);
    const px = x - width / 2 + width * t + rng.jitter(0, width * 0.02);
    const py = y - r * 0.75 - height * 0.25 * env;
    puffs += oval(px, py, r, r);
    highlights += oval(px - r * 0.15, py - r * 0.2, r * 0.72, r * 0.7);
  }
  const clip = art.clip(rect(x - width, y - height * 3, width * 2, height * 3));
  const fill = art.linearAbs(
    [
      [0, light],
      [0.55, light],
      [1, base],
    ],
    0,
    y - height * 1.2,
    0,
    y,
  );
  return group({ "clip-path": clip }, [
    path(puffs, { fill }),
    path(highlights, { fill: light, opacity: 0.5 }),
  ]);
}

/** A bank of flat, streaky clouds across a band of sky. */
export function cloudBank(
  art: Art,
  rng: Rng,
  opts: { y0: number; y1: number; count: number; color: string; opacity?: number; scale?: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const w = rng.range(260, 700) * (opts.scale ?? 1);
    out.push(
      cloud(
        art,
        rng,
        rng.range(-100, W + 100),
        rng.range(opts.y0, opts.y1),
        w,
        w * rng.range(0.08, 0.16),
        opts.color,
        opts.opacity ?? 0.7,
      ),
    );
  }
  return group({}, out);
}

/** Still water with a vertical gradient and horizontal shimmer lines. */
export function water(
  art: Art,
  rng: Rng,
  y0: number,
  y1: number,
  top: string,
  bottom: string,
  shimmer: string,
  lines = 120,
): string {
  const fill = art.linearAbs(
    [
      [0, top],
      [1, bottom],
    ],
    0,
    y0,
    0,
    y1,
  );
  const shimmerLines = strokes(rng, {
    y0: y0 + 4,
    y1,
    count: lines,
    color: shimmer,
    length: 40,
    width: 3,
    horizontal: true,
    opacity: 0.35,
  });
  return group({}, [rect(-10, y0, W + 20, y1 - y0, { fill }), shimmerLines]);
}

/** Mirror markup about the horizontal line y (for reflections in water), faded and clipped below it. */
export function reflect(
  art: Art,
  markup: string,
  y: number,
  opacity = 0.35,
  clipTo?: string,
): string {
  const clip = art.clip(clipTo ?? rect(0, y, W, H - y));
  return group(
    { "clip-path": clip },
    group({ transform: `translate(0 ${2 * y}) scale(1 -1)`, opacity }, markup),
  );
}

/** Tiny birds in flight, as shallow Vs. */
export function birds(
  rng: Rng,
  opts: {
    x0: number;
    x1: number;
    y0: number;
    y1: number;
    count: number;
    size: number;
    color: string;
  },
): string {
  let d = "";
  for (let i = 0; i < opts.count; i++) {
    const x = rng.range(opts.x0, opts.x1),
      y = rng.range(opts.y0, opts.y1);
    const s = opts.size * rng.range(0.6, 1.2);
    const flap = rng.range(0.2, 0.7);
    d += `M${Math.round(x - s)} ${Math.round(y - s * flap)}Q${Math.round(x - s * 0.4)} ${Math.round(y - s * 0.2)} ${Math.round(x)} ${Math.round(y)}Q${Math.round(x + s * 0.4)} ${Math.round(y - s * 0.2)} ${Math.round(x + s)} ${Math.round(y - s * flap)}`;
  }
  return path(d, {
    fill: "none",
    stroke: opts.color,
    "stroke-width": Math.max(2, opts.size * 0.14),
    "stroke-linecap": "round",
  });
}

/** Soft ground shadow under a subject. */
export function shadow(
  x: number,
  y: number,
  rx: number,
  color = "#1e1916",
  opacity = 0.25,
): string {
  return ellipse(x, y, rx, rx * 0.12, { fill: color, opacity });
}

/** The finishing layers: fine paper grain (a small tiled noise pattern) and a soft vignette. */
export function finish(art: Art, opts: { grain?: number; vignette?: number } = {}): string {
  const grainId = art.uid("grain");
  const filterId = art.uid("noise");
  const strength = opts.grain ?? 0.5;
  art.def(
    el(
      "filter",
      { id: filterId, x: 0, y: 0, width: 256, height: 256, filterUnits: "userSpaceOnUse" },
      el("feTurbulence", {
        type: "fractalNoise",
        baseFrequency: "0.55",
        numOctaves: 2,
        seed: 7,
        stitchTiles: "stitch",
      }) +
        el("feColorMatrix", {
          type: "matrix",
          values: `0 0 0 0 0.12 0 0 0 0 0.09 0 0 0 0 0.06 0 0 0 ${-1.6 * strength} ${0.95 * strength}`,
        }),
    ),
  );
  art.def(
    el(
      "pattern",
      { id: grainId, width: 256, height: 256, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 256, 256, { filter: `url(#${filterId})` }),
    ),
  );
  const vignette = art.radial(
    [
      [0.55, "#1e1916", 0],
      [1, "#1e1916", opts.vignette ?? 0.28],
    ],
    W / 2,
    H * 0.48,
    W * 0.72,
    H * 0.8,
  );
  return group({}, [
    rect(0, 0, W, H, { fill: `url(#${grainId})` }),
    rect(0, 0, W, H, { fill: vignette }),
  ]);
}

/** A rounded mound (termite mound, kopje boulder, river bank) as a smooth blob on the ground line. */
export function mound(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
): string {
  const pts: Pt[] = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const h =
      Math.sin(Math.PI * t) ** 0.7 * height * (i === 0 || i === n ? 0 : rng.range(0.85, 1.08));
    pts.push([x - width / 2 + width * t, y - h]);
  }
  return path(`${smooth(pts)}L${x + width / 2} ${y + 6}L${x - width / 2} ${y + 6}Z`, { fill });
}
