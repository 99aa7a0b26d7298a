// A laborer's availability and travel distance on the User type, and her distance from a search's centre.
import { builder } from "../../graphql/builder.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import { isAvailableOn } from "../../rules/availability.ts";
import { distanceFromCentreKm } from "../places/index.ts";

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

builder.prismaObjectFields("User", (t) => ({
  available: t.boolean({
    description:
      "Laborers: looking for work today (marked available, from no particular day or from today or earlier).",
    select: { available: true, availableFrom: true },
    resolve: (user) =>
      isAvailableOn({ available: user.available, availableFrom: day(user.availableFrom) }, day(todayInIndia())!),
  }),
  availableFrom: t.expose("availableFrom", {
    type: "Date",
    nullable: true,
    description: "Laborers: the day from which they are available (busy until then), if they gave one.",
  }),
  travelKm: t.exposeInt("travelKm", { description: "Laborers: how far they will travel for work, in km." }),
  distanceKm: t.float({
    nullable: true,
    description:
      "How far this person's place is, in km: from the search's centre in a near search, else from the viewer's " +
      "own place; null when either is unknown.",
    select: { latitude: true, longitude: true },
    resolve: (user, _args, ctx) => distanceFromCentreKm(ctx, user),
  }),
}));
