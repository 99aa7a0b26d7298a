// The places feature's GraphQL API: one place search for every place input and filter.
import { builder } from "../../graphql/builder.ts";
import { MAX_FILTER_CHARACTERS } from "../../db/text-filters.ts";
import { PLACE_SEARCH_MAX } from "../../rules/distance.ts";
import type { PLACE_KINDS, Place } from "./place-index.ts";
import { placeIndex } from "./places.ts";

const PlaceKindEnum = builder.enumType("PlaceKind", {
  description: "What a place is.",
  values: {
    state: { description: "A state or union territory." },
    district: { description: "A district (LGD)." },
    block: { description: "A development block or taluk (LGD)." },
    town: { description: "A town or a part of one with a head or sub post office." },
    village: { description: "A village with a branch post office." },
    pincode: { description: "A pincode's area." },
  } satisfies Record<(typeof PLACE_KINDS)[number], { description: string }>,
});

export const PlaceRef = builder.objectRef<Place>("Place").implement({
  description: "A place of India with its coordinates.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Its English name (a pincode's name is the pincode)." }),
    kind: t.field({ type: PlaceKindEnum, description: "What the place is.", resolve: (place) => place.kind }),
    block: t.exposeString("block", { nullable: true, description: "The block, when known." }),
    district: t.exposeString("district", { description: "Its district (empty for a state)." }),
    state: t.exposeString("state", { description: "Its state or union territory." }),
    pincode: t.exposeString("pincode", { nullable: true, description: "Its pincode, for a town, village or pincode." }),
    latitude: t.exposeFloat("latitude", { description: "Latitude in degrees." }),
    longitude: t.exposeFloat("longitude", { description: "Longitude in degrees." }),
  }),
});

builder.queryFields((t) => ({
  places: t.field({
    type: [PlaceRef],
    description:
      "Places whose name starts with the text, in English (current or older names: Mysuru or Mysore), Hindi, " +
      "Kannada or Telugu, or whose pincode starts with its digits; states first, then districts, blocks, towns, " +
      "pincodes and villages, exact names before the rest.",
    args: {
      query: t.arg.string({ required: true, description: "The start of a place's name or pincode." }),
      first: t.arg.int({ defaultValue: 10, description: `How many places (1-${PLACE_SEARCH_MAX}).` }),
    },
    complexity: (args) => ({ field: 1, multiplier: Math.min(Math.max(args.first ?? 10, 1), PLACE_SEARCH_MAX) }),
    resolve: (_root, args) =>
      placeIndex().search(
        args.query.slice(0, MAX_FILTER_CHARACTERS),
        Math.min(Math.max(args.first ?? 10, 1), PLACE_SEARCH_MAX),
      ),
  }),
}));
