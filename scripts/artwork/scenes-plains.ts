/** Savanna scenes: open plains, acacias, the big animals, balloons and migration. */
import { mix, palette as p, shade, skies } from "./color";
import { backdrop, depth, spread } from "./compose";
import {
  buffalo,
  cheetah,
  elephant,
  giraffe,
  leopard,
  lion,
  rhino,
  wildebeest,
  zebra,
} from "./fauna";
import { acacia, bush, doumPalm, lobe } from "./flora";
import {
  birds,
  cloud,
  cumulus,
  haze,
  hill,
  mound,
  ridgeLine,
  shadow,
  strokes,
  tallGrass,
  treeLine,
} from "./landscape";
import { kilimanjaro, mountKenya } from "./mountains";
import type { Rng } from "./prng";
import { balloon, safariVehicle, skyline } from "./objects";
import type { Art } from "./svg";
import { H, W, group, jointed, limb, path, place } from "./svg";

/** Distant acacias dotted along the horizon. */
function horizonTrees(art: Art, horizon: number, count: number, color: string, scale = 1): string {
  const rng = art.rng.fork("horizon-trees");
  return group(
    {},
    spread(rng, count, 0, W).map((x) =>
      acacia(rng, x, horizon + rng.range(2, 14), rng.range(0.5, 1.1) * scale, {
        fill: color,
        spread: rng.range(0.7, 1.2),
      }),
    ),
  );
}

export function savannaDawn(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1010;
  return [
    ...backdrop(art, rng, {
      sky: "dawn",
      horizon,
      sun: { x: 1680, y: 930, r: 66, glow: 9 },
      clouds: { count: 7, y0: 250, y1: 760, color: "#e9a88f", opacity: 0.45 },
      hills: { count: 2, rise: 90, amp: 22, color: "#9a7a86" },
      ground: ["#e0b26a", "#8a5a2c"],
      mist: 120,
    }),
    horizonTrees(art, horizon, 7, "#8f6e6a", 0.9),
    acacia(rng, 760, 1080, 5.2, { fill: "#3a2a26", spread: 1.15 }),
    tallGrass(rng.fork("grass1"), {
      y: 1120,
      height: 70,
      color: "#b77d3c",
      count: 700,
      opacity: 0.8,
    }),
    tallGrass(rng.fork("grass2"), { y: 1330, height: 150, color: "#8e5a2a", count: 500 }),
    tallGrass(rng.fork("grass3"), { y: 1480, height: 190, color: "#5c3a22", count: 260 }),
    birds(rng, { x0: 1200, x1: 1900, y0: 420, y1: 620, count: 5, size: 18, color: "#4a3438" }),
  ];
}

export function acaciaSunset(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1190;
  return [
    ...backdrop(art, rng, {
      sky: "sunset",
      horizon,
      sun: { x: 1420, y: 1000, r: 190, glow: 5 },
      clouds: { count: 6, y0: 200, y1: 640, color: "#7a3448", opacity: 0.45, scale: 1.6 },
      hills: { count: 1, rise: 50, amp: 14, color: "#6e2e32" },
      ground: ["#4a2226", "#1e1418"],
    }),
    cloud(art, rng, 1300, 1000, 640, 26, "#6e2a3c", 0.7),
    cloud(art, rng, 1560, 930, 520, 22, "#7a3044", 0.6),
    cloud(art, rng, 1420, 1075, 420, 18, "#5a2436", 0.7),
    horizonTrees(art, horizon, 5, "#3a1c20", 0.8),
    acacia(rng, 1050, 1250, 8.2, { fill: "#1e1418", spread: 1.25, trunk: 50 }),
    tallGrass(rng, { y: 1420, height: 140, color: "#1e1418", count: 500 }),
    birds(rng, { x0: 300, x1: 900, y0: 380, y1: 560, count: 6, size: 20, color: "#2b1a22" }),
  ];
}

