// The account type (laborer, employer, training provider): chosen once at Account Setup, changed later in Account
// Settings, but only while the person has no open work, so one account cannot post a job, apply to it under
// another type and rate itself (the shared rule: rules/counterparts.ts).
import type { Prisma } from "../../generated/prisma/client.ts";
import { UserType } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { ConflictError } from "../../errors/app-errors.ts";
import { type OpenWork, accountTypeChangeProblem } from "../../rules/counterparts.ts";

/**
 * What the person still has open, whatever their type is now: jobs not closed, courses taking students (not draft,
 * not closed), their applications still pending on jobs not closed, their enrolments still running in courses not
 * closed.
 */
export async function openWorkOf(tx: Prisma.TransactionClient, userId: number): Promise<OpenWork> {
  // One after another: a transaction runs one statement at a time.
  const openJobs = await tx.job.count({ where: { employerId: userId, status: { not: "closed" } } });
  const openCourses = await tx.course.count({ where: { providerId: userId, status: { notIn: ["draft", "closed"] } } });
  const pendingApplications = await tx.application.count({
    where: { laborerId: userId, status: "pending", job: { status: { not: "closed" } } },
  });
  const openEnrollments = await tx.enrollment.count({
    where: { laborerId: userId, status: "enrolled", course: { status: { not: "closed" } } },
  });
  return { openJobs, openCourses, pendingApplications, openEnrollments };
}

builder.mutationField("setUserType", (t) =>
  t.prismaField({
    type: "User",
    description:
      "Sets the signed-in user's account type (laborer, employer or training_provider). Choosing the first time, or " +
      "the type one already has, always succeeds. A change is refused (ConflictError, with the reason) while the " +
      "user has open jobs, courses taking students (not draft), applications still pending on open jobs, or " +
      "enrolments in courses not closed. Leaving the laborer type turns phoneVisibleToPartners off.",
    authScopes: { signedIn: true },
    errors: { types: [ConflictError] },
    args: { userType: t.arg({ type: UserType, required: true, description: "The new account type." }) },
    resolve: (query, _root, { userType }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const userId = ctx.viewer!.id;
        const { userType: current } = await tx.user.findUniqueOrThrow({
          where: { id: userId },
          select: { userType: true },
        });
        if (current !== null && current !== userType) {
          const problem = accountTypeChangeProblem(await openWorkOf(tx, userId));
          if (problem) throw new ConflictError(problem);
        }
        return tx.user.update({
          ...query,
          where: { id: userId },
          // Only laborers offer their number to partners: leaving the laborer type turns the offer off.
          data: { userType, ...(userType !== "laborer" && { phoneVisibleToPartners: false }) },
        });
      }),
  }),
);
