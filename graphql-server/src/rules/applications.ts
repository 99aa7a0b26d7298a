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