export function elephantsKilimanjaro(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1060;
  const elephants = [
    { x: 760, s: 2.3, st: 0.6 },
    { x: 1060, s: 1.2, st: -0.3 },
    { x: 1240, s: 3.1, st: -0.5 },
    { x: 1580, s: 1.6, st: 0.4 },
    { x: 1830, s: 2.8, st: 0.7 },
  ];
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      clouds: { count: 5, y0: 120, y1: 380, color: "#fbf3e2", opacity: 0.55 },
      ground: ["#c9b27e", "#7c6234"],
      texture: 260,
    }),
    kilimanjaro(art, rng, 1350, horizon + 10, 2900, 640, {
      rock: "#7d86a0",
      snow: "#f8f1e6",
      haze: "#d9cdb4",
    }),
    cloud(art, rng, 1250, 880, 1500, 80, "#f5ecdc", 0.75),
    cloud(art, rng, 1900, 930, 900, 50, "#f5ecdc", 0.6),
    hill(art, ridgeLine(rng, { y: horizon, amp: 8, step: 300 }), "#b9a173", "#8a7446"),
    horizonTrees(art, horizon + 8, 9, "#58503a", 0.7),
    haze(art, 1320, 140, "#d8c39a", 0.5),
    ...elephants.map((e) => shadow(e.x, 1372, 70 * e.s, "#3a2c1a", 0.3)),
    ...elephants.map((e) =>
      elephant(e.x, 1370, e.s, {
        fill: "#4d423d",
        stride: e.st,
        ear: "#5b4f48",
        tusk: e.s > 2 ? "#e9dcc2" : undefined,
      }),
    ),
    tallGrass(rng, { y: 1470, height: 90, color: "#6e5830", count: 400 }),
  ];
}

export function balloonMaraSunrise(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1120;
  const sets = [
    { x: 1530, y: 560, s: 4.6, c: [p.sunset, p.gold, p.cream] },
    { x: 830, y: 380, s: 2.6, c: [p.terracotta, p.cream] },
    { x: 1970, y: 330, s: 2, c: [p.acacia, p.straw] },
    { x: 420, y: 760, s: 1.5, c: [p.ochre, p.bone] },
    { x: 1180, y: 820, s: 1.1, c: [p.rust, p.gold] },
    { x: 2200, y: 780, s: 1.2, c: ["#3d5a6c", p.cream] },
  ];
  return [
    ...backdrop(art, rng, {
      sky: "sunrise",
      horizon,
      sun: { x: 620, y: 1050, r: 80, glow: 9 },
      hills: { count: 2, rise: 130, amp: 10, color: "#8a7a88" },
      ground: ["#b9a070", "#5f4a2c"],
      mist: 180,
      texture: 200,
    }),
    horizonTrees(art, horizon + 20, 12, "#5c4d48", 0.8),
    ...[...sets]
      .sort((a, b) => a.s - b.s)
      .map((b) => balloon(art, b.x, b.y, b.s, { colors: b.c, opacity: b.s < 1.6 ? 0.85 : 1 })),
    acacia(rng, 2050, 1400, 3.6, { fill: "#2e2520", spread: 1.1 }),
    tallGrass(rng, { y: 1450, height: 110, color: "#4a3a25", count: 450 }),
  ];
}

export function lionsGoldenGrass(art: Art): string[] {
  const rng = art.rng;
  const horizon = 860;
  const coat = "#a4672c";
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1950, y: 660, r: 60, glow: 10 },
      clouds: { count: 4, y0: 160, y1: 520, color: "#fbe0a8", opacity: 0.45, scale: 1.4 },
      ground: ["#e9c47c", "#b98244"],
      mist: 90,
    }),
    horizonTrees(art, horizon, 6, "#b98a55", 1),
    acacia(rng, 520, 920, 2.4, { fill: "#9a6e45", spread: 1.1 }),
    tallGrass(rng.fork("mid"), { y: 960, height: 70, color: "#d9a452", count: 700 }),
    tallGrass(rng.fork("mid2"), { y: 1100, height: 100, color: "#d6a252", count: 400 }),
    lion(560, 1290, 5, { fill: coat, pose: "flat", flip: true }),
    lion(1130, 1330, 5.8, { fill: shade(coat, -0.04), mane: "#4e2c14", pose: "sphinx" }),
    lion(1700, 1300, 4.8, { fill: shade(coat, 0.04), pose: "sphinx", flip: true }),
    lion(2080, 1240, 3.2, { fill: shade(coat, 0.08), pose: "flat" }),
    tallGrass(rng.fork("front"), { y: 1330, height: 80, color: "#c58c3e", count: 220 }),
    tallGrass(rng.fork("edge"), { y: 1520, height: 180, color: "#7e4f22", count: 260 }),
  ];
}

