// The REST shim's table: every feature's documented /api paths, matched in this order (a feature lists its
// fixed paths, such as /jobs/search, before its /jobs/:id paths).
import type { RestRow } from "../http/rest/rest-row.ts";
import { ACCOUNT_ROWS } from "../features/accounts/rest.ts";
import { APPLICATION_ROWS } from "../features/applications/rest.ts";
import { COURSE_ROWS } from "../features/courses/rest.ts";
import { DIRECTORY_ROWS } from "../features/directories/rest.ts";
import { FEEDBACK_ROWS } from "../features/feedback/rest.ts";
import { JOB_ROWS } from "../features/jobs/rest.ts";
import { MATCHING_ROWS } from "../features/matching/rest.ts";
import { MESSAGING_ROWS } from "../features/messaging/rest.ts";
import { MODERATION_ROWS } from "../features/moderation/rest.ts";
import { NOTIFICATION_ROWS } from "../features/notifications/rest.ts";
import { PLACE_ROWS } from "../features/places/rest.ts";
import { SERVICE_ROWS } from "../features/services/rest.ts";
import { SIGN_IN_ROWS } from "../features/sign-in/rest.ts";
import { SKILL_ROWS } from "../features/skills/rest.ts";
import { WAGE_ROWS } from "../features/wages/rest.ts";

export const REST_ROWS: readonly RestRow[] = [
  ...SIGN_IN_ROWS,
  ...ACCOUNT_ROWS,
  ...SKILL_ROWS,
  ...JOB_ROWS,
  ...MATCHING_ROWS,
  ...APPLICATION_ROWS,
  ...COURSE_ROWS,
  ...MESSAGING_ROWS,
  ...FEEDBACK_ROWS,
  ...DIRECTORY_ROWS,
  ...SERVICE_ROWS,
  ...PLACE_ROWS,
  ...MODERATION_ROWS,
  ...NOTIFICATION_ROWS,
  ...WAGE_ROWS,
];
