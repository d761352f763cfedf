/**
 * Every glyph the kit draws. `npm run icons` writes them as one SVG sprite
 * (ui/generated/icons.svg) that <Icon> points into, so a page's script carries no drawings: the
 * browser fetches them once, as an image, and keeps them for every page.
 */

/** lucide icons, by lucide's own name (its file under lucide-react/icons/). */
export const lucideGlyphs = [
  "arrow-left",
  "arrow-right",
  "award",
  "backpack",
  "badge-dollar-sign",
  "bed-double",
  "binoculars",
  "calendar-check",
  "calendar-days",
  "calendar-sync",
  "camera",
  "car",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "circle-question-mark",
  "clock",
  "cloud-off",
  "cloud-rain",
  "cloud-sun",
  "columns-3",
  "compass",
  "concierge-bell",
  "cookie",
  "copy",
  "download",
  "expand",
  "external-link",
  "eye",
  "file-text",
  "hand-heart",
  "headset",
  "heart-pulse",
  "hotel",
  "languages",
  "leaf",
  "lightbulb",
  "loader-circle",
  "mail",
  "map-pin",
  "map-pinned",
  "menu",
  "monitor",
  "pause",
  "paw-print",
  "phone",
  "plane",
  "plane-landing",
  "play",
  "printer",
  "rotate-ccw",
  "search",
  "search-x",
  "shield-check",
  "smartphone",
  "sparkles",
  "star",
  "sun",
  "target",
  "thermometer",
  "user-check",
  "users",
  "utensils-crossed",
  "wallet",
  "x",
] as const;

/** One element of a glyph on the 24 × 24 grid, in lucide's own form: tag and attributes. */
export type GlyphElement = readonly [
  tag: "path" | "rect" | "circle" | "line" | "polyline" | "polygon" | "ellipse",
  attributes: Readonly<Record<string, string>>,
];

/**
 * Marks for the contact channels and social networks lucide does not draw, drawn in its style
 * (24 × 24, 2 px round strokes) to sit beside its icons.
 */
export const brandGlyphs = {
  "brand-whatsapp": [
    ["path", { d: "M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" }],
    [
      "path",
      {
        d: "M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1",
      },
    ],
  ],
  "brand-wechat": [
    [
      "path",
      {
        d: "M16.5 10c3.04 0 5.5 2.01 5.5 4.5 0 1.4-.78 2.65-2 3.47V20l-1.96-1.18a6.6 6.6 0 0 1-1.54.18c-3.04 0-5.5-2.01-5.5-4.5s2.46-4.5 5.5-4.5z",
      },
    ],
    [
      "path",
      {
        d: "M11.2 15.7c-.69.2-1.43.3-2.2.3a8 8 0 0 1-2.61-.43L4 17v-2.8C2.76 13.12 2 11.64 2 10c0-3.31 3.13-6 7-6 3.78 0 6.86 2.57 7 5.79",
      },
    ],
    ["path", { d: "M7 8h.01M10 8h.01M15 14h.01M18 14h.01" }],
  ],
  "brand-facebook": [
    ["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" }],
  ],
  "brand-instagram": [
    ["rect", { x: "2", y: "2", width: "20", height: "20", rx: "5" }],
    ["circle", { cx: "12", cy: "12", r: "4" }],
    ["path", { d: "M17.5 6.5h.01" }],
  ],
  "brand-x": [
    ["path", { d: "M4 4h4.5L20 20h-4.5z" }],
    ["path", { d: "M20 4l-6.8 7.8M4 20l6.8-7.8" }],
  ],
  "brand-linkedin": [
    ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" }],
    ["rect", { x: "2", y: "9", width: "4", height: "12" }],
    ["circle", { cx: "4", cy: "4", r: "2" }],
  ],
} as const satisfies Record<string, readonly GlyphElement[]>;

export type GlyphName = (typeof lucideGlyphs)[number] | keyof typeof brandGlyphs;