export function giraffesAcacia(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1120;
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 400, y: 820, r: 55, glow: 8 },
      clouds: { count: 6, y0: 200, y1: 700, color: "#fbe3b4", opacity: 0.5 },
      hills: { count: 2, rise: 110, amp: 26, color: "#a98a6a" },
      ground: ["#d2ad6c", "#80582e"],
      texture: 300,
    }),
    horizonTrees(art, horizon, 6, "#8a6b4c", 0.9),
    acacia(rng, 1480, 1360, 6.6, {
      fill: "#3f4a26",
      light: "#6b7a3a",
      spread: 1,
      trunk: 70,
      tiers: 2,
    }),
    shadow(1200, 1376, 120, "#3a2a18", 0.3),
    giraffe(art, 1190, 1380, 3.2, {
      fill: "#e2c08a",
      coat: "patched",
      patch: "#8a4a22",
      neck: 78,
      stride: 0.2,
    }),
    shadow(1850, 1416, 110, "#3a2a18", 0.3),
    giraffe(art, 1830, 1420, 3.0, {
      fill: "#dcb47a",
      coat: "patched",
      patch: "#7d3f1c",
      neck: 70,
      flip: true,
      stride: -0.3,
    }),
    tallGrass(rng, { y: 1480, height: 110, color: "#805a2e", count: 400 }),
  ];
}

export function zebraHerd(art: Art): string[] {
  const rng = art.rng;
  const horizon = 960;
  const herd = Array.from({ length: 11 }, () => ({
    x: rng.range(150, 2250),
    y: rng.range(1120, 1520),
    graze: rng.chance(0.65),
    flip: rng.chance(0.4),
    st: rng.range(-0.4, 0.4),
  })).sort((a, b) => a.y - b.y);
  return [
    ...backdrop(art, rng, {
      sky: "noon",
      horizon,
      clouds: { count: 8, y0: 150, y1: 700, color: "#fbf6ea", opacity: 0.8, scale: 1.3 },
      hills: { count: 2, rise: 120, amp: 30, color: "#7c8a8a" },
      ground: ["#b9b072", "#7a7a3a"],
      texture: 500,
      textureColor: "#5d6130",
    }),
    horizonTrees(art, horizon, 8, "#4a5438", 1),
    ...herd.map((z) => {
      const s = depth(z.y, horizon - 60, 1500, 3.8);
      return (
        shadow(z.x, z.y, 42 * s, "#2e2a18", 0.3) +
        zebra(art, z.x, z.y, s, {
          fill: "#f3ecdd",
          stripe: "#221d1a",
          graze: z.graze,
          flip: z.flip,
          stride: z.st,
        })
      );
    }),
    tallGrass(rng, { y: 1500, height: 100, color: "#6d6a30", count: 350 }),
  ];
}

export function cheetahMound(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1080;
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1780, y: 880, r: 70, glow: 9 },
      clouds: { count: 5, y0: 200, y1: 620, color: "#fbe0a8", opacity: 0.5, scale: 1.4 },
      hills: { count: 1, rise: 60, amp: 12, color: "#b08d6a" },
      ground: ["#d9a95c", "#8a5a2a"],
      texture: 300,
    }),
    horizonTrees(art, horizon, 7, "#9a7050", 0.9),
    mound(rng, 1000, 1360, 1100, 300, "#8a5632"),
    mound(rng, 1030, 1360, 720, 250, "#9c6338"),
    bush(rng, 1560, 1375, 3.4, { fill: "#5a5a2a", light: "#7d7a3a" }),
    cheetah(art, 1010, 1128, 9.6, { fill: "#d8a552", spots: "#2b211b" }),
    tallGrass(rng, { y: 1360, height: 150, color: "#a0682e", count: 700 }),
  ];
}

