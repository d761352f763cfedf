/** People and camp life: the Maasai homestead and dancers, beadwork, tents, fires, breakfasts, the orphanage. */
import { palette as p } from "./color";
import { backdrop, spread } from "./compose";
import { elephant } from "./fauna";
import { acacia, doumPalm } from "./flora";
import {
  birds,
  haze,
  hill,
  reflect,
  ridgeLine,
  shadow,
  strokes,
  tallGrass,
  treeLine,
} from "./landscape";
import {
  beadCollar,
  breakfastTable,
  campChair,
  campfire,
  deckTent,
  hut,
  person,
  safariVehicle,
  thornFence,
} from "./objects";
import { plain } from "./compose";
import type { Art } from "./svg";
import { H, W, circle, group, limb, path, rect, type Pt } from "./svg";

const BEADS = [
  "#c0262d",
  "#f5eddd",
  "#2a5ea8",
  "#e9b93a",
  "#2f7a4a",
  "#e0662e",
  "#1e1916",
  "#7ab3d9",
];

export function maasaiVillage(art: Art): string[] {
  const rng = art.rng;
  const horizon = 900;
  const cx = 1200,
    cy = 1180,
    rx = 900,
    ry = 230;
  const huts: { x: number; y: number; s: number }[] = [];
  for (let i = 0; i < 11; i++) {
    const t = Math.PI + (Math.PI * 2 * i) / 11 + rng.jitter(0, 0.08);
    const y = cy + Math.sin(t) * ry * 0.7;
    huts.push({ x: cx + Math.cos(t) * rx * 0.78, y, s: 3.6 + ((y - (cy - ry)) / (2 * ry)) * 2.6 });
  }
  huts.sort((a, b) => a.y - b.y);
  const hutLook = { wall: "#a8835e", roof: "#6e5a44", door: "#2a1e18" };
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1900, y: 640, r: 55, glow: 9 },
      clouds: { count: 5, y0: 150, y1: 560, color: "#fbe6bd", opacity: 0.5 },
      hills: { count: 2, rise: 140, amp: 30, color: "#a08068" },
      ground: ["#c8a268", "#8a6438"],
      texture: 300,
    }),
    ...spread(rng, 6, 0, W).map((x) =>
      acacia(rng, x, horizon + rng.range(10, 40), rng.range(1.2, 2), { fill: "#5a5236" }),
    ),
    path(`M${cx} ${cy}m${-rx} 0a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`, {
      fill: "#b08050",
      opacity: 0.6,
    }),
    thornFence(rng, cx, cy, rx, ry, 90, "#4a3a2e", "back"),
    ...huts.map((h) => hut(rng, h.x, h.y, h.s, hutLook)),
    path("M1010 1030c-20 -60 40 -90 10 -160c-20 -50 30 -80 20 -140", {
      stroke: "#e9e2d6",
      "stroke-width": 26,
      fill: "none",
      opacity: 0.35,
      "stroke-linecap": "round",
    }),
    ...[
      [900, 1260],
      [1240, 1300],
      [1420, 1240],
      [1080, 1220],
    ].map(([x, y]) =>
      person(x!, y!, 2.4, {
        skin: "#3a2820",
        cloth: p.shuka,
        cloth2: "#7a1a22",
        collar: BEADS.slice(0, 4),
        staff: "#2a1e18",
        hair: "#8a3a22",
      }),
    ),
    thornFence(rng, cx, cy, rx, ry, 120, "#3a2c22", "front", 0.3),
    tallGrass(rng, { y: 1500, height: 100, color: "#7a5630", count: 300 }),
  ];
}

export function luxuryTentCamp(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1040;
  return [
    ...backdrop(art, rng, {
      sky: "sunset",
      horizon,
      sun: { x: 560, y: 930, r: 80, glow: 8 },
      clouds: { count: 5, y0: 150, y1: 600, color: "#c0604a", opacity: 0.4, scale: 1.5 },
      hills: { count: 2, rise: 110, amp: 18, color: "#7a4250" },
      ground: ["#a0603e", "#3a2422"],
      mist: 120,
    }),
    ...spread(rng, 8, 0, 1300).map((x) =>
      acacia(rng, x, horizon + rng.range(10, 60), rng.range(1.2, 2.2), { fill: "#3a2226" }),
    ),
    hill(
      art,
      [
        [1100, 1600],
        [1300, 1300],
        [1700, 1200],
        [2100, 1180],
        [2440, 1160],
        [2440, 1600],
      ],
      "#3a2a24",
      "#1e1614",
    ),
    acacia(rng, 2280, 1190, 4.6, { fill: "#241a1a", spread: 0.9, trunk: 58, tiers: 2 }),
    deckTent(art, 1700, 1180, 2.3, {
      canvas: "#e8d9bc",
      wood: "#5a3e2a",
      interior: "#ffcf7a",
      dark: "#2e2925",
    }),
    ...[
      [1380, 1180, false],
      [1500, 1180, true],
    ].map(([x, y, f]) =>
      campChair(x as number, y as number, 2.2, {
        frame: "#3a2a20",
        canvas: "#c9b48a",
        flip: f as boolean,
      }),
    ),
    tallGrass(rng, { y: 1480, height: 110, color: "#1e1614", count: 350 }),
  ];
}

