/** People, vehicles, camp furniture and buildings, in local units (ground at y = 0, facing right). */
import { palette, shade } from "./color";
import type { Rng } from "./prng";
import type { Art } from "./svg";
import {
  circle,
  ellipse,
  group,
  jointed,
  limb,
  oval,
  path,
  place,
  poly,
  rect,
  smooth,
  type Pt,
} from "./svg";

/** Hot-air balloon: striped gores on a rounded envelope, shaded for volume, with basket and ropes. */
export function balloon(
  art: Art,
  x: number,
  y: number,
  s: number,
  o: { colors: readonly string[]; gores?: number; basket?: string; opacity?: number },
): string {
  const outline: Pt[] = [
    [0, -100],
    [22, -97],
    [36, -86],
    [41, -70],
    [39, -54],
    [31, -37],
    [19, -21],
    [9, -9],
    [7, -4],
  ];
  const gores = o.gores ?? 10;
  const boundary = (k: number) => Math.sin(-Math.PI / 2 + (Math.PI * k) / gores);
  const panels: string[] = [];
  for (let k = 0; k < gores; k++) {
    const a = boundary(k),
      b = boundary(k + 1);
    const left = outline.map(([px, py]) => [px * a, py] as Pt);
    const right = outline.map(([px, py]) => [px * b, py] as Pt).reverse();
    panels.push(
      path(`${smooth(left)}${smooth(right, false, 1, false)}Z`, {
        fill: o.colors[k % o.colors.length],
      }),
    );
  }
  const full = outline
    .map(([px, py]) => [-px, py] as Pt)
    .reverse()
    .concat(outline.slice(1));
  const envelope = smooth(full, true);
  const light = art.linear(
    [
      [0, "#fff8e8", 0.32],
      [0.38, "#fff8e8", 0],
      [0.62, "#1e1916", 0],
      [1, "#1e1916", 0.42],
    ],
    0,
    0,
    1,
    0,
  );
  const crown = art.linear([
    [0, "#fff8e8", 0.25],
    [0.3, "#fff8e8", 0],
  ]);
  const basket = o.basket ?? palette.bark;
  return group({ transform: place(x, y, s), opacity: o.opacity }, [
    path("M-7 -3L-5 10M7 -3L5 10M0 -3V10", {
      stroke: palette.charcoal,
      "stroke-width": 0.8,
      fill: "none",
    }),
    rect(-6, 10, 12, 8, { fill: basket, rx: 1.2 }),
    rect(-6.5, 9.5, 13, 2, { fill: shade(basket, -0.3) }),
    ...panels,
    path(envelope, { fill: light }),
    path(envelope, { fill: crown }),
    rect(-7.5, -5, 15, 3, { fill: shade(o.colors[0] ?? palette.ochre, -0.35), rx: 1 }),
  ]);
}

