import type { FixedTourInput } from "./types";

const roadSafariInclusions = [
  "Transport in a private 4x4 safari vehicle with a pop-up roof for game viewing and photography",
  "Professional English-speaking driver-guide throughout the safari",
  "Bottled drinking water in the vehicle",
  "All park, reserve and conservancy entry fees",
  "Government taxes and levies",
];

const commonExclusions = [
  "International flights and visa or eTA fees",
  "Items of a personal nature such as drinks outside meals, laundry, phone calls and souvenirs",
  "Any increase in government taxes or park fees announced after booking",
  "Tips and gratuities for guides and lodge staff",
  "Extra nights before or after the safari",
  "Transfers other than those stated in the itinerary",
  "Travel insurance",
];

export const fixedTourInputs: Array<FixedTourInput & { id: string }> = [
  {
    id: "luxury-7-days",
    title: "7-Day Luxury Kenya Safari: Samburu, Ol Pejeta, Lake Nakuru & Masai Mara",
    summary:
      "A week on Kenya's classic northern and western circuit, from the elephants and rare species of Samburu to the rhinos of Ol Pejeta, the flamingo shores of Lake Nakuru and the big cats of the Masai Mara. Nights in handpicked luxury camps and lodges, with a private guide and pop-up-roof 4x4.",
    coverImage: "leopard-tree",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu National Reserve",
        description:
          "Your guide collects you from your Nairobi hotel or Jomo Kenyatta International Airport at 7:00 AM for the drive north past the slopes of Mount Kenya, through Nanyuki and Isiolo, to Samburu (about 5 to 6 hours with a break on the way). You arrive at Elephant Bedroom Camp, a small tented camp on the banks of the Ewaso Nyiro River, in time for lunch and a rest. In the late afternoon you set out on your first game drive in search of the 'Samburu Special Five': Grevy's zebra, reticulated giraffe, beisa oryx, Somali ostrich and the long-necked gerenuk.",
        accommodation: "Elephant Bedroom Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu National Reserve",
        description:
          "After early coffee you head out at 6:30 AM, when the light is soft and predators are most active, and return to camp for a late breakfast. The afternoon drive follows the river, where elephant herds come down to drink and bathe and leopards rest in the acacias and doum palms. You may also see lion, cheetah, dik-dik and dry-country birds such as the vulturine guineafowl. The hottest hours are spent in camp, where elephants often wander between the tents.",
        accommodation: "Elephant Bedroom Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta Conservancy",
        description:
          "After breakfast you drive south to Ol Pejeta Conservancy near Nanyuki (about 3 hours), crossing the equator on the way. Lunch is at Porini Rhino Camp, an intimate eco-camp of only a handful of tents overlooking a waterhole. In the afternoon you visit the Sweetwaters Chimpanzee Sanctuary, the only place in Kenya to see chimpanzees, and pass the enclosure of Najin and Fatu, the last two northern white rhinos on earth. The evening game drive looks for black and southern white rhino, lion, elephant and Grevy's zebra on the plains below Mount Kenya.",
        accommodation: "Porini Rhino Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Lake Nakuru National Park",
        description:
          "An early game drive on the conservancy is followed by breakfast and the drive west to Lake Nakuru (about 4 to 5 hours), with a stop at Thomson's Falls in Nyahururu to see the 74-metre waterfall. You reach Sarova Lion Hill Game Lodge, on the slopes above the lake, for a late lunch. The afternoon game drive follows the shoreline, where flamingos and great white pelicans feed, and the acacia woodland that shelters black and white rhino, Rothschild's giraffe and lions that sometimes rest in the trees.",
        accommodation: "Sarova Lion Hill Game Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to the Masai Mara",
        description:
          "After breakfast and a last view from Baboon Cliff, you drive south-west through the farmland and market town of Narok to the Masai Mara (about 5 to 6 hours). You check in at Ashnil Mara Camp, a luxury tented camp inside the reserve, for lunch. The afternoon game drive takes you onto the open plains, where lion prides, cheetah and herds of topi, zebra and wildebeest gather.",
        accommodation: "Ashnil Mara Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "You spend the whole day exploring the reserve with a picnic lunch, which lets you range far from camp and stay with the action. From July to October the Great Migration is here, and you can wait at the Mara River for wildebeest and zebra to brave the crossing past waiting crocodiles. At any time of year the Mara has some of Africa's highest densities of lion, as well as leopard, cheetah, elephant, buffalo and hippo. A sunrise hot air balloon flight with a champagne breakfast can be added at extra cost.",
        accommodation: "Ashnil Mara Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi",
        description:
          "After an early breakfast and a final morning game drive, you drive back to Nairobi (about 5 to 6 hours), with lunch in Narok and a stop at the Great Rift Valley viewpoint. You are dropped off at your Nairobi hotel or at Jomo Kenyatta International Airport in the late afternoon. If you are short of time, a 45-minute scheduled flight from the Mara to Wilson Airport can replace the drive at extra cost.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: "$5405", forTwo: "$7034", perPersonForTwo: "$3517" },
    included: [
      "6 nights' accommodation in the camps and lodges named in the itinerary",
      "Meals as specified: full board on safari, breakfast and lunch on the last day",
      "Game drives and activities as listed, including the Sweetwaters Chimpanzee Sanctuary and Thomson's Falls",
      ...roadSafariInclusions,
      "Pick-up and drop-off at your Nairobi hotel or Jomo Kenyatta International Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Optional activities: hot air balloon safari, Maasai village visit, night drive at Ol Pejeta",
      "Flight from the Masai Mara to Nairobi in place of the drive",
    ],
    images: [
      "leopard-tree",
      "samburu-reticulated-giraffe",
      "rhino-ol-pejeta",
      "flamingos-lake-nakuru",
      "lions-golden-grass",
      "luxury-tent-camp",
    ],
  },
  {
    id: "midrange-7-days",
    title: "7-Day Mid-Range Kenya Safari: Samburu, Ol Pejeta, Lake Nakuru & Masai Mara",
    summary:
      "Kenya's four great wildlife areas in one week, at a comfortable mid-range level: Samburu's rare northern species, Ol Pejeta's rhinos and chimpanzees, Lake Nakuru's flamingos and the Masai Mara's big cats. Well-run lodges, full board and a private pop-up-roof 4x4.",
    coverImage: "samburu-reticulated-giraffe",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu National Reserve",
        description:
          "Pick-up from your Nairobi hotel or the airport at 7:00 AM and the drive north through the central highlands, with Mount Kenya to the east, to Samburu National Reserve (about 5 to 6 hours). After lunch and check-in at Samburu Sopa Lodge, you enjoy an afternoon game drive in the dry bush country. Look out for reticulated giraffe, gerenuk, beisa oryx and elephant families heading to the Ewaso Nyiro River at dusk.",
        accommodation: "Samburu Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu National Reserve",
        description:
          "Morning and afternoon game drives explore Samburu and neighbouring Buffalo Springs, with a break at the lodge during the midday heat. The riverine forest is good leopard country, and lion and cheetah hunt on the open plains. Your guide will help you tick off the 'Samburu Special Five', Grevy's zebra, reticulated giraffe, beisa oryx, Somali ostrich and gerenuk, found almost nowhere else in Kenya. A visit to a Samburu village can be arranged at extra cost.",
        accommodation: "Samburu Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta Conservancy",
        description:
          "After breakfast you drive south to Ol Pejeta Conservancy (about 3 hours), stopping at the equator line in Nanyuki. You check in at Sweetwaters Serena Camp, whose tents look out over a waterhole, in time for lunch. In the afternoon you visit the Sweetwaters Chimpanzee Sanctuary and go on a game drive in search of black and southern white rhino, lion, elephant, buffalo and Grevy's zebra.",
        accommodation: "Sweetwaters Serena Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Lake Nakuru National Park",
        description:
          "After breakfast you drive west across the Laikipia plateau to Lake Nakuru (about 4 to 5 hours), stopping to see the 74-metre Thomson's Falls at Nyahururu. After lunch at Lake Nakuru Sopa Lodge, you set out on an afternoon game drive around the lake. The park is a sanctuary for black and white rhino and Rothschild's giraffe, and the shore draws flamingos, pelicans, buffalo and waterbuck.",
        accommodation: "Lake Nakuru Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to the Masai Mara",
        description:
          "An early breakfast and the drive south through Narok to the Masai Mara (about 5 to 6 hours), arriving at Mara Sopa Lodge for lunch. In the afternoon you head into the reserve for your first Mara game drive. Lions, elephants, giraffes and great herds of plains game are all likely on the grasslands.",
        accommodation: "Mara Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "A full day of game viewing with a picnic lunch lets you explore as far as the Mara River, home to large pods of hippo and Nile crocodiles. Between July and October you may witness the Great Migration crossing the river, and at any season the Mara is one of the best places in Africa for lion, leopard and cheetah. Optional extras include a sunrise hot air balloon flight or a visit to a Maasai village.",
        accommodation: "Mara Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi",
        description:
          "After breakfast you set off on the drive back to Nairobi (about 5 to 6 hours), game viewing on the way out of the reserve. You stop for lunch on the way and for photographs at the Great Rift Valley viewpoint above Mai Mahiu. Drop-off at your Nairobi hotel or Jomo Kenyatta International Airport is in the mid to late afternoon.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: "$4234", forTwo: "$5740", perPersonForTwo: "$2870" },
    included: [
      "6 nights' accommodation in the lodges and camps named in the itinerary",
      "Meals as specified: full board on safari, breakfast and lunch on the last day",
      "Game drives and activities as listed, including the Sweetwaters Chimpanzee Sanctuary",
      ...roadSafariInclusions,
      "Pick-up and drop-off at your Nairobi hotel or Jomo Kenyatta International Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Optional activities: hot air balloon safari, Maasai or Samburu village visit, night drive at Ol Pejeta",
    ],
    images: [
      "samburu-reticulated-giraffe",
      "rhino-ol-pejeta",
      "buffalo-herd",
      "zebra-herd",
      "hippos-river",
    ],
  },
  {
    id: "luxury-4-days",
    title: "4-Day Luxury Safari: Lake Naivasha & Masai Mara",
    summary:
      "A short, stylish escape from Nairobi: a lakeside resort and Hell's Gate on Lake Naivasha, then two nights in a luxury tented camp in the Masai Mara. Ideal before a beach stay or at the end of a business trip.",
    coverImage: "luxury-tent-camp",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Lake Naivasha",
        description:
          "Your guide meets you at your Nairobi hotel or the airport at 8:00 AM for the drive into the Great Rift Valley, stopping at the escarpment viewpoint, to Lake Naivasha (about 2 hours). After lunch at Enashipai Resort & Spa, you visit Hell's Gate National Park to walk through the red-walled gorge with a local guide and see zebra, buffalo and giraffe beneath the Fischer's Tower rock. You can end the day with an optional boat ride among hippos and African fish eagles, or a walking safari on Crescent Island.",
        accommodation: "Enashipai Resort & Spa",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Lake Naivasha to the Masai Mara",
        description:
          "After breakfast you drive through Narok to the Masai Mara (about 4.5 to 5 hours) and check in at Sarova Mara Game Camp, a tented camp near the Sekenani Gate, for lunch. The afternoon game drive introduces you to the reserve's lion prides, elephants, giraffes and great herds of zebra, topi and wildebeest. You return to camp at sunset for dinner.",
        accommodation: "Sarova Mara Game Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the reserve with a picnic lunch under an acacia gives you time to follow cheetahs on the hunt and search the river woodland for leopard. From July to October your guide will position you at the Mara River for the wildebeest crossings. Early risers can start with a sunrise hot air balloon flight and champagne breakfast (optional, at extra cost).",
        accommodation: "Sarova Mara Game Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Masai Mara to Nairobi",
        description:
          "After an early morning game drive and breakfast at camp, you drive back to Nairobi (about 5 to 6 hours) with a lunch stop on the way. You reach your Nairobi hotel or Jomo Kenyatta International Airport in the afternoon. Alternatively, a 45-minute flight from the Mara to Wilson Airport can be booked at extra cost.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: "$4121", forTwo: "$5712", perPersonForTwo: "$2856" },
    included: [
      "3 nights' accommodation: one at Lake Naivasha and two in the Masai Mara",
      "Meals as specified: full board on safari, breakfast and lunch on the last day",
      "Hell's Gate National Park visit and all game drives in the Masai Mara",
      ...roadSafariInclusions,
      "Pick-up and drop-off at your Nairobi hotel or Jomo Kenyatta International Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Optional activities: boat ride on Lake Naivasha, Crescent Island walk, hot air balloon safari, Maasai village visit",
      "Bicycle hire in Hell's Gate",
    ],
    images: [
      "luxury-tent-camp",
      "hells-gate-gorge",
      "lake-naivasha-boat",
      "cheetah-termite-mound",
      "bush-breakfast",
    ],
  },
  {
    id: "iconic-6-days",
    title: "6-Day Iconic Kenya Safari: Amboseli, Lake Naivasha & Masai Mara",
    summary:
      "Kenya's three most famous views in six days: elephants beneath Kilimanjaro in Amboseli, hippos and fish eagles on Lake Naivasha, and the big cats and great herds of the Masai Mara. A first safari that covers the essentials without rushing.",
    coverImage: "elephants-kilimanjaro",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Amboseli National Park",
        description:
          "Pick-up at 7:00 AM from your Nairobi hotel or the airport and the drive south-east via Emali to Amboseli National Park (about 4 to 5 hours). You check in at Ol Tukai Lodge, in the heart of the park, for lunch with views of Mount Kilimanjaro on a clear day. The afternoon game drive passes the swamps where elephant families feed, with buffalo, hippo, zebra, wildebeest and wading birds around them.",
        accommodation: "Ol Tukai Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Full Day in Amboseli National Park",
        description:
          "An early start gives the best chance of seeing Kilimanjaro free of cloud behind the elephant herds. Morning and afternoon game drives cover the plains and the Enkongo Narok swamp, looking for lion, cheetah, spotted hyena and Maasai giraffe, with a climb up Observation Hill for a view over the whole park. A visit to a Maasai homestead outside the park can be added at extra cost.",
        accommodation: "Ol Tukai Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Amboseli to Lake Naivasha",
        description:
          "After an early breakfast you leave Amboseli and drive via Nairobi into the Rift Valley to Lake Naivasha (about 6 hours), with lunch on the way. You arrive at Lake Naivasha Sopa Resort, where giraffe and waterbuck graze on the lawns, in the afternoon. The rest of the day is free to relax, or to take an optional boat ride among hippos and African fish eagles.",
        accommodation: "Lake Naivasha Sopa Resort",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Lake Naivasha to the Masai Mara",
        description:
          "After breakfast you drive through Narok to the Masai Mara (about 5 to 6 hours), game viewing on the way across the reserve to Mara Serena Safari Lodge, set on a hill above the Mara River in the Mara Triangle. After a late lunch you head out on an afternoon game drive. Lion, elephant, topi and buffalo are common here, and the Mara River holds large pods of hippo.",
        accommodation: "Mara Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the Mara with a picnic lunch, following the big cats across the plains and along the river. From July to October your guide will look for a wildebeest crossing at the Mara River, one of the great wildlife spectacles on earth. An optional sunrise balloon flight or a Maasai village visit can be added at extra cost.",
        accommodation: "Mara Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Masai Mara to Nairobi",
        description:
          "After breakfast you set off for Nairobi (about 6 hours from the Mara Triangle), with a game drive on the way out of the reserve and a lunch stop in Narok. You reach your Nairobi hotel or Jomo Kenyatta International Airport in the late afternoon. A scheduled flight from the Mara to Wilson Airport (about 45 minutes) can replace the drive at extra cost.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: "$3875", forTwo: "$5112", perPersonForTwo: "$2556" },
    included: [
      "5 nights' accommodation in the lodges named in the itinerary",
      "Meals as specified: full board on safari, breakfast and lunch on the last day",
      "Game drives in Amboseli and the Masai Mara as listed",
      ...roadSafariInclusions,
      "Pick-up and drop-off at your Nairobi hotel or Jomo Kenyatta International Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Optional activities: boat ride on Lake Naivasha, Crescent Island walk, hot air balloon safari, Maasai village visit",
    ],
    images: [
      "elephants-kilimanjaro",
      "amboseli-swamp-elephants",
      "lake-naivasha-boat",
      "mara-river-crossing",
      "lions-golden-grass",
    ],
  },
  {
    id: "exquisite-luxury-flight",
    title: "7-Day Exquisite Luxury Flying Safari: Samburu, Ol Pejeta, Amboseli & Masai Mara",
    summary:
      "Kenya at its most exclusive: light-aircraft flights between four of the country's finest wilderness areas and some of Africa's most celebrated camps, from Saruni Samburu to Angama Mara. No long drives, private conservancy game viewing and all-inclusive stays.",
    coverImage: "bush-breakfast",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu by Air",
        description:
          "You are transferred to Wilson Airport for the scheduled light-aircraft flight to Kalama airstrip in Samburu (about 1 hour 15 minutes). Your Saruni guide meets you for the short drive to Saruni Samburu, whose open-fronted villas sit on a rocky hill with views across the northern plains. After lunch and a rest, an afternoon game drive in the private Kalama Conservancy introduces you to reticulated giraffe, gerenuk and Grevy's zebra, with sundowners on the rocks.",
        accommodation: "Saruni Samburu",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 2,
        title: "Samburu National Reserve and Kalama Conservancy",
        description:
          "A full day of exploring, with an early game drive into Samburu National Reserve along the Ewaso Nyiro River, where elephant herds, leopard and lion are regularly seen. After lunch at camp and time by the infinity pool, you can take a guided bush walk with Samburu warriors, who share their knowledge of tracks and plants. As a private conservancy, Kalama allows night drives with a spotlight in search of aardvark, genet and hyena.",
        accommodation: "Saruni Samburu",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta by Air",
        description:
          "After a morning game drive and breakfast, you fly south to Nanyuki (about 30 minutes) and are driven to Kicheche Laikipia Camp, a small tented camp in a quiet corner of Ol Pejeta Conservancy. In the afternoon you visit the Sweetwaters Chimpanzee Sanctuary and go in search of black and white rhino, with Mount Kenya on the horizon. After dinner a night drive may reveal leopard, serval and bat-eared fox.",
        accommodation: "Kicheche Laikipia Camp",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Amboseli by Air",
        description:
          "After an early game drive you fly from Nanyuki to Amboseli via Wilson Airport (about 2 to 3 hours including the connection) and are met for the short drive to Tortilis Camp, in a private conservancy bordering the national park with views straight onto Kilimanjaro. After lunch you set out on an afternoon game drive among the great elephant herds of Amboseli's swamps. Dinner is served under the stars, with the mountain's silhouette behind you.",
        accommodation: "Tortilis Camp",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 5,
        title: "Amboseli to the Masai Mara by Air",
        description:
          "Rise early to see Kilimanjaro at first light on a guided walk or morning game drive, then fly to the Masai Mara (about 1 to 1.5 hours). Angama Mara, perched on the edge of the Oloololo Escarpment a thousand feet above the Mara Triangle, welcomes you for lunch with one of the most dramatic views in Africa. The afternoon game drive descends to the plains in search of lion, cheetah and elephant.",
        accommodation: "Angama Mara",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 6,
        title: "Full Day in the Masai Mara",
        description:
          "A full day in the Mara Triangle, with a gourmet picnic in the shade of an acacia and no need to hurry back to camp. From July to October you can wait at the Mara River for the migration crossings; at other times the resident lion prides, leopards and cheetahs keep the day full. A dawn hot air balloon flight over the Mara can be added at extra cost.",
        accommodation: "Angama Mara",
        mealPlan: "All Inclusive",
      },
      {
        dayNumber: 7,
        title: "Masai Mara to Nairobi by Air",
        description:
          "A final early morning game drive is followed by breakfast at camp and lunch on the terrace. In the early afternoon you are driven to the airstrip for the scheduled flight to Wilson Airport (about 45 minutes to 1 hour). On arrival you are transferred to your Nairobi hotel or to Jomo Kenyatta International Airport for your onward flight.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: null, forTwo: "$24364", perPersonForTwo: "$12182" },
    included: [
      "6 nights' accommodation in the camps named in the itinerary",
      "All meals, house wines, beers, spirits and soft drinks at the camps (all inclusive), breakfast and lunch on the last day",
      "Scheduled light-aircraft flights: Wilson to Samburu, Samburu to Nanyuki, Nanyuki to Amboseli, Amboseli to the Masai Mara and the Masai Mara to Wilson",
      "Shared game drives in 4x4 pop-up-roof or open-sided vehicles with each camp's professional guides",
      "Guided walks, night drives in the conservancies and the Sweetwaters Chimpanzee Sanctuary visit",
      "All park, reserve and conservancy entry fees",
      "Government taxes and levies",
      "Bottled drinking water throughout",
      "Transfers between Nairobi hotels or Jomo Kenyatta International Airport and Wilson Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Luggage above the 15 kg per person allowance on light aircraft",
      "Premium wines, champagne and spa treatments",
      "Optional activities: hot air balloon safari, Maasai village visit",
    ],
    images: [
      "bush-breakfast",
      "luxury-tent-camp",
      "samburu-reticulated-giraffe",
      "elephants-kilimanjaro",
      "mara-river-crossing",
      "sundowner-campfire",
    ],
  },
  {
    id: "kenya-tanzania-11-days",
    title:
      "11-Day Kenya & Tanzania Safari: Lake Nakuru, Lake Naivasha, Amboseli, Serengeti & Ngorongoro",
    summary:
      "A cross-border journey through the best of two countries: the Rift Valley lakes and Amboseli in Kenya, then over the Namanga border to Tarangire, Lake Manyara, two nights in the Serengeti and a morning in the Ngorongoro Crater. Ends in Arusha.",
    coverImage: "serengeti-plains",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Lake Nakuru National Park",
        description:
          "Pick-up at 8:00 AM from your Nairobi hotel or the airport and the drive north-west into the Great Rift Valley to Lake Nakuru (about 3 hours), stopping at the escarpment viewpoint. After lunch at Lake Nakuru Lodge, you set out on an afternoon game drive in the park. Look for black and white rhino, Rothschild's giraffe, buffalo and flamingos and pelicans along the lake shore.",
        accommodation: "Lake Nakuru Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Lake Nakuru to Lake Naivasha",
        description:
          "An early morning game drive in Lake Nakuru, including the view from Baboon Cliff, is followed by breakfast and the short drive south to Lake Naivasha (about 1.5 hours). After lunch at Lake Naivasha Sopa Resort, the afternoon is yours. You can take an optional boat ride on the lake to see hippos and African fish eagles, or walk among giraffe and zebra on Crescent Island.",
        accommodation: "Lake Naivasha Sopa Resort",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Lake Naivasha to Amboseli National Park",
        description:
          "After an early breakfast you drive south past Nairobi to Amboseli National Park (about 6 hours), with lunch on the way. You reach Amboseli Serena Safari Lodge in the afternoon and head out on a game drive as the light softens. On a clear evening Kilimanjaro appears above the plains as elephant herds return from the swamps.",
        accommodation: "Amboseli Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Full Day in Amboseli National Park",
        description:
          "Morning and afternoon game drives across Amboseli's plains and swamps, home to some of the largest tuskers left in Africa. You may also see lion, cheetah, hyena, Maasai giraffe, buffalo and hippo, and more than 400 species of birds have been recorded in the park. Climb Observation Hill for a view across the swamps to Kilimanjaro.",
        accommodation: "Amboseli Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Amboseli to Tarangire National Park via the Namanga Border",
        description:
          "After breakfast you drive to the Namanga One Stop Border Post (about 2 hours), where you clear Kenyan and Tanzanian immigration and meet your Tanzanian guide and vehicle. You continue past Arusha to Tarangire National Park (about 4 hours), with lunch on the way. A late-afternoon game drive among the baobab trees brings your first Tanzanian elephants, as Tarangire is famous for its large herds in the dry season.",
        accommodation: "Tarangire Sopa Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Tarangire to Lake Manyara National Park",
        description:
          "A morning game drive along the Tarangire River looks for elephant, lion, leopard, giraffe and the park's rich birdlife before lunch at the lodge. You then drive to Lake Manyara National Park (about 1.5 hours) for an afternoon game drive through the groundwater forest, where baboons and blue monkeys live, to the lake shore with its hippos, flamingos and pelicans. The park's lions are known for sometimes resting in the acacia trees.",
        accommodation: "Lake Manyara Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Lake Manyara to the Serengeti",
        description:
          "After breakfast you climb into the Ngorongoro highlands and cross the Ngorongoro Conservation Area, with a view into the crater from the rim, then descend past Olduvai Gorge to the Serengeti's Naabi Hill Gate (about 6 hours with stops). A picnic lunch is taken on the way. The afternoon game drive into the central Seronera valley looks for its resident lions, leopards and cheetahs before you reach your lodge.",
        accommodation: "Serengeti Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 8,
        title: "Full Day in the Serengeti",
        description:
          "A full day in the Serengeti with a picnic lunch, following the movements of the herds and the big cats. Depending on the season the wildebeest may be on the southern plains (January to March), moving through the western corridor (June and July) or in the north (August to October), and your guide will plan the day around the best sightings. The granite kopjes of Seronera are good places to find lions and leopards. A dawn balloon flight over the Serengeti can be booked at extra cost.",
        accommodation: "Serengeti Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 9,
        title: "Serengeti to the Ngorongoro Crater Rim",
        description:
          "A final morning game drive in the Serengeti before the drive back to the Ngorongoro highlands (about 3 to 4 hours), with a picnic lunch on the way. You arrive at Ngorongoro Serena Safari Lodge, built into the crater rim at around 2,300 metres, in the afternoon. Evenings on the rim are cool, so keep a warm layer to hand as you watch the sun set over the crater.",
        accommodation: "Ngorongoro Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 10,
        title: "Ngorongoro Crater Game Drive to Arusha",
        description:
          "You descend 600 metres to the crater floor at first light for a game drive of up to six hours, the maximum allowed. The crater is one of the best places in East Africa to see black rhino, alongside lion, spotted hyena, elephant, buffalo and flamingos on Lake Magadi, and you picnic by the Ngoitokitok spring. In the afternoon you drive to Arusha (about 3.5 to 4 hours) for your final night.",
        accommodation: "Arusha Serena Hotel",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 11,
        title: "Departure from Arusha",
        description:
          "After a leisurely breakfast by Lake Duluti, you are transferred to Kilimanjaro International Airport (about 1 hour) for your flight home. If you need to return to Nairobi, we can book a seat on the shuttle bus via Namanga (about 6 hours) or a short regional flight. Your safari ends with the drop-off.",
        mealPlan: "Breakfast",
      },
    ],
    costs: { solo: null, forTwo: "$11010", perPersonForTwo: "$5505" },
    included: [
      "10 nights' accommodation in the lodges named in the itinerary",
      "Meals as specified: full board on safari and breakfast on the last day",
      "Game drives as listed, including a half-day game drive in the Ngorongoro Crater",
      "Transport in a private 4x4 safari vehicle with a pop-up roof in Kenya, and in a Tanzanian 4x4 with a pop-up roof from the Namanga border",
      "Professional English-speaking driver-guides in Kenya and Tanzania",
      "Bottled drinking water in the vehicle",
      "All park, conservation area and crater service fees in Kenya and Tanzania",
      "Government taxes and levies",
      "Pick-up in Nairobi and drop-off at Kilimanjaro International Airport or your Arusha hotel",
    ],
    excluded: [
      ...commonExclusions,
      "Tanzania visa and yellow fever certificate",
      "Optional activities: boat ride on Lake Naivasha, Crescent Island walk, Maasai village visit, Serengeti balloon safari",
      "Shuttle or flight back to Nairobi after the safari",
    ],
    images: [
      "serengeti-plains",
      "ngorongoro-crater",
      "flamingos-lake-nakuru",
      "elephants-kilimanjaro",
      "wildebeest-migration",
      "safari-jeep-plains",
    ],
  },
  {
    id: "golden-circuit-9-days",
    title: "9-Day Golden Circuit Safari: Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha & Amboseli",
    summary:
      "Nine days on a grand loop of Kenya's wildlife country, from the arid north of Samburu and the rhino plains of Ol Pejeta, down through the Rift Valley lakes of Nakuru and Naivasha, to the elephants of Amboseli beneath Kilimanjaro.",
    coverImage: "amboseli-swamp-elephants",
    days: [
      {
        dayNumber: 1,
        title: "Nairobi to Samburu National Reserve",
        description:
          "Pick-up from your Nairobi hotel or the airport at 7:00 AM and the drive north past Mount Kenya, through Nanyuki and Isiolo, to Samburu National Reserve (about 5 to 6 hours). After lunch and check-in at Ashnil Samburu Camp, a tented camp on the banks of the Ewaso Nyiro River, you set out on an afternoon game drive. Elephants, reticulated giraffe and beisa oryx are often seen on the first evening.",
        accommodation: "Ashnil Samburu Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 2,
        title: "Full Day in Samburu National Reserve",
        description:
          "Morning and afternoon game drives in Samburu and Buffalo Springs reserves, with the midday heat spent at camp watching the river. Your guide will look for leopard in the riverine forest and for lion, cheetah and the 'Samburu Special Five', including the gerenuk and Grevy's zebra. A visit to a Samburu village to learn about the semi-nomadic way of life can be added at extra cost.",
        accommodation: "Ashnil Samburu Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 3,
        title: "Samburu to Ol Pejeta Conservancy",
        description:
          "After breakfast you drive south to Ol Pejeta Conservancy (about 3 hours), stopping at the equator in Nanyuki. After lunch at Sweetwaters Serena Camp you visit the Sweetwaters Chimpanzee Sanctuary, then go on a game drive in search of black and southern white rhino, lion and Grevy's zebra. The camp's waterhole often brings elephants and buffalo in the evening.",
        accommodation: "Sweetwaters Serena Camp",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 4,
        title: "Ol Pejeta to Lake Nakuru National Park",
        description:
          "An early game drive on the conservancy, then breakfast and the drive west to Lake Nakuru (about 4 to 5 hours), with a stop at Thomson's Falls in Nyahururu. You check in at Sarova Lion Hill Game Lodge for lunch. The afternoon game drive circles the lake, looking for rhino, Rothschild's giraffe, lion and the flamingos and pelicans of the shoreline.",
        accommodation: "Sarova Lion Hill Game Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 5,
        title: "Lake Nakuru to Lake Naivasha",
        description:
          "After a morning game drive and breakfast, you drive south to Lake Naivasha (about 1.5 hours) and check in at Lake Naivasha Sopa Resort, whose gardens run down to the lake. The afternoon is free to relax by the pool or to take an optional boat ride among hippos, pelicans and African fish eagles. Giraffe and waterbuck often graze on the lodge lawns at dusk.",
        accommodation: "Lake Naivasha Sopa Resort",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 6,
        title: "Hell's Gate National Park and Lake Naivasha",
        description:
          "After breakfast you visit Hell's Gate National Park, one of the few Kenyan parks where you may walk or cycle among zebra, giraffe and buffalo. A local guide leads you down into the Lower Gorge, past hot springs and between towering red cliffs, and the Fischer's Tower rock stands at the park entrance. In the afternoon you can return to the lodge or take an optional walking safari on Crescent Island.",
        accommodation: "Lake Naivasha Sopa Resort",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 7,
        title: "Lake Naivasha to Amboseli National Park",
        description:
          "An early breakfast and the long drive south via Nairobi to Amboseli National Park (about 6 hours), with lunch on the way. You reach Amboseli Serena Safari Lodge in the afternoon and head out for an evening game drive. Elephant families cross the plains towards the swamps, with Kilimanjaro rising behind them on clear days.",
        accommodation: "Amboseli Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 8,
        title: "Full Day in Amboseli National Park",
        description:
          "A full day of game drives in Amboseli, starting at dawn for the clearest views of Kilimanjaro. The swamps draw elephants, buffalo, hippos and hundreds of water birds, while lion, cheetah, hyena and Maasai giraffe live on the surrounding plains. You finish the afternoon on Observation Hill, overlooking the whole park.",
        accommodation: "Amboseli Serena Safari Lodge",
        mealPlan: "Full Board",
      },
      {
        dayNumber: 9,
        title: "Amboseli to Nairobi",
        description:
          "After a final early game drive and breakfast, you drive back to Nairobi (about 4 to 5 hours) with a lunch stop on the way. You are dropped at your Nairobi hotel or Jomo Kenyatta International Airport in the afternoon. Flights from Amboseli to Wilson Airport (about 45 minutes) can be booked instead at extra cost.",
        mealPlan: "Breakfast & Lunch",
      },
    ],
    costs: { solo: null, perPersonForTwo: "$4550" },
    included: [
      "8 nights' accommodation in the camps and lodges named in the itinerary",
      "Meals as specified: full board on safari, breakfast and lunch on the last day",
      "Game drives and activities as listed, including the Sweetwaters Chimpanzee Sanctuary and a guided walk in Hell's Gate",
      ...roadSafariInclusions,
      "Pick-up and drop-off at your Nairobi hotel or Jomo Kenyatta International Airport",
    ],
    excluded: [
      ...commonExclusions,
      "Optional activities: boat ride on Lake Naivasha, Crescent Island walk, Maasai or Samburu village visit, night drive at Ol Pejeta",
      "Bicycle hire in Hell's Gate",
    ],
    images: [
      "amboseli-swamp-elephants",
      "samburu-reticulated-giraffe",
      "rhino-ol-pejeta",
      "flamingos-lake-nakuru",
      "hells-gate-gorge",
      "mount-kenya-view",
    ],
  },
];
