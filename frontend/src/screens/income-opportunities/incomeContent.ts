import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  Award,
  BookOpen,
  ClipboardCheck,
  Coffee,
  Drone,
  GraduationCap,
  Handshake,
  IndianRupee,
  Landmark,
  type LucideIcon,
  Milk,
  School,
  Shovel,
  SprayCan,
  Sprout,
  Tractor,
  TreePalm,
  Truck,
  UserCheck,
  Users,
  Warehouse,
  Wheat,
} from "lucide-react";
import type { UserType } from "../../session/session.ts";

/** What an amount is quoted per (rendered by useEarningsLabel). */
export type EarningUnit =
  | "day"
  | "hour"
  | "month"
  | "acre"
  | "acreSeason"
  | "season"
  | "student"
  | "batch"
  | "certificate";

export type Earnings = { min: number; max: number; unit: EarningUnit };

export type Opportunity = {
  key: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Where in Karnataka, if it matters. */
  where?: MessageDescriptor;
  /** When (season, months), if it matters. */
  when?: MessageDescriptor;
  earnings: Earnings;
};

export type OpportunitySection = { key: string; icon: LucideIcon; title: MessageDescriptor; items: Opportunity[] };

export type NextStep = { to: string; label: MessageDescriptor };

export type RoleIncomeContent = {
  tagline: MessageDescriptor;
  highlight: { label: MessageDescriptor; earnings: Earnings };
  sections: OpportunitySection[];
  nextSteps: NextStep[];
};

/**
 * The income-opportunities page is hard-coded sample content, set in Karnataka, filtered by the
 * viewer's userType.
 */
