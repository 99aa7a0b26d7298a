import type { AvailabilityStatus, ServiceCategory } from "../../generated/prisma/enums.ts";

/** A sample agricultural service provider for the services marketplace. Names are unique. */
export interface DemoServiceProvider {
  businessName: string;
  description: string;
  serviceCategory: ServiceCategory;
  servicesOffered: string[];
  equipmentAvailable: string[];
  coverageArea: string;
  priceRange: string;
  rating: number;
  totalJobs: number;
  availabilityStatus: AvailabilityStatus;
  isVerified: boolean;
  /** A sample 10-digit business number (98450 00001 onwards), so Contact can call or open WhatsApp. */
  phoneNumber: string;
}

export const DEMO_SERVICE_PROVIDERS: readonly DemoServiceProvider[] = [
  {
    businessName: "Cauvery Seed Drill Services",
    phoneNumber: "9845000001",
    description: "Mechanised line sowing and paddy nursery raising for small farms around Maddur.",
    serviceCategory: "sowing",
    servicesOffered: ["Seed drill sowing", "Ragi line sowing", "Paddy mat nursery raising"],
    equipmentAvailable: ["Tractor-drawn seed drill", "Walk-behind paddy transplanter"],
    coverageArea: "Mandya and Mysuru districts",
    priceRange: "₹1,200 - ₹2,000 per acre",
    rating: 4.5,
    totalJobs: 320,
    availabilityStatus: "available",
    isVerified: true,
  },
  {
    businessName: "Malnad Mechanised Planting",
    phoneNumber: "9845000002",
    description: "Maize planting and mechanical paddy transplanting in the Malnad and central districts.",
    serviceCategory: "sowing",
    servicesOffered: ["Maize sowing", "Mechanical paddy transplanting"],
    equipmentAvailable: ["Ride-on paddy transplanter", "Pneumatic planter"],
    coverageArea: "Shivamogga and Davanagere",
    priceRange: "₹2,500 - ₹3,500 per acre",
    rating: 4.2,
    totalJobs: 145,
    availabilityStatus: "busy",
    isVerified: false,
  },
  {
    businessName: "Hubballi Tractor and Rotavator Hire",
    phoneNumber: "9845000003",
    description: "Tractors with operators for primary tillage and land levelling.",
    serviceCategory: "cultivation",
    servicesOffered: ["Ploughing", "Rotavator tilling", "Laser land levelling"],
    equipmentAvailable: ["45 HP tractor", "Rotavator", "Disc plough", "Laser land leveller"],
    coverageArea: "Dharwad, Hubballi and Gadag",
    priceRange: "₹900 - ₹1,500 per hour",
    rating: 4.6,
    totalJobs: 510,
    availabilityStatus: "available",
    isVerified: true,
  },
  {
    businessName: "Kolar Power Tiller Services",
    phoneNumber: "9845000004",
    description: "Inter-cultivation and weeding with power tillers, including mulberry gardens.",
    serviceCategory: "cultivation",
    servicesOffered: ["Inter-cultivation", "Power weeding", "Mulberry garden tilling"],
    equipmentAvailable: ["Power tiller", "Power weeder"],
    coverageArea: "Kolar and Chikkaballapur",
    priceRange: "₹600 - ₹900 per hour",
    rating: 4.1,
    totalJobs: 210,
    availabilityStatus: "available",
    isVerified: false,
  },
  {
    businessName: "Krishna Valley Combine Harvesters",
    phoneNumber: "9845000005",
    description: "Combine harvesting of paddy, maize and soybean during the season.",
    serviceCategory: "harvesting",
    servicesOffered: ["Paddy combine harvesting", "Maize harvesting", "Soybean harvesting"],
    equipmentAvailable: ["Track-type combine harvester", "Wheel-type combine harvester"],
    coverageArea: "Belagavi, Bagalkot and Vijayapura",
    priceRange: "₹2,200 - ₹2,800 per hour",
    rating: 4.4,
    totalJobs: 680,
    availabilityStatus: "busy",
    isVerified: true,
  },
  {
    businessName: "Tungabhadra Harvest Crew",
    phoneNumber: "9845000006",
    description: "Manual reaping and threshing gangs for paddy and sugarcane.",
    serviceCategory: "harvesting",
    servicesOffered: ["Paddy reaping", "Sugarcane cutting gangs", "Threshing"],
    equipmentAvailable: ["Self-propelled reaper", "Paddy thresher"],
    coverageArea: "Raichur, Koppal and Ballari",
    priceRange: "₹700 - ₹1,000 per worker per day",
    rating: 4.0,
    totalJobs: 95,
    availabilityStatus: "unavailable",
    isVerified: false,
  },
  {
    businessName: "Raitha Mitra Farm Transport",
    phoneNumber: "9845000007",
    description: "Produce, cane and labour transport to markets and factories.",
    serviceCategory: "transport",
    servicesOffered: ["Produce transport to APMC", "Sugarcane haulage", "Labour transport"],
    equipmentAvailable: ["Tractor trolley", "Mini truck", "10-tonne truck"],
    coverageArea: "Mandya, Mysuru, Ramanagara and Bengaluru",
    priceRange: "₹25 - ₹40 per km",
    rating: 4.3,
    totalJobs: 1250,
    availabilityStatus: "available",
    isVerified: true,
  },
  {
    businessName: "Coastal Coconut and Areca Care",
    phoneNumber: "9845000008",
    description: "Trained climbers for coconut harvest and areca spraying on the coast.",
    serviceCategory: "horticulture",
    servicesOffered: ["Coconut harvesting", "Areca Bordeaux spraying", "Pepper picking"],
    equipmentAvailable: ["Coconut climbing device", "Telescopic sprayer pole", "Power sprayer"],
    coverageArea: "Udupi and Dakshina Kannada",
    priceRange: "₹40 - ₹60 per tree",
    rating: 4.7,
    totalJobs: 890,
    availabilityStatus: "available",
    isVerified: true,
  },
  {
    businessName: "Green Valley Orchard Services",
    phoneNumber: "9845000009",
    description: "Pruning, grafting and spraying contracts for mango and sapota orchards.",
    serviceCategory: "horticulture",
    servicesOffered: ["Mango pruning", "Top working and grafting", "Orchard spraying"],
    equipmentAvailable: ["Pruning saws", "Tractor-mounted sprayer"],
    coverageArea: "Kolar, Chikkaballapur and Tumakuru",
    priceRange: "₹800 - ₹1,200 per day",
    rating: 4.4,
    totalJobs: 160,
    availabilityStatus: "available",
    isVerified: false,
  },
];
