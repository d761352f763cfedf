/** Lakes, rivers and gorges: flamingos, hippos, boats, the fish eagle, the Mara crossing, Hell's Gate. */
import { palette as p } from "./color";
import { backdrop, depth, spread } from "./compose";
import {
  egret,
  fishEagle,
  flamingoShape,
  giraffe,
  hippo,
  wildebeest,
  wildebeestSwimming,
} from "./fauna";
import { acacia, doumPalm, euphorbia, feverTree, papyrus, bush } from "./flora";
import {
  birds,
  haze,
  hill,
  reflect,
  ridgeLine,
  shadow,
  strokes,
  tallGrass,
  water,
} from "./landscape";
import { cliff } from "./mountains";
import { boat } from "./objects";
import type { Art } from "./svg";
import { H, W, group, oval, path, place, poly, type Pt } from "./svg";

export function flamingosLakeNakuru(art: Art): string[] {
  const rng = art.rng;
  const shore = 900;
  const birdsIds = [art.symbol(flamingoShape("stand")), art.symbol(flamingoShape("feed"))];
  const pinks = [p.flamingo, "#f4a7ad", "#e8737f", "#f7c1bd", "#de6f7c"];
  const flock = (y0: number, y1: number, count: number, near: number) => {
    const pts = Array.from({ length: count }, () => ({
      x: rng.range(-20, W + 20),
      y: y0 + (y1 - y0) * rng.next() ** 0.8,
    })).sort((a, b) => a.y - b.y);
    return pts
      .map(({ x, y }) =>
        art.use(
          rng.pick(birdsIds),
          place(x, y, depth(y, shore - 140, 1560, near), rng.chance(0.5)),
          { fill: rng.pick(pinks) },
        ),
      )
      .join("");
  };
  const flockBand = art.share(
    group({}, [
      flock(shore + 30, shore + 110, 900, 2.4),
      flock(shore + 110, shore + 200, 500, 2.4),
    ]),
  );
  return [
    ...backdrop(art, rng, {
      sky: "morning",
      horizon: shore - 160,
      clouds: { count: 6, y0: 120, y1: 480, color: "#fbf6ea", opacity: 0.55 },
      hills: { count: 3, rise: 200, amp: 40, color: "#6f7f78" },
      ground: ["#5f6f4a", "#3f4a30"],
    }),
    ...spread(rng, 30, 0, W).map((x) =>
      rng.chance(0.5)
        ? euphorbia(rng, x, shore - 150, rng.range(0.9, 1.3), { fill: "#3e4a34" })
        : acacia(rng, x, shore - 150, rng.range(0.7, 1.1), {
            fill: "#3e4a34",
            trunk: 60,
            spread: 0.7,
          }),
    ),
    water(art, rng, shore - 150, H, "#b9cfd0", "#7f9fa3", "#eef5f2", 160),
    path(`M0 ${shore + 20}h${W}`, { stroke: "#f1b6b8", "stroke-width": 60, opacity: 0.35 }),
    flockBand,
    reflect(art, flockBand, shore + 205, 0.25),
    path(`M0 ${shore + 230}C600 ${shore + 215} 1500 ${shore + 240} ${W} ${shore + 225}`, {
      stroke: "#d9e6e2",
      "stroke-width": 6,
      fill: "none",
      opacity: 0.6,
    }),
    flock(1250, 1480, 90, 2.4),
    birds(rng, { x0: 1300, x1: 2100, y0: 300, y1: 520, count: 9, size: 22, color: "#d9707e" }),
    hill(
      art,
      [
        [-40, 1500],
        [600, 1470],
        [1400, 1520],
        [2440, 1480],
      ],
      "#6d6a4a",
      "#4a4630",
    ),
    tallGrass(rng, { y: 1520, height: 90, color: "#4a4a2a", count: 300 }),
  ];
}