/** Pop-up-roof 4x4 safari vehicle, side view, with optional heads of guests in the roof hatch. */
export function safariVehicle(
  x: number,
  y: number,
  s: number,
  o: { body: string; trim: string; glass: string; canvas: string; guests?: string; flip?: boolean },
): string {
  const body =
    "M-84 -24L-84 -60L28 -60L44 -44L80 -41Q86 -40 86 -32L86 -22Q86 -18 80 -18L75 -18A19 19 0 0 0 37 -18L-33 -18A19 19 0 0 0 -71 -18L-80 -18Q-84 -18 -84 -24Z";
  const windows = [
    rect(-80, -56, 24, 13, { rx: 1.5 }),
    rect(-52, -56, 24, 13, { rx: 1.5 }),
    rect(-24, -56, 24, 13, { rx: 1.5 }),
    path("M4 -56H27L38 -45V-43H4Z"),
  ];
  const wheel = (cx: number) => [
    circle(cx, -16, 16, { fill: o.trim }),
    circle(cx, -16, 7.5, { fill: shade(o.body, -0.25) }),
    circle(cx, -16, 2.6, { fill: o.trim }),
  ];
  const posts = [-80, -46, -10, 24].map((px) => limb(px, -80, px, -59, 2.4, 2.4)).join("");
  const guests = o.guests
    ? path(
        oval(-58, -71, 4.5, 5) +
          oval(-28, -72, 4.5, 5) +
          oval(6, -70, 4.5, 5) +
          "M-66 -60Q-58 -66 -50 -60ZM-36 -60Q-28 -67 -20 -60ZM-2 -60Q6 -65 14 -60Z",
        { fill: o.guests },
      )
    : "";
  return group({ transform: place(x, y, s, o.flip) }, [
    rect(-84, -78, 112, 18, { fill: o.canvas, opacity: 0.35 }),
    guests,
    path(posts, { fill: o.trim }),
    path("M-88 -84H30Q33 -84 33 -81V-79H-88Z", { fill: o.canvas }),
    rect(-93, -52, 9, 30, { fill: o.trim, rx: 3 }),
    path(body, { fill: o.body }),
    path("M-84 -37H84", { stroke: shade(o.body, -0.2), "stroke-width": 1.2 }),
    path("M-30 -60V-20M2 -60V-20", { stroke: shade(o.body, -0.2), "stroke-width": 1 }),
    group({ fill: o.glass }, windows),
    path(limb(43, -44, 43, -74, 3.2, 3.2) + "M80 -30h9v6h-9z" + "M-86 -28h-6v5h6z", {
      fill: o.trim,
    }),
    circle(83, -36, 2.4, { fill: "#f7e7b5" }),
    ...wheel(-52),
    ...wheel(56),
  ]);
}

/** Safari camp chair (side view): wooden frame with canvas seat and back. */
export function campChair(
  x: number,
  y: number,
  s: number,
  o: { frame: string; canvas: string; flip?: boolean },
): string {
  const frame =
    limb(14, -32, 12, 0, 2.6, 2.2) +
    limb(-14, -32, -14, 0, 2.6, 2.2) +
    limb(-15, -33, 16, -33, 2.8, 2.4) +
    limb(-14, -2, 12, -22, 1.6, 1.6) +
    limb(12, -2, -14, -22, 1.6, 1.6) +
    limb(-14, -22, -19, -56, 2.6, 2.2);
  const canvas =
    poly([
      [-14, -25],
      [14, -23],
      [14, -19],
      [-14, -20],
    ]) +
    poly([
      [-15, -34],
      [-18.5, -54],
      [-14.5, -54],
      [-11.5, -36],
    ]);
  return group({ transform: place(x, y, s, o.flip) }, [
    path(frame, { fill: o.frame }),
    path(canvas, { fill: o.canvas }),
  ]);
}

/** Campfire: crossed logs, layered flames, sparks and a warm glow on the ground. */
export function campfire(
  art: Art,
  x: number,
  y: number,
  s: number,
  o: { glow?: number } = {},
): string {
  const rng = art.rng.fork("fire");
  const flame = (cx: number, w: number, h: number, lean: number) =>
    `M${cx - w / 2} 0Q${cx - w / 2} ${-h * 0.55} ${cx + lean} ${-h}Q${cx + w / 2} ${-h * 0.5} ${cx + w / 2} 0Z`;
  const layer = (scale: number, count: number) => {
    let d = "";
    for (let i = 0; i < count; i++) {
      const cx = rng.jitter(0, 9 * scale);
      d += flame(
        cx,
        rng.range(8, 14) * scale,
        rng.range(22, 40) * scale * (1 - Math.abs(cx) / 30),
        rng.jitter(0, 5),
      );
    }
    return d;
  };
  let sparks = "";
  for (let i = 0; i < 26; i++)
    sparks += oval(
      rng.jitter(0, 22),
      -rng.range(40, 130),
      rng.range(0.6, 1.4),
      rng.range(0.6, 1.4),
    );
  const glow = art.radial(
    [
      [0, "#ffc46b", 0.85 * (o.glow ?? 1)],
      [0.35, "#f08a3a", 0.35 * (o.glow ?? 1)],
      [1, "#f08a3a", 0],
    ],
    x,
    y - 20 * s,
    260 * s,
    200 * s,
  );
  return group({}, [
    ellipse(x, y - 20 * s, 260 * s, 200 * s, { fill: glow }),
    group({ transform: place(x, y, s) }, [
      path(limb(-26, 2, 24, -6, 6, 5) + limb(24, 2, -24, -6, 6, 5) + limb(-6, 3, 10, -12, 5, 4), {
        fill: "#3a2619",
      }),
      path(layer(1.3, 7), { fill: "#e2591f" }),
      path(layer(0.95, 6), { fill: "#f59a2c" }),
      path(layer(0.6, 5), { fill: "#fde38a" }),
      path(sparks, { fill: "#ffd27a", opacity: 0.8 }),
    ]),
  ]);
}

