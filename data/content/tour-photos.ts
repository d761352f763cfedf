import type { CatalogImageName } from "./image-catalog";

/**
 * The photo rule: a raw tour's cover cycles through these 24 photos by its position among
 * the raw tours, and a raw tour with fewer than 2 images gets five of them, from its cover on.
 */
export const rawTourPhotoList: CatalogImageName[] = [
  "serengeti-plains",
  "nairobi-skyline-park",
  "rhino-ol-pejeta",
  "lake-baringo-birds",
  "flamingos-lake-nakuru",
  "elephants-kilimanjaro",
  "luxury-tent-camp",
  "lions-golden-grass",
  "samburu-reticulated-giraffe",
  "amboseli-swamp-elephants",
  "mara-river-crossing",
  "wildebeest-migration",
  "ngorongoro-crater",
  "lake-naivasha-boat",
  "hells-gate-gorge",
  "elephant-orphanage",
  "giraffes-acacia",
  "zebra-herd",
  "cheetah-termite-mound",
  "hippos-river",
  "buffalo-herd",
  "mount-kenya-view",
  "leopard-tree",
  "savanna-dawn",
];