export function samburuReticulatedGiraffe(art: Art): string[] {
  const rng = art.rng;
  const horizon = 1000;
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon,
      sun: { x: 1900, y: 640, r: 55, glow: 9 },
      clouds: { count: 4, y0: 180, y1: 560, color: "#fbe6bd", opacity: 0.45 },
      hills: { count: 3, rise: 200, amp: 60, color: "#9a6a5a" },
      ground: ["#c28a55", "#8a5230"],
      texture: 200,
    }),
    ...spread(rng, 9, 0, W).map((x) =>
      doumPalm(rng, x, horizon + rng.range(10, 40), rng.range(1.6, 2.4), {
        fill: "#4d5230",
        light: "#6b7a3a",
      }),
    ),
    water(art, rng, 1180, 1300, "#b59a72", "#8f7450", "#e6d3a8", 60),
    path("M0 1170C600 1160 1400 1190 2400 1165V1185C1400 1205 600 1180 0 1190Z", {
      fill: "#dcc196",
    }),
    path("M0 1295C700 1310 1600 1280 2400 1300V1330H0Z", { fill: "#d6b48a" }),
    doumPalm(rng, 380, 1420, 5.8, { fill: "#4b4024", light: "#667233" }),
    doumPalm(rng, 2080, 1380, 5.2, { fill: "#4b4024", light: "#6b7a3a", flip: true }),
    shadow(1280, 1442, 130, "#3a2418", 0.3),
    giraffe(art, 1280, 1440, 4.2, {
      fill: "#f1e4cc",
      coat: "reticulated",
      patch: "#8a3b1a",
      neck: 66,
      stride: 0.3,
    }),
    shadow(1720, 1392, 90, "#3a2418", 0.3),
    giraffe(art, 1720, 1390, 3.1, {
      fill: "#f1e4cc",
      coat: "reticulated",
      patch: "#7e3416",
      neck: 72,
      flip: true,
    }),
    tallGrass(rng, { y: 1500, height: 90, color: "#7a5a30", count: 300 }),
  ];
}

export function lakeNaivashaBoat(art: Art): string[] {
  const rng = art.rng;
  const shore = 880;
  const far = art.share(
    group({}, [
      path(
        poly([
          [260, shore],
          [560, 610],
          [700, 600],
          [1000, shore],
        ]),
        { fill: "#8a8fa0" },
      ),
      hill(art, ridgeLine(rng, { y: shore - 60, amp: 30, step: 300 }), "#6f7f76", "#5e6e5e"),
      ...spread(rng, 14, 0, W).map((x) =>
        feverTree(rng, x, shore + 4, rng.range(1.3, 2), { fill: "#7d8a3a", light: "#b8b45a" }),
      ),
    ]),
  );
  const theBoat = art.share(
    boat(1300, 1230, 5.4, {
      hull: "#f2ead8",
      stripe: "#3d6a78",
      canopy: "#2f5560",
      people: ["#e07a2a", "#d9cfc0", "#e07a2a", "#3d5a6c"],
      skin: "#3a2a22",
    }),
  );
  return [
    ...backdrop(art, rng, {
      sky: "sunrise",
      horizon: shore,
      sun: { x: 1800, y: 700, r: 60, glow: 9 },
      clouds: { count: 5, y0: 150, y1: 500, color: "#f5d8b8", opacity: 0.45 },
      ground: ["#a8b8b4", "#5e7a80"],
    }),
    far,
    water(art, rng, shore, H, "#cfd8cc", "#6e8e90", "#f4efe2", 200),
    reflect(art, far, shore, 0.25),
    haze(art, shore, 80, "#f6e2c0", 0.5),
    theBoat,
    reflect(art, theBoat, 1235, 0.3),
    papyrus(rng, 140, 1560, 7, { fill: "#4f6a2c", light: "#87a044", stems: 22 }),
    papyrus(rng, 420, 1600, 6, { fill: "#3f5a24", light: "#7a9a3a", stems: 14 }),
    papyrus(rng, 2260, 1580, 7.5, { fill: "#4f6a2c", light: "#87a044", stems: 22 }),
    papyrus(rng, 1960, 1620, 5, { fill: "#3f5a24", light: "#7a9a3a", stems: 12 }),
  ];
}

