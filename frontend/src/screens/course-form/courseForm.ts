import {
  COURSE_LANGUAGES,
  COURSE_MESSAGES,
  type CourseMessage,
  descriptionProblem,
  durationProblem,
  languageProblem,
  placeProblem,
  priceProblem,
  seatsProblem,
  startDateProblem,
  titleProblem,
} from "@rules/course.ts";
import { SKILL_CATEGORIES, type SkillCategoryKey } from "../../features/skills/index.ts";

export const COURSE_STATUSES = ["draft", "active", "closed"] as const;
export type CourseStatusValue = (typeof COURSE_STATUSES)[number];

/** The course form as its inputs hold it (numbers as typed). */
export type CourseValues = {
  title: string;
  description: string;
  skillCategory: SkillCategoryKey | "";
  duration: string;
  /** 'Free' chosen: the price is 0. */
  isFree: boolean;
  price: string;
  isGovernmentProgram: boolean;
  certificateProvided: boolean;
  isOnline: boolean;
  state: string;
  district: string;
  cityVillage: string;
  startDate: string;
  /** Seats; blank means no limit. */
  maxEnrollments: string;
  language: string;
  status: CourseStatusValue;
};

/** Fields that can carry an error: the server's input names. */
export type CourseField =
  | "title"
  | "description"
  | "skillCategory"
  | "duration"
  | "price"
  | "isFree"
  | "state"
  | "district"
  | "cityVillage"
  | "location"
  | "startDate"
  | "maxEnrollments"
  | "language"
  | "status";

export const COURSE_FIELDS: ReadonlySet<string> = new Set<CourseField>([
  "title",
  "description",
  "skillCategory",
  "duration",
  "price",
  "isFree",
  "state",
  "district",
  "cityVillage",
  "location",
  "startDate",
  "maxEnrollments",
  "language",
  "status",
]);

/**
 * Which error field a value belongs to; the yes/no choices carry none. Choosing Paid marks only `isFree` as
 * edited, so the empty price says nothing until the provider types one (or sends the form).
 */
export function fieldOf(key: keyof CourseValues): CourseField | null {
  return COURSE_FIELDS.has(key) ? (key as CourseField) : null;
}

export type CourseErrors = Partial<Record<CourseField, CourseMessage>>;

/** The provider's own place, which a new course starts from, and the language they use the app in. */
export type ProviderDefaults = {
  readonly state: string | null | undefined;
  readonly district: string | null | undefined;
  readonly cityVillage: string | null | undefined;
  readonly language: string;
};

const isCourseLanguage = (code: string | null | undefined) =>
  COURSE_LANGUAGES.some((language) => language.code === code);

export function newCourseValues(defaults: ProviderDefaults): CourseValues {
  return {
    title: "",
    description: "",
    skillCategory: "",
    duration: "",
    isFree: true,
    price: "",
    isGovernmentProgram: false,
    certificateProvided: false,
    isOnline: false,
    state: defaults.state ?? "",
    district: defaults.district ?? "",
    cityVillage: defaults.cityVillage ?? "",
    startDate: "",
    maxEnrollments: "",
    language: isCourseLanguage(defaults.language) ? defaults.language : "",
    status: "active",
  };
}

/** A saved course, as the edit form starts from it. */
export type SavedCourse = {
  readonly title: string;
  readonly description: string;
  readonly skillCategory: string | null | undefined;
  readonly duration: number;
  readonly price: number;
  readonly isGovernmentProgram: boolean;
  readonly certificateProvided: boolean;
  readonly isOnline: boolean;
  readonly state: string | null | undefined;
  readonly district: string | null | undefined;
  readonly cityVillage: string | null | undefined;
  readonly startDate: string | null | undefined;
  readonly maxEnrollments: number | null | undefined;
  readonly language: string | null | undefined;
  readonly status: string;
};

export function savedCourseValues(course: SavedCourse): CourseValues {
  return {
    title: course.title,
    description: course.description,
    skillCategory: (SKILL_CATEGORIES as readonly string[]).includes(course.skillCategory ?? "")
      ? (course.skillCategory as SkillCategoryKey)
      : "",
    duration: String(course.duration),
    isFree: course.price === 0,
    price: course.price === 0 ? "" : String(course.price),
    isGovernmentProgram: course.isGovernmentProgram,
    certificateProvided: course.certificateProvided,
    isOnline: course.isOnline,
    state: course.state ?? "",
    district: course.district ?? "",
    cityVillage: course.cityVillage ?? "",
    startDate: course.startDate ? course.startDate.slice(0, 10) : "",
    maxEnrollments: course.maxEnrollments == null ? "" : String(course.maxEnrollments),
    language: isCourseLanguage(course.language) ? (course.language as string) : "",
    // A course under review is one its provider wants listed: saving it screens it again.
    status: (COURSE_STATUSES as readonly string[]).includes(course.status)
      ? (course.status as CourseStatusValue)
      : course.status === "under_review"
        ? "active"
        : "draft",
  };
}

