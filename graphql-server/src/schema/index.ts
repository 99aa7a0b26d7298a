// The schema: one module per domain, each adding its own types, queries and mutations.
import { builder } from "../builder.ts";
import { describeGeneratedTypes } from "./generated-descriptions.ts";
import "./scalars.ts";
import "./errors.ts";
import "./node.ts";
import "./user.ts";
import "./auth.ts";
import "./mobile-verification.ts";
import "./account.ts";
import "./session.ts";
import "./skill.ts";
import "./skill-tree.ts";
import "./job.ts";
import "./application.ts";
import "./rating.ts";
import "./analytics.ts";
import "./activity.ts";
import "./course.ts";
import "./conversation.ts";
import "./feedback.ts";
import "./directory.ts";
import "./partner-jobs.ts";
import "./partner-districts.ts";
import "./partner-laborers.ts";
import "./partner-rate-limit.ts";

builder.queryType({ description: "Read KhetSetu's marketplace data." });
builder.mutationType({ description: "Change KhetSetu's marketplace data." });

export const schema = describeGeneratedTypes(builder.toSchema({ sortSchema: true }));
