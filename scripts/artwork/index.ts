/**
 * Generated artwork standing in for photos: one painterly SVG (2400 x 1600) per catalogue image.
 * Deterministic: every random choice comes from a PRNG seeded with the image name.
 */
import { defaultContentRoot, readYaml } from "../../data/content/load";
import { contentFile, type PhotosFile } from "../../data/content/schema";
import type { CatalogImageName } from "../../data/content/image-catalog";
import { finish } from "./landscape";
import * as plains from "./scenes-plains";
import * as people from "./scenes-people";
import * as waters from "./scenes-water";
import { Art } from "./svg";

export { H as ARTWORK_HEIGHT, W as ARTWORK_WIDTH } from "./svg";

type Scene = (art: Art) => string[];

const scenes: Record<CatalogImageName, Scene> = {
  "savanna-dawn": plains.savannaDawn,
  "acacia-sunset": plains.acaciaSunset,
  "elephants-kilimanjaro": plains.elephantsKilimanjaro,
  "mara-river-crossing": waters.maraRiverCrossing,
  "balloon-mara-sunrise": plains.balloonMaraSunrise,
  "lions-golden-grass": plains.lionsGoldenGrass,
  "flamingos-lake-nakuru": waters.flamingosLakeNakuru,
  "giraffes-acacia": plains.giraffesAcacia,
  "zebra-herd": plains.zebraHerd,
  "cheetah-termite-mound": plains.cheetahMound,
  "leopard-tree": plains.leopardTree,
  "rhino-ol-pejeta": plains.rhinoOlPejeta,
  "buffalo-herd": plains.buffaloHerd,
  "wildebeest-migration": plains.wildebeestMigration,
  "samburu-reticulated-giraffe": waters.samburuReticulatedGiraffe,
  "lake-naivasha-boat": waters.lakeNaivashaBoat,
  "hippos-river": waters.hipposRiver,
  "maasai-village": people.maasaiVillage,
  "luxury-tent-camp": people.luxuryTentCamp,
  "safari-jeep-plains": plains.safariJeepPlains,
  "balloon-serengeti-dawn": plains.balloonSerengetiDawn,
  "ngorongoro-crater": plains.ngorongoroCrater,
  "serengeti-plains": plains.serengetiPlains,
  "amboseli-swamp-elephants": plains.amboseliSwampElephants,
  "lake-baringo-birds": waters.lakeBaringoBirds,
  "hells-gate-gorge": waters.hellsGateGorge,
  "mount-kenya-view": plains.mountKenyaView,
  "nairobi-skyline-park": plains.nairobiSkylinePark,
  "sundowner-campfire": people.sundownerCampfire,
  "lodge-veranda": people.lodgeVeranda,
  "cultural-dancers": people.culturalDancers,
  "beadwork-market": people.beadworkMarket,
  "bush-breakfast": people.bushBreakfast,
  "elephant-orphanage": people.elephantOrphanage,
};

/** What each photo shows, in English (content/site/photos.yaml): the artwork's title. */
let captions: PhotosFile["en"] | undefined;

export function hasArtwork(name: string): name is CatalogImageName {
  return Object.hasOwn(scenes, name);
}

/** SVG markup (2400 x 1600, 3:2) of the artwork for a catalogue image; byte-identical on every call. */
export function renderArtwork(name: CatalogImageName): string {
  captions ??= (readYaml(defaultContentRoot, contentFile("site/photos", "")) as PhotosFile).en;
  const scene = scenes[name];
  if (!scene) throw new Error(`No artwork for image "${name}"`);
  const art = new Art(name);
  const body = scene(art);
  return art.svg([...body, finish(art, { grain: 0.25 })], captions[name].alt);
}
