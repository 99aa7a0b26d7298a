// The partners feature's GraphQL API for NGOs with an API key: open jobs and their change feed, district figures, opted-in laborer contacts and the key's points.
import "./partner-jobs.ts";
import "./partner-districts.ts";
import "./partner-laborers.ts";
import "./partner-rate-limit.ts";
