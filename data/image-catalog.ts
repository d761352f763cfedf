/**
 * Every image the site shows, by name. A real photo dropped into `images/` as `<name>.jpg`
 * (or .jpeg, .png, .webp, .avif) replaces the generated artwork of the same name.
 */
export const imageCatalog = {
  "savanna-dawn": {
    alt: "Golden savanna grassland at dawn with a lone acacia",
    location: "Masai Mara, Kenya",
  },
  "acacia-sunset": {
    alt: "Umbrella acacia silhouetted against an orange sunset",
    location: "Amboseli, Kenya",
  },
  "elephants-kilimanjaro": {
    alt: "Elephant family walking beneath snow-capped Mount Kilimanjaro",
    location: "Amboseli, Kenya",
  },
  "mara-river-crossing": {
    alt: "Wildebeest plunging into the Mara River during the Great Migration",
    location: "Masai Mara, Kenya",
  },
  "balloon-mara-sunrise": {
    alt: "Hot air balloons drifting over the Mara plains at sunrise",
    location: "Masai Mara, Kenya",
  },
  "lions-golden-grass": {
    alt: "A pride of lions resting in tall golden grass",
    location: "Masai Mara, Kenya",
  },
  "flamingos-lake-nakuru": {
    alt: "Thousands of pink flamingos along the shore of Lake Nakuru",
    location: "Lake Nakuru, Kenya",
  },
  "giraffes-acacia": {
    alt: "Two giraffes browsing on acacia trees",
    location: "Masai Mara, Kenya",
  },
  "zebra-herd": {
    alt: "A herd of plains zebra grazing on open grassland",
    location: "Masai Mara, Kenya",
  },
  "cheetah-termite-mound": {
    alt: "A cheetah scanning the plains from a termite mound",
    location: "Masai Mara, Kenya",
  },
  "leopard-tree": {
    alt: "A leopard draped over the branch of a fig tree",
    location: "Samburu, Kenya",
  },
  "rhino-ol-pejeta": {
    alt: "A white rhino and her calf grazing on the conservancy",
    location: "Ol Pejeta, Kenya",
  },
  "buffalo-herd": {
    alt: "Cape buffalo herd kicking up dust at dusk",
    location: "Lake Nakuru, Kenya",
  },
  "wildebeest-migration": {
    alt: "Columns of wildebeest stretching to the horizon",
    location: "Masai Mara, Kenya",
  },
  "samburu-reticulated-giraffe": {
    alt: "Reticulated giraffe among doum palms by the Ewaso Nyiro river",
    location: "Samburu, Kenya",
  },
  "lake-naivasha-boat": {
    alt: "A small boat on Lake Naivasha among papyrus and fever trees",
    location: "Lake Naivasha, Kenya",
  },
  "hippos-river": { alt: "Hippos surfacing in a muddy river pool", location: "Masai Mara, Kenya" },
  "maasai-village": {
    alt: "Maasai homestead with round houses inside a thorn fence",
    location: "Narok, Kenya",
  },
  "luxury-tent-camp": {
    alt: "A luxury safari tent with a private deck above the plains",
    location: "Masai Mara, Kenya",
  },
  "safari-jeep-plains": {
    alt: "A pop-up-roof 4x4 safari vehicle on an open plain",
    location: "Amboseli, Kenya",
  },
  "balloon-serengeti-dawn": {
    alt: "A hot air balloon rising over the Serengeti at dawn",
    location: "Serengeti, Tanzania",
  },
  "ngorongoro-crater": {
    alt: "View across the Ngorongoro Crater floor from the rim",
    location: "Ngorongoro, Tanzania",
  },
  "serengeti-plains": {
    alt: "Endless short-grass plains of the Serengeti under big skies",
    location: "Serengeti, Tanzania",
  },
  "amboseli-swamp-elephants": {
    alt: "Elephants wading through a green Amboseli swamp",
    location: "Amboseli, Kenya",
  },
  "lake-baringo-birds": {
    alt: "A fish eagle swooping over the calm waters of Lake Baringo",
    location: "Lake Baringo, Kenya",
  },
  "hells-gate-gorge": {
    alt: "Red cliffs of the Hell's Gate gorge",
    location: "Hell's Gate, Kenya",
  },
  "mount-kenya-view": {
    alt: "The jagged peaks of Mount Kenya above forest",
    location: "Laikipia, Kenya",
  },
  "nairobi-skyline-park": {
    alt: "Giraffe in Nairobi National Park with the city skyline behind",
    location: "Nairobi, Kenya",
  },
  "sundowner-campfire": {
    alt: "Camp chairs around a campfire at sundown",
    location: "Samburu, Kenya",
  },
  "lodge-veranda": { alt: "A lodge veranda looking over a waterhole", location: "Amboseli, Kenya" },
  "cultural-dancers": {
    alt: "Maasai warriors performing the adumu jumping dance",
    location: "Narok, Kenya",
  },
  "beadwork-market": {
    alt: "Colourful Maasai beadwork laid out at a market",
    location: "Nairobi, Kenya",
  },
  "bush-breakfast": {
    alt: "A breakfast table set under an acacia in the bush",
    location: "Masai Mara, Kenya",
  },
  "elephant-orphanage": {
    alt: "Orphaned baby elephants at a keeper's feeding time",
    location: "Nairobi, Kenya",
  },
} as const satisfies Record<string, { alt: string; location: string }>;

export type CatalogImageName = keyof typeof imageCatalog;

export const imageNames = Object.keys(imageCatalog) as CatalogImageName[];
