import type { CatalogImageName } from "./image-catalog";
import type { RawTourInput } from "./types";

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

export const rawTourInputs: RawTourInput[] = [
  {
    title: "11-Day Kenya to Tanzania Overland Safari",
    summary:
      "Drive from Nairobi to Arusha the classic way: the Masai Mara, Lake Naivasha and Amboseli in Kenya, then across the Namanga border to Lake Manyara, the Serengeti and the Ngorongoro Crater.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to the Masai Mara",
        description:
          "Pick-up from your Nairobi hotel at 7:30 AM and the drive down the Rift Valley escarpment, with a stop at the viewpoint, and on through Narok to the Masai Mara (about 5 to 6 hours). Lunch at the lodge is followed by an afternoon game drive on the plains, where lion, elephant, giraffe and herds of zebra and wildebeest are common. Accommodation: Mara Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in the Masai Mara",
        description:
          "A full day of game drives with a picnic lunch by the Mara River, where hippos and crocodiles gather and, from July to October, the wildebeest herds cross. Your guide searches for leopard in the riverine woodland and cheetah on the open plains. A sunrise balloon flight or a visit to a Maasai village can be added at extra cost.",
        accommodation: "Mara Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        title: "Masai Mara to Lake Naivasha",
        description:
          "After breakfast you drive back through Narok to Lake Naivasha (about 4.5 hours), arriving in time for lunch. The afternoon is free for an optional boat ride among hippos and African fish eagles, or a guided walk among giraffe and zebra on Crescent Island. Accommodation: Lake Naivasha Sopa Resort. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        title: "Lake Naivasha to Amboseli",
        description:
          "An early start for the drive south via Nairobi and Emali to Amboseli National Park (about 6 hours), with lunch on the way. In the late afternoon you go out on a game drive as elephant families leave the swamps, with Kilimanjaro often clearing at sunset.",
        accommodation: "Amboseli Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Full Day in Amboseli",
        description:
          "Morning and afternoon game drives among Amboseli's famous elephants, with lion, cheetah, buffalo, hippo and abundant birdlife around the Enkongo Narok swamp. Climb Observation Hill for a view over the park and, on a clear morning, the snows of Kilimanjaro. Accommodation: Amboseli Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Amboseli to Lake Manyara via Namanga",
        description:
          "After an early breakfast you drive to the Namanga border (about 2 hours), complete exit and entry formalities, and change to a Tanzanian 4x4 and guide. The journey continues via Arusha, where you stop for lunch, to Mto wa Mbu at the foot of the Rift Valley escarpment (about 4 hours). You reach the lodge on the escarpment above Lake Manyara in time for sunset over the lake. Accommodation: Lake Manyara Serena Safari Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 7,
        title: "Lake Manyara to the Serengeti",
        description:
          "A short morning game drive in Lake Manyara National Park, known for its elephants, baboon troops and tree-climbing lions, is followed by the drive up through the Ngorongoro highlands and across the short-grass plains to the Serengeti (about 5 hours). You game-drive from Naabi Hill Gate to your lodge in the late afternoon.",
        accommodation: "Serengeti Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 8,
        description:
          "A full day exploring the Serengeti with a picnic lunch. The central Seronera valley has resident lion prides, leopards resting in the sausage trees along the Seronera River and cheetahs on the plains, while the wildebeest herds move through the park in a year-round cycle. Accommodation: Serengeti Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 9,
        title: "Serengeti to Ngorongoro",
        description:
          "After a morning game drive you drive to the Ngorongoro Conservation Area (about 3 to 4 hours), with an optional stop at the Olduvai Gorge museum, where some of the earliest human fossils were found. You reach the crater rim in the late afternoon; nights here at around 2,300 metres are cool.",
        accommodation: "Ngorongoro Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 10,
        title: "Ngorongoro Crater to Arusha",
        description:
          "Descend into the Ngorongoro Crater at 6:30 AM for up to six hours on the crater floor, one of the best places in Africa to see black rhino, with lion, hyena, buffalo and flamingos, and a picnic lunch by the hippo pool. In the afternoon you drive to Arusha (about 4 hours) for the night. Accommodation: Mount Meru Hotel. Meal Plan: Full Board.",
      },
      {
        dayNumber: 11,
        title: "Arusha to Kilimanjaro Airport or Nairobi",
        description:
          "After breakfast the morning is free to stroll through Arusha's markets or rest at the hotel, in the shadow of Mount Meru. You are then transferred to Kilimanjaro International Airport (about 1 hour) for your flight home, or to the shuttle bus for the 6-hour return to Nairobi via Namanga. Cost: 2 travellers $11230 ($5615 per person).",
        mealPlan: "Breakfast",
      },
    ],
    included: [
      "10 nights' accommodation in the lodges named in the itinerary",
      "Full board on safari and breakfast on the last day",
      "Game drives as listed, including the Ngorongoro Crater",
      "Transport in 4x4 pop-up-roof safari vehicles in Kenya and Tanzania",
      "Professional English-speaking driver-guides",
      "Bottled drinking water in the vehicle",
      "All park fees, conservation fees and government taxes",
    ],
    excluded: [
      "International flights, Kenya eTA and Tanzania visa fees",
      "Items of a personal nature, drinks and laundry",
      "Any increase in taxes or park fees after booking",
      "Tips for guides and lodge staff",
      "Optional activities: balloon flight, boat ride, Crescent Island walk, Maasai village visit, Olduvai Gorge museum",
      "Extra nights in Nairobi or Arusha",
      "Shuttle back to Nairobi",
    ],
    images: [
      "serengeti-plains",
      "ngorongoro-crater",
      "amboseli-swamp-elephants",
      "mara-river-crossing",
    ],
  },
  {
    title: "2-Day Nairobi Urban Safari & Hell's Gate Escape",
    summary:
      "Nairobi's wildlife highlights in one day, from lions beneath the city skyline to baby elephants and giraffes you can feed, followed by a night at Lake Naivasha and a walk through the Hell's Gate gorge.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi National Park, Elephant Orphanage and Giraffe Centre",
        description:
          "Your guide collects you at 6:00 AM for an early game drive in Nairobi National Park, where lion, black rhino, buffalo and giraffe roam against the backdrop of the city skyline. At 11:00 AM you join the visiting hour at the Sheldrick Wildlife Trust elephant orphanage to watch the keepers feed the baby elephants, then have lunch in Karen. In the afternoon you feed endangered Rothschild's giraffes from the raised platform at the Giraffe Centre before the 2-hour drive to Lake Naivasha. Accommodation: Lake Naivasha Country Club. Meal Plan: Lunch & Dinner.",
      },
      {
        title: "Hell's Gate National Park and Return to Nairobi",
        description:
          "After breakfast you cycle or drive into Hell's Gate National Park, past zebra, giraffe and buffalo grazing beneath the Fischer's Tower rock, then walk into the gorge with a local guide. After lunch by the lake you drive back to Nairobi (about 2 hours) for drop-off at your hotel or the airport around 5:00 PM. Cost: Solo traveller $607; 2 travellers $762.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    images: ["nairobi-skyline-park", "elephant-orphanage", "giraffes-acacia", "hells-gate-gorge"],
  },
  {
    title: "3-Day Rhino Safari: Ol Pejeta & Samburu",
    summary:
      "A short safari for rhino lovers: black, southern white and the last northern white rhinos at Ol Pejeta Conservancy, then the elephants and rare northern species of Samburu.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Ol Pejeta Conservancy",
        description:
          "Pick-up at 7:00 AM and the drive north through the farmland of Central Kenya to Nanyuki and Ol Pejeta Conservancy (about 4 hours). After lunch at camp you visit the Sweetwaters Chimpanzee Sanctuary and pass the endangered species enclosure, home to Najin and Fatu, the last two northern white rhinos. The evening game drive tracks black and southern white rhino across the plains below Mount Kenya.",
        accommodation: "Sweetwaters Serena Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Ol Pejeta to Samburu",
        description:
          "An early rhino drive on Ol Pejeta before breakfast, then the drive north through Isiolo to Samburu National Reserve (about 3 hours). After lunch you head out on an afternoon game drive along the Ewaso Nyiro River in search of elephant, leopard, reticulated giraffe, gerenuk and Grevy's zebra. Accommodation: Samburu Simba Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 3,
        title: "Samburu to Nairobi",
        description:
          "A dawn game drive in Samburu, when the animals are most active, is followed by breakfast and the drive back to Nairobi (about 5 to 6 hours) with lunch in Nanyuki. Drop-off at your Nairobi hotel or the airport is in the late afternoon. Cost: Solo traveller $1610; 2 travellers $2040.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "2 nights' accommodation on a full board basis",
      "Lunch on the last day",
      "Game drives in Ol Pejeta and Samburu and the Sweetwaters Chimpanzee Sanctuary visit",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional driver-guide and bottled drinking water",
      "Park and conservancy fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Optional activities: night drive at Ol Pejeta, Samburu village visit",
      "Extra nights in Nairobi",
    ],
    images: ["rhino-ol-pejeta"],
  },
  {
    title: "4-Day Three Lakes Safari: From Lake Baringo to Lake Naivasha",
    summary:
      "Follow the floor of the Great Rift Valley south from Lake Baringo, past the geysers and flamingos of Lake Bogoria, to the rhinos of Lake Nakuru and the hippos of Lake Naivasha.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Lake Baringo",
        description:
          "Leave Nairobi at 7:00 AM and drive north through the Rift Valley, past Lakes Naivasha and Nakuru, to Lake Baringo (about 5 hours), crossing the equator at Mogotio. After lunch you take a boat ride on this freshwater lake to watch African fish eagles swoop for fish and to see hippos and crocodiles along the shore. Accommodation: Soi Safari Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Lake Bogoria to Lake Nakuru",
        description:
          "A morning bird walk along the cliffs with a local guide looks for Verreaux's eagle-owl and Hemprich's hornbill before breakfast. You then drive to Lake Bogoria (about 1 hour) to see its geysers and hot springs and, in good years, vast flocks of lesser flamingos, before continuing to Lake Nakuru National Park (about 2 hours). An afternoon game drive looks for black and white rhino, Rothschild's giraffe, lion and buffalo.",
        accommodation: "Lake Nakuru Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        title: "Lake Nakuru to Lake Naivasha",
        description:
          "An early game drive in Lake Nakuru, with the view from Baboon Cliff over the lake, is followed by the drive to Lake Naivasha (about 1.5 hours). In the afternoon you take a boat ride among the hippos and papyrus, then walk among giraffe, zebra and waterbuck on Crescent Island. Accommodation: Lake Naivasha Sopa Resort. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        title: "Hell's Gate and Return to Nairobi",
        description:
          "After breakfast you visit Hell's Gate National Park to cycle or walk among zebra and giraffe and explore the gorge with a local guide. You then drive back to Nairobi (about 2 hours), arriving in the late afternoon. Cost: Solo traveller $2132; 2 travellers $2628.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "3 nights' accommodation on a full board basis, and lunch on the last day",
      "Boat rides on Lake Baringo and Lake Naivasha and the Crescent Island walk",
      "Game drives in Lake Nakuru National Park and the Hell's Gate visit",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional driver-guide and bottled drinking water",
      "Park and reserve fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Bicycle hire in Hell's Gate",
      "Extra nights in Nairobi",
    ],
  },
  {
    title: "5-Day Bird Watchers' Safari: Nairobi National Park to Lake Baringo",
    summary:
      "Five days with binoculars along the Rift Valley, from the grassland birds of Nairobi National Park to the fish eagles of Lake Naivasha, the flamingos of Nakuru and Bogoria and the owls and hornbills of Lake Baringo.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi National Park to Lake Naivasha",
        description:
          "Birding starts at 6:00 AM in Nairobi National Park, where more than 400 species have been recorded and the grasslands hold secretarybird, ostrich, Jackson's widowbird and several bustards. After a picnic breakfast you drive into the Rift Valley to Lake Naivasha (about 2 hours). A late-afternoon walk in the lakeshore acacias adds species such as the grey-backed fiscal and white-fronted bee-eater. Accommodation: Lake Naivasha Sopa Resort. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Lake Naivasha and Lake Nakuru",
        description:
          "An early boat ride on Lake Naivasha brings close views of African fish eagle, goliath heron, pied and malachite kingfishers and pelicans. You then drive to Lake Nakuru National Park (about 1.5 hours) for an afternoon among flamingos, great white pelicans, African spoonbills and marabou storks along the shore. Accommodation: Lake Nakuru Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 3,
        title: "Lake Nakuru to Lake Baringo via Lake Bogoria",
        description:
          "A morning drive in Lake Nakuru's acacia woodland looks for the grey-crested helmetshrike before you head north to Lake Bogoria (about 2 hours), a soda lake that often holds huge flocks of lesser flamingos, for a picnic lunch near the hot springs. You reach Lake Baringo (about 1 hour) in the late afternoon, in time for an evening walk for nightjars.",
        accommodation: "Soi Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        description:
          "A full day of birding at Lake Baringo, where more than 470 species have been recorded. A local bird guide leads a dawn walk along the cliffs for Verreaux's eagle-owl, Hemprich's and Jackson's hornbills and the northern masked weaver, and an afternoon boat ride visits heron colonies and fish eagles. After dark a short walk can reveal the slender-tailed nightjar and white-faced scops owl. Accommodation: Soi Safari Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 5,
        title: "Lake Baringo to Nairobi",
        description:
          "A final early bird walk in the acacia scrub before breakfast, then the drive back to Nairobi (about 5 hours), stopping for lunch in Nakuru. You are dropped at your Nairobi hotel or the airport in the late afternoon. Cost: Solo traveller $3185; 2 travellers $4175.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "4 nights' accommodation on a full board basis, and lunch on the last day",
      "Local bird guides at Lake Baringo and boat rides on Lake Naivasha and Lake Baringo",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional driver-guide with birding experience",
      "Bottled drinking water in the vehicle",
      "Park and reserve fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks, binoculars and items of a personal nature",
      "Tips for guides and lodge staff",
      "Any increase in taxes or park fees after booking",
      "Extra nights in Nairobi",
    ],
    images: ["lake-baringo-birds", "flamingos-lake-nakuru", "lake-naivasha-boat"],
  },
  {
    title: "6-Day Iconic Amboseli & Masai Mara Safari",
    summary:
      "Two of Africa's most famous parks in one trip: the elephants of Amboseli beneath Kilimanjaro and the big cats and great herds of the Masai Mara, with a night in Nairobi in between.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Amboseli",
        description:
          "Pick-up at 7:00 AM and the drive south-east across the Athi Plains via Emali to Amboseli National Park (about 4 to 5 hours). After lunch at the lodge you set out on an afternoon game drive among the elephant herds and, on a clear evening, watch Kilimanjaro emerge from the clouds at sunset. Accommodation: Amboseli Serena Safari Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in Amboseli",
        description:
          "Morning and afternoon game drives across the plains and swamps of Amboseli, with elephant, buffalo, hippo, lion, cheetah and Maasai giraffe all likely. At midday you can relax at the lodge or add an optional visit to a Maasai homestead just outside the park. The day ends with the view from Observation Hill.",
        accommodation: "Amboseli Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Amboseli to Nairobi",
        description:
          "After a last morning game drive and breakfast, you drive back to Nairobi (about 4 to 5 hours) with lunch on the way. The rest of the afternoon is free to visit the Giraffe Centre or the Karen Blixen Museum (entrance fees not included) before a night in the city. Accommodation: Sarova Stanley. Meal Plan: Breakfast & Lunch.",
      },
      {
        dayNumber: 4,
        title: "Nairobi to the Masai Mara",
        description:
          "After breakfast you drive down the Rift Valley escarpment and through Narok to the Masai Mara (about 5 to 6 hours). You check in at your tented camp for lunch and head out on an afternoon game drive. Lion prides, cheetah, elephant and herds of topi and zebra are common on the open plains.",
        accommodation: "Ashnil Mara Camp",
        mealPlan: "Full Board",
      },
      {
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the reserve with a picnic lunch, following the big cats and, from July to October, waiting at the Mara River for the wildebeest crossings. Hippos and huge Nile crocodiles line the river banks. A sunrise hot air balloon flight can be added at extra cost. Accommodation: Ashnil Mara Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Masai Mara to Nairobi",
        description:
          "A final early game drive and breakfast before the drive back to Nairobi (about 5 to 6 hours), with lunch on the way and a stop at the Great Rift Valley viewpoint. Drop-off at your Nairobi hotel or the airport is in the late afternoon. Cost: Solo traveller $3955; 2 travellers $5292.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "5 nights' accommodation: 4 on safari on a full board basis and 1 in Nairobi with breakfast and lunch",
      "Game drives in Amboseli and the Masai Mara",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional English-speaking driver-guide",
      "Bottled drinking water in the vehicle",
      "Park fees and government taxes",
      "Pick-up and drop-off in Nairobi",
    ],
    excluded: [
      "International flights and eTA fees",
      "Dinner in Nairobi, drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Any increase in taxes or park fees after booking",
      "Optional activities: balloon flight, Maasai village visit, Giraffe Centre and Karen Blixen Museum entrance",
      "Extra nights",
    ],
    images: [
      "elephants-kilimanjaro",
      "acacia-sunset",
      "lions-golden-grass",
      "wildebeest-migration",
      "maasai-village",
    ],
  },
  {
    title: "7-Day Luxury Flight-Transfer Safari: Samburu, Lewa & Masai Mara",
    summary:
      "Fly between three of Kenya's finest private wildlife areas and stay in some of its most celebrated camps: Sasaab in Samburu, Lewa Safari Camp on the Lewa Wildlife Conservancy and Mahali Mzuri in the Masai Mara.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu by Air",
        description:
          "After a transfer to Wilson Airport you board the scheduled light aircraft to Samburu (about 1 hour 15 minutes), where your guide meets you at the airstrip. Sasaab, a camp of thatched, open-fronted suites with private plunge pools in the Westgate Conservancy, looks out over the Ewaso Nyiro River. An afternoon game drive in the conservancy is followed by sundowners on the riverbank. Accommodation: Sasaab. Meal Plan: All Inclusive.",
      },
      {
        dayNumber: 2,
        title: "Samburu National Reserve",
        description:
          "An early game drive takes you into Samburu National Reserve for elephant, leopard, lion and the reserve's rare dry-country species, from gerenuk to Grevy's zebra. After lunch and a siesta you can take an optional camel walk along the river with Samburu guides or visit a nearby Samburu village. Dinner is served under the stars.",
        accommodation: "Sasaab",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 3,
        title: "Samburu to Lewa Wildlife Conservancy by Air",
        description:
          "A short flight south (about 20 minutes) brings you to Lewa Wildlife Conservancy, part of the Mount Kenya UNESCO World Heritage Site and one of Kenya's great rhino conservation successes. After lunch at camp, an afternoon game drive looks for black and white rhino, elephant, reticulated giraffe and Grevy's zebra, of which Lewa holds a significant share of the world's population. Accommodation: Lewa Safari Camp. Meal Plan: All Inclusive.",
      },
      {
        dayNumber: 4,
        title: "Lewa Wildlife Conservancy",
        description:
          "A full day on Lewa, with a morning game drive, a guided bush walk with an armed ranger and an afternoon drive ending with sundowners on a hilltop facing Mount Kenya. Because Lewa is a private conservancy, night drives are possible in search of aardvark, porcupine and leopard. Horse riding among the wildlife can be arranged at extra cost.",
        accommodation: "Lewa Safari Camp",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 5,
        description:
          "After breakfast you fly from Lewa to the Masai Mara via Wilson Airport (about 2 to 3 hours including the connection). Mahali Mzuri, Sir Richard Branson's tented camp in the private Olare Motorogi Conservancy, welcomes you for a late lunch. An afternoon game drive in the conservancy, where vehicle numbers are strictly limited, looks for lion, cheetah and leopard. Accommodation: Mahali Mzuri. Meal Plan: All Inclusive.",
      },
      {
        dayNumber: 6,
        title: "Olare Motorogi Conservancy and the Masai Mara",
        description:
          "A full day of game viewing in the conservancy and the neighbouring national reserve, with a bush breakfast and a picnic lunch. From July to October you can head to the Mara River for the migration crossings, and at any time of year the area is exceptional for lion, leopard and cheetah. A dawn hot air balloon flight can be added at extra cost.",
        accommodation: "Mahali Mzuri",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi by Air",
        description:
          "A final morning game drive and breakfast before the short drive to the airstrip and the scheduled flight to Wilson Airport (about 45 minutes to 1 hour), with lunch on arrival in Nairobi. You are then transferred to your hotel or to Jomo Kenyatta International Airport. Cost: 2 travellers $24544 ($12272 per person).",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "6 nights' accommodation at Sasaab, Lewa Safari Camp and Mahali Mzuri",
      "All meals and house drinks at the camps, and lunch in Nairobi on the last day",
      "Scheduled light-aircraft flights between Wilson Airport, Samburu, Lewa and the Masai Mara",
      "Game drives, night drives and guided walks with each camp's guides",
      "Conservancy and park fees and government taxes",
      "Bottled drinking water throughout",
      "Transfers between your Nairobi hotel or the international airport and Wilson Airport",
    ],
    excluded: [
      "International flights and eTA fees",
      "Premium drinks, spa treatments and items of a personal nature",
      "Tips for guides and camp staff",
      "Any increase in taxes or park fees after booking",
      "Optional activities: balloon flight, horse riding, camel walk, Samburu village visit",
      "Luggage above the 15 kg allowance on light aircraft",
    ],
    images: [
      "luxury-tent-camp",
      "samburu-reticulated-giraffe",
      "mount-kenya-view",
      "bush-breakfast",
    ],
  },
  {
    title: "7-Day Ultimate Luxury Kenya Safari",
    summary:
      "The classic road circuit in comfort: Samburu's riverside camps, the rhino plains of Ol Pejeta, the flamingo lake of Nakuru and two nights overlooking the Mara River.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu",
        description:
          "Pick-up at 7:00 AM and the drive north past Mount Kenya through Nanyuki and Isiolo to Samburu National Reserve (about 5 to 6 hours). After lunch at camp, on the banks of the Ewaso Nyiro River, you go out on an afternoon game drive for elephant, reticulated giraffe and beisa oryx. Accommodation: Ashnil Samburu Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu",
        description:
          "Morning and afternoon game drives in Samburu and Buffalo Springs, with the heat of the day spent at camp. Your guide looks for leopard and lion along the river and for the gerenuk, Somali ostrich and Grevy's zebra of the dry plains. Elephant herds crossing the river are a highlight of the late afternoon.",
        accommodation: "Ashnil Samburu Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta",
        description:
          "After breakfast you drive to Ol Pejeta Conservancy (about 3 hours), crossing the equator at Nanyuki. In the afternoon you visit the Sweetwaters Chimpanzee Sanctuary and search for black and white rhino, lion and buffalo, with Mount Kenya on the skyline. Accommodation: Sweetwaters Serena Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        description:
          "After breakfast you drive west to Lake Nakuru (about 4 to 5 hours) via the 74-metre Thomson's Falls at Nyahururu. The afternoon game drive explores the lake shore and woodland for rhino, Rothschild's giraffe, lion, flamingos and pelicans.",
        accommodation: "Sarova Lion Hill Game Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to the Masai Mara",
        description:
          "An early departure for the drive through Narok into the Masai Mara (about 6 to 7 hours), with a game drive across the reserve to the Mara Triangle. The lodge, on a hilltop above the Mara River, has sweeping views over the plains. Accommodation: Mara Serena Safari Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the Mara Triangle with a picnic lunch, following lion prides, cheetahs and elephant herds. From July to October the Mara River crossings are only a short drive from the lodge. A sunrise balloon flight can be added at extra cost.",
        accommodation: "Mara Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi",
        description:
          "A last game drive on the way out of the reserve is followed by the drive back to Nairobi (about 6 hours), with a lunch stop in Narok. You climb out of the Rift Valley past the escarpment viewpoint and arrive in the late afternoon for drop-off at your hotel or the airport. Cost: Solo traveller $5515; 2 travellers $7254.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "6 nights' accommodation on a full board basis, and lunch on the last day",
      "Game drives as listed and the Sweetwaters Chimpanzee Sanctuary visit",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional English-speaking driver-guide",
      "Bottled drinking water in the vehicle",
      "Park and conservancy fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Any increase in taxes or park fees after booking",
      "Optional activities: balloon flight, night drive, Maasai village visit",
      "Extra nights in Nairobi",
    ],
  },
  {
    title: "7-Day Mid-Range Kenya Highlights Safari",
    summary:
      "A great-value week through Samburu, Ol Pejeta, Lake Nakuru and the Masai Mara, staying in comfortable lodges and tented camps with all meals on safari.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu",
        description:
          "Pick-up at 7:00 AM and the drive north through the central highlands, with Mount Kenya to the east, to Samburu National Reserve (about 5 to 6 hours). After lunch at the lodge you set out on an afternoon game drive in the dry bush country. Reticulated giraffe, gerenuk and beisa oryx, species of Kenya's dry north, are often seen on the first evening.",
        accommodation: "Samburu Simba Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu",
        description:
          "Two game drives, morning and afternoon, along the Ewaso Nyiro River and across the plains of Samburu and Buffalo Springs. Elephant, leopard, lion, gerenuk, beisa oryx and reticulated giraffe are all found here. Accommodation: Samburu Simba Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta",
        description:
          "After breakfast you drive south to Ol Pejeta Conservancy (about 3 hours), crossing the equator near Nanyuki, and check in at the camp for lunch. The afternoon includes the Sweetwaters Chimpanzee Sanctuary and a game drive for black and white rhino, lion, elephant and Grevy's zebra. Evenings at camp are quiet, with only the sounds of the bush.",
        accommodation: "Ol Pejeta Bush Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Lake Nakuru",
        description:
          "The drive west via Thomson's Falls to Lake Nakuru National Park takes about 4 to 5 hours. An afternoon game drive looks for rhino, Rothschild's giraffe and the flamingos and pelicans of the lake shore. Accommodation: Flamingo Hill Tented Camp. Meal Plan: Full Board.",
      },
      {
        title: "Lake Nakuru to the Masai Mara",
        description:
          "After breakfast you drive south through Narok to the Masai Mara (about 5 to 6 hours) and check in at Keekorok Lodge, one of the oldest lodges in the reserve, for lunch. An afternoon game drive introduces you to the Mara's lions, elephants and great herds.",
        accommodation: "Keekorok Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "A full day of game drives with a picnic lunch, looking for lion, leopard, cheetah, elephant and buffalo, and from July to October the migration herds at the Mara River. In the evening you can watch the hippos from the lodge's boardwalk. Accommodation: Keekorok Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi",
        description:
          "After an early game drive and breakfast you drive back to Nairobi (about 5 to 6 hours) with lunch on the way. You stop at the Great Rift Valley viewpoint and arrive in Nairobi in the late afternoon for drop-off at your hotel or the airport. Cost: Solo traveller $4344; 2 travellers $5960.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "6 nights' accommodation on a full board basis, and lunch on the last day",
      "Game drives as listed and the Sweetwaters Chimpanzee Sanctuary visit",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional driver-guide and bottled drinking water",
      "Park and conservancy fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Optional activities: balloon flight, Maasai village visit, night drive",
      "Extra nights in Nairobi",
    ],
    images: ["samburu-reticulated-giraffe"],
  },
  {
    title: "8-Day Mid-Range Safari: Amboseli, Lake Naivasha, Lake Nakuru & Masai Mara",
    summary:
      "Eight unhurried days from the elephants of Amboseli through the Rift Valley lakes to three nights in the Masai Mara, staying in comfortable mid-range lodges.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Amboseli",
        description:
          "Pick-up at 7:00 AM and the drive to Amboseli National Park via Emali (about 4 to 5 hours). After lunch at the lodge you enjoy an afternoon game drive among the elephant herds with Kilimanjaro as a backdrop. Accommodation: Amboseli Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in Amboseli",
        description:
          "Morning and afternoon game drives around the swamps and plains of Amboseli, looking for elephant, lion, cheetah, buffalo and hippo. At midday you climb Observation Hill for a view over the Enkongo Narok swamp, where elephants wade belly-deep in the green reeds. Dawn brings the best chance of seeing Kilimanjaro without cloud.",
        accommodation: "Amboseli Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Amboseli to Lake Naivasha",
        description:
          "A long drive north via Nairobi into the Rift Valley to Lake Naivasha (about 6 hours), with lunch on the way. The evening is free to relax in the lodge gardens by the lake. Accommodation: Lake Naivasha Country Club. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        title: "Lake Naivasha to Lake Nakuru",
        description:
          "After breakfast you can take an optional boat ride among hippos and fish eagles before the short drive to Lake Nakuru (about 1.5 hours). An afternoon game drive looks for rhino, Rothschild's giraffe, lion and flamingos.",
        accommodation: "Lake Nakuru Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to the Masai Mara",
        description:
          "After breakfast you drive south through the wheat farms around Narok to the Masai Mara (about 5 to 6 hours), arriving at the lodge for lunch. In the afternoon you head into the reserve for your first game drive on the open plains, where lion, elephant, giraffe, topi and zebra are common. Accommodation: Mara Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "A full day of game drives with a picnic lunch by the Mara River, home to large pods of hippo and Nile crocodiles. Your guide searches for lion, leopard and cheetah, and from July to October waits with you for the wildebeest and zebra to cross. A sunrise balloon flight can be added at extra cost.",
        accommodation: "Mara Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Masai Mara: Morning and Evening Game Drives",
        description:
          "A relaxed day with an early game drive and a late-afternoon drive into the eastern Mara, and free time at the lodge in between. You can add a visit to a Maasai homestead to see traditional houses and the adumu jumping dance. Accommodation: Mara Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 8,
        title: "Masai Mara to Nairobi",
        description:
          "After breakfast and a last look at the plains, you drive back to Nairobi (about 5 to 6 hours) with a lunch stop in Narok. The road climbs out of the Rift Valley past the escarpment viewpoint, and you reach your Nairobi hotel or the airport in the late afternoon.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
  },
  {
    title: "8-Day Golden Circuit: Samburu, Ol Pejeta, the Rift Valley Lakes & Masai Mara",
    summary:
      "Kenya's golden circuit in eight days: Samburu, Ol Pejeta, Lake Nakuru and Lake Naivasha, finishing with two nights in the Masai Mara.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu",
        description:
          "An early start from Nairobi at 7:00 AM for the drive north past Mount Kenya, through Nanyuki and Isiolo, to Samburu National Reserve (about 5 to 6 hours). You arrive for lunch and a short rest before an afternoon game drive along the Ewaso Nyiro River, where elephants come down to drink at dusk. Accommodation: Samburu Sopa Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu",
        description:
          "Morning and afternoon game drives in Samburu and Buffalo Springs for elephant, leopard, lion and the 'Samburu Special Five': Grevy's zebra, reticulated giraffe, beisa oryx, Somali ostrich and gerenuk. The hottest hours of the day are spent at the lodge pool. A visit to a Samburu village can be added at extra cost.",
        accommodation: "Samburu Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta",
        description:
          "The drive south to Ol Pejeta Conservancy takes about 3 hours, with a stop at the equator. In the afternoon you visit the Sweetwaters Chimpanzee Sanctuary and go on a rhino game drive. Accommodation: Sweetwaters Serena Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Lake Nakuru",
        description:
          "After breakfast you drive west across the Laikipia plateau to Lake Nakuru (about 4 to 5 hours), stopping at the 74-metre Thomson's Falls in Nyahururu. You arrive at the lodge for lunch. The afternoon game drive looks for black and white rhino, Rothschild's giraffe, lion and the flamingos and pelicans of the lake shore.",
        accommodation: "Lake Nakuru Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to Lake Naivasha",
        description:
          "A morning game drive in Lake Nakuru, then the short drive to Lake Naivasha (about 1.5 hours). The afternoon is free for an optional boat ride or a walk on Crescent Island. Accommodation: Lake Naivasha Sopa Resort. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Lake Naivasha to the Masai Mara",
        description:
          "After breakfast you drive through Narok to the Masai Mara (about 4.5 to 5 hours) and check in at your tented camp near the Sekenani Gate for lunch. The afternoon game drive takes you onto the plains in search of lion prides, cheetah and elephant herds.",
        accommodation: "Sarova Mara Game Camp",
        mealPlan: "Full Board",
      },
      {
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the reserve with a picnic lunch, following lion, cheetah and elephant and, from July to October, the migration at the Mara River. A sunrise balloon flight can be added at extra cost. Accommodation: Sarova Mara Game Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 8,
        title: "Masai Mara to Nairobi",
        description:
          "After an early game drive and breakfast you drive back to Nairobi (about 5 to 6 hours) with lunch on the way. You stop at the Great Rift Valley viewpoint before reaching your Nairobi hotel or the airport in the late afternoon.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    included: [
      "7 nights' accommodation on a full board basis, and lunch on the last day",
      "Game drives as listed and the Sweetwaters Chimpanzee Sanctuary visit",
      "Transport in a private 4x4 safari vehicle with a pop-up roof",
      "Professional driver-guide and bottled drinking water",
      "Park and conservancy fees and government taxes",
    ],
    excluded: [
      "International flights and eTA fees",
      "Drinks and items of a personal nature",
      "Tips for your guide and lodge staff",
      "Optional activities: balloon flight, boat ride, Crescent Island walk, Maasai village visit",
      "Extra nights in Nairobi",
    ],
    images: [
      "mara-river-crossing",
      "rhino-ol-pejeta",
      "samburu-reticulated-giraffe",
      "lake-naivasha-boat",
    ],
  },
  {
    title: "9-Day Grand Golden Circuit: Samburu, Lake Nakuru, Masai Mara & Amboseli",
    summary:
      "A grand tour of Kenya in nine days, from the arid north of Samburu through the Rift Valley to the Masai Mara, then south to the elephants of Amboseli beneath Kilimanjaro.",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu",
        description:
          "Pick-up at 7:00 AM and the drive north via Nanyuki and Isiolo to Samburu National Reserve (about 5 to 6 hours), with Mount Kenya in view for much of the way. You arrive for lunch at the lodge and head out on an afternoon game drive. Look for reticulated giraffe, beisa oryx and elephants on their way to the river. Accommodation: Samburu Simba Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu",
        description:
          "Morning and afternoon game drives along the Ewaso Nyiro River for elephant, leopard, reticulated giraffe, gerenuk and Grevy's zebra. Lion and cheetah hunt on the open plains, and the riverine forest is rich in birds such as the vulturine guineafowl. The midday heat is spent resting at the lodge.",
        accommodation: "Samburu Simba Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Lake Nakuru",
        description:
          "After breakfast you set off on a long, scenic drive south-west across the Laikipia plateau to Lake Nakuru (about 6 hours), with lunch on the way. You stop at Thomson's Falls in Nyahururu to see the 74-metre waterfall. A short evening game drive in Lake Nakuru National Park ends the day. Accommodation: Lake Nakuru Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 4,
        title: "Lake Nakuru to the Masai Mara",
        description:
          "An early game drive around the lake looks for rhino, Rothschild's giraffe and flamingos before breakfast. You then drive through Narok to the Masai Mara (about 5 to 6 hours), arriving at camp for a late lunch. An afternoon game drive introduces you to the Mara's lions, elephants and great herds.",
        accommodation: "Ashnil Mara Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the reserve with a picnic lunch, following the big cats across the plains. From July to October your guide waits with you at the Mara River for the wildebeest crossings. A sunrise balloon flight or a visit to a Maasai village can be added at extra cost. Accommodation: Ashnil Mara Camp. Meal Plan: Full Board.",
      },
      {
        dayNumber: 6,
        title: "Masai Mara to Lake Naivasha",
        description:
          "After a morning game drive you leave the Mara and drive back through Narok to Lake Naivasha (about 4.5 hours), arriving for a late lunch. The rest of the afternoon is free to relax in the lodge gardens, or to take an optional boat ride among hippos and African fish eagles.",
        accommodation: "Lake Naivasha Sopa Resort",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Lake Naivasha to Amboseli",
        description:
          "An early start for the drive south via Nairobi and Emali to Amboseli National Park (about 6 hours), arriving at the lodge for a late lunch. An evening game drive follows the elephant families back from the swamps, with Kilimanjaro rising behind them on a clear day. Accommodation: Ol Tukai Lodge. Meal Plan: Full Board.",
      },
      {
        dayNumber: 8,
        description:
          "A full day of game drives in Amboseli, among elephant families in the swamps and lion, cheetah and buffalo on the plains. Set out at dawn for the clearest views of Kilimanjaro, and climb Observation Hill for a view over the whole park. An optional visit to a Maasai homestead outside the park can be arranged.",
        accommodation: "Ol Tukai Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 9,
        title: "Amboseli to Nairobi",
        description:
          "After a final morning game drive and breakfast you drive back to Nairobi (about 4 to 5 hours), with lunch on the way. You are dropped at your Nairobi hotel or Jomo Kenyatta International Airport in the afternoon.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
  },
];
