// A laborer's average daily rate, from her accepted work only: the mean of the rates agreed in her accepted
// applications. An application's requestedRate is that agreed rate: applyToJob stores the job's dailyRate when the
// laborer asks for none. Without accepted work there is no figure.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";

const self = (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id;

builder.prismaObjectFields("User", (t) => ({
  averageDailyRate: t.int({
    nullable: true,
    description:
      "Laborers, on their own User: the average daily rate (whole rupees) agreed in their accepted applications " +
      "(the rate they asked for, which is the job's dailyRate when they asked for none); null without accepted " +
      "work, and for everyone else.",
    authScopes: self,
    unauthorizedResolver: () => null,
    resolve: async (user, _args, ctx) => {
      const accepted = await ctx.prisma.application.aggregate({
        where: { laborerId: user.id, status: "accepted" },
        _avg: { requestedRate: true },
      });
      const average = accepted._avg.requestedRate;
      return average === null ? null : Math.round(average);
    },
  }),
}));
