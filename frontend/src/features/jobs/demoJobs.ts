import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { JobCategory } from "@rules/job-categories.ts";
import { indiaToday } from "../../format/dates.ts";
import { pageNow } from "../../rendered/page-clock.ts";

/** A local sample job: shown on /test-jobs, and on /all-jobs when the server has none or fails. */
export type DemoJob = {
  id: string;
  title: MessageDescriptor;
  location: string;
  category: JobCategory;
  dailyRate: number;
  isRateNegotiable: boolean;
  isUrgent: boolean;
  accommodationProvided: boolean;
  mealsProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided: boolean;
  /** Days from today to the start, or null when not decided. */
  startsInDays: number | null;
  duration: number;
  workersNeeded: number;
  workingHours: string;
  employerName: string;
  /** The skills it needs (sample text, translated like the rest of the app). */
  requiredSkills: MessageDescriptor[];
};

/** The 5 demo jobs: rates 600-1200 per day, durations 7-90 days, set in Karnataka. */
export const DEMO_JOBS: readonly DemoJob[] = [
  {
    id: "demo-1",
    title: msg`Paddy Transplanting`,
    location: "Mandya, Karnataka",
    category: "field_activities",
    dailyRate: 600,
    isRateNegotiable: true,
    isUrgent: true,
    accommodationProvided: false,
    mealsProvided: true,
    equipmentProvided: true,
    transportationProvided: false,
    startsInDays: 2,
    duration: 7,
    workersNeeded: 8,
    workingHours: "6 AM - 2 PM",
    employerName: "Ramesh Gowda",
    requiredSkills: [msg`Transplanting`, msg`Weeding`, msg`Land Preparation`, msg`Irrigation Management`],
  },
  {
    id: "demo-2",
    title: msg`Mango Orchard Harvesting`,
    location: "Kolar, Karnataka",
    category: "horticulture",
    dailyRate: 750,
    isRateNegotiable: false,
    isUrgent: false,
    accommodationProvided: true,
    mealsProvided: true,
    equipmentProvided: false,
    transportationProvided: true,
    startsInDays: 10,
    duration: 30,
    workersNeeded: 5,
    workingHours: "7 AM - 3 PM",
    employerName: "Lakshmi Reddy",
    requiredSkills: [msg`Fruit Harvesting`, msg`Grading and Sorting`, msg`Packing`],
  },
  {
    id: "demo-3",
    title: msg`Dairy Farm Assistant`,
    location: "Hassan, Karnataka",
    category: "animal_husbandry",
    dailyRate: 900,
    isRateNegotiable: true,
    isUrgent: false,
    accommodationProvided: true,
    mealsProvided: false,
    equipmentProvided: true,
    transportationProvided: false,
    startsInDays: null,
    duration: 90,
    workersNeeded: 2,
    workingHours: "5 AM - 1 PM",
    employerName: "Suresh Patil",
    requiredSkills: [msg`Milking`, msg`Cattle Feeding`],
  },
  {
    id: "demo-4",
    title: msg`Silkworm Rearing Helper`,
    location: "Ramanagara, Karnataka",
    category: "sericulture",
    dailyRate: 1000,
    isRateNegotiable: false,
    isUrgent: true,
    accommodationProvided: false,
    mealsProvided: true,
    equipmentProvided: true,
    transportationProvided: true,
    startsInDays: 0,
    duration: 45,
    workersNeeded: 3,
    workingHours: "8 AM - 4 PM",
    employerName: "Manjunath K",
    requiredSkills: [
      msg`Silkworm Rearing`,
      msg`Mulberry Cultivation`,
      msg`Cocoon Harvesting`,
      msg`Disinfection`,
      msg`Leaf Harvesting`,
    ],
  },
  {
    id: "demo-5",
    title: msg`Crop Spraying and Pest Control`,
    location: "Davanagere, Karnataka",
    category: "plant_protection",
    dailyRate: 1200,
    isRateNegotiable: true,
    isUrgent: false,
    accommodationProvided: false,
    mealsProvided: false,
    equipmentProvided: true,
    transportationProvided: true,
    startsInDays: 5,
    duration: 14,
    workersNeeded: 4,
    workingHours: "6 AM - 11 AM",
    employerName: "Basavaraj H",
    requiredSkills: [msg`Pesticide Spraying`, msg`Safety Equipment Use`, msg`Pest Identification`],
  },
];

/** The demo job's start date (YYYY-MM-DD in India), or null. */
export function demoStartDate(job: DemoJob, now: Date = pageNow()): string | null {
  if (job.startsInDays == null) return null;
  const today = Date.parse(`${indiaToday(now)}T00:00:00Z`);
  return new Date(today + job.startsInDays * 86_400_000).toISOString().slice(0, 10);
}

/** Client-side filtering of the demo jobs by location text (any part, any case) and category. */
export function filterDemoJobs(
  jobs: readonly DemoJob[],
  { location, category }: { location?: string | null; category?: JobCategory | null },
): DemoJob[] {
  const place = (location ?? "").trim().toLowerCase();
  return jobs.filter(
    (job) => (!place || job.location.toLowerCase().includes(place)) && (!category || job.category === category),
  );
}