export function sundownerCampfire(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1080;
  const chairLook = { frame: "#1e1614", canvas: "#3a2a22" };
  return [
    ...backdrop(art, rng, {
      sky: "dusk",
      horizon,
      sun: { x: 1700, y: 1090, r: 70, glow: 8 },
      hills: { count: 2, rise: 80, amp: 16, color: "#4a2e3a" },
      ground: ["#3a2428", "#140e10"],
    }),
    ...spread(rng, 5, 0, W).map((x) =>
      rng.chance(0.5)
        ? doumPalm(rng, x, horizon + 10, rng.range(2, 3), { fill: "#1e1416" })
        : acacia(rng, x, horizon + 10, rng.range(1.4, 2), { fill: "#1e1416" }),
    ),
    birds(rng, { x0: 400, x1: 1100, y0: 300, y1: 500, count: 4, size: 18, color: "#2a1a22" }),
    campfire(art, 1200, 1380, 4),
    campChair(760, 1340, 4.4, { ...chairLook, flip: false }),
    campChair(1650, 1340, 4.4, { ...chairLook, flip: true }),
    campChair(520, 1480, 5.4, { ...chairLook, flip: false }),
    campChair(1900, 1480, 5.4, { ...chairLook, flip: true }),
    path("M1160 1400h80", { stroke: "#1e1614", "stroke-width": 6 }),
  ];
}

export function lodgeVeranda(art: Art): string[] {
  const rng = art.rng;
  const horizon = 980;
  const pool = 1200;
  const drinkers = art.share(
    group({}, [
      elephant(900, 1230, 1.3, { fill: "#4a3e3a", ear: "#564a44" }),
      elephant(1150, 1240, 1.5, { fill: "#4a3e3a", ear: "#564a44", flip: true, tusk: "#e9dcc2" }),
      elephant(1320, 1225, 0.8, { fill: "#4a3e3a", ear: "#564a44" }),
    ]),
  );
  let thatch = "";
  for (let x = -20; x < W + 20; x += 14) thatch += `M${x} 0v${rng.range(140, 200)}`;
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1600, y: 820, r: 60, glow: 9 },
      hills: { count: 2, rise: 120, amp: 20, color: "#9a7a6a" },
      ground: ["#c7a168", "#8a6438"],
      texture: 250,
    }),
    ...spread(rng, 6, 0, W).map((x) =>
      acacia(rng, x, horizon + rng.range(10, 40), rng.range(1.4, 2), { fill: "#5a4a30" }),
    ),
    path(
      `M500 ${pool}C700 ${pool - 60} 1600 ${pool - 60} 1800 ${pool}C1600 ${pool + 80} 700 ${pool + 80} 500 ${pool}Z`,
      { fill: "#a9b8b0" },
    ),
    drinkers,
    reflect(
      art,
      drinkers,
      1236,
      0.25,
      path(
        `M500 ${pool}C700 ${pool - 60} 1600 ${pool - 60} 1800 ${pool}C1600 ${pool + 80} 700 ${pool + 80} 500 ${pool}Z`,
      ),
    ),
    rect(0, 1360, W, 240, { fill: "#5a3a24" }),
    strokes(rng, {
      y0: 1380,
      y1: H,
      count: 40,
      color: "#3e2818",
      horizontal: true,
      length: 200,
      width: 4,
      opacity: 0.6,
    }),
    path("M0 1360h2400v30H0z", { fill: "#3a2618" }),
    path("M0 1180h2400v22H0zM0 1270h2400v16H0z", { fill: "#4a2e1c" }),
    path("M120 1170h40v230h-40zM2240 1170h40v230h-40z", { fill: "#4a2e1c" }),
    path(`${thatch}`, { stroke: "#5a4028", "stroke-width": 16, fill: "none" }),
    path("M0 0h2400v150H0z", { fill: "#4a3420" }),
    path("M40 0h90v1400H40zM2270 0h90v1400h-90z", { fill: "#3a2616" }),
    campChair(650, 1480, 4.2, { frame: "#2a1a10", canvas: "#d8c8a2" }),
    campChair(1750, 1480, 4.2, { frame: "#2a1a10", canvas: "#d8c8a2", flip: true }),
    path("M1100 1420h200v12h-200zM1120 1432h12v60h-12zM1268 1432h12v60h-12z", { fill: "#2a1a10" }),
    path("M1150 1420v-36h16v36zM1230 1420v-30h14v30z", { fill: "#e9b93a", opacity: 0.85 }),
  ];
}

