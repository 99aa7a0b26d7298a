// The applications feature's GraphQL API: applying to a job, the employer's decision, and both sides' lists.
import "./application.ts";
import "./application-lists.ts";
