import { isJobCategory, type JobCategory } from "@rules/job-categories.ts";
import {
  JOB_FLAGS,
  JOB_MESSAGES,
  type JobFlag,
  type JobMessage,
  dailyRateProblem,
  descriptionProblem,
  durationProblem,
  locationProblem,
  placeProblem,
  startDateProblem,
  titleProblem,
  workersNeededProblem,
  workingHoursProblem,
} from "@rules/job.ts";

/** The Post Job form as its inputs hold it (numbers as typed). */
export type PostJobValues = {
  title: string;
  description: string;
  category: JobCategory | "";
  state: string;
  district: string;
  /** Village or town: the job's location is this and the state ('Maddur, Karnataka'). */
  village: string;
  dailyRate: string;
  isRateNegotiable: boolean;
  duration: string;
  startDate: string;
  workersNeeded: string;
  workingHours: string;
  isUrgent: boolean;
  accommodationProvided: boolean;
  mealsProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided: boolean;
  requiredSkillIds: readonly string[];
};

// The shared rules' yes/no fields of a job are fields of the form.
JOB_FLAGS satisfies readonly (keyof PostJobValues)[];

function flagsOf(source: { readonly [K in JobFlag]: boolean }): Record<JobFlag, boolean> {
  return Object.fromEntries(JOB_FLAGS.map((flag) => [flag, source[flag]])) as Record<JobFlag, boolean>;
}

/** Fields that can carry an error: the server's input names (the village field shows `location`'s). */
export type PostJobField =
  | "title"
  | "description"
  | "category"
  | "location"
  | "state"
  | "district"
  | "dailyRate"
  | "duration"
  | "startDate"
  | "workersNeeded"
  | "workingHours"
  | "requiredSkillIds";

export const POST_JOB_FIELDS: ReadonlySet<string> = new Set<PostJobField>([
  "title",
  "description",
  "category",
  "location",
  "state",
  "district",
  "dailyRate",
  "duration",
  "startDate",
  "workersNeeded",
  "workingHours",
  "requiredSkillIds",
]);

/** Which error field a value belongs to. */
export function fieldOf(key: keyof PostJobValues): PostJobField | null {
  if (key === "village") return "location";
  return POST_JOB_FIELDS.has(key) ? (key as PostJobField) : null;
}

export type PostJobErrors = Partial<Record<PostJobField, JobMessage>>;

/** The employer's own place, which a new job starts from (the server's default too). */
export type EmployerPlace = {
  readonly state: string | null | undefined;
  readonly district: string | null | undefined;
  readonly cityVillage: string | null | undefined;
};

export function newJobValues(employer: EmployerPlace): PostJobValues {
  return {
    title: "",
    description: "",
    category: "",
    state: employer.state ?? "",
    district: employer.district ?? "",
    village: employer.cityVillage ?? "",
    dailyRate: "",
    isRateNegotiable: false,
    duration: "",
    startDate: "",
    workersNeeded: "1",
    workingHours: "",
    isUrgent: false,
    accommodationProvided: false,
    mealsProvided: false,
    equipmentProvided: false,
    transportationProvided: false,
    requiredSkillIds: [],
  };
}

/** A saved job, as the edit form starts from it. */
export type SavedJob = {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly location: string;
  readonly state: string | null | undefined;
  readonly district: string | null | undefined;
  readonly dailyRate: number;
  readonly duration: number;
  readonly startDate: string | null | undefined;
  readonly workersNeeded: number;
  readonly workingHours: string | null | undefined;
  readonly requiredSkills: ReadonlyArray<{ readonly id: string }>;
} & { readonly [K in JobFlag]: boolean };

/** The village or town of a saved location: 'Maddur, Karnataka' with state Karnataka is 'Maddur'. */
export function villageOf(location: string, state: string | null | undefined): string {
  const suffix = state ? `, ${state}` : null;
  return suffix && location.endsWith(suffix) ? location.slice(0, -suffix.length) : location;
}

export function savedJobValues(job: SavedJob): PostJobValues {
  return {
    title: job.title,
    description: job.description,
    category: isJobCategory(job.category) ? job.category : "",
    state: job.state ?? "",
    district: job.district ?? "",
    village: villageOf(job.location, job.state),
    dailyRate: String(job.dailyRate),
    duration: String(job.duration),
    startDate: job.startDate ? job.startDate.slice(0, 10) : "",
    workersNeeded: String(job.workersNeeded),
    workingHours: job.workingHours ?? "",
    ...flagsOf(job),
    requiredSkillIds: job.requiredSkills.map((skill) => skill.id),
  };
}

/** 'Maddur, Karnataka': the village or town and its state (the village alone when no state is chosen). */
export function jobLocation(values: Pick<PostJobValues, "village" | "state">): string {
  return [values.village.trim(), values.state.trim()].filter(Boolean).join(", ");
}

/** A number as typed: NaN when blank or not a number (the rules then give the field's message). */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/**
 * Every problem with the values, by the rules the server applies to createJob and updateJob (rules/job.ts), as
 * their messages; empty when the job can be sent. `today` is India's date (YYYY-MM-DD). When editing, a start
 * date that was already saved is not checked again (it may have passed since).
 */
export function validatePostJob(
  values: PostJobValues,
  today: string,
  savedStartDate: string | null = null,
): PostJobErrors {
  const startDateChanged = values.startDate !== "" && values.startDate !== savedStartDate;
  const found: Record<PostJobField, JobMessage | null> = {
    title: titleProblem(values.title),
    description: descriptionProblem(values.description),
    category: values.category === "" ? JOB_MESSAGES.category : null,
    location: locationProblem(values.village) ?? locationProblem(jobLocation(values)),
    state: placeProblem(values.state),
    district: placeProblem(values.district),
    dailyRate: dailyRateProblem(typedNumber(values.dailyRate)),
    duration: durationProblem(typedNumber(values.duration)),
    startDate: startDateChanged ? startDateProblem(values.startDate, today) : null,
    workersNeeded: workersNeededProblem(typedNumber(values.workersNeeded)),
    workingHours: workingHoursProblem(values.workingHours),
    requiredSkillIds: null,
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as PostJobErrors;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The createJob input for valid values: trimmed; blank optional fields left empty. */
export function toCreateInput(values: PostJobValues) {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    category: values.category as JobCategory,
    location: jobLocation(values),
    state: orNull(values.state),
    district: orNull(values.district),
    dailyRate: typedNumber(values.dailyRate),
    duration: typedNumber(values.duration),
    startDate: orNull(values.startDate),
    workersNeeded: typedNumber(values.workersNeeded),
    workingHours: orNull(values.workingHours),
    ...flagsOf(values),
    requiredSkillIds: [...values.requiredSkillIds],
  };
}

/**
 * The updateJob input: every field (blank optional ones cleared with null), except a start date that is
 * unchanged, which is left as it is (it may be in the past by now).
 */
export function toUpdateInput(
  values: PostJobValues,
  savedStartDate: string | null,
): Omit<ReturnType<typeof toCreateInput>, "startDate"> & { startDate?: string | null } {
  const { startDate, ...rest } = toCreateInput(values);
  return startDate === savedStartDate ? rest : { ...rest, startDate };
}
