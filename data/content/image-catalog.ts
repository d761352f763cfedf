/**
 * Every image the site shows, by name. A real photo dropped into `images/` as `<name>.jpg`
 * (or .jpeg, .png, .webp, .avif) replaces the generated artwork of the same name. What each shows
 * and where it was taken are the operator's captions, content/site/photos.yaml (data/content/images.ts).
 */
export const imageNames = [
  "savanna-dawn",
  "acacia-sunset",
  "elephants-kilimanjaro",
  "mara-river-crossing",
  "balloon-mara-sunrise",
  "lions-golden-grass",
  "flamingos-lake-nakuru",
  "giraffes-acacia",
  "zebra-herd",
  "cheetah-termite-mound",
  "leopard-tree",
  "rhino-ol-pejeta",
  "buffalo-herd",
  "wildebeest-migration",
  "samburu-reticulated-giraffe",
  "lake-naivasha-boat",
  "hippos-river",
  "maasai-village",
  "luxury-tent-camp",
  "safari-jeep-plains",
  "balloon-serengeti-dawn",
  "ngorongoro-crater",
  "serengeti-plains",
  "amboseli-swamp-elephants",
  "lake-baringo-birds",
  "hells-gate-gorge",
  "mount-kenya-view",
  "nairobi-skyline-park",
  "sundowner-campfire",
  "lodge-veranda",
  "cultural-dancers",
  "beadwork-market",
  "bush-breakfast",
  "elephant-orphanage",
] as const;

export type CatalogImageName = (typeof imageNames)[number];