export function culturalDancers(art: Art): string[] {
  const rng = art.rng;
  const horizon = 960;
  const line = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = 300 + t * 1800;
    const y = 1340 - Math.sin(t * Math.PI) * 160;
    return { x, y, s: 5 + (y - 1180) / 60, jump: i === 4 ? 26 : i === 6 ? 14 : 0 };
  }).sort((a, b) => a.y - b.y);
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 600, y: 700, r: 60, glow: 9 },
      clouds: { count: 5, y0: 150, y1: 600, color: "#fbe3b0", opacity: 0.5 },
      hills: { count: 2, rise: 110, amp: 20, color: "#a48068" },
      ground: ["#c89a5e", "#7a5230"],
      texture: 250,
    }),
    ...spread(rng, 5, 0, W).map((x) =>
      acacia(rng, x, horizon + rng.range(10, 30), rng.range(1.4, 2.2), { fill: "#5a4a32" }),
    ),
    haze(art, 1300, 180, "#e8c48a", 0.4),
    ...line.map((d, i) =>
      group({}, [
        shadow(d.x, d.y, 10 * d.s, "#3a2418", 0.25),
        person(d.x, d.y, d.s, {
          skin: "#3a2620",
          cloth: i % 3 === 0 ? "#a81e28" : p.shuka,
          cloth2: i % 2 ? "#6e1620" : "#2a3a6a",
          collar: BEADS.slice(i % 3, (i % 3) + 4),
          staff: i % 2 ? "#2a1e18" : undefined,
          hair: "#a4482a",
          jump: d.jump,
          flip: i % 2 === 1,
        }),
      ]),
    ),
    tallGrass(rng, { y: 1500, height: 80, color: "#6a4a2a", count: 250 }),
  ];
}

export function beadworkMarket(art: Art): string[] {
  const rng = art.rng;
  let weave = "";
  for (let y = 0; y < H; y += 36) weave += `M0 ${y}h${W}`;
  const stripes = [p.shuka, "#1e3a6a", p.shuka, "#e0662e", p.shuka, "#1e1916"];
  const pieces: { x: number; y: number; r: number }[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      pieces.push({
        x: 330 + col * 580 + rng.jitter(0, 50) + (row % 2) * 180,
        y: 300 + row * 500 + rng.jitter(0, 40),
        r: rng.range(220, 290),
      });
    }
  }
  return [
    rect(0, 0, W, H, { fill: "#8e2a22" }),
    ...stripes.map((c, i) => rect(0, i * 270, W, 130, { fill: c, opacity: 0.55 })),
    path(weave, { stroke: "#1e1916", "stroke-width": 3, opacity: 0.18 }),
    ...pieces.map((pc) => {
      const start = rng.int(0, BEADS.length - 1);
      const rows = Array.from(
        { length: rng.int(5, 8) },
        (_, k) => BEADS[(start + k * (rng.chance(0.5) ? 1 : 3)) % BEADS.length]!,
      );
      return group({}, [
        circle(pc.x + 10, pc.y + 14, pc.r, { fill: "#1e1916", opacity: 0.25 }),
        beadCollar(pc.x, pc.y, pc.r, rows, rng.chance(0.5) ? "#f5eddd" : undefined),
      ]);
    }),
    ...Array.from({ length: 8 }, () => {
      const x = rng.range(100, 2300),
        y = rng.range(100, 1500);
      return beadCollar(x, y, rng.range(50, 80), [
        rng.pick(BEADS),
        rng.pick(BEADS),
        rng.pick(BEADS),
      ]);
    }),
  ];
}

