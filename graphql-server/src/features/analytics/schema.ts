// The Analytics screen: `viewer { employerAnalytics { ... } }` for employers, `providerAnalytics` for training providers.
import { builder } from "../../graphql/builder.ts";
import {
  ANALYTICS_TOP_JOBS,
  employerAnalytics,
  type AnalyticsWeek,
  type EmployerAnalytics,
  type JobViews,
} from "./employer-analytics.ts";
import { ANALYTICS_WEEKS } from "./weekly-counts.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { selfEmployer } from "../jobs/index.ts";
import type { Context } from "../../graphql/context.ts";
import {
  providerAnalytics,
  type CourseFigures,
  type EnrollmentWeek,
  type ProviderAnalytics,
} from "./provider-analytics.ts";

const AnalyticsWeekRef = builder.objectRef<AnalyticsWeek>("AnalyticsWeek").implement({
  description: "One week (Monday to Sunday, India time) of an employer's activity.",
  fields: (t) => ({
    weekStart: t.expose("weekStart", { type: "Date", description: "The week's Monday." }),
    jobsPosted: t.exposeInt("jobsPosted", { description: "Jobs the employer posted that week." }),
    applicationsReceived: t.exposeInt("applicationsReceived", { description: "Applications to their jobs that week." }),
  }),
});

const JobViewsRef = builder.objectRef<JobViews>("JobViews").implement({
  description: "How many times one of the employer's jobs was viewed (one view per viewer per day).",
  fields: (t) => ({
    jobId: t.id({ description: "The job's global id.", resolve: (row) => encodeGlobalID("Job", String(row.jobId)) }),
    title: t.exposeString("title", { description: "The job's title." }),
    views: t.exposeInt("views", { description: "Views so far." }),
  }),
});

const EmployerAnalyticsRef = builder.objectRef<EmployerAnalytics>("EmployerAnalytics").implement({
  description: "An employer's numbers, computed on the server.",
  fields: (t) => ({
    weeks: t.field({
      type: [AnalyticsWeekRef],
      description: `The last ${ANALYTICS_WEEKS} weeks, oldest first, this week last.`,
      resolve: (analytics) => analytics.weeks,
    }),
    accepted: t.exposeInt("accepted", { description: "Applications accepted, all time." }),
    declined: t.exposeInt("declined", { description: "Applications declined, all time." }),
    pending: t.exposeInt("pending", { description: "Applications waiting for a decision." }),
    acceptanceRate: t.exposeFloat("acceptanceRate", {
      nullable: true,
      description: "Accepted as a share (0-1) of the applications decided; null before any decision.",
    }),
    jobViews: t.field({
      type: [JobViewsRef],
      description: `Views of the employer's ${ANALYTICS_TOP_JOBS} most viewed jobs, most viewed first.`,
      resolve: (analytics) => analytics.jobViews,
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  employerAnalytics: t.field({
    type: EmployerAnalyticsRef,
    nullable: true,
    description:
      "Employers, on their own User: jobs posted and applications per week, acceptance rate and views per job.",
    authScopes: selfEmployer,
    resolve: (user, _args, ctx) => employerAnalytics(ctx.prisma, user.id),
  }),
}));

const EnrollmentWeekRef = builder.objectRef<EnrollmentWeek>("EnrollmentWeek").implement({
  description: "One week (Monday to Sunday, India time) of a training provider's courses.",
  fields: (t) => ({
    weekStart: t.expose("weekStart", { type: "Date", description: "The week's Monday." }),
    enrollments: t.exposeInt("enrollments", { description: "Enrolments in their courses that week." }),
    completions: t.exposeInt("completions", { description: "Enrolments they marked completed that week." }),
  }),
});

const CourseFiguresRef = builder.objectRef<CourseFigures>("CourseFigures").implement({
  description: "One course's completion rate and seats.",
  fields: (t) => ({
    courseId: t.id({
      description: "The course's global id.",
      resolve: (row) => encodeGlobalID("Course", String(row.courseId)),
    }),
    title: t.exposeString("title", { description: "The course's title." }),
    completionRate: t.exposeInt("completionRate", {
      nullable: true,
      description: "Completed as a percentage of enrolments not cancelled.",
    }),
    currentEnrollments: t.exposeInt("currentEnrollments", { description: "Seats taken." }),
    maxEnrollments: t.exposeInt("maxEnrollments", {
      nullable: true,
      description: "Seats in all; null when there is no limit.",
    }),
  }),
});

const ProviderAnalyticsRef = builder.objectRef<ProviderAnalytics>("ProviderAnalytics").implement({
  description: "A training provider's numbers, computed on the server.",
  fields: (t) => ({
    weeks: t.field({
      type: [EnrollmentWeekRef],
      description: `The last ${ANALYTICS_WEEKS} weeks, oldest first, this week last.`,
      resolve: (analytics) => analytics.weeks,
    }),
    courses: t.field({
      type: [CourseFiguresRef],
      description: "Their listed courses (not drafts), newest first.",
      resolve: (analytics) => analytics.courses,
    }),
  }),
});

const selfProvider = (user: { id: number }, _args: unknown, ctx: Context) =>
  ctx.viewer?.id === user.id ? { trainingProvider: true } : false;

builder.prismaObjectFields("User", (t) => ({
  providerAnalytics: t.field({
    type: ProviderAnalyticsRef,
    nullable: true,
    description:
      "Training providers, on their own User: enrolments and completions per week, and each course's completion rate and seats.",
    authScopes: selfProvider,
    resolve: (user, _args, ctx) => providerAnalytics(ctx.prisma, user.id),
  }),
}));
