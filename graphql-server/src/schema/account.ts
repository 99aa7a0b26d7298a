// The signed-in user's account: sign out everywhere, and delete the account (spec §2 Account Settings,
// §4 Delete account, §6 "Any user can delete only their own account").
import { builder } from "../builder.ts";

export const ACCOUNT_DELETED_MESSAGE = "Your account has been permanently deleted.";

const DeleteAccountResult = builder.objectRef<{ message: string }>("DeleteAccountResult").implement({
  description: "The account is gone and every session is signed out.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "Confirmation to show the user." }),
  }),
});

builder.mutationFields((t) => ({
  logoutEverywhere: t.boolean({
    description: "Signs the signed-in user out of every browser and device, this one included. Always true.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await ctx.prisma.user.update({ where: { id: ctx.viewer!.id }, data: { sessionVersion: { increment: 1 } } });
      ctx.responseCookies.push(ctx.sessions.clear());
      ctx.viewer = null;
      return true;
    },
  }),

  deleteAccount: t.field({
    type: DeleteAccountResult,
    description:
      "Permanently deletes the signed-in user's account, in one transaction: their jobs and courses are closed " +
      "and detached from them, their enrolments leave the course counts, their feedback loses its contact " +
      "e-mail and its link to them, the messages they wrote and the sign-in codes of their number are deleted, " +
      "and the user row goes with their name, phone, e-mail, address, skills, applications and enrolments. " +
      "Every session is signed out. Signing in again with the same number starts a fresh account.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      const { id: userId, mobileNumber } = ctx.viewer!;
      await ctx.prisma.$transaction(async (tx) => {
        await tx.job.updateMany({ where: { employerId: userId }, data: { status: "closed", employerId: null } });
        await tx.course.updateMany({ where: { providerId: userId }, data: { status: "closed", providerId: null } });
        await tx.course.updateMany({
          where: { enrollments: { some: { laborerId: userId } }, currentEnrollments: { gt: 0 } },
          data: { currentEnrollments: { decrement: 1 } },
        });
        await tx.feedback.updateMany({
          where: { userId },
          data: { userId: null, contactEmail: null, allowContact: false },
        });
        await tx.message.deleteMany({ where: { senderId: userId } });
        await tx.otpChallenge.deleteMany({ where: { mobileNumber } });
        // Cascades to skills, applications and enrolments; conversations lose this participant.
        await tx.user.deleteMany({ where: { id: userId } });
      });
      ctx.responseCookies.push(ctx.sessions.clear());
      ctx.viewer = null;
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  }),
}));
