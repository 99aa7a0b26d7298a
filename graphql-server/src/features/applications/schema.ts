// The applications feature's GraphQL API: applying to a job, the employer's decision, both sides' lists, and a
// laborer's average daily rate from her accepted work.
import "./application.ts";
import "./application-lists.ts";
import "./average-daily-rate.ts";
