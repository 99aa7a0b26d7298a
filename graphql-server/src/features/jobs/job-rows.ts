// A page of jobs read in one statement: each job with its employer, its skills and how many applied, shaped as
// `prisma.job.findMany({ select })` returns it, so the GraphQL fields that asked for that selection read it as
// they would Prisma's answer. Prisma reads the same page in four statements (the jobs, their employers, the
// job-skill links, the skills) and the application counts take a fifth; each costs a round trip to the database.
// A selection this does not know (another relation, a count) is left to Prisma.
import { getDatamodel } from "../../generated/pothos-prisma-types.ts";
import type { Prisma } from "../../db/client.ts";
import { type Job, Prisma as PrismaSql } from "../../generated/prisma/client.ts";
import { inIdOrder } from "../places/index.ts";
import { whereSql } from "../../db/where-sql.ts";
import { JOB } from "./near-jobs.ts";
import { keepApplicationsCount } from "./application-counts.ts";

type Row = Record<string, unknown>;
type Selection = Record<string, unknown>;

interface Field {
  type: string;
  kind: string;
}

const { models } = getDatamodel().datamodel;

/** The model's scalar and enum fields by name (the names are the columns: the schema maps none). */
function scalarsOf(model: string): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const field of models[model]!.fields)
    if (field.kind === "scalar" || field.kind === "enum") fields.set(field.name, field);
  return fields;
}

const SCALARS = {
  Job: scalarsOf("Job"),
  User: scalarsOf("User"),
  Skill: scalarsOf("Skill"),
  Application: scalarsOf("Application"),
  JobSkill: scalarsOf("JobSkill"),
};

/** PostgreSQL's json_build_object takes at most 100 arguments. */
const MAX_JSON_FIELDS = 50;

const quote = (name: string) => `"${name}"`;

/** The scalar fields `select` asks of `model` (`true` means all), or null when it asks anything else. */
function scalarSelection(model: keyof typeof SCALARS, select: unknown): string[] | null {
  const scalars = SCALARS[model];
  if (select === true) return [...scalars.keys()];
  if (!select || typeof select !== "object") return null;
  const names: string[] = [];
  for (const [name, wanted] of Object.entries(select as Selection)) {
    if (wanted === false || wanted === undefined) continue;
    if (wanted !== true || !scalars.has(name)) return null;
    names.push(name);
  }
  return names;
}

/** A related row's scalars as one JSON object (table alias `alias`), or null past json_build_object's limit. */
function jsonObject(alias: string, names: string[]): string | null {
  if (names.length > MAX_JSON_FIELDS) return null;
  return `json_build_object(${names.map((name) => `'${name}', ${alias}.${quote(name)}`).join(", ")})`;
}

/** The nested select of a to-one relation: `true`, or `{ select }` of scalars only. */
function relationSelect(value: unknown): unknown {
  if (value === true) return true;
  if (!value || typeof value !== "object") return undefined;
  const { select, ...rest } = value as Selection;
  return Object.keys(rest).length === 0 ? select : undefined;
}

export interface Plan {
  /** The select list over the job's row `j`: the model's own names; values (a viewer's id) are parameters. */
  columns: PrismaSql.Sql;
  /** Turns JSON values of the nested rows into what Prisma returns (dates). */
  employerDates: string[];
  skillDates: string[];
  employer: boolean;
  skills: "skill" | "links" | null;
}

