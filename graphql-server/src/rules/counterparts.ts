// Ratings and completed work come only from real counterparts: nobody applies to their own job, enrols in their
// own course or rates themselves (the server compares the people's ids, whatever their account type is now), and
// nobody changes their account type while they still have open work (open jobs or courses, applications waiting
// for an answer, enrolments in courses still running).

export const COUNTERPART_MESSAGES = {
  ownJob: /*i18n*/ "You cannot apply to your own job",
  ownCourse: /*i18n*/ "You cannot enrol in your own course",
  selfRating: /*i18n*/ "You cannot rate yourself",
} as const;

/** Why the account type cannot change now; the server checks them in this order. */
export const ACCOUNT_TYPE_MESSAGES = {
  openJobs: /*i18n*/ "Close your open jobs before you change your account type.",
  openCourses: /*i18n*/ "Close your open courses before you change your account type.",
  pendingApplications:
    /*i18n*/ "You can change your account type once employers have answered your pending applications.",
  openEnrollments: /*i18n*/ "You can change your account type once your courses are completed or closed.",
} as const;

export type AccountTypeMessage = (typeof ACCOUNT_TYPE_MESSAGES)[keyof typeof ACCOUNT_TYPE_MESSAGES];

/** What the person still has open in their current account type. */
export type OpenWork = {
  openJobs: number;
  openCourses: number;
  pendingApplications: number;
  openEnrollments: number;
};

/** The message that refuses an account-type change, or null when nothing is open. */
export function accountTypeChangeProblem(open: OpenWork): AccountTypeMessage | null {
  if (open.openJobs > 0) return ACCOUNT_TYPE_MESSAGES.openJobs;
  if (open.openCourses > 0) return ACCOUNT_TYPE_MESSAGES.openCourses;
  if (open.pendingApplications > 0) return ACCOUNT_TYPE_MESSAGES.pendingApplications;
  if (open.openEnrollments > 0) return ACCOUNT_TYPE_MESSAGES.openEnrollments;
  return null;
}