/** A number as typed: NaN when blank or not a number (the rules then give the field's message). */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/** What an edited course already has: its start date (which may have passed) and its students. */
export type Saved = { startDate: string | null; currentEnrollments: number };

/**
 * Every problem with the values, by the rules the server applies to createCourse and updateCourse
 * (rules/course.ts), as their messages; empty when the course can be sent. `today` is India's date (YYYY-MM-DD).
 * When editing, a start date that was already saved is not checked again, and the seats may not drop below the
 * students already enrolled.
 */
export function validateCourse(values: CourseValues, today: string, saved: Saved | null = null): CourseErrors {
  const startDateChanged = values.startDate !== "" && values.startDate !== saved?.startDate;
  const seats = values.maxEnrollments.trim() === "" ? null : typedNumber(values.maxEnrollments);
  const seatsBelowStudents =
    seats !== null && saved !== null && Number.isInteger(seats) && seats < saved.currentEnrollments;
  const found: Record<CourseField, CourseMessage | null> = {
    title: titleProblem(values.title),
    description: descriptionProblem(values.description),
    skillCategory: null,
    duration: durationProblem(typedNumber(values.duration)),
    price: values.isFree ? null : priceProblem(typedNumber(values.price)),
    isFree: null,
    state: values.isOnline ? null : placeProblem(values.state),
    district: values.isOnline ? null : placeProblem(values.district),
    cityVillage: values.isOnline ? null : placeProblem(values.cityVillage),
    location: null,
    startDate: startDateChanged ? startDateProblem(values.startDate, today) : null,
    maxEnrollments:
      seats === null ? null : (seatsProblem(seats) ?? (seatsBelowStudents ? COURSE_MESSAGES.maxBelowCurrent : null)),
    language: languageProblem(values.language),
    status: null,
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as CourseErrors;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The place as sent: the state, district and village, or none of them for an online course. */
function placeOf(values: CourseValues) {
  return {
    isOnline: values.isOnline,
    state: values.isOnline ? null : orNull(values.state),
    district: values.isOnline ? null : orNull(values.district),
    cityVillage: values.isOnline ? null : orNull(values.cityVillage),
  };
}

/** The createCourse input for valid values: trimmed; blank optional fields left empty; the server writes the location. */
export function toCreateInput(values: CourseValues) {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    skillCategory: values.skillCategory === "" ? null : values.skillCategory,
    duration: typedNumber(values.duration),
    price: values.isFree ? 0 : typedNumber(values.price),
    isGovernmentProgram: values.isGovernmentProgram,
    certificateProvided: values.certificateProvided,
    ...placeOf(values),
    startDate: orNull(values.startDate),
    maxEnrollments: values.maxEnrollments.trim() === "" ? null : typedNumber(values.maxEnrollments),
    language: values.language,
    status: values.status,
  };
}

type PlaceInput = ReturnType<typeof placeOf>;
type UpdateInput = Omit<ReturnType<typeof toCreateInput>, keyof PlaceInput | "startDate"> &
  Partial<PlaceInput> & { startDate?: string | null };

/**
 * The updateCourse input: every field (blank optional ones cleared with null, blank seats removing the limit),
 * except a start date that is unchanged (it may be in the past by now) and a place that is unchanged (so a
 * course's location written before it had a place is kept).
 */
export function toUpdateInput(values: CourseValues, saved: CourseValues): UpdateInput {
  const { startDate, isOnline, state, district, cityVillage, ...rest } = toCreateInput(values);
  const place = { isOnline, state, district, cityVillage };
  const savedPlace = placeOf(saved);
  const placeChanged = (Object.keys(place) as (keyof PlaceInput)[]).some((key) => place[key] !== savedPlace[key]);
  return {
    ...rest,
    ...(placeChanged ? place : {}),
    ...(startDate === orNull(saved.startDate) ? {} : { startDate }),
  };
}
