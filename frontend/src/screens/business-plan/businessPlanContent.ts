import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Flag, IndianRupee, type LucideIcon, Receipt, TriangleAlert, Wallet } from "lucide-react";

/** A section of the sample business plan: its heading, a short paragraph and its points. */
export type PlanSection = {
  id: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  points: MessageDescriptor[];
};

/** A revenue stream: who pays, what for, and the sample price in rupees with what it is per. */
export type RevenueStream = {
  name: MessageDescriptor;
  payer: MessageDescriptor;
  price: number;
  per: MessageDescriptor;
};

export const PROBLEM: PlanSection = {
  id: "problem",
  icon: TriangleAlert,
  title: msg`The problem`,
  summary: msg`Farm owners struggle to find workers at sowing and harvest time, while skilled laborers go weeks without work.`,
  points: [
    msg`Work is found by word of mouth through middlemen who take a cut of the daily wage.`,
    msg`Laborers cannot show their skills, and employers cannot check them.`,
    msg`Training courses exist but rarely reach the villages that need them.`,
  ],
};

export const WHO_PAYS: PlanSection = {
  id: "who-pays",
  icon: Wallet,
  title: msg`Who pays`,
  summary: msg`Laborers never pay: finding work, applying and building a skill profile stay free for them.`,
  points: [
    msg`Employers pay to reach more workers faster when they need them.`,
    msg`Training providers pay to fill their courses with the right students.`,
    msg`Government programmes and NGOs pay for reports on local work and skills.`,
  ],
};

export const REVENUE_STREAMS: RevenueStream[] = [
  { name: msg`Urgent job listing`, payer: msg`Employers`, price: 49, per: msg`per job` },
  { name: msg`Featured course`, payer: msg`Training providers`, price: 499, per: msg`per month` },
  { name: msg`Certificate verification`, payer: msg`Training providers`, price: 20, per: msg`per certificate` },
  { name: msg`District labor reports`, payer: msg`Government and NGOs`, price: 15000, per: msg`per year` },
];

export const COSTS: PlanSection = {
  id: "costs",
  icon: Receipt,
  title: msg`Costs`,
  summary: msg`The app is built to run cheaply: one small server, and pages light enough for 3G.`,
  points: [
    msg`SMS one-time codes for signing in, the largest running cost.`,
    msg`Field staff who sign up farms and villages, one per district.`,
    msg`Hosting, support in four languages, and translation.`,
  ],
};

export const MILESTONES: PlanSection = {
  id: "milestones",
  icon: Flag,
  title: msg`Milestones`,
  summary: msg`Grow district by district, starting in Karnataka.`,
  points: [
    msg`Year 1: 5 districts of Karnataka, 10,000 laborers and 1,000 employers.`,
    msg`Year 2: all of Karnataka and Telangana, paid listings switched on.`,
    msg`Year 3: four states, break even on listings and reports.`,
  ],
};

export const REVENUE_ICON: LucideIcon = IndianRupee;
