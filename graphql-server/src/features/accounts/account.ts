// The signed-in user's account (the Account Settings screen): sign out everywhere, delete the account,
// and (laborers) let partner organisations see the phone number. Any user changes only their own account.
import { revokeUserSessions } from "../../session/session-store.ts";
import { eraseAccount } from "./erase-account.ts";
import { builder } from "../../graphql/builder.ts";
import { ForbiddenError } from "../../errors/app-errors.ts";
import { translate } from "../../i18n/translate.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";

const DeleteAccountResult = builder.objectRef<{ message: string }>("DeleteAccountResult").implement({
  description: "The account is gone and every session is signed out.",
  fields: (t) => ({
    message: t.string({
      description: "Confirmation to show the user, in the request's language.",
      resolve: (result, _args, ctx) => translate(ctx.locale, result.message),
    }),
  }),
});

builder.mutationFields((t) => ({
  logoutEverywhere: t.boolean({
    description: "Signs the signed-in user out of every browser and device, this one included. Always true.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await revokeUserSessions(ctx.prisma, ctx.viewer!.id);
      ctx.responseCookies.push(ctx.sessions.clear());
      ctx.viewer = null;
      ctx.sessionId = null;
      return true;
    },
  }),

  deleteAccount: t.field({
    type: DeleteAccountResult,
    description:
      "Permanently deletes the signed-in user's account, in one transaction (see eraseAccount): the user row " +
      "goes with their name, phone, e-mail, address, skills, applications, enrolments, sessions, conversations " +
      "and feedback; their jobs and courses are closed and emptied of everything that could name them. " +
      "Every session is signed out. Signing in again with the same number starts a fresh account.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await ctx.prisma.$transaction((tx) => eraseAccount(tx, ctx.viewer!.id));
      ctx.responseCookies.push(ctx.sessions.clear());
      ctx.viewer = null;
      ctx.sessionId = null;
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  }),

  setPhoneVisibleToPartners: t.prismaField({
    type: "User",
    description:
      "Laborers: lets partner organisations (NGOs with an API key) see the signed-in laborer's mobile number, with " +
      "their state, district and skills, in Query.laborerContacts (`visible: true`), or stops it (`false`). Off by " +
      "default. Only laborers may turn it on (ForbiddenError); anyone may turn it off.",
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError] },
    args: { visible: t.arg.boolean({ required: true, description: "Whether partners may see the number." }) },
    resolve: (query, _root, { visible }, ctx) => {
      const viewer = ctx.viewer!;
      if (visible && viewer.userType !== "laborer")
        throw new ForbiddenError(ACCOUNT_MESSAGES.partnerContactLaborersOnly);
      return ctx.prisma.user.update({ ...query, where: { id: viewer.id }, data: { phoneVisibleToPartners: visible } });
    },
  }),
}));
