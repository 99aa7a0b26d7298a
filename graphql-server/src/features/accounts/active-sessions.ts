// The signed-in user's own sessions (one per device they signed in on), for account settings.
import { builder } from "../../graphql/builder.ts";

builder.prismaObject("Session", {
  description: "One sign-in on one device. Only the user themself sees their sessions.",
  fields: (t) => ({
    deviceHint: t.exposeString("deviceHint", {
      nullable: true,
      description: "The device's browser, from its User-Agent.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the user signed in on it." }),
    lastSeenAt: t.expose("lastSeenAt", {
      type: "DateTime",
      description: "When it was last used (to within a few minutes).",
    }),
    isCurrent: t.boolean({
      description: "Whether this is the session of the device asking.",
      resolve: (session, _args, ctx) => session.id === ctx.sessionId,
    }),
  }),
});

builder.prismaObjectField("User", "activeSessions", (t) =>
  t.relation("sessions", {
    nullable: true,
    description:
      "The user's live sessions, most recently used first; only on the viewer's own User (null for anyone else).",
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    query: () => ({
      where: { revokedAt: null, expiresAt: { gt: new Date() } },
      orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    }),
  }),
);
