// The schema: the platform's types (scalars, errors, node), then each feature's types, queries and mutations.
import { builder } from "../graphql/builder.ts";
import { describeGeneratedTypes } from "../graphql/generated-descriptions.ts";
import "../graphql/scalars.ts";
import "../graphql/error-types.ts";
import "../graphql/node.ts";
import "../features/accounts/schema.ts";
import "../features/sign-in/schema.ts";
import "../features/skills/schema.ts";
import "../features/jobs/schema.ts";
import "../features/applications/schema.ts";
import "../features/ratings/schema.ts";
import "../features/wages/schema.ts";
import "../features/analytics/schema.ts";
import "../features/courses/schema.ts";
import "../features/messaging/schema.ts";
import "../features/feedback/schema.ts";
import "../features/directories/schema.ts";
import "../features/services/schema.ts";
import "../features/partners/schema.ts";
import "../features/places/schema.ts";
import "../features/matching/schema.ts";
import "../features/moderation/schema.ts";
import "../features/notifications/schema.ts";

builder.queryType({ description: "Read KhetSetu's marketplace data." });
builder.mutationType({ description: "Change KhetSetu's marketplace data." });

export const schema = describeGeneratedTypes(builder.toSchema({ sortSchema: true }));
