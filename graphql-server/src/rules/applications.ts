// Applying for a job, and an employer accepting or declining an application: the messages the server
// answers with, which the laborer's Apply button and the employer's Accept and Decline buttons show.

export const APPLICATION_MESSAGES = {
  alreadyApplied: /*i18n*/ "You have already applied for this job",
  jobClosed: /*i18n*/ "This job is no longer accepting applications",
  requestedRate: /*i18n*/ "Requested rate must be a whole number of rupees above 0",
  requestedRateMax: /*i18n*/ "Requested rate must be at most 100000 rupees",
  messageLength: /*i18n*/ "Message must be at most 1000 characters",
  statusTarget: /*i18n*/ "Status must be accepted or rejected",
  notPending: /*i18n*/ "Only pending applications can be accepted or declined",
  notFound: /*i18n*/ "Application not found",
  notOwner: /*i18n*/ "Only the employer who posted the job can accept or decline its applications",
} as const;

/**
 * Where Apply Now's form posts (the job's global id): the button works as a plain form before the web app's scripts
 * have run, and the server answers by going back to the page it was pressed on.
 */
export const applyFormPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;
/** The same path as the server's route. */
export const APPLY_FORM_ROUTE = "/job/:id/apply";
/** The form's fields: the rate and note the app's Apply sends, and the page to go back to. */
export const APPLY_FORM_FIELDS = { requestedRate: "requestedRate", message: "message", back: "back" } as const;

/**
 * After Apply Now's form was refused, the page it goes back to says why in its address, so the button can tell the
 * laborer: `applyRefused` names the refusal (one of APPLY_FORM_REFUSALS, never text), `applyRefusedJob` the job, and
 * for the daily limit `applyRetryAfter` the seconds to wait. An application that already exists, or a closed job,
 * needs no word: the page shows the job as it is.
 */
export const APPLY_FORM_REFUSAL_PARAMS = {
  refusal: "applyRefused",
  job: "applyRefusedJob",
  retryAfter: "applyRetryAfter",
} as const;
/** limit: the daily limit on applications (RATE_LIMIT_WAIT_MESSAGES.applications); refused: any other refusal. */
export const APPLY_FORM_REFUSALS = ["limit", "refused"] as const;
export type ApplyFormRefusal = (typeof APPLY_FORM_REFUSALS)[number];

export interface ApplyRefusal {
  refusal: ApplyFormRefusal;
  /** Seconds until the limit lets the laborer apply again (the limit only). */
  retryAfterSeconds: number | null;
}

/** `back` (a path of this site) naming the refusal of an application to `jobId`. */
export function withApplyRefusal(back: string, jobId: string, refused: ApplyRefusal): string {
  const url = new URL(back, "http://localhost");
  url.searchParams.set(APPLY_FORM_REFUSAL_PARAMS.refusal, refused.refusal);
  url.searchParams.set(APPLY_FORM_REFUSAL_PARAMS.job, jobId);
  if (refused.retryAfterSeconds !== null)
    url.searchParams.set(APPLY_FORM_REFUSAL_PARAMS.retryAfter, String(refused.retryAfterSeconds));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The refusal of an application to `jobId` that `search` names, or null (none, another job's, an unknown name). */
export function applyRefusalIn(search: URLSearchParams, jobId: string): ApplyRefusal | null {
  const refusal = search.get(APPLY_FORM_REFUSAL_PARAMS.refusal);
  if (search.get(APPLY_FORM_REFUSAL_PARAMS.job) !== jobId) return null;
  if (!(APPLY_FORM_REFUSALS as readonly (string | null)[]).includes(refusal)) return null;
  const retry = search.get(APPLY_FORM_REFUSAL_PARAMS.retryAfter) ?? "";
  return {
    refusal: refusal as ApplyFormRefusal,
    retryAfterSeconds: refusal === "limit" && /^\d{1,6}$/.test(retry) ? Number(retry) : null,
  };
}