export function leopardTree(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1180;
  const bark = "#3b2c24";
  const trunk = jointed(
    [
      [380, 1640],
      [430, 1200],
      [500, 760],
      [470, 560],
    ],
    [300, 220, 170, 120],
  );
  const branch = jointed(
    [
      [480, 770],
      [900, 815],
      [1400, 800],
      [1900, 730],
      [2300, 640],
    ],
    [120, 74, 52, 32, 14],
  );
  const tips: [number, number][] = [
    [300, 240],
    [760, 250],
    [1250, 380],
    [1780, 420],
    [2200, 420],
  ];
  const limbs =
    limb(470, 600, 300, 260, 80, 34) +
    limb(520, 680, 760, 270, 70, 26) +
    limb(1000, 810, 1250, 400, 40, 16) +
    limb(1600, 780, 1780, 440, 30, 12) +
    limb(2050, 700, 2200, 440, 20, 10);
  const lobes: [number, number, number, number][] = [];
  for (const [tx, ty] of tips)
    for (let k = 0; k < 6; k++)
      lobes.push([
        tx + rng.jitter(0, 200),
        ty + rng.jitter(0, 90),
        rng.range(110, 190),
        rng.range(70, 110),
      ]);
  const crown = lobes.map(([cx, cy, rx, ry]) => lobe(rng, cx, cy, rx, ry)).join("");
  const light = lobes
    .map(([cx, cy, rx, ry]) => lobe(rng, cx - rx * 0.1, cy - ry * 0.3, rx * 0.7, ry * 0.55))
    .join("");
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1500, y: 1040, r: 80, glow: 8 },
      hills: { count: 2, rise: 120, amp: 30, color: "#b27a52" },
      ground: ["#c98e52", "#6e4a2a"],
    }),
    ...spread(rng.fork("far-trees"), 6, 700, 2300).map((x, i) =>
      i % 3 === 1
        ? doumPalm(rng, x, horizon + 10, 2, { fill: "#8a6448" })
        : acacia(rng, x, horizon + 10, rng.range(1.4, 2), { fill: "#8a6448" }),
    ),
    path(limbs + trunk + branch, { fill: bark }),
    path(crown, { fill: "#343b22" }),
    path(light, { fill: "#56602e", opacity: 0.6 }),
    leopard(art, 1160, 768, 7.4, { fill: "#d9a451", spots: "#2a1e16" }),
    tallGrass(rng, { y: 1500, height: 120, color: "#5a3b22", count: 300 }),
  ];
}

export function rhinoOlPejeta(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1040;
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      clouds: { count: 6, y0: 150, y1: 520, color: "#fbf3e2", opacity: 0.6 },
      ground: ["#b7a766", "#6b6a34"],
      texture: 450,
      textureColor: "#535626",
    }),
    mountKenya(art, rng, 1650, horizon + 10, 1500, 420, {
      rock: "#7f8aa3",
      snow: "#f5f2ea",
      haze: "#c9c6ad",
      shadow: 0.2,
    }),
    hill(art, ridgeLine(rng, { y: horizon, amp: 10, step: 300 }), "#a6a068", "#8a8650"),
    horizonTrees(art, horizon + 6, 10, "#4f5636", 0.8),
    ...[500, 2050].map((x) => acacia(rng, x, 1180, 2.2, { fill: "#3d4626", light: "#5c6a34" })),
    shadow(1000, 1402, 170, "#2a2a16", 0.35),
    rhino(1000, 1400, 4.2, { fill: "#7a716b", stride: 0.3 }),
    shadow(1560, 1432, 90, "#2a2a16", 0.35),
    rhino(1560, 1430, 2.4, { fill: "#857c75", calf: true, stride: -0.4 }),
    tallGrass(rng, { y: 1470, height: 110, color: "#5f5c2c", count: 450 }),
  ];
}