/** A person, 58 units tall: skin, garment colour, optional beaded collar, staff, and a jump height. */
export function person(
  x: number,
  y: number,
  s: number,
  o: {
    skin: string;
    cloth: string;
    cloth2?: string;
    legs?: string;
    collar?: readonly string[];
    staff?: string;
    jump?: number;
    hair?: string;
    flip?: boolean;
    arms?: "down" | "forward";
  },
): string {
  const lift = -(o.jump ?? 0);
  const legs =
    limb(-3, -22 + lift, -3.4, -1 + lift, 4.2, 3.2) + limb(3, -22 + lift, 3.4, -1 + lift, 4.2, 3.2);
  const arms =
    o.arms === "forward"
      ? jointed(
          [
            [6.5, -46 + lift],
            [12, -36 + lift],
            [20, -38 + lift],
          ],
          [3.4, 3, 2.8],
        )
      : limb(-7, -46 + lift, -8.6, -24 + lift, 3.4, 2.8) +
        limb(7, -46 + lift, 8.6, -24 + lift, 3.4, 2.8);
  const head = oval(0, -56.5 + lift, 4, 4.8) + limb(0, -52 + lift, 0, -48 + lift, 3.6, 3.6);
  const garment = poly([
    [-6.8, -49 + lift],
    [6.8, -49 + lift],
    [9.5, -19 + lift],
    [-9.5, -19 + lift],
  ]);
  const sash = poly([
    [-6.8, -49 + lift],
    [-2, -49 + lift],
    [9.5, -28 + lift],
    [9.5, -22 + lift],
  ]);
  const parts = [
    o.jump ? ellipse(0, 0, 9, 1.6, { fill: "#1e1916", opacity: 0.25 }) : "",
    o.staff ? path(limb(11, -64 + lift, 11, -1 + lift, 1.3, 1.3), { fill: o.staff }) : "",
    path(legs, { fill: o.legs ?? o.skin }),
    path(garment, { fill: o.cloth }),
    o.cloth2 ? path(sash, { fill: o.cloth2 }) : "",
    path(arms + head, { fill: o.skin }),
    o.hair ? path(oval(0, -59.5 + lift, 4.2, 2.6), { fill: o.hair }) : "",
  ];
  if (o.collar) {
    o.collar.forEach((c, i) =>
      parts.push(
        ellipse(0, -49.5 + lift + i * 0.9, 7.5 - i * 0.6, 2.4 - i * 0.2, {
          fill: "none",
          stroke: c,
          "stroke-width": 1,
        }),
      ),
    );
  }
  return group({ transform: place(x, y, s, o.flip) }, parts);
}

