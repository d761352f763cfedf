/** The land-derived palette and a few colour helpers. */

export const palette = {
  ink: "#1e1916",
  charcoal: "#2e2925",
  umber: "#4a3426",
  bark: "#5b4332",
  earth: "#7a4f33",
  terracotta: "#b4532f",
  rust: "#9a3f24",
  sunset: "#e0662e",
  ochre: "#c98a2e",
  gold: "#e4b25a",
  straw: "#dcc08a",
  sand: "#e8d5b0",
  bone: "#f5eddd",
  cream: "#fbf3e2",
  acacia: "#6b7a3a",
  olive: "#4f5a2a",
  sage: "#9aa77a",
  forest: "#2f3d27",
  lake: "#7fa3a6",
  shuka: "#c0262d",
  flamingo: "#ef8f99",
  dusk: "#5b3f5e",
} as const;

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend from a (t = 0) to b (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Darken (amount < 0, towards ink) or lighten (amount > 0, towards cream). */
export function shade(color: string, amount: number): string {
  return amount < 0 ? mix(color, "#120e0c", -amount) : mix(color, "#fffaf0", amount);
}

/** A sky: gradient stops from the zenith (offset 0) to the horizon (offset 1). */
export type Sky = {
  stops: readonly (readonly [number, string])[];
  sun: string;
  glow: string;
  haze: string;
};

export const skies = {
  dawn: {
    stops: [
      [0, "#34405f"],
      [0.35, "#8c7189"],
      [0.62, "#e09a7a"],
      [0.85, "#f6c98d"],
      [1, "#fbe6bd"],
    ],
    sun: "#fff1cf",
    glow: "#ffd58e",
    haze: "#f3cfa4",
  },
  sunrise: {
    stops: [
      [0, "#5a6a8a"],
      [0.4, "#d7a08a"],
      [0.7, "#f4bf7e"],
      [1, "#fde4b0"],
    ],
    sun: "#fff4d6",
    glow: "#ffcf7a",
    haze: "#f5d3a2",
  },
  golden: {
    stops: [
      [0, "#d98c3f"],
      [0.45, "#f0b463"],
      [0.8, "#f8d594"],
      [1, "#fbe6bb"],
    ],
    sun: "#fff3cf",
    glow: "#ffd27a",
    haze: "#f4cf95",
  },
  sunset: {
    stops: [
      [0, "#3b2747"],
      [0.3, "#8e3a45"],
      [0.6, "#d8572e"],
      [0.85, "#f29a3c"],
      [1, "#f9c66a"],
    ],
    sun: "#fff0b8",
    glow: "#ffb347",
    haze: "#e88a48",
  },
  dusk: {
    stops: [
      [0, "#2a2440"],
      [0.45, "#6a3e5a"],
      [0.75, "#c3614a"],
      [1, "#eb9b57"],
    ],
    sun: "#ffd9a0",
    glow: "#f08a4b",
    haze: "#b9634f",
  },
  noon: {
    stops: [
      [0, "#4c7fa8"],
      [0.5, "#8fb5cc"],
      [0.85, "#cfdad6"],
      [1, "#ece4cc"],
    ],
    sun: "#fffbe9",
    glow: "#fff3cc",
    haze: "#d9dccf",
  },
  morning: {
    stops: [
      [0, "#7ea2bb"],
      [0.55, "#c9ccbb"],
      [0.85, "#ecd9b0"],
      [1, "#f6e6c2"],
    ],
    sun: "#fff7df",
    glow: "#fde6a8",
    haze: "#e8dcc0",
  },
  night: {
    stops: [
      [0, "#111726"],
      [0.6, "#2a2c44"],
      [1, "#5a4052"],
    ],
    sun: "#f4ead2",
    glow: "#a9a7c0",
    haze: "#4a3c50",
  },
} as const satisfies Record<string, Sky>;

export type SkyName = keyof typeof skies;