export function buffaloHerd(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1100;
  const dusk = skies.dusk;
  const herd = (y0: number, y1: number, n: number, color: string) =>
    Array.from({ length: n }, () => ({
      x: rng.range(100, 2300),
      y: rng.range(y0, y1),
      flip: rng.chance(0.3),
    }))
      .sort((a, b) => a.y - b.y)
      .map((b) =>
        buffalo(b.x, b.y, depth(b.y, horizon - 80, 1500, 3.4), {
          fill: color,
          flip: b.flip,
          stride: rng.range(-0.5, 0.5),
        }),
      );
  return [
    ...backdrop(art, rng, {
      sky: "dusk",
      horizon,
      sun: { x: 1200, y: 1000, r: 95, glow: 9 },
      hills: { count: 1, rise: 50, amp: 14, color: "#6a3e4a" },
      ground: ["#7a4a3c", "#2e1e1a"],
    }),
    group({}, herd(1100, 1220, 8, "#5a3a36")),
    haze(art, 1160, 260, dusk.glow, 0.55),
    group({}, herd(1220, 1380, 6, "#3a2624")),
    haze(art, 1330, 200, "#c77a4e", 0.45),
    group({}, herd(1380, 1560, 4, "#21171a")),
    haze(art, 1560, 160, "#a8603e", 0.35),
  ];
}

export function wildebeestMigration(art: Art): string[] {
  const rng = art.rng;
  const horizon = 900;
  const gnu = [
    art.symbol(wildebeest(0, 0, 1, { fill: "inherit", far: "inherit", stride: 0.6 })),
    art.symbol(wildebeest(0, 0, 1, { fill: "inherit", far: "inherit", stride: -0.5 })),
  ];
  /** One column walking from the near edge (x0) to the horizon (x1), spaced by perspective. */
  const column = (x0: number, x1: number, bend: number) => {
    const near = 1590;
    const items: string[] = [];
    for (let y = near; y > horizon + 4;) {
      const s = depth(y, horizon - 10, 1500, 2.1);
      const u = (near - y) / (near - horizon);
      const len = 90 * 0.46 * s;
      const x = x0 + (x1 - x0) * u + Math.sin(u * Math.PI) * bend;
      const fill = mix("#2e2622", "#8a7560", Math.min(1, u * 1.2));
      items.push(
        art.use(rng.pick(gnu), place(x + rng.jitter(0, len * 0.5), y, s, rng.chance(0.12)), {
          fill,
        }),
      );
      if (rng.chance(0.35))
        items.push(
          art.use(
            rng.pick(gnu),
            place(x + rng.pick([-1, 1]) * len * rng.range(0.6, 1), y + 2, s, false),
            { fill },
          ),
        );
      y -= Math.max(1.5, 10 * s * s * rng.range(0.7, 1.4));
    }
    return items.reverse().join("");
  };
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 900, y: 700, r: 50, glow: 10 },
      clouds: { count: 7, y0: 200, y1: 720, color: "#fbe4b8", opacity: 0.55, scale: 1.5 },
      hills: { count: 2, rise: 70, amp: 14, color: "#b28a6a" },
      ground: ["#d8b070", "#8a6434"],
      texture: 300,
    }),
    horizonTrees(art, horizon, 6, "#9a7a5a", 0.7),
    column(250, 1300, 260),
    column(1250, 1700, -180),
    column(2250, 2000, 120),
    haze(art, horizon + 60, 140, "#efc98a", 0.5),
    tallGrass(rng, { y: 1520, height: 110, color: "#6a4a26", count: 300 }),
  ];
}