/** A Maasai house: low, rounded, mud-plastered walls under a flat thatched roof, with a dark door. */
export function hut(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  o: { wall: string; roof: string; door: string },
): string {
  const w = rng.range(28, 36);
  const wall = `M${-w} 0V-20Q${-w} -27 ${-w + 10} -28H${w - 10}Q${w} -27 ${w} -20V0Z`;
  const roof = `M${-w - 2} -22Q${-w} -32 ${-w + 12} -33H${w - 12}Q${w} -32 ${w + 2} -22Q0 -26 ${-w - 2} -22Z`;
  let texture = "";
  for (let i = 0; i < 5; i++)
    texture += `M${-w + rng.range(4, 12)} ${-4 - i * 4}h${rng.range(10, w)}`;
  return group({ transform: place(x, y, s) }, [
    path(wall, { fill: o.wall }),
    path(texture, { stroke: shade(o.wall, -0.12), "stroke-width": 0.8, fill: "none" }),
    path(roof, { fill: o.roof }),
    path(`M-5 0V-13Q-5 -17 0 -17Q5 -17 5 -13V0Z`, { fill: o.door }),
  ]);
}

/** Thorn-brush fence along an ellipse: the back half (behind the houses) or the front half. */
export function thornFence(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  height: number,
  color: string,
  half: "back" | "front",
  gap = 0.25,
): string {
  let d = "";
  const from = half === "back" ? Math.PI : 0;
  for (let t = from; t < from + Math.PI; t += 0.006) {
    if (half === "front" && Math.abs(t - Math.PI / 2) < gap / 2) continue;
    const px = cx + Math.cos(t) * rx,
      py = cy + Math.sin(t) * ry;
    const depth = 0.75 + 0.25 * Math.sin(t);
    const h = height * depth * rng.range(0.5, 1.1);
    const a = -Math.PI / 2 + rng.jitter(0, 0.9);
    d += `M${px.toFixed(1)} ${py.toFixed(1)}l${(Math.cos(a) * h).toFixed(1)} ${(Math.sin(a) * h).toFixed(1)}`;
  }
  return path(d, {
    stroke: color,
    "stroke-width": Math.max(1.5, height * 0.05),
    fill: "none",
    "stroke-linecap": "round",
  });
}

/** A Maasai beaded collar seen from above: concentric bead rows with a fringe. */
export function beadCollar(
  cx: number,
  cy: number,
  r: number,
  rows: readonly string[],
  fringe?: string,
): string {
  const bead = r * 0.055;
  const inner = r - rows.length * bead * 2;
  const parts: string[] = [];
  if (fringe) {
    parts.push(
      circle(cx, cy, r + bead * 3, {
        fill: "none",
        stroke: fringe,
        "stroke-width": bead * 5,
        "stroke-dasharray": `${num2(bead * 0.9)} ${num2(bead * 1.6)}`,
      }),
    );
  }
  rows.forEach((color, i) => {
    const rr = inner + bead * (2 * i + 1);
    parts.push(
      circle(cx, cy, rr, { fill: "none", stroke: shade(color, -0.35), "stroke-width": bead * 2.1 }),
    );
    parts.push(
      circle(cx, cy, rr, {
        fill: "none",
        stroke: color,
        "stroke-width": bead * 1.7,
        "stroke-linecap": "round",
        "stroke-dasharray": `0 ${num2(bead * 2.1)}`,
      }),
    );
  });
  return group({}, parts);
}

const num2 = (v: number) => (Math.round(v * 100) / 100).toString();

