// Screening for money requests: what the owner of a job or course held for review is told, and the statuses only
// the screening sets.

export const SCREENING_MESSAGES = {
  /** On the employer's own job, with the words that asked for money. */
  jobHeld:
    /*i18n*/ "Under review: this job seems to ask workers to pay (“{excerpt}”). Workers must never pay to get a job. Edit the job to take this out.",
  /** The same, when the words can no longer be pointed to. */
  jobHeldPlain:
    /*i18n*/ "Under review: this job seems to ask workers to pay. Workers must never pay to get a job. Edit the job to take this out.",
  courseHeld:
    /*i18n*/ "Under review: this course seems to ask students to pay beyond its price (“{excerpt}”). Set the price in the Price field and edit the text to take this out.",
  courseHeldPlain:
    /*i18n*/ "Under review: this course seems to ask students to pay beyond its price. Set the price in the Price field and edit the text to take this out.",
  /** A provider cannot put a course under review, or take it out, by its status. */
  statusNotSettable: /*i18n*/ "Status must be draft, active or closed",
} as const;

/** The status a held job or course has; only the screening sets it. */
export const UNDER_REVIEW = "under_review";
