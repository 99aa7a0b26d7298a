// The places feature's REST path: `GET /api/places?q=&limit=`, the place search (anyone). `limit` defaults to
// 10 and is capped at the search's maximum; a blank `q` finds nothing.
import { graphql } from "../../generated/graphql/index.ts";
import { LIMIT_MESSAGE, parseLimit } from "../../http/rest/list-limit.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { restRow } from "../../http/rest/rest-row.ts";
import { PLACE_SEARCH_MAX } from "../../rules/distance.ts";

const PLACES = graphql(`
  query RestPlaces($query: String!, $first: Int) {
    places(query: $query, first: $first) { name kind block district state pincode latitude longitude }
  }
`);

export const PLACE_ROWS = [
  restRow({
    method: "GET",
    path: "/places",
    who: "anyone",
    operation: PLACES,
    variables: ({ query }) => {
      const given = query("limit");
      const first = given === undefined || given.trim() === "" ? 10 : parseLimit(given);
      if (first === undefined) refuse({ limit: LIMIT_MESSAGE });
      return { query: query("q") ?? "", first: Math.min(first, PLACE_SEARCH_MAX) };
    },
    answer: (places) => places,
  }),
];