export function serengetiPlains(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1180;
  const clouds = [
    [500, 520, 760, 230],
    [1400, 420, 980, 300],
    [2150, 600, 640, 200],
    [900, 820, 520, 140],
    [1800, 880, 600, 130],
  ] as const;
  return [
    ...backdrop(art, rng, {
      sky: "noon",
      horizon,
      ground: ["#c3b27a", "#8e7a44"],
      texture: 380,
    }),
    ...clouds.map(([x, y, w, h]) => cumulus(art, rng, x, y, w, h, "#fbf8f0", "#aab6c2")),
    mound(rng, 1750, horizon + 12, 300, 70, "#8a7a68"),
    mound(rng, 1860, horizon + 12, 160, 46, "#7a6a5a"),
    horizonTrees(art, horizon + 4, 5, "#5c5a3a", 0.8),
    ...spread(rng, 4, 200, 1400).map((x) =>
      acacia(rng, x, horizon + rng.range(20, 60), rng.range(1, 1.6), { fill: "#4a4a2a" }),
    ),
    strokes(rng, {
      y0: horizon + 40,
      y1: 1600,
      count: 600,
      color: "#d7c896",
      opacity: 0.35,
      length: 30,
    }),
  ];
}

export function safariJeepPlains(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1040;
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      clouds: { count: 6, y0: 140, y1: 500, color: "#fbf3e2", opacity: 0.6 },
      ground: ["#cdb986", "#8e7448"],
      texture: 300,
    }),
    kilimanjaro(art, rng, 700, horizon + 10, 1900, 420, {
      rock: "#98a0b5",
      snow: "#f8f3ea",
      haze: "#d6ccb4",
      shadow: 0.12,
    }),
    cloud(art, rng, 700, 880, 1100, 60, "#f5ecdc", 0.7),
    hill(art, ridgeLine(rng, { y: horizon, amp: 6, step: 300 }), "#c2ab78", "#9a8456"),
    horizonTrees(art, horizon + 6, 8, "#6a6444", 0.7),
    haze(art, 1300, 220, "#e6d3aa", 0.8),
    path("M0 1450C600 1400 1000 1380 2400 1330L2400 1360C1000 1410 600 1440 0 1490Z", {
      fill: "#b59a68",
      opacity: 0.6,
    }),
    ...[0, 1, 2].map((i) => haze(art, 1300 - i * 30, 120 + i * 40, "#e9d8b4", 0.25)),
    shadow(1400, 1398, 430, "#3a2a18", 0.35),
    safariVehicleOnPlain(1400, 1395, 5.2),
    tallGrass(rng, { y: 1500, height: 90, color: "#7a6238", count: 300 }),
  ];
}

function safariVehicleOnPlain(x: number, y: number, s: number): string {
  return safariVehicle(x, y, s, {
    body: "#8a8358",
    trim: "#2e2925",
    glass: "#3a4448",
    canvas: "#d9ccaa",
    guests: "#2e2925",
  });
}

export function balloonSerengetiDawn(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1150;
  return [
    ...backdrop(art, rng, {
      sky: "dawn",
      horizon,
      sun: { x: 1700, y: 1090, r: 60, glow: 10 },
      clouds: { count: 5, y0: 300, y1: 800, color: "#d89a94", opacity: 0.4, scale: 1.4 },
      hills: { count: 3, rise: 120, amp: 18, color: "#7a6a80" },
      ground: ["#a8866a", "#4a3630"],
      mist: 200,
    }),
    mound(rng, 500, horizon + 30, 420, 110, "#4e3c3a"),
    mound(rng, 640, horizon + 30, 220, 70, "#5a4644"),
    horizonTrees(art, horizon + 20, 8, "#3e302e", 0.9),
    balloon(art, 1250, 720, 5.6, { colors: [p.terracotta, p.gold, p.cream, p.gold], gores: 12 }),
    haze(art, horizon + 80, 160, "#f3cfa4", 0.5),
    acacia(rng, 1950, 1480, 4.2, { fill: "#2a201e", spread: 1.2 }),
    tallGrass(rng, { y: 1480, height: 110, color: "#2e2220", count: 400 }),
  ];
}