/** The statement for `select`, or null when it asks for what only Prisma reads. */
function planFor(select: Selection): Plan | null {
  const columns: (string | PrismaSql.Sql)[] = [];
  let employer = false;
  let skills: Plan["skills"] = null;
  let employerDates: string[] = [];
  let skillDates: string[] = [];
  for (const [name, wanted] of Object.entries(select)) {
    if (wanted === false || wanted === undefined) continue;
    if (SCALARS.Job.has(name)) {
      if (wanted !== true) return null;
      columns.push(`j.${quote(name)}`);
      continue;
    }
    if (name === "employer") {
      const names = scalarSelection("User", relationSelect(wanted));
      const object = names && jsonObject("u", names);
      if (!names || !object) return null;
      employer = true;
      employerDates = names.filter((field) => SCALARS.User.get(field)!.type === "DateTime");
      columns.push(`(SELECT ${object} FROM "User" u WHERE u."id" = j."employerId") AS "employer"`);
      continue;
    }
    if (name === "requiredSkills") {
      const skillPart = skillsColumn(wanted);
      if (!skillPart) return null;
      skills = skillPart.kind;
      skillDates = skillPart.dates;
      columns.push(skillPart.sql);
      continue;
    }
    if (name === "applications") {
      const part = applicationsColumn(wanted);
      if (!part) return null;
      columns.push(part);
      continue;
    }
    return null;
  }
  columns.push(`(SELECT count(*)::int FROM "Application" a WHERE a."jobId" = j."id") AS "__applications"`);
  if (!select.id) columns.push(`j."id" AS "__id"`);
  return {
    columns: PrismaSql.join(
      columns.map((column) => (typeof column === "string" ? PrismaSql.raw(column) : column)),
      ", ",
    ),
    employer,
    skills,
    employerDates,
    skillDates,
  };
}

/**
 * The job's applications filtered by equal whole numbers (`{ where: { laborerId: 7 }, select: { id: true } }`,
 * the viewer's own application), as JSON. Null for any other shape.
 */
function applicationsColumn(wanted: unknown): PrismaSql.Sql | null {
  if (!wanted || typeof wanted !== "object") return null;
  const { where = {}, select, ...rest } = wanted as Selection;
  if (Object.keys(rest).length > 0 || !where || typeof where !== "object") return null;
  const names = scalarSelection("Application", select);
  const object = names && jsonObject("a", names);
  if (!names || !object) return null;
  const conditions = [PrismaSql.raw(`a."jobId" = j."id"`)];
  for (const [field, value] of Object.entries(where as Selection)) {
    const type = SCALARS.Application.get(field)?.type;
    if (type !== "Int" || !Number.isSafeInteger(value)) return null;
    conditions.push(PrismaSql.sql`${PrismaSql.raw(`a.${quote(field)}`)} = ${value as number}`);
  }
  // The viewer's id is a parameter, so every viewer's search is one statement (db/statement-names.ts).
  return PrismaSql.sql`COALESCE((SELECT json_agg(${PrismaSql.raw(object)}) FROM "Application" a WHERE ${PrismaSql.join(conditions, " AND ")}), '[]'::json) AS "applications"`;
}

/** The job's skills: `{ select: { skill, skillId… } }` (optionally ordered by the skill's name), or the links alone. */
function skillsColumn(wanted: unknown): { sql: string; kind: "skill" | "links"; dates: string[] } | null {
  // Each link's skill by its key (OFFSET 0 keeps the subquery apart): joined whole, the planner scanned every
  // skill for each job.
  const from = `FROM "JobSkill" js CROSS JOIN LATERAL (SELECT * FROM "Skill" s WHERE s."id" = js."skillId" OFFSET 0) s WHERE js."jobId" = j."id"`;
  if (wanted === true)
    return {
      sql: `COALESCE((SELECT json_agg(json_build_object('jobId', js."jobId", 'skillId', js."skillId")) ${from}), '[]'::json) AS "requiredSkills"`,
      kind: "links",
      dates: [],
    };
  if (!wanted || typeof wanted !== "object") return null;
  const { select, orderBy, ...rest } = wanted as Selection;
  if (Object.keys(rest).length > 0 || !select || typeof select !== "object") return null;
  const { skill, ...links } = select as Selection;
  const linkNames = scalarSelection("JobSkill", links);
  const names = skill === undefined ? [] : scalarSelection("Skill", relationSelect(skill));
  const object = names && jsonObject("s", names);
  if (!linkNames || !names || !object) return null;
  const parts = linkNames.map((name) => `'${name}', js.${quote(name)}`);
  if (skill !== undefined) parts.push(`'skill', ${object}`);
  let order = "";
  if (orderBy !== undefined) {
    const direction = (orderBy as { skill?: { name?: unknown } })?.skill?.name;
    if (Object.keys(orderBy as object).length !== 1 || (direction !== "asc" && direction !== "desc")) return null;
    order = ` ORDER BY s."name" ${direction === "asc" ? "ASC" : "DESC"}`;
  }
  return {
    sql: `COALESCE((SELECT json_agg(json_build_object(${parts.join(", ")})${order}) ${from}), '[]'::json) AS "requiredSkills"`,
    kind: skill === undefined ? "links" : "skill",
    dates: names.filter((field) => SCALARS.Skill.get(field)!.type === "DateTime"),
  };
}