/** Breakfast table with a white cloth, plates, teapot, flowers and a lantern. */
export function breakfastTable(
  x: number,
  y: number,
  s: number,
  o: { cloth: string; wood: string; china: string; accent: string },
): string {
  const cloth =
    "M-40 -26H40L42 -10Q38 -12 34 -9Q30 -12 26 -9Q22 -12 18 -9Q14 -12 10 -9Q6 -12 2 -9Q-2 -12 -6 -9Q-10 -12 -14 -9Q-18 -12 -22 -9Q-26 -12 -30 -9Q-34 -12 -38 -9Q-41 -12 -42 -10Z";
  const legs = limb(-36, -10, -36, 0, 2.4, 2) + limb(36, -10, 36, 0, 2.4, 2);
  const china =
    oval(-26, -26.5, 6, 1.2) +
    oval(24, -26.5, 6, 1.2) +
    oval(-2, -30, 4.2, 3.8) +
    "M2 -31l5 -3l1 1l-4 4z" +
    oval(-2, -34, 1.3, 1.2) +
    limb(-14, -30, -14, -27, 3, 3) +
    limb(14, -30, 14, -27, 3, 3);
  const fruit = oval(8, -28.5, 2, 2) + oval(11, -28.7, 2, 2) + oval(9.5, -30.5, 2, 2);
  const vase = limb(-34, -33, -34, -27, 2.6, 3);
  const flowers =
    oval(-35.5, -36, 1.6, 1.6) + oval(-32.5, -37, 1.6, 1.6) + oval(-34, -38.6, 1.6, 1.6);
  return group({ transform: place(x, y, s) }, [
    path(legs, { fill: o.wood }),
    path(cloth, { fill: o.cloth }),
    path("M-40 -26H40", { stroke: shade(o.cloth, -0.1), "stroke-width": 0.6 }),
    path(china + vase, { fill: o.china }),
    path(fruit + flowers, { fill: o.accent }),
  ]);
}

/** A city skyline band between x0 and x1 resting on baseY, with a few Nairobi-like landmarks. */
export function skyline(
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  s: number,
  color: string,
  windows?: string,
): string {
  let d = "";
  let lit = "";
  let x = x0;
  const landmarkAt = [0.28, 0.5, 0.68].map((t) => x0 + (x1 - x0) * t);
  while (x < x1) {
    const w = rng.range(24, 60) * s;
    const mid = x + w / 2;
    const near = landmarkAt.findIndex((lx) => Math.abs(lx - mid) < w * 0.6);
    let h = rng.range(40, 150) * s * (0.6 + 0.6 * Math.sin(((mid - x0) / (x1 - x0)) * Math.PI));
    if (near === 0) {
      // Slender tapering tower with a slanted crown.
      h = 330 * s;
      d += poly([
        [x, baseY],
        [x, baseY - h * 0.9],
        [x + w * 0.8, baseY - h],
        [x + w, baseY - h * 0.86],
        [x + w, baseY],
      ]);
      d += limb(x + w * 0.8, baseY - h, x + w * 0.8, baseY - h - 40 * s, 2 * s, 1.4 * s);
    } else if (near === 1) {
      // Cylindrical conference tower with a flared crown, and a low cone beside it.
      h = 250 * s;
      d += `M${x + w * 0.15} ${baseY}V${baseY - h}H${x + w * 0.85}V${baseY}Z`;
      d += `M${x} ${baseY - h}H${x + w}L${x + w * 0.85} ${baseY - h + 14 * s}H${x + w * 0.15}Z`;
      d += limb(x + w / 2, baseY - h, x + w / 2, baseY - h - 26 * s, 3 * s, 1 * s);
      d += `M${x + w} ${baseY}L${x + w * 1.5} ${baseY - 50 * s}L${x + w * 2} ${baseY}Z`;
    } else if (near === 2) {
      h = 280 * s;
      d += poly([
        [x, baseY],
        [x + w * 0.1, baseY - h],
        [x + w * 0.9, baseY - h],
        [x + w, baseY],
      ]);
    } else {
      d += `M${x} ${baseY}V${baseY - h}H${x + w}V${baseY}Z`;
      if (rng.chance(0.3))
        d += limb(x + w * 0.5, baseY - h, x + w * 0.5, baseY - h - 18 * s, 1.6 * s, 1 * s);
    }
    if (windows) {
      for (let wy = baseY - h + 12 * s; wy < baseY - 8 * s; wy += 14 * s) {
        if (rng.chance(0.35)) lit += `M${x + w * 0.2} ${wy}h${w * 0.6}`;
      }
    }
    x += w + rng.range(-6, 8) * s;
  }
  return group({}, [
    path(d, { fill: color }),
    windows
      ? path(lit, { stroke: windows, "stroke-width": 2.5 * s, opacity: 0.5, fill: "none" })
      : "",
  ]);
}