export function amboseliSwampElephants(art: Art): string[] {
  const rng = art.rng;
  const horizon = 980;
  const waterline = (y: number) => y - 14;
  const wade = (x: number, y: number, s: number, flip: boolean) => {
    const clip = art.clip(
      path(
        `M${x - 140 * s} ${y - 200 * s}H${x + 140 * s}V${waterline(y) - 30 * s}H${x - 140 * s}Z`,
      ),
    );
    return group({}, [
      group(
        { "clip-path": clip },
        elephant(x, y, s, {
          fill: "#524843",
          ear: "#62564f",
          flip,
          tusk: s > 2 ? "#e9dcc2" : undefined,
          stride: 0.2,
        }),
      ),
      path(`M${x - 90 * s} ${waterline(y) - 30 * s}h${180 * s}`, {
        stroke: "#e6efe6",
        "stroke-width": 4,
        opacity: 0.6,
      }),
    ]);
  };
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      clouds: { count: 5, y0: 150, y1: 420, color: "#fbf3e2", opacity: 0.5 },
      ground: ["#9eaa62", "#3f5a2a"],
    }),
    kilimanjaro(art, rng, 1500, horizon + 6, 2000, 380, {
      rock: "#a4abbc",
      snow: "#f7f3ec",
      haze: "#c9d0c0",
      shadow: 0.1,
    }),
    hill(art, ridgeLine(rng, { y: horizon, amp: 5, step: 300 }), "#a7ad72", "#6f8a42"),
    horizonTrees(art, horizon + 4, 7, "#56603a", 0.6),
    path(
      "M0 1120C500 1100 900 1130 1400 1110S2100 1090 2400 1120V1260C1900 1240 1400 1280 900 1250S300 1240 0 1270Z",
      { fill: "#9ab8b8" },
    ),
    path("M0 1330C600 1300 1300 1350 2400 1310V1400C1500 1420 700 1380 0 1420Z", {
      fill: "#8fb0ae",
    }),
    strokes(rng, {
      y0: 1130,
      y1: 1400,
      count: 200,
      color: "#e9f0e6",
      opacity: 0.4,
      horizontal: true,
      length: 30,
    }),
    tallGrass(rng.fork("reeds"), { y: 1100, height: 40, color: "#58762e", count: 600 }),
    wade(900, 1290, 2.2, false),
    wade(1320, 1330, 2.8, true),
    wade(1700, 1270, 1.6, false),
    tallGrass(rng, { y: 1420, height: 110, color: "#3f5e24", count: 700 }),
  ];
}

export function nairobiSkylinePark(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1020;
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 420, y: 760, r: 60, glow: 8 },
      clouds: { count: 5, y0: 150, y1: 600, color: "#fbe6bd", opacity: 0.5 },
      ground: ["#c9a66a", "#7a5a30"],
      texture: 300,
    }),
    skylineBand(rng, horizon),
    haze(art, horizon - 20, 140, "#f1cf94", 0.6),
    hill(art, ridgeLine(rng, { y: horizon + 10, amp: 8, step: 300 }), "#b89458", "#8a6a3a"),
    ...spread(rng, 5, 100, 2300).map((x) =>
      acacia(rng, x, horizon + rng.range(30, 90), rng.range(1.4, 2.2), { fill: "#4a3f2a" }),
    ),
    acacia(rng, 600, 1420, 4.4, { fill: "#2f2a1e", light: "#4d4a2e", spread: 1.05 }),
    shadow(1560, 1412, 110, "#3a2a18", 0.3),
    giraffe(art, 1560, 1410, 4.2, {
      fill: "#d9b27a",
      coat: "patched",
      patch: "#7a3e1c",
      neck: 62,
      flip: true,
    }),
    tallGrass(rng, { y: 1480, height: 100, color: "#6e5030", count: 350 }),
  ];
}

function skylineBand(rng: Rng, horizon: number): string {
  return skyline(rng.fork("city"), 800, 2150, horizon + 10, 1.5, "#8a7f86", "#f7e2b0");
}