/** A JSON date as Prisma gives it: columns without a zone hold UTC. */
function dateOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(value) || !value.includes("T") ? value : `${value}Z`);
}

function withDates(row: unknown, dates: string[]): unknown {
  if (!row || dates.length === 0) return row;
  const copy = { ...(row as Row) };
  for (const name of dates) copy[name] = dateOf(copy[name]);
  return copy;
}

/** How to read jobs as `select` shapes them in one statement, or null when it asks what only Prisma reads. */
export function jobRowsPlan(select: unknown): Plan | null {
  return select && typeof select === "object" ? planFor(select as Selection) : null;
}

/**
 * The jobs with these ids in that order (ids without a job left out), each as the plan's selection shapes it,
 * read in one statement; their application counts are kept for the request of `ctx` (Job.applicationsCount).
 */
export async function jobRowsInOne(ctx: { prisma: Prisma }, ids: number[], plan: Plan): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.prisma.$queryRaw<Row[]>(
    PrismaSql.sql`SELECT ${plan.columns} FROM "Job" j WHERE j."id" = ANY(${ids}::int[])`,
  );
  const byId = new Map(shaped(ctx, rows, plan).map(({ id, row }) => [id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The first `take` jobs passing `filter` (a condition over "Job", db/where-sql.ts), newest first, each as the
 * plan's selection shapes it, in one statement; their application counts are kept as jobRowsInOne keeps them.
 */
export async function newestJobRows(
  ctx: { prisma: Prisma },
  filter: PrismaSql.Sql,
  take: number,
  plan: Plan,
): Promise<Row[]> {
  return (await newestJobRowsWithTotal(ctx, filter, take, plan, null)).rows;
}

/**
 * In which order the search's total meets the matches it counts (up to its limit): in id order, or in any order.
 * A place's jobs lie together, so in id order counting them walks much of the primary key; in any order the planner
 * finds them through the place columns' trigram indexes. Other filters keep the id order: in any order their count
 * becomes a Seq Scan stopped at the limit, which the growth section's index-backed check refuses.
 */
export type CountOrder = "id" | "any";

/** The total's order for a search: any order when it names a place. */
export const countOrderFor = (search: { location?: string | null }): CountOrder =>
  search.location?.trim() ? "any" : "id";

/**
 * A row limit written into the statement: PostgreSQL keeps one plan for a prepared statement on each connection
 * when that plan costs no more than the ones made for each execution (db/statement-names.ts), and a limit given as
 * a parameter is costed as a tenth of the table, so such a statement would be planned on every execution.
 */
function rowLimit(limit: number): PrismaSql.Sql {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`a row limit is a whole number, not ${limit}`);
  return PrismaSql.raw(String(limit));
}

/** How many jobs pass `filter`, counted up to `limit` in `order`, as a subquery. */
const countUpToSql = (filter: PrismaSql.Sql, limit: number, order: CountOrder) =>
  PrismaSql.sql`(SELECT count(*)::int FROM (
    SELECT 1 FROM "Job" WHERE ${filter}${order === "id" ? PrismaSql.sql` ORDER BY "Job"."id"` : PrismaSql.empty} LIMIT ${rowLimit(limit)}
  ) matches)`;

/** The where-input as SQL, when it has only the shapes whereSql reads (else null: Prisma writes the statement). */
export function jobFilterSql(where: PrismaSql.JobWhereInput): PrismaSql.Sql | null {
  try {
    return whereSql(where as Record<string, unknown>, JOB);
  } catch {
    return null;
  }
}

/** How many jobs `where` matches, counted up to `limit` in `order` (the search's total). */
export async function jobCountUpTo(
  ctx: { prisma: Prisma },
  where: PrismaSql.JobWhereInput,
  limit: number,
  order: CountOrder,
): Promise<number> {
  const filter = order === "any" ? jobFilterSql(where) : null;
  // Prisma's own count of at most `limit` rows counts them in id order.
  if (!filter) return ctx.prisma.job.count({ where, take: limit });
  const [row] = await ctx.prisma.$queryRaw<{ total: number }[]>(
    PrismaSql.sql`SELECT ${countUpToSql(filter, limit, order)} AS "total"`,
  );
  return row?.total ?? 0;
}

/**
 * newestJobRows and, in the same statement, how many jobs pass `filter`, counted up to `countLimit` as
 * jobCountUpTo counts them; no count when it is null.
 */
export async function newestJobRowsWithTotal(
  ctx: { prisma: Prisma },
  filter: PrismaSql.Sql,
  take: number,
  plan: Plan,
  countLimit: number | null,
  countOrder: CountOrder = "id",
): Promise<{ rows: Row[]; total: number }> {
  // Counted once for the statement (an uncorrelated subquery); a first page with no row means no match at all.
  const total =
    countLimit === null
      ? PrismaSql.empty
      : PrismaSql.sql`, ${countUpToSql(filter, countLimit, countOrder)} AS "__total"`;
  const rows = await ctx.prisma.$queryRaw<Row[]>(PrismaSql.sql`
    SELECT ${plan.columns}${total}
    FROM (
      SELECT "Job"."id", "Job"."createdAt" FROM "Job" WHERE ${filter}
      ORDER BY "Job"."createdAt" DESC, "Job"."id" DESC LIMIT ${rowLimit(take)}
    ) page JOIN "Job" j ON j."id" = page."id"
    ORDER BY page."createdAt" DESC, page."id" DESC`);
  return { rows: shaped(ctx, rows, plan).map(({ row }) => row), total: (rows[0]?.__total as number) ?? 0 };
}

/** The rows as Prisma shapes them (nested dates, the helper columns gone); the counts kept for the request. */
function shaped(ctx: object, rows: Row[], plan: Plan): { id: number; row: Row }[] {
  return rows.map(({ __applications, __id, __total: _total, ...row }) => {
    const id = (row.id ?? __id) as number;
    keepApplicationsCount(ctx, id, __applications as number);
    if (plan.employer) row.employer = withDates(row.employer, plan.employerDates);
    if (plan.skills === "skill")
      row.requiredSkills = (row.requiredSkills as Row[]).map((link) => ({
        ...link,
        skill: withDates(link.skill, plan.skillDates),
      }));
    return { id, row };
  });
}

/** A job query's selection, as Pothos hands it to a resolver. */
export type JobSelection = Pick<PrismaSql.JobFindManyArgs, "select" | "include">;

/**
 * The jobs with these ids in that order, as `selection` shapes them: in one statement when that reads all it
 * asks for, else through Prisma.
 */
export async function jobsByIds(ctx: { prisma: Prisma }, ids: number[], selection: JobSelection): Promise<Job[]> {
  const plan = jobRowsPlan(selection.select);
  if (plan) return (await jobRowsInOne(ctx, ids, plan)) as unknown as Job[];
  return inIdOrder(ids, await ctx.prisma.job.findMany({ ...selection, where: { id: { in: ids } } }));
}
