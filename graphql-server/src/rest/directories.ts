import { type Context as HonoContext, Hono } from "hono";
import { skillArgs } from "./directory-params.ts";
import { LIMIT_MESSAGE, parseLimit } from "./list-limit.ts";
import { withPlainId } from "./plain-id.ts";
import { filterText } from "../directories/directory-filters.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { ServiceCategory } from "../generated/graphql/graphql.ts";
import type { GraphQLServer } from "../http/graphql.ts";
import { runOperation } from "./operation.ts";
import { oneOfMessage } from "./input.ts";
import { fieldErrors, outcome } from "./respond.ts";

const LABORERS = graphql(`
  query RestLaborers($first: Int, $search: String, $location: String, $skill: ID, $skillName: String) {
    laborers(first: $first, search: $search, location: $location, skill: $skill, skillName: $skillName) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber cityVillage district state
          rating reviewCount experienceYears completedJobs isVerified profileImageUrl
          skillBadges { databaseId name }
        }
      }
    }
  }
`);

const EMPLOYERS = graphql(`
  query RestEmployers($first: Int, $search: String, $location: String) {
    employers(first: $first, search: $search, location: $location) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber businessName farmName cityVillage district state
          rating isVerified jobsPosted profileImageUrl
        }
      }
    }
  }
`);

const TRAINING_PROVIDERS = graphql(`
  query RestTrainingProviders($first: Int, $search: String, $location: String) {
    trainingProviders(first: $first, search: $search, location: $location) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber businessName cityVillage district state
          rating reviewCount isVerified profileImageUrl coursesOffered
        }
      }
    }
  }
`);

const SERVICE_PROVIDERS = graphql(`
  query RestServiceProviders($category: ServiceCategory) {
    serviceProviders(category: $category) {
      databaseId businessName description serviceCategory servicesOffered equipmentAvailable
      coverageArea priceRange rating totalJobs availabilityStatus isVerified
    }
  }
`);

const SERVICE_CATEGORIES: readonly ServiceCategory[] = ["sowing", "cultivation", "harvesting", "transport", "horticulture"];


/** The `?limit=` of a list request, or the 400 reply for a bad one. */
function limitOf(c: HonoContext): { ok: true; first: number } | { ok: false; response: Response } {
  const limit = parseLimit(c.req.query("limit"));
  if (limit === undefined) return { ok: false, response: fieldErrors(c, { limit: LIMIT_MESSAGE }) };
  return { ok: true, first: limit };
}

/**
 * The directory paths (signed-in users only; signed out is 401 `{"message":"Unauthorized"}`):
 * `search`, `location` (any name of a place: Mysore finds Mysuru) and, for laborers, `skill` (a plain
 * skill id or a skill name). Blank or `all` filters nothing. `limit` defaults to and is capped at 100.
 */
export function directoryRoutes(server: GraphQLServer) {
  const app = new Hono();

  const laborers = async (c: HonoContext) => {
    const limit = limitOf(c);
    if (!limit.ok) return limit.response;
    const result = await runOperation(c, server, LABORERS, {
      first: limit.first,
      search: c.req.query("search") ?? null,
      location: c.req.query("location") ?? null,
      ...skillArgs(c.req.query("skill")),
    });
    const found = outcome(c, result, "laborers");
    if (!found.ok) return found.response;
    return c.json(
      found.value.edges.map(({ node: { skillBadges, ...laborer } }) => ({
        ...withPlainId(laborer),
        skills: skillBadges.map(withPlainId),
      })),
    );
  };
  app.get("/laborers", laborers);
  app.get("/laborers/search", laborers);

  app.get("/employers", async (c) => {
    const limit = limitOf(c);
    if (!limit.ok) return limit.response;
    const result = await runOperation(c, server, EMPLOYERS, {
      first: limit.first,
      search: c.req.query("search") ?? null,
      location: c.req.query("location") ?? null,
    });
    const found = outcome(c, result, "employers");
    if (!found.ok) return found.response;
    return c.json(found.value.edges.map(({ node }) => withPlainId(node)));
  });

  app.get("/training-providers", async (c) => {
    const limit = limitOf(c);
    if (!limit.ok) return limit.response;
    const result = await runOperation(c, server, TRAINING_PROVIDERS, {
      first: limit.first,
      search: c.req.query("search") ?? null,
      location: c.req.query("location") ?? null,
    });
    const found = outcome(c, result, "trainingProviders");
    if (!found.ok) return found.response;
    return c.json(found.value.edges.map(({ node }) => withPlainId(node)));
  });

  app.get("/services", async (c) => {
    const raw = filterText(c.req.query("category"));
    const category = raw === null ? null : (SERVICE_CATEGORIES.find((value) => value === raw.toLowerCase()) ?? undefined);
    if (category === undefined) {
      return fieldErrors(c, { category: oneOfMessage("category", SERVICE_CATEGORIES) });
    }
    const found = outcome(c, await runOperation(c, server, SERVICE_PROVIDERS, { category }), "serviceProviders");
    if (!found.ok) return found.response;
    return c.json(found.value.map(withPlainId));
  });

  return app;
}