/** Small wooden lake boat with a shade canopy and a few passengers. */
export function boat(
  x: number,
  y: number,
  s: number,
  o: {
    hull: string;
    stripe: string;
    canopy: string;
    people: readonly string[];
    skin: string;
    flip?: boolean;
  },
): string {
  const hull = "M-62 -14H58L68 -22Q66 -6 52 2H-50Q-60 -2 -62 -14Z";
  const people = o.people.map((c, i) => {
    const px = -34 + i * 20;
    return group({}, [
      path(
        poly([
          [px - 5, -14],
          [px - 4.5, -30],
          [px + 4.5, -30],
          [px + 5, -14],
        ]),
        { fill: c },
      ),
      circle(px, -34.5, 4.2, { fill: o.skin }),
    ]);
  });
  return group({ transform: place(x, y, s, o.flip) }, [
    path(limb(-50, -14, -50, -46, 1.6, 1.6) + limb(30, -14, 30, -46, 1.6, 1.6), {
      fill: shade(o.hull, -0.3),
    }),
    ...people,
    path("M-56 -48H36L32 -43H-52Z", { fill: o.canopy }),
    path(hull, { fill: o.hull }),
    path("M-61 -12H60L64 -17", { stroke: o.stripe, "stroke-width": 3, fill: "none" }),
    path("M-66 -16h8v14h-3v10h-2v-10h-3z", { fill: palette.charcoal }),
  ]);
}

/** Canvas safari tent on a raised timber deck, front flaps open onto a lamp-lit interior. */
export function deckTent(
  art: Art,
  x: number,
  y: number,
  s: number,
  o: { canvas: string; wood: string; interior: string; dark: string },
): string {
  const inside = art.linear([
    [0, o.interior],
    [1, shade(o.interior, -0.35)],
  ]);
  let stilts = "";
  for (const sx of [-190, -110, -30, 50, 130, 190])
    stilts += limb(sx, 8, sx + (sx > 0 ? 4 : -4), 90, 7, 6);
  let rail = "";
  for (let rx = -200; rx <= 200; rx += 40) rail += limb(rx, 0, rx, -34, 3, 3);
  rail += limb(-202, -34, 202, -34, 4, 4) + limb(-202, -18, 202, -18, 2.2, 2.2);
  return group({ transform: place(x, y, s) }, [
    path(stilts, { fill: shade(o.wood, -0.3) }),
    path("M-150 -100L0 -168L150 -100V0H-150Z", { fill: shade(o.canvas, -0.08) }),
    rect(-120, -104, 240, 104, { fill: o.canvas }),
    path("M-44 0V-92H44V0Z", { fill: inside }),
    path("M-60 -30Q-40 -34 -20 -30V-22H-60Z" + "M18 -40h22v40h-22z", {
      fill: shade(o.interior, -0.5),
    }),
    path("M-44 -92L-64 -10L-44 -6Z" + "M44 -92L64 -10L44 -6Z", { fill: shade(o.canvas, -0.15) }),
    path("M-168 -92L0 -176L168 -92L160 -84L0 -160L-160 -84Z", { fill: shade(o.canvas, 0.08) }),
    rect(-210, 0, 420, 10, { fill: o.wood }),
    path(rail, { fill: o.wood }),
    circle(60, -66, 5, { fill: "#ffd27a" }),
    path(limb(60, -92, 60, -71, 1, 1), { fill: o.dark }),
  ]);
}