export function hipposRiver(art: Art): string[] {
  const rng = art.rng;
  const bank = 900;
  const hippos = [
    { x: 520, y: 1190, s: 4.6, yawn: false, flip: false },
    { x: 1000, y: 1260, s: 5.6, yawn: true, flip: false },
    { x: 1560, y: 1200, s: 4.8, yawn: false, flip: true },
    { x: 1960, y: 1310, s: 6, yawn: false, flip: true },
    { x: 1320, y: 1440, s: 7, yawn: false, flip: false },
  ].sort((a, b) => a.y - b.y);
  const pod = art.share(
    group(
      {},
      hippos.map((h) =>
        hippo(h.x, h.y, h.s, { fill: "#5e4c52", yawn: h.yawn, flip: h.flip, ripple: "#e0cda4" }),
      ),
    ),
  );
  const shore = art.share(
    group({}, [
      ...spread(rng, 9, 0, W).map((x) =>
        acacia(rng, x + rng.jitter(0, 60), 760 + rng.range(0, 30), rng.range(1.2, 2.6), {
          fill: "#4a4e2a",
          light: "#6a6e36",
          trunk: rng.range(44, 60),
        }),
      ),
      hill(art, ridgeLine(rng, { y: bank - 80, amp: 22, step: 260 }), "#8a7f3e", "#6e6432"),
      tallGrass(rng.fork("bank-grass"), { y: bank - 70, height: 50, color: "#6a6a2e", count: 500 }),
      hill(art, ridgeLine(rng, { y: bank - 28, amp: 12, step: 180 }), "#9a6a40", "#6e4628"),
    ]),
  );
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon: 760,
      sun: { x: 1800, y: 540, r: 50, glow: 9 },
      clouds: { count: 4, y0: 150, y1: 460, color: "#fbe2b0", opacity: 0.45 },
      hills: { count: 2, rise: 90, amp: 16, color: "#a88a6a" },
      ground: ["#a49a5a", "#7a7a3a"],
    }),
    shore,
    water(art, rng, bank, H, "#a08658", "#56432c", "#ead4a6", 240),
    reflect(art, shore, bank, 0.25),
    pod,
    reflect(art, pod, 1450, 0.12),
    egret(2120, 1258, 4.2, { fill: "#f6f1e6" }),
  ];
}

export function lakeBaringoBirds(art: Art): string[] {
  const rng = art.rng;
  const shore = 920;
  const far = art.share(
    group({}, [
      hill(art, ridgeLine(rng, { y: shore - 200, amp: 70, step: 280 }), "#8f7286", "#8a6a74"),
      hill(art, ridgeLine(rng, { y: shore - 70, amp: 30, step: 220 }), "#6e5a5a", "#5a4a46"),
      ...spread(rng, 10, 0, W).map((x) =>
        acacia(rng, x, shore + 4, rng.range(0.8, 1.3), { fill: "#3e3a2e" }),
      ),
    ]),
  );
  const eagle = art.share(
    fishEagle(1320, 860, 5.6, {
      fill: "#3a2a22",
      white: "#f8f3ea",
      body: "#7a3a22",
      beak: "#e9b93a",
      rotate: 10,
    }),
  );
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon: shore,
      sun: { x: 640, y: 640, r: 60, glow: 9 },
      clouds: { count: 5, y0: 140, y1: 480, color: "#fbe0b0", opacity: 0.45 },
      ground: ["#caa46a", "#7a5a3a"],
    }),
    far,
    water(art, rng, shore, H, "#e7c48e", "#6f6a6a", "#fff2d6", 220),
    reflect(art, far, shore, 0.3),
    path(
      "M1380 1420m-200 0a200 24 0 1 0 400 0a200 24 0 1 0 -400 0M1380 1420m-110 0a110 12 0 1 0 220 0a110 12 0 1 0 -220 0",
      { fill: "none", stroke: "#fff2d6", "stroke-width": 5, opacity: 0.55 },
    ),
    reflect(art, eagle, 1250, 0.12),
    eagle,
    path("M-20 1600V1460C120 1440 260 1480 420 1600Z", { fill: "#3a3026" }),
    acacia(rng, 90, 1500, 3.2, { fill: "#2e2a1e", spread: 0.8, trunk: 60 }),
  ];
}