export function bushBreakfast(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1020;
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      sun: { x: 1900, y: 700, r: 55, glow: 10 },
      clouds: { count: 5, y0: 120, y1: 500, color: "#fbf3e2", opacity: 0.55 },
      hills: { count: 2, rise: 90, amp: 16, color: "#9a9a86" },
      ground: ["#cdb57c", "#86683a"],
      texture: 320,
    }),
    ...spread(rng, 7, 0, W).map((x) =>
      acacia(rng, x, horizon + rng.range(10, 40), rng.range(1, 1.8), { fill: "#6a6446" }),
    ),
    safariVehicle(2000, 1120, 1.4, {
      body: "#8a8358",
      trim: "#2e2925",
      glass: "#3a4448",
      canvas: "#d9ccaa",
      flip: true,
    }),
    path("M300 1430C600 1370 1500 1370 2000 1430C1500 1480 700 1480 300 1430Z", {
      fill: "#5a4a2a",
      opacity: 0.35,
    }),
    acacia(rng, 820, 1420, 9, { fill: "#3a3a22", light: "#5d6a34", spread: 1.3, trunk: 56 }),
    breakfastTable(1330, 1450, 8.5, {
      cloth: "#f7f1e4",
      wood: "#4a3020",
      china: "#fdfaf2",
      accent: "#e0662e",
    }),
    campChair(940, 1460, 4.6, { frame: "#4a3020", canvas: "#c9a86a" }),
    campChair(1720, 1450, 4.6, { frame: "#4a3020", canvas: "#c9a86a", flip: true }),
    tallGrass(rng, { y: 1530, height: 70, color: "#6a5430", count: 300 }),
  ];
}

export function elephantOrphanage(art: Art): string[] {
  const rng = art.rng;
  const horizon = 980;
  const blanket = (x: number, y: number, s: number, flip: boolean, color: string) => {
    const dx = flip ? -1 : 1;
    const pts: Pt[] = [
      [x - 40 * s * dx, y - 92 * s],
      [x + 30 * s * dx, y - 98 * s],
      [x + 34 * s * dx, y - 58 * s],
      [x - 44 * s * dx, y - 54 * s],
    ];
    return path(`M${pts.map((q) => q.join(" ")).join("L")}Z`, { fill: color, opacity: 0.95 });
  };
  const babies = [
    { x: 560, y: 1330, s: 1.9, flip: false, c: "#2f6a4a" },
    { x: 1120, y: 1420, s: 2.3, flip: false, c: "#a8272d" },
    { x: 1900, y: 1330, s: 1.8, flip: true, c: "#3a5a8a" },
  ];
  return [
    ...backdrop(art, rng, {
      sky: "noon",
      horizon,
      clouds: { count: 6, y0: 120, y1: 520, color: "#fbf6ea", opacity: 0.75 },
      ground: ["#b0643a", "#7a3a22"],
      texture: 260,
      textureColor: "#5a2a18",
    }),
    hill(art, ridgeLine(rng, { y: horizon - 120, amp: 40, step: 200 }), "#3a5230", "#2e4426"),
    treeLine(rng, { y: horizon - 80, size: 70, color: "#34492c", light: "#56703e", jitter: 90 }),
    treeLine(rng, { y: horizon + 30, size: 44, color: "#435c30", light: "#678444", jitter: 40 }),
    plainEdge(art, horizon + 40),
    haze(art, 1120, 160, "#d98c5a", 0.3),
    ...babies.map((b) =>
      group({}, [
        shadow(b.x, b.y, 70 * b.s, "#3a1a10", 0.3),
        elephant(b.x, b.y, b.s, { fill: "#6e625c", ear: "#7a6e66", flip: b.flip, stride: 0.3 }),
        blanket(b.x, b.y, b.s, b.flip, b.c),
      ]),
    ),
    person(1440, 1420, 4.8, {
      skin: "#3a2620",
      cloth: "#2f4a30",
      legs: "#2f4a30",
      arms: "forward",
      flip: true,
    }),
    path(limb(1346, 1240, 1290, 1262, 30, 26), { fill: "#f5eddd" }),
    path(limb(1292, 1262, 1272, 1268, 10, 7), { fill: "#8a5a3a" }),
    person(2100, 1360, 4.2, { skin: "#3a2620", cloth: "#2f4a30", legs: "#2f4a30" }),
    tallGrass(rng, { y: 1520, height: 60, color: "#5a2e1a", count: 200 }),
  ];
}

/** Red earth in front of the bush line. */
function plainEdge(art: Art, y: number): string {
  return plain(art, art.rng.fork("edge"), y, "#a85a34", "#7a3a22");
}
