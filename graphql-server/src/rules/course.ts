// Creating and editing a course: each field's limits, its messages, and one check per field. The server builds
// its createCourse and updateCourse input rules from these checks; the course form runs the same ones as the
// provider types.

export const COURSE_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  durationMin: 1,
  durationMax: 365,
  priceMin: 0,
  priceMax: 1_000_000,
  seatsMin: 1,
  seatsMax: 100_000,
  /** Location, state, district and village, each. */
  placeMax: 200,
} as const;

/** Languages a course can be taught in: the app's four, and a few more spoken by farm workers. */
export const COURSE_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "hi", name: "Hindi" },
  { code: "kn", name: "Kannada" },
  { code: "te", name: "Telugu" },
  { code: "ta", name: "Tamil" },
  { code: "mr", name: "Marathi" },
  { code: "ml", name: "Malayalam" },
] as const;

export type CourseLanguage = (typeof COURSE_LANGUAGES)[number]["code"];

export const COURSE_MESSAGES = {
  title: /*i18n*/ "Title is required",
  titleLength: /*i18n*/ "Title must be at most 200 characters",
  descriptionLength: /*i18n*/ "Description must be at most 5000 characters",
  price: /*i18n*/ "Price cannot be negative",
  priceWhole: /*i18n*/ "Price must be a whole number of rupees",
  priceMax: /*i18n*/ "Price must be at most 1000000 rupees",
  duration: /*i18n*/ "Duration must be between 1 and 365 days",
  maxEnrollments: /*i18n*/ "Maximum enrolments must be at least 1",
  maxEnrollmentsMax: /*i18n*/ "Maximum enrolments must be at most 100000",
  maxBelowCurrent: /*i18n*/ "Maximum enrolments cannot be below the number of students already enrolled",
  isFree: /*i18n*/ "isFree must be true exactly when the price is 0",
  locationLength: /*i18n*/ "Location must be at most 200 characters",
  placeLength: /*i18n*/ "State, district and village must each be at most 200 characters",
  language: /*i18n*/ "Choose a language from the list",
  startDate: /*i18n*/ "Start date cannot be in the past",
  notFound: /*i18n*/ "Course not found",
  notOwner: /*i18n*/ "You can only change your own courses",
  enrollmentNotFound: /*i18n*/ "Enrolment not found",
  enrollmentCancelled: /*i18n*/ "A cancelled enrolment cannot be completed",
} as const;

/** Enrolling in a course. */
export const ENROLL_MESSAGES = {
  notFound: /*i18n*/ "Course not found",
  duplicate: /*i18n*/ "You are already enrolled in this course",
  notOpen: /*i18n*/ "This course is not open for enrolment",
  full: /*i18n*/ "This course is full",
} as const;

export type CourseMessage = (typeof COURSE_MESSAGES)[keyof typeof COURSE_MESSAGES];

const L = COURSE_LIMITS;
const M = COURSE_MESSAGES;

/** Title: required (after trimming), at most 200 characters. */
export function titleProblem(value: string): CourseMessage | null {
  const text = value.trim();
  if (text === "") return M.title;
  return text.length > L.titleMax ? M.titleLength : null;
}

/** Description: optional, at most 5000 characters. */
export function descriptionProblem(value: string | null | undefined): CourseMessage | null {
  return (value ?? "").length > L.descriptionMax ? M.descriptionLength : null;
}

/** Duration: whole days, 1 to 365. */
export function durationProblem(value: number): CourseMessage | null {
  return Number.isInteger(value) && value >= L.durationMin && value <= L.durationMax ? null : M.duration;
}

/** Price: whole rupees, 0 (free) to 1000000. */
export function priceProblem(value: number): CourseMessage | null {
  if (!Number.isFinite(value)) return M.priceWhole;
  if (value < L.priceMin) return M.price;
  if (!Number.isInteger(value)) return M.priceWhole;
  return value > L.priceMax ? M.priceMax : null;
}

/** Seats: a whole number, 1 to 100000 (no limit is no value at all). */
export function seatsProblem(value: number): CourseMessage | null {
  if (!Number.isInteger(value) || value < L.seatsMin) return M.maxEnrollments;
  return value > L.seatsMax ? M.maxEnrollmentsMax : null;
}

/** Free-text location: at most 200 characters. */
export function locationProblem(value: string | null | undefined): CourseMessage | null {
  return (value ?? "").trim().length > L.placeMax ? M.locationLength : null;
}

/** State, district or village: optional, at most 200 characters. */
export function placeProblem(value: string | null | undefined): CourseMessage | null {
  return (value ?? "").trim().length > L.placeMax ? M.placeLength : null;
}

/** Language of instruction: one of COURSE_LANGUAGES. */
export function languageProblem(value: string): CourseMessage | null {
  return COURSE_LANGUAGES.some((language) => language.code === value) ? null : M.language;
}

/** Start date (YYYY-MM-DD): today or later, where `today` is today's date in India (YYYY-MM-DD). */
export function startDateProblem(isoDate: string, today: string): CourseMessage | null {
  return isoDate.slice(0, 10) < today ? M.startDate : null;
}

/** The place a course shows: "Online", or "Village, District, State" from the parts given (null when none). */
export function courseLocation(place: {
  isOnline?: boolean | null;
  cityVillage?: string | null;
  district?: string | null;
  state?: string | null;
}): string | null {
  if (place.isOnline) return "Online";
  const parts = [place.cityVillage, place.district, place.state].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