export function maraRiverCrossing(art: Art): string[] {
  const rng = art.rng;
  const top = 700;
  const river = 1040;
  const leapers = [
    { x: 330, y: 980, s: 3.6, r: 12 },
    { x: 600, y: 1080, s: 4.4, r: 26 },
    { x: 860, y: 1150, s: 4.8, r: 38 },
  ];
  const swimmers = Array.from({ length: 26 }, () => ({
    x: rng.range(600, 2300),
    y: rng.range(1120, 1560),
  })).sort((a, b) => a.y - b.y);
  const swimmer = (x: number, y: number) => {
    const s = depth(y, river - 300, 1500, 4.2);
    return group({}, [
      wildebeestSwimming(x, y, s, { fill: "#2e2622", flip: true }),
      path(
        `M${x - 30 * s} ${y + 1}h${-26 * s}M${x + 20 * s} ${y + 2}q${-30 * s} ${6 * s} ${-60 * s} ${4 * s}`,
        {
          stroke: "#f4ead2",
          "stroke-width": 2.4 * s,
          fill: "none",
          opacity: 0.65,
          "stroke-linecap": "round",
        },
      ),
    ]);
  };
  const farHerd = spread(rng, 40, 1100, 2400).map((x) =>
    wildebeest(x, top + rng.range(-4, 6), 0.55, {
      fill: "#4a3a30",
      stride: rng.range(-0.5, 0.5),
      flip: true,
    }),
  );
  const descending = Array.from({ length: 12 }, (_, i) => {
    const t = i / 11;
    return wildebeest(1500 + t * 500, top + 40 + t * 280, 0.9 + t * 1.2, {
      fill: "#3a2e28",
      stride: rng.range(-0.6, 0.6),
      flip: true,
    });
  });
  /** White water: a foam skirt and droplets thrown up and out. */
  const splash = (x: number, y: number, r: number) => {
    const pts: Pt[] = [];
    for (let k = 0; k <= 14; k++) {
      const a = Math.PI + (Math.PI * k) / 14;
      const rr = k % 2 ? r * 0.45 : r * rng.range(0.8, 1.4);
      pts.push([x + Math.cos(a) * rr * 1.5, y + Math.sin(a) * rr]);
    }
    let drops = "";
    for (let k = 0; k < 18; k++) {
      const a = Math.PI * rng.range(1.1, 1.9);
      const d = r * rng.range(1.1, 2.2);
      drops += oval(
        x + Math.cos(a) * d * 1.4,
        y + Math.sin(a) * d,
        rng.range(3, 7),
        rng.range(3, 7),
      );
    }
    return group({}, [
      path(poly(pts) + drops, { fill: "#f6efe0", opacity: 0.85 }),
      path(oval(x, y + 4, r * 1.8, r * 0.25), { fill: "#f6efe0", opacity: 0.5 }),
    ]);
  };
  return [
    ...backdrop(art, rng, {
      sky: "golden",
      horizon: top,
      sun: { x: 1900, y: 380, r: 50, glow: 9 },
      clouds: { count: 5, y0: 120, y1: 420, color: "#fbe3b0", opacity: 0.5 },
      ground: ["#b88a56", "#7a5232"],
    }),
    ...spread(rng, 6, 0, 1100).map((x) =>
      acacia(rng, x, top + 10, rng.range(1.8, 2.6), { fill: "#4a4a2a", light: "#6b6e3a" }),
    ),
    ...farHerd,
    path(`M1000 ${top}C1300 ${top + 40} 1800 ${top + 120} 2400 ${top + 80}V${river}H900Z`, {
      fill: "#9a6a40",
    }),
    strokes(rng, {
      y0: top + 60,
      y1: river,
      x0: 1000,
      count: 120,
      color: "#6e4a2c",
      opacity: 0.4,
      length: 40,
    }),
    ...descending,
    haze(art, top + 120, 200, "#e9c48e", 0.5),
    water(art, rng, river, H, "#9a7a52", "#5e4630", "#e8d2a8", 160),
    path(`M0 ${top + 40}C200 ${top + 60} 500 ${top + 180} 700 ${top + 330}L900 1260L0 1360Z`, {
      fill: "#7a5030",
    }),
    path(`M0 ${top + 40}C200 ${top + 60} 500 ${top + 180} 700 ${top + 330}`, {
      stroke: "#b07a48",
      "stroke-width": 14,
      fill: "none",
    }),
    ...swimmers.map(({ x, y }) => swimmer(x, y)),
    ...leapers.map((l) =>
      wildebeest(l.x, l.y, l.s, { fill: "#2a211c", pose: "leap", rotate: l.r }),
    ),
    splash(1000, 1240, 70),
    splash(1240, 1310, 46),
    splash(900, 1350, 56),
  ];
}

