// Ratings: the Rating node, what an application shows its two parties about rating each other, the
// ratings a user received, and rateApplication.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { personName } from "../../rules/person-name.ts";
import { rateApplication } from "./rate-application.ts";
import { RATING_MESSAGES } from "../../rules/ratings.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";

export const RatingNode = builder.prismaNode("Rating", {
  description:
    "Stars (1-5) and an optional comment one party of a finished job gave the other. For signed-in viewers only.",
  id: { field: "id" },
  runScopesOnType: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    stars: t.exposeInt("stars", { description: "1 to 5." }),
    comment: t.exposeString("comment", { nullable: true, description: "What the rater wrote, if anything." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the rating was given." }),
    jobTitle: t.exposeString("jobTitle", { description: "The job's title when the rating was given." }),
    raterName: t.string({
      nullable: true,
      description: "The rater's name; null once they deleted their account or if they gave no name.",
      select: { rater: { select: { firstName: true, lastName: true } } },
      resolve: (rating) => (rating.rater ? personName(rating.rater) : null),
    }),
  }),
});

/** The viewer's own rating on an application: the same relation selection for both fields, so it loads once. */
const viewerRatings = (ctx: Context) => ({ where: { raterId: ctx.viewer?.id ?? -1 }, take: 1 });

builder.prismaObjectFields("Application", (t) => ({
  viewerRating: t.field({
    type: RatingNode,
    nullable: true,
    description: "The rating the viewer gave the other party of this application, if any.",
    select: (_args, ctx, nestedSelection) => ({ ratings: nestedSelection(viewerRatings(ctx)) }),
    resolve: (application) => application.ratings[0] ?? null,
  }),
  viewerCanRate: t.boolean({
    description:
      "Whether the viewer may rate the other party now: the job has closed, this application was accepted, the " +
      "viewer is its laborer or the job's employer (not both), and has not rated it yet.",
    select: (_args, ctx) => ({
      status: true,
      laborerId: true,
      job: { select: { status: true, employerId: true } },
      ratings: viewerRatings(ctx),
    }),
    resolve: (application, _args, ctx) => {
      const viewerId = ctx.viewer?.id;
      const party =
        viewerId !== undefined &&
        (application.laborerId === viewerId || application.job.employerId === viewerId) &&
        application.laborerId !== application.job.employerId;
      const otherPartyThere = application.laborerId === viewerId ? application.job.employerId !== null : true;
      return (
        party &&
        otherPartyThere &&
        application.status === "accepted" &&
        application.job.status === "closed" &&
        application.ratings.length === 0
      );
    },
  }),
}));

builder.prismaObjectFields("User", (t) => ({
  ratingsReceived: t.relatedConnection("ratingsReceived", {
    description: "The ratings this user received after jobs, newest first (rating and reviewCount summarise them).",
    cursor: "id",
    defaultSize: 10,
    maxSize: 50,
    query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
  }),
}));

builder.mutationField("rateApplication", (t) =>
  t.prismaField({
    type: "Application",
    description:
      "Rates the other party of an accepted application on a closed job: the employer rates the laborer, the " +
      "laborer rates the employer; nobody rates themselves. 1-5 stars and an optional comment (at most 500 " +
      "characters), once per application and party. The ratee's rating and reviewCount are updated at once. Returns the application " +
      "(viewerRating set, viewerCanRate false).",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError] },
    args: {
      applicationId: t.arg.id({ required: true, description: "The application's global id." }),
      stars: t.arg.int({ required: true, description: "1 to 5." }),
      comment: t.arg.string({ description: "Optional, at most 500 characters." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const applicationId = databaseIdOf("Application", String(args.applicationId));
      if (applicationId === null) throw new NotFoundError(RATING_MESSAGES.notFound);
      return ctx.prisma.$transaction(async (tx) => {
        await rateApplication(tx, ctx.notifications, {
          applicationId,
          raterId: ctx.viewer!.id,
          stars: args.stars,
          comment: args.comment,
        });
        return tx.application.findUniqueOrThrow({ ...query, where: { id: applicationId } });
      });
    },
  }),
);
