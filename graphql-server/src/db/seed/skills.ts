import type { SkillCategory } from "../../generated/prisma/enums.ts";

/** Skill names in the other supported languages: Hindi, Kannada and Telugu. */
export interface LocalizedNames {
  hi: string;
  kn: string;
  te: string;
}

export interface SkillSeed {
  name: string;
  category: SkillCategory;
  description: string;
  localizedNames: LocalizedNames;
}

/** The skills catalogue, by skill category. Names are unique. */
export const SKILL_CATALOGUE: readonly SkillSeed[] = [
  // Field activities
  {
    name: "Paddy Transplanting",
    category: "field_activities",
    description: "Planting paddy seedlings from the nursery into puddled fields in even rows.",
    localizedNames: { hi: "धान की रोपाई", kn: "ಭತ್ತದ ನಾಟಿ", te: "వరి నాట్లు" },
  },
  {
    name: "Paddy Harvesting",
    category: "field_activities",
    description: "Cutting ripe paddy with a sickle, bundling and stacking it for threshing.",
    localizedNames: { hi: "धान की कटाई", kn: "ಭತ್ತದ ಕೊಯ್ಲು", te: "వరి కోత" },
  },
  {
    name: "Tractor Driving",
    category: "field_activities",
    description: "Driving a tractor for ploughing, rotavating and hauling trailers.",
    localizedNames: { hi: "ट्रैक्टर चलाना", kn: "ಟ್ರ್ಯಾಕ್ಟರ್ ಚಾಲನೆ", te: "ట్రాక్టర్ నడపడం" },
  },
  {
    name: "Ploughing",
    category: "field_activities",
    description: "Preparing land with a bullock plough or power tiller before sowing.",
    localizedNames: { hi: "जुताई", kn: "ಉಳುಮೆ", te: "దుక్కి దున్నడం" },
  },
  {
    name: "Drip Irrigation",
    category: "field_activities",
    description: "Laying, flushing and repairing drip lines, emitters and filters.",
    localizedNames: { hi: "ड्रिप सिंचाई", kn: "ಹನಿ ನೀರಾವರಿ", te: "బిందు సేద్యం" },
  },
  {
    name: "Sugarcane Harvesting",
    category: "field_activities",
    description: "Cutting cane close to the ground, de-trashing and loading it for the mill.",
    localizedNames: { hi: "गन्ने की कटाई", kn: "ಕಬ್ಬು ಕಟಾವು", te: "చెరకు కోత" },
  },
  {
    name: "Weeding",
    category: "field_activities",
    description: "Removing weeds by hand or with a hoe without harming the crop.",
    localizedNames: { hi: "निराई", kn: "ಕಳೆ ತೆಗೆಯುವುದು", te: "కలుపు తీయడం" },
  },
  {
    name: "Ragi Sowing",
    category: "field_activities",
    description: "Sowing finger millet in lines or transplanting ragi seedlings.",
    localizedNames: { hi: "रागी की बुवाई", kn: "ರಾಗಿ ಬಿತ್ತನೆ", te: "రాగి విత్తడం" },
  },
  {
    name: "Pesticide Spraying",
    category: "field_activities",
    description: "Mixing and spraying crop protection chemicals safely with a knapsack or power sprayer.",
    localizedNames: { hi: "कीटनाशक छिड़काव", kn: "ಕೀಟನಾಶಕ ಸಿಂಪರಣೆ", te: "పురుగుమందు పిచికారీ" },
  },
  {
    name: "Pest Scouting",
    category: "field_activities",
    description: "Walking the field to spot pests and disease early and report what was seen.",
    localizedNames: { hi: "कीट निगरानी", kn: "ಕೀಟ ಸಮೀಕ್ಷೆ", te: "పురుగుల పర్యవేక్షణ" },
  },
  // Animal husbandry
  {
    name: "Milking",
    category: "animal_husbandry",
    description: "Hand or machine milking of cows and buffaloes with clean handling.",
    localizedNames: { hi: "दूध दुहना", kn: "ಹಾಲು ಕರೆಯುವುದು", te: "పాలు పితకడం" },
  },
  {
    name: "Cattle Feeding",
    category: "animal_husbandry",
    description: "Preparing and giving green fodder, dry fodder and concentrate on schedule.",
    localizedNames: { hi: "पशुओं को चारा खिलाना", kn: "ಜಾನುವಾರುಗಳಿಗೆ ಮೇವು ಹಾಕುವುದು", te: "పశువులకు మేత వేయడం" },
  },
  {
    name: "Cattle Shed Cleaning",
    category: "animal_husbandry",
    description: "Cleaning sheds, removing dung and keeping bedding and drains dry.",
    localizedNames: { hi: "पशुशाला की सफाई", kn: "ದನದ ಕೊಟ್ಟಿಗೆ ಸ್ವಚ್ಛತೆ", te: "పశువుల పాక శుభ్రపరచడం" },
  },
  {
    name: "Poultry Care",
    category: "animal_husbandry",
    description: "Feeding and watering birds, collecting eggs and keeping the poultry house clean.",
    localizedNames: { hi: "मुर्गी पालन", kn: "ಕೋಳಿ ಸಾಕಣೆ", te: "కోళ్ల పెంపకం" },
  },
  {
    name: "Sheep Shearing",
    category: "animal_husbandry",
    description: "Shearing wool from sheep with hand shears without cutting the skin.",
    localizedNames: { hi: "भेड़ की ऊन कतरना", kn: "ಕುರಿ ಉಣ್ಣೆ ಕತ್ತರಿಸುವುದು", te: "గొర్రెల ఉన్ని కత్తిరించడం" },
  },
  {
    name: "Goat Rearing",
    category: "animal_husbandry",
    description: "Grazing, feeding and watching the health of goats and kids.",
    localizedNames: { hi: "बकरी पालन", kn: "ಮೇಕೆ ಸಾಕಣೆ", te: "మేకల పెంపకం" },
  },
  {
    name: "Fodder Cutting",
    category: "animal_husbandry",
    description: "Cutting and chaffing green fodder such as maize and napier grass.",
    localizedNames: { hi: "चारा कटाई", kn: "ಮೇವು ಕತ್ತರಿಸುವುದು", te: "పశుగ్రాసం కోయడం" },
  },
  // Horticulture
  {
    name: "Pruning",
    category: "horticulture",
    description: "Cutting back branches of fruit trees and vines to shape them and improve yield.",
    localizedNames: { hi: "छंटाई", kn: "ಸವರುವಿಕೆ", te: "కొమ్మల కత్తిరింపు" },
  },
  {
    name: "Grafting",
    category: "horticulture",
    description: "Joining scions to rootstock (softwood and wedge grafting) in the nursery.",
    localizedNames: { hi: "कलम बांधना", kn: "ಕಸಿ ಕಟ್ಟುವುದು", te: "అంటు కట్టడం" },
  },
  {
    name: "Mango Harvesting",
    category: "horticulture",
    description: "Picking mangoes with a harvester pole, grading and packing them in crates.",
    localizedNames: { hi: "आम की तुड़ाई", kn: "ಮಾವಿನ ಕೊಯ್ಲು", te: "మామిడి కోత" },
  },
  {
    name: "Coconut Climbing",
    category: "horticulture",
    description: "Climbing coconut palms, with or without a climbing device, to harvest nuts.",
    localizedNames: { hi: "नारियल के पेड़ पर चढ़ना", kn: "ತೆಂಗಿನ ಮರ ಹತ್ತುವುದು", te: "కొబ్బరి చెట్టు ఎక్కడం" },
  },
  {
    name: "Arecanut Harvesting",
    category: "horticulture",
    description: "Harvesting areca bunches and spraying Bordeaux mixture on the palms.",
    localizedNames: { hi: "सुपारी की तुड़ाई", kn: "ಅಡಿಕೆ ಕೊಯ್ಲು", te: "వక్క కోత" },
  },
  {
    name: "Coffee Picking",
    category: "horticulture",
    description: "Selective picking of ripe coffee cherries and drying them on the yard.",
    localizedNames: { hi: "कॉफी तुड़ाई", kn: "ಕಾಫಿ ಕೊಯ್ಲು", te: "కాఫీ గింజల సేకరణ" },
  },
  {
    name: "Nursery Management",
    category: "horticulture",
    description: "Filling poly bags, sowing, watering and hardening seedlings in a nursery.",
    localizedNames: { hi: "पौधशाला प्रबंधन", kn: "ನರ್ಸರಿ ನಿರ್ವಹಣೆ", te: "నర్సరీ నిర్వహణ" },
  },
  {
    name: "Jasmine Picking",
    category: "horticulture",
    description: "Picking jasmine buds early in the morning before they open.",
    localizedNames: { hi: "चमेली के फूल तोड़ना", kn: "ಮಲ್ಲಿಗೆ ಹೂ ಬಿಡಿಸುವುದು", te: "మల్లెపూలు కోయడం" },
  },
  // Fisheries
  {
    name: "Net Mending",
    category: "fisheries",
    description: "Repairing torn fishing nets and fitting floats and sinkers.",
    localizedNames: { hi: "जाल की मरम्मत", kn: "ಬಲೆ ದುರಸ್ತಿ", te: "వలల మరమ్మతు" },
  },
  {
    name: "Fish Pond Feeding",
    category: "fisheries",
    description: "Feeding pond fish on schedule and watching how much feed is eaten.",
    localizedNames: { hi: "मछली तालाब में चारा डालना", kn: "ಮೀನು ಕೊಳಕ್ಕೆ ಆಹಾರ ಹಾಕುವುದು", te: "చేపల చెరువుకు మేత వేయడం" },
  },
  {
    name: "Cast Net Fishing",
    category: "fisheries",
    description: "Throwing a cast net from the bank or a coracle in rivers and tanks.",
    localizedNames: { hi: "फेंक जाल से मछली पकड़ना", kn: "ಬೀಸು ಬಲೆ ಮೀನುಗಾರಿಕೆ", te: "విసురు వలతో చేపలు పట్టడం" },
  },
  {
    name: "Fish Sorting and Grading",
    category: "fisheries",
    description: "Sorting the catch by species and size and icing it for the market.",
    localizedNames: { hi: "मछली की छंटाई", kn: "ಮೀನು ವಿಂಗಡಣೆ", te: "చేపల వర్గీకరణ" },
  },
  {
    name: "Fish Seed Stocking",
    category: "fisheries",
    description: "Acclimatising and releasing fingerlings into ponds and tanks.",
    localizedNames: { hi: "मछली बीज संचयन", kn: "ಮೀನು ಮರಿ ಬಿಡುವುದು", te: "చేప పిల్లలను వదలడం" },
  },
  {
    name: "Pond Water Testing",
    category: "fisheries",
    description: "Checking pH, dissolved oxygen and water colour and liming the pond when needed.",
    localizedNames: { hi: "तालाब के पानी की जांच", kn: "ಕೊಳದ ನೀರಿನ ಪರೀಕ್ಷೆ", te: "చెరువు నీటి పరీక్ష" },
  },
  {
    name: "Fish Drying",
    category: "fisheries",
    description: "Cleaning, salting and sun-drying fish on racks.",
    localizedNames: { hi: "मछली सुखाना", kn: "ಮೀನು ಒಣಗಿಸುವುದು", te: "చేపలు ఎండబెట్టడం" },
  },
  // Sericulture
  {
    name: "Mulberry Cultivation",
    category: "sericulture",
    description: "Planting, irrigating and manuring mulberry gardens for silkworm feed.",
    localizedNames: { hi: "शहतूत की खेती", kn: "ಹಿಪ್ಪುನೇರಳೆ ಬೇಸಾಯ", te: "మల్బరీ సాగు" },
  },
  {
    name: "Mulberry Leaf Harvesting",
    category: "sericulture",
    description: "Harvesting mulberry leaves or shoots at the right maturity for each instar.",
    localizedNames: { hi: "शहतूत की पत्ती तोड़ना", kn: "ಹಿಪ್ಪುನೇರಳೆ ಸೊಪ್ಪು ಕೊಯ್ಲು", te: "మల్బరీ ఆకుల కోత" },
  },
  {
    name: "Chawki Rearing",
    category: "sericulture",
    description: "Rearing young-age silkworms (first two instars) under controlled conditions.",
    localizedNames: { hi: "चौकी कीट पालन", kn: "ಚಾಕಿ ಹುಳು ಸಾಕಣೆ", te: "చాకీ పురుగుల పెంపకం" },
  },
  {
    name: "Silkworm Rearing",
    category: "sericulture",
    description: "Feeding and bed cleaning of late-age silkworms in the rearing house.",
    localizedNames: { hi: "रेशम कीट पालन", kn: "ರೇಷ್ಮೆ ಹುಳು ಸಾಕಣೆ", te: "పట్టుపురుగుల పెంపకం" },
  },
  {
    name: "Silkworm Mounting",
    category: "sericulture",
    description: "Picking ripe worms and placing them on chandrike mountages to spin cocoons.",
    localizedNames: {
      hi: "रेशम कीटों को चंद्रिका पर चढ़ाना",
      kn: "ಹುಳುಗಳನ್ನು ಚಂದ್ರಿಕೆಗೆ ಹಾಕುವುದು",
      te: "చంద్రికలపై పురుగులను ఎక్కించడం",
    },
  },
  {
    name: "Cocoon Harvesting",
    category: "sericulture",
    description: "Removing cocoons from mountages, cleaning off floss and sorting them for the market.",
    localizedNames: { hi: "कोकून तुड़ाई", kn: "ರೇಷ್ಮೆ ಗೂಡು ಕೊಯ್ಲು", te: "పట్టుగూళ్ల సేకరణ" },
  },
  {
    name: "Rearing House Disinfection",
    category: "sericulture",
    description: "Disinfecting the rearing house and equipment between crops.",
    localizedNames: { hi: "कीटपालन गृह का कीटाणुशोधन", kn: "ಹುಳು ಸಾಕಣೆ ಮನೆಯ ಸೋಂಕು ನಿವಾರಣೆ", te: "పెంపకం గది క్రిమిసంహారం" },
  },
  {
    name: "Silk Reeling",
    category: "sericulture",
    description: "Cooking cocoons and reeling raw silk yarn on a charaka or multi-end machine.",
    localizedNames: { hi: "रेशम धागा निकालना", kn: "ರೇಷ್ಮೆ ನೂಲು ಬಿಚ್ಚಣಿಕೆ", te: "పట్టు దారం తీయడం" },
  },
];

/**
 * Skills that plant-protection jobs ask for: the job category has no skill category of its
 * own, so these field skills stand in for it.
 */
export const PLANT_PROTECTION_SKILLS: readonly string[] = ["Pesticide Spraying", "Pest Scouting", "Weeding"];
