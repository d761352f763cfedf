/** Minimal SVG building blocks: number formatting, elements, paths and a per-artwork context for defs. */
import { Rng } from "./prng";

export const W = 2400;
export const H = 1600;

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;

/** One decimal place, no "-0": keeps the markup short and byte-stable. */
export function num(value: number): string {
  const r = Math.round(value * 10) / 10;
  return r === 0 ? "0" : String(r);
}

function attrs(a: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children?: string | readonly string[]): string {
  if (children === undefined) return `<${tag}${attrs(a)}/>`;
  const inner = typeof children === "string" ? children : children.join("");
  return `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export const group = (a: Attrs, children: string | readonly string[]) => el("g", a, children);
/** Path element; long decimals in hand-built path data are rounded to one place. */
export const path = (d: string, a: Attrs = {}) =>
  el("path", { d: d.replace(/-?\d+\.\d{2,}/g, (m) => num(Number(m))), ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  el("circle", { cx, cy, r, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) =>
  el("rect", { x, y, width, height, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...a });

/** Place a shape drawn in local units (ground at y = 0, facing right) at (x, y), scaled, optionally mirrored. */
export function place(x: number, y: number, scale: number, flip = false, rotate = 0): string {
  const sx = flip ? -scale : scale;
  const rot = rotate ? ` rotate(${num(rotate)})` : "";
  return `translate(${num(x)} ${num(y)})${rot} scale(${num3(sx)} ${num3(scale)})`;
}

function num3(value: number): string {
  const r = Math.round(value * 1000) / 1000;
  return r === 0 ? "0" : String(r);
}

/** Twice the signed area (shoelace); negative for the winding that limb() and oval() produce. */
function signedArea(points: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!,
      [x2, y2] = points[(i + 1) % points.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a;
}

/**
 * Closed shapes all get the same winding, so several shapes in one <path> always union
 * (with the nonzero fill rule, overlapping shapes of opposite winding would cut holes).
 */
function wound(points: readonly Pt[]): readonly Pt[] {
  return signedArea(points) > 0 ? [...points].reverse() : points;
}

/** Straight polyline / polygon path data. */
export function poly(input: readonly Pt[], closed = true): string {
  const points = closed ? wound(input) : input;
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("");
  return closed ? `${d}Z` : d;
}

/** A smooth curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(input: readonly Pt[], closed = false, tension = 1, move = true): string {
  const points = closed ? wound(input) : input;
  const n = points.length;
  if (n < 3) return move ? poly(points, closed) : poly(points, false).replace(/^M/, "L");
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n]!;
    return points[Math.max(0, Math.min(n - 1, i))]!;
  };
  let d = `${move ? "M" : "L"}${num(at(0)[0])} ${num(at(0)[1])}`;
  const segments = closed ? n : n - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A tapered limb from (x1, y1) width w1 to (x2, y2) width w2 with rounded ends. */
export function limb(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w1: number,
  w2: number,
): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len,
    ny = (x2 - x1) / len;
  const a = w1 / 2,
    b = w2 / 2;
  return (
    `M${num(x1 + nx * a)} ${num(y1 + ny * a)}L${num(x2 + nx * b)} ${num(y2 + ny * b)}` +
    `A${num(b)} ${num(b)} 0 0 0 ${num(x2 - nx * b)} ${num(y2 - ny * b)}` +
    `L${num(x1 - nx * a)} ${num(y1 - ny * a)}A${num(a)} ${num(a)} 0 0 0 ${num(x1 + nx * a)} ${num(y1 + ny * a)}Z`
  );
}

/** A chain of limbs through several joints (e.g. hip, knee, hoof), widths given per joint. */
export function jointed(points: readonly Pt[], widths: readonly number[]): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i]!,
      [x2, y2] = points[i + 1]!;
    d += limb(x1, y1, x2, y2, widths[i] ?? 1, widths[i + 1] ?? widths[i] ?? 1);
  }
  return d;
}

/** Ellipse as path data, so several shapes can share one <path>. */
export function oval(cx: number, cy: number, rx: number, ry: number): string {
  return `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op }))
    .join("");
}

/** One artwork being drawn: the seeded random stream plus the <defs> it collects. */
export class Art {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(readonly name: string) {
    this.rng = new Rng(name);
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Linear gradient, vertical by default, in object bounding-box units. Returns a fill value. */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid("lg");
    this.def(el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)));
    return `url(#${id})`;
  }

  /** Linear gradient in canvas coordinates (so it stays put across several shapes). */
  linearAbs(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid("la");
    this.def(
      el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: "userSpaceOnUse" }, stops(list)),
    );
    return `url(#${id})`;
  }

  /** Radial gradient in canvas coordinates. */
  radial(list: readonly Stop[], cx: number, cy: number, r: number, ry?: number): string {
    const id = this.uid("rg");
    const transform =
      ry !== undefined && ry !== r
        ? `translate(${num(cx)} ${num(cy)}) scale(1 ${num(ry / r)}) translate(${num(-cx)} ${num(-cy)})`
        : undefined;
    this.def(
      el(
        "radialGradient",
        { id, cx, cy, r, gradientUnits: "userSpaceOnUse", gradientTransform: transform },
        stops(list),
      ),
    );
    return `url(#${id})`;
  }

  /** A clip path from markup; returns the clip-path attribute value. */
  clip(markup: string): string {
    const id = this.uid("cp");
    this.def(el("clipPath", { id }, markup));
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns the filter attribute value. */
  blur(stdDeviation: number): string {
    const id = this.uid("bl");
    this.def(
      el(
        "filter",
        { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
        el("feGaussianBlur", { stdDeviation }),
      ),
    );
    return `url(#${id})`;
  }

  /** Reusable symbol, drawn later with use(). */
  symbol(markup: string): string {
    const id = this.uid("sy");
    this.def(el("g", { id }, markup));
    return id;
  }

  use(id: string, transform?: string, a: Attrs = {}): string {
    return el("use", { "xlink:href": `#${id}`, transform, ...a });
  }

  /** Markup drawn more than once (e.g. a shore and its reflection): stored once, returned as a <use>. */
  share(markup: string): string {
    return this.use(this.symbol(markup));
  }

  /** The finished document. */
  svg(body: readonly string[], title: string): string {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
    const t = el("title", {}, escapeXml(title));
    return `${head}${t}<defs>${this.defs.join("")}</defs>${body.join("")}</svg>\n`;
  }
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
