// The laborer home's Recent Activity: `viewer { recentActivity { ... } }`.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { RECENT_ACTIVITY_MAX, recentActivity, type ActivityEvent } from "./recent-activity.ts";

const ActivityKindEnum = builder.enumType("ActivityKind", {
  description: "What happened.",
  values: {
    applied: { description: "The laborer applied for a job." },
    accepted: { description: "The employer accepted the application." },
    declined: { description: "The employer declined the application." },
    message: { description: "Someone wrote to the laborer." },
    enrolled: { description: "The laborer enrolled in a course." },
    completed: { description: "The course's provider marked the laborer's enrolment completed." },
  } as const,
});

const ActivityEventRef = builder.objectRef<ActivityEvent>("ActivityEvent").implement({
  description: "One event in a laborer's Recent Activity.",
  fields: (t) => ({
    id: t.id({ description: "Stable id of the event (kind and row).", resolve: (event) => event.key }),
    kind: t.field({ type: ActivityKindEnum, description: "What happened.", resolve: (event) => event.kind }),
    at: t.expose("at", { type: "DateTime", description: "When it happened." }),
    jobId: t.id({
      nullable: true,
      description: "The job's global id, when the event is about a job.",
      resolve: (event) => (event.jobId === null ? null : encodeGlobalID("Job", String(event.jobId))),
    }),
    jobTitle: t.exposeString("jobTitle", {
      nullable: true,
      description: "The job's title, when the event is about a job.",
    }),
    conversationId: t.id({
      nullable: true,
      description: "Messages: the conversation's global id.",
      resolve: (event) =>
        event.conversationId === null ? null : encodeGlobalID("Conversation", String(event.conversationId)),
    }),
    fromName: t.exposeString("fromName", { nullable: true, description: "Messages: who wrote." }),
    courseId: t.id({
      nullable: true,
      description: "Training: the course's global id.",
      resolve: (event) => (event.courseId === null ? null : encodeGlobalID("Course", String(event.courseId))),
    }),
    courseTitle: t.exposeString("courseTitle", { nullable: true, description: "Training: the course's title." }),
  }),
});

const self = (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id;

builder.prismaObjectFields("User", (t) => ({
  recentActivity: t.field({
    type: [ActivityEventRef],
    nullable: true,
    description:
      `On the viewer's own User: their latest events, newest first (at most ${RECENT_ACTIVITY_MAX}): applications ` +
      "made, accepted and declined, courses enrolled in and completed, and the latest message in each conversation that someone else wrote to them.",
    authScopes: self,
    args: { first: t.arg.int({ defaultValue: 10, description: `How many events (1-${RECENT_ACTIVITY_MAX}).` }) },
    complexity: (args) => ({ field: 1, multiplier: Math.min(Math.max(args.first ?? 10, 1), RECENT_ACTIVITY_MAX) }),
    resolve: (user, args, ctx) => recentActivity(ctx.prisma, user.id, args.first ?? 10),
  }),
}));