export function hellsGateGorge(art: Art): string[] {
  const rng = art.rng;
  const floor = 1180;
  const leftTop: Pt[] = [
    [-20, 180],
    [160, 170],
    [320, 230],
    [520, 250],
    [700, 330],
    [860, 420],
    [960, 560],
    [1010, 760],
  ];
  const rightTop: Pt[] = [
    [1500, 760],
    [1560, 560],
    [1680, 420],
    [1860, 330],
    [2040, 250],
    [2240, 230],
    [2420, 180],
  ];
  return [
    ...backdrop(art, rng, {
      sky: "noon",
      horizon: 900,
      clouds: { count: 6, y0: 100, y1: 500, color: "#fbf6ea", opacity: 0.7 },
      hills: { count: 2, rise: 150, amp: 20, color: "#b07a5a" },
      ground: ["#c9a070", "#a07045"],
    }),
    cliff(
      art,
      rng,
      [
        [900, 760],
        [980, 640],
        [1150, 620],
        [1350, 630],
        [1520, 650],
        [1600, 760],
      ],
      1000,
      "#c07a52",
      "#6a3a22",
      4,
    ),
    path(
      poly([
        [1180, 1000],
        [1190, 700],
        [1215, 620],
        [1250, 600],
        [1280, 640],
        [1295, 720],
        [1310, 1000],
      ]),
      { fill: "#8a4a30" },
    ),
    haze(art, 960, 200, "#e9d2b0", 0.55),
    path(`M0 ${floor - 150}C600 ${floor - 180} 1800 ${floor - 180} ${W} ${floor - 150}V${H}H0Z`, {
      fill: art.linearAbs(
        [
          [0, "#c49a6a"],
          [1, "#8a6038"],
        ],
        0,
        floor - 160,
        0,
        H,
      ),
    }),
    ...spread(rng, 10, 700, 1800).map((x) =>
      bush(rng, x, rng.range(1080, 1250), rng.range(0.8, 1.6), {
        fill: "#6a6a36",
        light: "#8a8a48",
      }),
    ),
    cliff(art, rng, leftTop, H, "#c8663a", "#5a2a18", 8),
    path("M700 1600L1010 1180L1120 1600Z", { fill: "#a8603a" }),
    cliff(art, rng, rightTop, H, "#9a4a2e", "#3a1a10", 8),
    path("M1500 1200L1360 1600H1760Z", { fill: "#7a3c24" }),
    euphorbia(rng, 1180, 1330, 1.8, { fill: "#3a4426" }),
    tallGrass(rng, { y: 1480, height: 100, color: "#7a5a32", count: 300, x0: 500, x1: 1900 }),
    shadow(1250, 1450, 60, "#2a1a12", 0.2),
  ];
}
