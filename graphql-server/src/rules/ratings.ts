// Ratings after a job: stars and an optional comment. The server checks each rating against these;
// the rating dialog checks them before sending.

export const RATING_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  commentMax: 500,
} as const;

export const RATING_MESSAGES = {
  stars: /*i18n*/ "Choose from 1 to 5 stars",
  commentLength: /*i18n*/ "Comment must be at most 500 characters",
  notFound: /*i18n*/ "Application not found",
  notParty: /*i18n*/ "Only the worker and the employer of this job can rate each other",
  notYet: /*i18n*/ "You can rate only after the job has closed and the worker was accepted",
  alreadyRated: /*i18n*/ "You have already rated this",
  otherPartyGone: /*i18n*/ "This account no longer exists",
} as const;

/** The message for a star count, or null when it is a whole number from 1 to 5. */
export function starsProblem(stars: number): string | null {
  return Number.isInteger(stars) && stars >= RATING_LIMITS.starsMin && stars <= RATING_LIMITS.starsMax
    ? null
    : RATING_MESSAGES.stars;
}

/** The message for a comment, or null when it is within the limit (an empty comment is no comment). */
export function commentProblem(comment: string): string | null {
  return comment.trim().length > RATING_LIMITS.commentMax ? RATING_MESSAGES.commentLength : null;
}