export const INCOME_CONTENT: Record<UserType, RoleIncomeContent> = {
  laborer: {
    tagline: msg`Ways to earn more from farm work across Karnataka`,
    highlight: { label: msg`Monthly earning potential`, earnings: { min: 15000, max: 50000, unit: "month" } },
    sections: [
      {
        key: "seasonal",
        icon: Wheat,
        title: msg`Seasonal harvest work`,
        items: [
          {
            key: "sugarcane",
            icon: Wheat,
            title: msg`Sugarcane harvesting`,
            description: msg`Cutting and bundling cane for sugar factories. Teams are often given accommodation during the crushing season.`,
            where: msg`Mandya and Belagavi`,
            when: msg`November to April`,
            earnings: { min: 600, max: 900, unit: "day" },
          },
          {
            key: "coffee",
            icon: Coffee,
            title: msg`Coffee picking`,
            description: msg`Hand-picking ripe coffee cherries on estates; meals are usually provided.`,
            where: msg`Kodagu and Chikkamagaluru`,
            when: msg`December to February`,
            earnings: { min: 500, max: 750, unit: "day" },
          },
          {
            key: "paddy",
            icon: Sprout,
            title: msg`Paddy harvesting`,
            description: msg`Harvesting, threshing and bagging paddy for the kharif crop.`,
            where: msg`Raichur and Shivamogga`,
            when: msg`October to December`,
            earnings: { min: 550, max: 800, unit: "day" },
          },
          {
            key: "mango",
            icon: TreePalm,
            title: msg`Mango harvest and grading`,
            description: msg`Picking, sorting and packing mangoes for markets and exporters.`,
            where: msg`Kolar and Ramanagara`,
            when: msg`April to June`,
            earnings: { min: 500, max: 700, unit: "day" },
          },
        ],
      },
      {
        key: "skilled",
        icon: Tractor,
        title: msg`Skilled operations`,
        items: [
          {
            key: "tractor",
            icon: Tractor,
            title: msg`Tractor driving`,
            description: msg`Ploughing, rotavating and hauling produce. A driving licence brings better-paid work.`,
            earnings: { min: 1000, max: 1500, unit: "day" },
          },
          {
            key: "spraying",
            icon: SprayCan,
            title: msg`Pesticide spraying`,
            description: msg`Safe spraying with knapsack and power sprayers; employers prefer workers trained in safety gear.`,
            earnings: { min: 800, max: 1200, unit: "day" },
          },
          {
            key: "drip",
            icon: Shovel,
            title: msg`Drip irrigation fitting`,
            description: msg`Laying and repairing drip lines for vegetable and arecanut farms.`,
            earnings: { min: 900, max: 1300, unit: "day" },
          },
          {
            key: "combine",
            icon: Truck,
            title: msg`Combine harvester operation`,
            description: msg`Operating and maintaining harvesters during the paddy and maize seasons.`,
            earnings: { min: 1500, max: 2500, unit: "day" },
          },
        ],
      },
      {
        key: "training",
        icon: GraduationCap,
        title: msg`Training-to-earn paths`,
        items: [
          {
            key: "drone",
            icon: Drone,
            title: msg`Agricultural drone pilot`,
            description: msg`A short certified course for drone spraying; certified pilots are in demand with farmer groups.`,
            earnings: { min: 1500, max: 2500, unit: "day" },
          },
          {
            key: "grafting",
            icon: Sprout,
            title: msg`Grafting and nursery skills`,
            description: msg`Learn grafting and seedling care for year-round nursery work.`,
            earnings: { min: 800, max: 1200, unit: "day" },
          },
          {
            key: "dairy",
            icon: Milk,
            title: msg`Dairy and animal care`,
            description: msg`Milking, feeding and basic animal health for steady monthly work on dairy farms.`,
            earnings: { min: 12000, max: 18000, unit: "month" },
          },
          {
            key: "sericulture",
            icon: Warehouse,
            title: msg`Silkworm rearing`,
            description: msg`Sericulture training for rearing-house work in Karnataka's silk belt.`,
            where: msg`Ramanagara and Chikkaballapur`,
            earnings: { min: 15000, max: 25000, unit: "month" },
          },
        ],
      },
      {
        key: "wages",
        icon: IndianRupee,
        title: msg`Daily wage ranges`,
        items: [
          {
            key: "field",
            icon: Shovel,
            title: msg`General field work`,
            description: msg`Weeding, sowing, transplanting and loading.`,
            earnings: { min: 400, max: 600, unit: "day" },
          },
          {
            key: "harvest",
            icon: Wheat,
            title: msg`Harvesting`,
            description: msg`Higher rates at the peak of the season.`,
            earnings: { min: 500, max: 900, unit: "day" },
          },
          {
            key: "machine",
            icon: Tractor,
            title: msg`Machine operation`,
            description: msg`Tractors, sprayers, harvesters and drones.`,
            earnings: { min: 1000, max: 2500, unit: "day" },
          },
          {
            key: "supervisor",
            icon: UserCheck,
            title: msg`Team supervisor`,
            description: msg`Leading a harvest team for an employer.`,
            earnings: { min: 900, max: 1400, unit: "day" },
          },
        ],
      },
    ],
    nextSteps: [
      { to: "/jobs", label: msg`Browse Jobs` },
      { to: "/skill-assessment", label: msg`Take Skill Assessment` },
    ],
  },
  employer: {
    tagline: msg`Save on labour and earn more from your farm and machines`,
    highlight: {
      label: msg`Extra monthly income from equipment rental`,
      earnings: { min: 20000, max: 60000, unit: "month" },
    },
    sections: [
      {
        key: "hiring",
        icon: Users,
        title: msg`Hiring efficiency`,
        items: [
          {
            key: "early",
            icon: ClipboardCheck,
            title: msg`Post harvest jobs early`,
            description: msg`Post two to three weeks before harvest to reach verified workers directly, without middlemen's commission.`,
            earnings: { min: 5000, max: 15000, unit: "season" },
          },
          {
            key: "skilled",
            icon: UserCheck,
            title: msg`Hire skilled operators by the day`,
            description: msg`Pay trained sprayers and tractor drivers only for the days you need them instead of a full-time wage.`,
            earnings: { min: 3000, max: 8000, unit: "month" },
          },
          {
            key: "groups",
            icon: Users,
            title: msg`Group hiring for large farms`,
            description: msg`Hire one team for sowing, weeding and harvest to cut supervision and transport costs.`,
            where: msg`Davanagere and Haveri`,
            earnings: { min: 10000, max: 25000, unit: "season" },
          },
        ],
      },
      {
        key: "rental",
        icon: Tractor,
        title: msg`Equipment rental income`,
        items: [
          {
            key: "tractor",
            icon: Tractor,
            title: msg`Rent out your tractor`,
            description: msg`Neighbouring farmers hire tractors with a driver for ploughing and haulage.`,
            earnings: { min: 800, max: 1200, unit: "hour" },
          },
          {
            key: "rotavator",
            icon: Shovel,
            title: msg`Rotavator and cultivator rental`,
            description: msg`Steady demand before the kharif and rabi sowing seasons.`,
            earnings: { min: 1200, max: 2000, unit: "acre" },
          },
          {
            key: "sprayer",
            icon: SprayCan,
            title: msg`Power sprayer and drone rental`,
            description: msg`Spraying services for vegetable, chilli and paddy farms.`,
            earnings: { min: 400, max: 700, unit: "acre" },
          },
          {
            key: "harvester",
            icon: Truck,
            title: msg`Combine harvester rental`,
            description: msg`High demand during paddy and maize harvests.`,
            where: msg`Raichur, Ballari and Koppal`,
            earnings: { min: 2200, max: 3000, unit: "hour" },
          },
        ],
      },
      {
        key: "contract",
        icon: Handshake,
        title: msg`Contract farming`,
        items: [
          {
            key: "gherkin",
            icon: Sprout,
            title: msg`Gherkin contract farming`,
            description: msg`Exporters supply seed and guidance and buy the whole crop at an agreed price.`,
            where: msg`Tumakuru and Chitradurga`,
            earnings: { min: 40000, max: 80000, unit: "acreSeason" },
          },
          {
            key: "seed",
            icon: Wheat,
            title: msg`Hybrid seed production`,
            description: msg`Grow seed crops for seed companies under contract, with buy-back assured.`,
            where: msg`Haveri and Ranebennur`,
            earnings: { min: 60000, max: 120000, unit: "acreSeason" },
          },
          {
            key: "maize",
            icon: Warehouse,
            title: msg`Maize for poultry feed`,
            description: msg`Supply feed mills under a season contract with fixed pick-up from the farm.`,
            where: msg`Davanagere`,
            earnings: { min: 35000, max: 50000, unit: "acreSeason" },
          },
        ],
      },
    ],
    nextSteps: [
      { to: "/post-job", label: msg`Post a Job` },
      { to: "/services", label: msg`Service Marketplace` },
    ],
  },
  training_provider: {
    tagline: msg`Grow your income by training Karnataka's farm workforce`,
    highlight: { label: msg`Monthly income from courses`, earnings: { min: 30000, max: 150000, unit: "month" } },
    sections: [
      {
        key: "fees",
        icon: BookOpen,
        title: msg`Course fees`,
        items: [
          {
            key: "machinery",
            icon: Tractor,
            title: msg`Tractor and farm machinery course`,
            description: msg`A one-week practical course on driving, attachments and basic servicing.`,
            earnings: { min: 2000, max: 3500, unit: "student" },
          },
          {
            key: "drone",
            icon: Drone,
            title: msg`Agricultural drone pilot course`,
            description: msg`Certified drone spraying training with field practice.`,
            earnings: { min: 15000, max: 35000, unit: "student" },
          },
          {
            key: "organic",
            icon: Sprout,
            title: msg`Organic farming workshop`,
            description: msg`Weekend workshops on composting, bio-inputs and certification basics.`,
            earnings: { min: 500, max: 1500, unit: "student" },
          },
        ],
      },
      {
        key: "government",
        icon: Landmark,
        title: msg`Government-sponsored programmes`,
        items: [
          {
            key: "skill-india",
            icon: Landmark,
            title: msg`Skill India agriculture job roles`,
            description: msg`Run free courses for laborers; training costs are reimbursed for each certified candidate.`,
            earnings: { min: 8000, max: 12000, unit: "student" },
          },
          {
            key: "department",
            icon: School,
            title: msg`Agriculture department workshops`,
            description: msg`Conduct field demonstrations for farmers with district agriculture offices and Krishi Vigyan Kendras.`,
            where: msg`Dharwad, Mysuru and Kalaburagi`,
            earnings: { min: 10000, max: 25000, unit: "batch" },
          },
        ],
      },
      {
        key: "certification",
        icon: Award,
        title: msg`Certification`,
        items: [
          {
            key: "certificate",
            icon: Award,
            title: msg`Skill certificates`,
            description: msg`Assess and certify workers so employers can hire them with confidence.`,
            earnings: { min: 300, max: 800, unit: "certificate" },
          },
          {
            key: "fpo",
            icon: Users,
            title: msg`Training for farmer producer organisations`,
            description: msg`Certified batches for FPO members and agri-businesses under contract.`,
            earnings: { min: 25000, max: 75000, unit: "batch" },
          },
        ],
      },
    ],
    nextSteps: [
      { to: "/create-course", label: msg`Create Course` },
      { to: "/laborers", label: msg`Find Laborers` },
    ],
  },
};