export function mountKenyaView(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1060;
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon,
      clouds: { count: 6, y0: 120, y1: 420, color: "#fbf6ea", opacity: 0.6 },
      ground: ["#5e7046", "#23301e"],
    }),
    mountKenya(art, rng, 1200, 1000, 2600, 760, {
      rock: "#5f6884",
      snow: "#f4f1ea",
      haze: "#a9b2a6",
    }),
    cloud(art, rng, 600, 900, 900, 60, "#f3efe6", 0.75),
    cloud(art, rng, 1900, 940, 700, 50, "#f3efe6", 0.6),
    hill(art, ridgeLine(rng, { y: 1000, amp: 40, step: 260 }), "#6f7f5a", "#51623f"),
    treeLine(rng, { y: 1060, size: 26, color: "#4a5f3c", light: "#6a7f52" }),
    treeLine(rng, { y: 1160, size: 40, color: "#3a5030", light: "#5a7444" }),
    treeLine(rng, { y: 1290, size: 60, color: "#2c4026", light: "#4a6638" }),
    treeLine(rng, { y: 1450, size: 90, color: "#1f301e", light: "#3a5630", jitter: 120 }),
  ];
}

export function ngorongoroCrater(art: Art): string[] {
  const rng = art.rng;
  const rimY = 560;
  const floorTop = 700;
  const patches = Array.from({ length: 14 }, () => {
    const y = rng.range(floorTop + 30, 1150);
    const w = rng.range(120, 420) * (0.5 + (y - floorTop) / 700);
    return path(
      `M${rng.range(0, W)} ${y}m${-w} 0a${w} ${w * 0.08} 0 1 0 ${2 * w} 0a${w} ${w * 0.08} 0 1 0 ${-2 * w} 0`,
      { fill: rng.pick(["#b6b07a", "#8e9658", "#a39a62"]), opacity: 0.6 },
    );
  });
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon: rimY,
      clouds: { count: 4, y0: 120, y1: 320, color: "#fbf6ea", opacity: 0.6 },
      ground: ["#8d9a6a", "#6f7d48"],
    }),
    hill(art, ridgeLine(rng, { y: rimY - 40, amp: 50, step: 320 }), "#6f7f84", "#6a7a62"),
    ...[300, 1100, 1800].map((x) => cloud(art, rng, x, rimY - 60, 700, 60, "#fbf6ea", 0.85)),
    path(
      `M0 ${floorTop}C500 ${floorTop - 20} 1900 ${floorTop - 30} ${W} ${floorTop - 10}V${H}H0Z`,
      {
        fill: art.linearAbs(
          [
            [0, "#a7aa78"],
            [1, "#8a8f50"],
          ],
          0,
          floorTop,
          0,
          1400,
        ),
      },
    ),
    haze(art, floorTop, 60, "#c7ccb0", 0.6),
    ...patches,
    path("M880 905C1080 860 1520 860 1720 905C1620 965 1080 975 880 905Z", { fill: "#d3dcd8" }),
    path("M910 910C1100 950 1560 950 1690 906", {
      stroke: "#e79aa0",
      "stroke-width": 9,
      fill: "none",
      opacity: 0.85,
    }),
    path(`M300 ${floorTop + 60}c120 -30 300 -30 380 10c-80 40 -300 40 -380 -10Z`, {
      fill: "#4e6a3a",
    }),
    strokes(rng, {
      y0: floorTop + 20,
      y1: 1100,
      count: 300,
      color: "#6c7440",
      opacity: 0.3,
      horizontal: true,
      length: 24,
    }),
    ...spread(rng, 12, 100, 2300).map((x) =>
      bush(rng, x, rng.range(760, 1050), rng.range(0.8, 1.5), { fill: "#5a6a36" }),
    ),
    hill(
      art,
      [
        [-40, 1160],
        [400, 1200],
        [800, 1330],
        [1200, 1420],
        [1700, 1380],
        [2100, 1260],
        [2440, 1180],
      ],
      "#435a2c",
      "#22321c",
    ),
    ...[120, 330, 2160, 2340].map((x) =>
      acacia(rng, x, 1300, 4.5, {
        fill: "#1f2c1a",
        light: "#3d5230",
        spread: 0.9,
        trunk: 60,
        tiers: 2,
      }),
    ),
  ];
}
